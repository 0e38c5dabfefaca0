/** Product-wide constants: the name and the addresses the spec leaves as placeholders. */
export const SITE = {
  name: 'Presentpilot',
  /** Used in storage keys, window events and tracking parameters. */
  slug: 'presentpilot',
  supportEmail: 'hej@presentpilot.se',
  url: 'https://presentpilot.se',
  locale: 'sv-SE',
  currency: 'SEK',
} as const;

/** localStorage / sessionStorage keys, all named after the product. */
export const STORAGE_KEYS = {
  saved: `${SITE.slug}-saved`,
  chatMessages: `${SITE.slug}-chat-messages`,
  chatRecommendations: `${SITE.slug}-chat-recommendations`,
  chatFirstOpen: `${SITE.slug}-chat-first-open`,
  chatIntroDismissed: `${SITE.slug}-chat-intro-dismissed`,
  chatFormDismissed: `${SITE.slug}-form`,
  generatorPrompt: `${SITE.slug}-generator-prompt`,
} as const;

/** Window event that opens the chat from anywhere. */
export const OPEN_CHAT_EVENT = `open-${SITE.slug}-chat`;
