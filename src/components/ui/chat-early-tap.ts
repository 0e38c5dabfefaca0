/**
 * The chat launcher's first moments: until the launcher's own script has run (its module arrives after the page),
 * a tap on the chat button, the intro bubble or any `[data-open-chat]` element is noted on the launcher by this
 * one-line inline script (`data-chat-tapped`), and the launcher's script opens the chat for it as soon as it runs
 * (ChatLauncher.astro). Once that script is in (`data-chat-ready`) this one does nothing. It runs under the page
 * policy by its hash (astro.config.mjs), as zod-jitless does.
 */

/** Set on `[data-chat-launcher]` by the launcher's script once it handles taps itself. */
export const CHAT_READY_ATTRIBUTE = 'data-chat-ready';
/** Set on `[data-chat-launcher]` by CHAT_EARLY_TAP_SCRIPT for a tap made before that. */
export const CHAT_TAPPED_ATTRIBUTE = 'data-chat-tapped';

export const CHAT_EARLY_TAP_SCRIPT = `document.addEventListener('click',function(e){var r=document.querySelector('[data-chat-launcher]'),t=e.target;if(r&&!r.hasAttribute('${CHAT_READY_ATTRIBUTE}')&&t&&t.closest&&t.closest('[data-open-chat]'))r.setAttribute('${CHAT_TAPPED_ATTRIBUTE}','')});`;
