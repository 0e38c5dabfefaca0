/** Any `[data-open-chat]` element opens the chat by dispatching OPEN_CHAT_EVENT (the chat panel listens). */
import { OPEN_CHAT_EVENT } from '../../lib/site.ts';

document.addEventListener('click', (event) => {
  const trigger = (event.target as Element | null)?.closest('[data-open-chat]');
  if (!trigger) return;
  event.preventDefault();
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
});
