/**
 * Mounts the chat island on first interaction (not hydrated at page load: landing pages keep their small JS
 * budget). The static launcher in ChatLauncher.astro imports this module when the visitor reaches for the chat.
 */
import { createRoot } from 'react-dom/client';
import { ChatWidget } from './ChatWidget.tsx';
import { initChat, openChat } from './chat.store.ts';

let mounted = false;

/** Renders the chat into the launcher's container (replacing the static button) and returns its controls. */
export function mountChat(container: HTMLElement): { open: () => void } {
  if (!mounted) {
    mounted = true;
    initChat();
    createRoot(container).render(<ChatWidget />);
  }
  return { open: openChat };
}
