/**
 * Prerendered pages carry the change-feed cursor of their build (`<html data-catalogue-cursor>`). If the page
 * shows products, this asks for the changes since then and hides the cards of products deactivated meanwhile.
 */

import { deactivatedIds } from './changes.ts';
import { fetchProductChanges } from './live-client.ts';

const MAX_PAGES = 5;

function hide(id: string): void {
  for (const card of document.querySelectorAll<HTMLElement>(`[data-product-card="${CSS.escape(id)}"]`)) {
    const item = card.closest<HTMLElement>('li') ?? card;
    item.hidden = true;
    card.dataset.deactivated = 'true';
  }
}

async function hideDeactivated(cursor: string): Promise<void> {
  let next = cursor;
  for (let page = 0; page < MAX_PAGES; page++) {
    const batch = await fetchProductChanges(next);
    for (const id of deactivatedIds(batch.changes)) hide(id);
    if (!batch.more) return;
    next = batch.cursor;
  }
}

const cursor = document.documentElement.dataset.catalogueCursor;
if (cursor && document.querySelector('[data-product-card]')) {
  const run = () =>
    hideDeactivated(cursor).catch((error: unknown) => console.warn('[ändringar] kunde inte läsa ändringar', error));
  if ('requestIdleCallback' in window) requestIdleCallback(() => void run(), { timeout: 2000 });
  else setTimeout(() => void run(), 200);
}
