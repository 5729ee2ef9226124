// The AI chat's copy texts, shared by the Worker and the browser (no zod here: the chat screen imports this).
/** What the chat screen and the API say to the user. */
export const CHAT_TEXT = {
  limitTitle: "Message limit reached",
  /** The 429 of the ask rate limit (its JSON also has retryAfter, in seconds, as does the Retry-After header). */
  askRateLimited: "Too many questions in a short time. Please wait a little before asking again.",
  limitDescription: "Upgrade to premium for unlimited messages and saved chats.",
  loginTitle: "Please log in",
  loginDescription: "You need to be logged in to use the AI assistant.",
  errorTitle: "Error",
  failed: "Failed to get response. Please try again.",
  deleteFailed: "Failed to delete chat session.",
  renameFailed: "Failed to rename chat session.",
  success: "Success",
  deleteConfirm: "Are you sure you want to delete this chat session? This action cannot be undone.",
  thinking: "Thinking about your sublimation question...",
  limitBanner: "You've reached your monthly limit of 20 messages",
  limitPlaceholder: "Message limit reached - upgrade to continue",
} as const;

/** The six suggested questions on the empty chat screen. */
export const SUGGESTED_QUESTIONS = [
  "How do I prevent ghosting on my sublimation prints?",
  "What temperature should I use for polyester shirts?",
  "Why are my sublimation colors coming out dull?",
  "How do I set up my printer for sublimation?",
  "What's the best sublimation paper to use?",
  "How long should I press a mug in a mug press?",
] as const;
