/**
 * Rimmstuga's page behaviour (a small vanilla script, no framework): sends the form to POST /api/generate-rhyme,
 * shows the rhyme, copies it. The toast texts come from the page (rendered from rhyme.ts on the server), so the
 * validation library never ships to the browser; the server validates and answers with the missing-fields toast.
 */

import { showToast } from '../toast/toast.ts';
import { generateRhyme } from './rhymes-client.ts';

interface Toast {
  title: string;
  description?: string;
}
interface Toasts {
  missing: Toast;
  generated: Toast;
  copied: Toast;
  failed: Toast;
}

const form = document.querySelector<HTMLFormElement>('[data-rhyme-form]');
const result = document.querySelector<HTMLElement>('[data-rhyme-result]');

function part<T extends HTMLElement>(selector: string): T | null {
  return result?.querySelector<T>(selector) ?? form?.querySelector<T>(selector) ?? null;
}

if (form && result) {
  const toasts = JSON.parse(form.dataset.toasts ?? '{}') as Toasts;
  const submit = part<HTMLButtonElement>('[data-rhyme-submit]');
  const submitLabel = part<HTMLElement>('[data-rhyme-submit-label]');
  const region = part<HTMLElement>('[data-rhyme-output-region]');
  const empty = part<HTMLElement>('[data-rhyme-empty]');
  const loading = part<HTMLElement>('[data-rhyme-loading]');
  const output = part<HTMLElement>('[data-rhyme-output]');
  const actions = part<HTMLElement>('[data-rhyme-actions]');
  let busy = false;

  const setBusy = (value: boolean) => {
    busy = value;
    if (submit) submit.disabled = value;
    if (submitLabel) submitLabel.textContent = value ? 'Skriver rim …' : 'Skriv rim';
    region?.setAttribute('aria-busy', String(value));
    const hasRhyme = Boolean(output?.textContent);
    empty?.classList.toggle('hidden', value || hasRhyme);
    loading?.classList.toggle('hidden', !value);
    output?.classList.toggle('hidden', value || !hasRhyme);
  };

  const show = (rhyme: string) => {
    if (output) output.textContent = rhyme;
    actions?.classList.replace('hidden', 'flex');
    // On small screens the result sits under the form: bring it into view.
    const box = result.getBoundingClientRect();
    if (box.top > window.innerHeight * 0.6) result.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const write = async () => {
    if (busy) return;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    setBusy(true);
    try {
      const answer = await generateRhyme({
        recipient: text('recipient'),
        gift: text('gift'),
        personalNote: text('personalNote'),
        tone: text('tone') || 'klassisk',
      });
      if (answer.ok) {
        show(answer.rhyme);
        showToast(toasts.generated);
      } else if (answer.status === 400 || answer.status === 413) {
        showToast({
          title: answer.title ?? toasts.missing.title,
          description: answer.message ?? toasts.missing.description ?? '',
          variant: 'destructive',
        });
      } else {
        showToast({ ...toasts.failed, variant: 'destructive' });
      }
    } catch (error) {
      console.error('[rimmstuga] rimmet kunde inte skrivas', error);
      showToast({ ...toasts.failed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void write();
  });
  part('[data-rhyme-again]')?.addEventListener('click', () => void write());
  part('[data-rhyme-copy]')?.addEventListener('click', async () => {
    const rhyme = output?.textContent ?? '';
    if (!rhyme) return;
    try {
      await navigator.clipboard.writeText(rhyme);
      showToast(toasts.copied);
    } catch (error) {
      console.error('[rimmstuga] kunde inte kopiera', error);
      showToast({
        title: 'Kunde inte kopiera',
        description: 'Markera rimmet och kopiera det själv.',
        variant: 'destructive',
      });
    }
  });
}
