/**
 * Opens the random-gift dialog from any `[data-open-random]` button. The dialog's code is loaded on the first
 * click only, so pages ship a few hundred bytes until someone wants a random gift.
 */
let loading: Promise<typeof import('./random-dialog.ts')> | undefined;

document.addEventListener('click', (event) => {
  const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-open-random]');
  if (!trigger) return;
  event.preventDefault();
  loading ??= import('./random-dialog.ts');
  loading
    .then((module) => module.openRandomGift(trigger))
    .catch((error: unknown) => {
      loading = undefined;
      console.error('[slumpa] kunde inte öppna', error);
    });
});
