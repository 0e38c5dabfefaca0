/**
 * One delegated handler for every heart button on the site, static or inside an island: a button with
 * `data-save-toggle="{productId}"` toggles that product in the saved list; all hearts and count badges follow the
 * list, also when another tab changes it.
 */
import { $saved, $savedCount, toggleSave } from './saved.store.ts';
import { SAVE_LABEL, UNSAVE_LABEL } from './saved.ts';

function paint(): void {
  const ids = new Set($saved.get().map((entry) => entry.productId));
  for (const button of document.querySelectorAll<HTMLElement>('[data-save-toggle]')) {
    const saved = ids.has(button.dataset.saveToggle ?? '');
    button.setAttribute('aria-pressed', String(saved));
    button.setAttribute('aria-label', saved ? UNSAVE_LABEL : SAVE_LABEL);
    button.dataset.saved = String(saved);
  }
  const count = $savedCount.get();
  for (const badge of document.querySelectorAll<HTMLElement>('[data-saved-count]')) {
    badge.textContent = String(count);
    badge.hidden = count === 0;
  }
}

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLElement>('[data-save-toggle]');
  const id = button?.dataset.saveToggle;
  if (!button || !id) return;
  event.preventDefault();
  toggleSave(id);
});

$saved.listen(paint);
paint();
// Scripts that re-point an existing heart (e.g. the random-gift dialog) ask for a repaint.
document.addEventListener('presentpilot:hearts-changed', paint);
// Islands render hearts after load: repaint when new ones appear.
new MutationObserver((records) => {
  if (records.some((record) => record.addedNodes.length > 0)) paint();
}).observe(document.body, { childList: true, subtree: true });
