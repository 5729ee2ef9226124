// Links that carry a person's words onward: into the AI chat, or the site-wide search.

/** A link into the AI chat with the question box filled in (the chat reads ?q=). */
export const askAiHref = (question: string) => `/ai-chat?q=${encodeURIComponent(question)}`;

/** The site-wide search (/search), which reads the guides, the chart, quick answers and symptoms. */
export const siteSearchHref = (q: string) => `/search?q=${encodeURIComponent(q.trim())}`;
