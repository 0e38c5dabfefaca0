/**
 * The header heart's price-drop badge ("↓2", read as "2 sparade presenter har blivit billigare"): how many saved
 * gifts are cheaper now than when they were saved. Loaded by save-buttons.ts when the page is idle.
 */

import { $priceDrops, loadPriceDrops } from './price-drops.store.ts';
import { priceDropBadgeLabel } from './price-drops.ts';
import { $saved } from './saved.store.ts';

function paint(): void {
  const drops = $priceDrops.get();
  const count = $saved.get().filter((entry) => drops[entry.productId]).length;
  for (const badge of document.querySelectorAll<HTMLElement>('[data-price-drop-count]')) {
    const figure = badge.querySelector('[data-price-drop-figure]');
    const label = badge.querySelector('[data-price-drop-label]');
    if (figure) figure.textContent = `↓${count}`;
    if (label) label.textContent = count > 0 ? priceDropBadgeLabel(count) : '';
    badge.hidden = count === 0;
  }
}

$priceDrops.listen(paint);
$saved.listen(paint);
// The saved list may have loaded the drops before this module: paint what is known now, then on every change.
paint();
void loadPriceDrops();
