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

/**
 * The id of a page's main content, right after its header: the skip link's target, and what the layout's head holds
 * the first paint for (`<link rel="expect" blocking="render">`, released when this element's start tag has been
 * read, so once the header is in whole). A paint while the parser waited inside the gift generator's header, at its
 * saved-gifts island, had shown the right-aligned buttons one short, moving once the rest came in.
 */
export const CONTENT_ID = 'innehall';
