/**
 * One delegated handler for every heart button on the site, static or inside an island: a button with
 * `data-save-toggle="{productId}"` toggles that product in the saved list; all hearts and count badges follow the
 * list, also when another tab changes it. The header heart also shows how many saved gifts got cheaper since they
 * were saved (price-drop-badge.ts).
 */
import { $saved, $savedCount, toggleSave } from './saved.store.ts';
import { HEART_TAPPED_ATTRIBUTE, HEARTS_READY_ATTRIBUTE, SAVE_LABEL, UNSAVE_LABEL } from './saved.ts';

function setAttribute(element: HTMLElement, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function paint(): void {
  const ids = new Set($saved.get().map((entry) => entry.productId));
  for (const button of document.querySelectorAll<HTMLElement>('[data-save-toggle]')) {
    const saved = ids.has(button.dataset.saveToggle ?? '');
    setAttribute(button, 'aria-pressed', String(saved));
    setAttribute(button, 'aria-label', saved ? UNSAVE_LABEL : SAVE_LABEL);
    setAttribute(button, 'data-saved', String(saved));
  }
  const count = String($savedCount.get());
  for (const badge of document.querySelectorAll<HTMLElement>('[data-saved-count]')) {
    // Only touch the badge when it changes: rewriting text adds nodes, which would wake the observer below.
    if (badge.textContent !== count) badge.textContent = count;
    if (badge.hidden !== (count === '0')) badge.hidden = count === '0';
  }
}

/** The header heart's price-drop badge (price-drop-badge.ts) loads when the page is idle, only when something is saved. */
function watchPriceDrops(): void {
  if (!document.querySelector('[data-price-drop-count]') || !$saved.get().some((entry) => entry.savedAt > 0)) return;
  const start = () => void import('./price-drop-badge.ts').catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLElement>('[data-save-toggle]');
  const id = button?.dataset.saveToggle;
  if (!button || !id) return;
  event.preventDefault();
  toggleSave(id);
});

// Hearts tapped before this handler was in (noted by /sparade's inline script) count now.
for (const button of document.querySelectorAll<HTMLElement>(`[data-save-toggle][${HEART_TAPPED_ATTRIBUTE}]`)) {
  button.removeAttribute(HEART_TAPPED_ATTRIBUTE);
  if (button.dataset.saveToggle) toggleSave(button.dataset.saveToggle);
}
document.documentElement.setAttribute(HEARTS_READY_ATTRIBUTE, '');

$saved.listen(paint);
paint();
watchPriceDrops();
// Scripts that re-point an existing heart (e.g. the random-gift dialog) ask for a repaint.
document.addEventListener('presentpilot:hearts-changed', paint);

function addsHearts(record: MutationRecord): boolean {
  return [...record.addedNodes].some(
    (node) =>
      node instanceof Element &&
      (node.matches('[data-save-toggle]') || node.querySelector('[data-save-toggle]') !== null),
  );
}

// Islands render hearts after load: repaint when new ones appear.
new MutationObserver((records) => {
  if (records.some(addsHearts)) paint();
}).observe(document.body, { childList: true, subtree: true });
