// Help Center articles. Each answers one question briefly and, where a guide
// covers the topic in depth, links to it (guideId must be an existing guide).

export interface HelpArticle {
  id: string;
  title: string;
  category: HelpCategoryId;
  /** Short answer, one paragraph per entry. */
  body: string[];
  guideId?: string;
}

export const HELP_CATEGORIES = [
  { id: "getting-started", title: "Getting Started" },
  { id: "equipment-setup", title: "Equipment & Setup" },
  { id: "troubleshooting", title: "Troubleshooting" },
  { id: "ai-assistant", title: "AI Assistant" },
  { id: "account-billing", title: "Account & Billing" },
] as const;
export type HelpCategoryId = (typeof HELP_CATEGORIES)[number]["id"];

export const helpArticles: HelpArticle[] = [
  // Getting Started
  {
    id: "what-is-sublimation",
    title: "What is sublimation printing?",
    category: "getting-started",
    body: [
      "Sublimation prints special dye onto transfer paper; heat and pressure then turn the dye into a gas that bonds into polyester or a polymer coating. The print becomes part of the item, so it does not crack or peel.",
    ],
    guideId: "how-sublimation-works",
  },
  {
    id: "what-do-i-need",
    title: "What equipment do I need to start?",
    category: "getting-started",
    body: [
      "A sublimation printer with sublimation ink, sublimation paper, a heat press suited to your products, heat tape and sublimation blanks.",
    ],
    guideId: "getting-started-with-sublimation",
  },
  {
    id: "what-can-i-sublimate",
    title: "Which materials can I sublimate?",
    category: "getting-started",
    body: [
      "Polyester fabrics and hard blanks with a sublimation coating (mugs, tiles, metal panels, hardboard). Light colours work best because there is no white ink.",
    ],
    guideId: "sublimating-on-cotton-and-dark-fabrics",
  },
  {
    id: "first-project",
    title: "What is a good first project?",
    category: "getting-started",
    body: [
      "A white 100% polyester shirt or a fabric-topped mouse pad: both are cheap and quick to press. The settings chart gives a sourced starting point for each (the mouse pad figure is the general polyester-fabric one), and your blank maker's sheet comes first.",
    ],
    guideId: "sublimating-polyester-shirts",
  },
  // Equipment & Setup
  {
    id: "choosing-a-printer",
    title: "How do I choose a sublimation printer?",
    category: "equipment-setup",
    body: [
      "Decide between a factory sublimation printer with support and profiles, or a converted ink-tank printer that is cheaper but unsupported.",
    ],
    guideId: "choosing-a-sublimation-printer",
  },
  {
    id: "choosing-a-press",
    title: "Which heat press should I buy?",
    category: "equipment-setup",
    body: [
      "Clamshell presses are compact, swing-away presses give even pressure on thick items, and mugs need a mug press or an oven with wraps.",
    ],
    guideId: "choosing-a-heat-press",
  },
  {
    id: "printer-settings",
    title: "Which printer settings should I use?",
    category: "equipment-setup",
    body: [
      "Use the paper type and quality your ink supplier recommends, mirror the image, and let the ICC profile manage colour.",
    ],
    guideId: "printer-settings-for-sublimation",
  },
  {
    id: "icc-profiles",
    title: "What is an ICC profile and do I need one?",
    category: "equipment-setup",
    body: [
      "An ICC profile translates your screen colours into the right amounts of sublimation ink. Without the one made for your ink and paper, colours often come out wrong.",
    ],
    guideId: "icc-profiles-and-color-management",
  },
  // Troubleshooting
  {
    id: "ghosting",
    title: "Why does my print have a faint double image?",
    category: "troubleshooting",
    body: [
      "That is ghosting: the paper moved while hot. Tape the transfer down and lift the paper straight off when the press opens.",
    ],
    guideId: "fixing-ghosting",
  },
  {
    id: "dull-colors",
    title: "Why are my colours dull or faded?",
    category: "troubleshooting",
    body: ["Usually too little time, temperature or pressure, damp paper, or printing on the wrong side of the paper."],
    guideId: "fixing-dull-or-faded-colors",
  },
  {
    id: "blurry-edges",
    title: "Why are my edges blurry?",
    category: "troubleshooting",
    body: [
      "Too much heat or time, moisture in the blank or paper, or movement during pressing can make the dye spread.",
    ],
    guideId: "fixing-blurry-or-bleeding-edges",
  },
  {
    id: "banding",
    title: "How do I fix lines across my prints?",
    category: "troubleshooting",
    body: [
      "Run a nozzle check; lines usually mean clogged nozzles. Clean the head and print regularly to keep ink moving.",
    ],
    guideId: "fixing-banding-and-white-lines",
  },
  // AI Assistant
  {
    id: "ai-what-can-it-do",
    title: "What can the AI assistant help with?",
    category: "ai-assistant",
    body: [
      "It answers sublimation questions with an explanation, recommendations, numbered troubleshooting steps and related topics. Describe your equipment, blank and settings for the best answer.",
    ],
  },
  {
    id: "ai-message-limit",
    title: "How many AI messages can I send?",
    category: "ai-assistant",
    body: [
      "The free plan includes 20 AI messages per month; Premium is unlimited. Your count resets at the start of each month (UTC).",
    ],
  },
  {
    id: "ai-saved-chats",
    title: "Are my AI conversations saved?",
    category: "ai-assistant",
    body: [
      "On Premium, conversations are saved and can be renamed or deleted. On the free plan a conversation lasts until you start a new chat or leave the page.",
    ],
  },
  {
    id: "ai-accuracy",
    title: "Can I rely on AI answers?",
    category: "ai-assistant",
    body: [
      "Treat answers as a starting point. Your blank's and equipment's own instructions always come first; test on scrap before a big run.",
    ],
  },
  // Account & Billing
  {
    id: "create-account",
    title: "How do I create an account?",
    category: "account-billing",
    body: [
      "Choose 'Log in / Sign Up' at the top of any page and sign in with your provider. Your free account is created automatically.",
    ],
  },
  {
    id: "premium-plan",
    title: "What does Premium include?",
    category: "account-billing",
    body: [
      "Premium costs $4.99 per month and gives unlimited AI messages and saved conversations. It renews monthly and can be cancelled at any time.",
    ],
  },
  {
    id: "cancel-subscription",
    title: "How do I cancel my subscription?",
    category: "account-billing",
    body: [
      "Open the Subscribe page from your dashboard and cancel. You keep Premium until the end of the period you paid for, then return to the free plan.",
    ],
  },
  {
    id: "delete-account",
    title: "How do I delete my account?",
    category: "account-billing",
    body: [
      "Open Profile Settings from your dashboard and choose to delete your account. Any active subscription is cancelled first.",
    ],
  },
];

export const popularArticleIds = ["what-do-i-need", "ghosting", "choosing-a-press", "ai-message-limit", "premium-plan"];
