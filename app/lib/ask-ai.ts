/** A link into the AI chat with the question box filled in (the chat reads ?q=). */
export const askAiHref = (question: string) => `/ai-chat?q=${encodeURIComponent(question)}`;
