/**
 * "Kopiera & gå till butiken" on /rabattkoder: the link opens the shop in a new tab (it works without JavaScript
 * too); on the way the full code is revealed on the card, copied to the clipboard and confirmed with a toast.
 */
import { showToast } from '../toast/toast.ts';
import { CODE_COPIED_TOAST } from './discount-code.ts';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-copy-code]');
  const code = link?.dataset.copyCode;
  if (!link || !code) return;
  const card = link.closest<HTMLElement>('[data-discount-card]');
  const display = card?.querySelector<HTMLElement>('[data-code-display]');
  if (display) {
    display.textContent = code;
    display.dataset.revealed = 'true';
  }
  void copyText(code).then((copied) => {
    if (copied) showToast({ title: CODE_COPIED_TOAST, description: `Koden ${code} finns i urklipp.` });
    else
      showToast({
        title: 'Kunde inte kopiera',
        description: `Skriv in koden ${code} i kassan.`,
        variant: 'destructive',
      });
  });
});
