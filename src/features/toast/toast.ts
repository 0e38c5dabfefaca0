/**
 * Site-wide toasts without a framework: a live region at the bottom right ("Notiser", Alt+T moves focus there).
 * Islands and plain scripts call showToast().
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds on screen; default 4000. */
  duration?: number;
}

const REGION_ID = 'notiser';

function region(): HTMLElement {
  let element = document.getElementById(REGION_ID);
  if (element) return element;
  element = document.createElement('section');
  element.id = REGION_ID;
  element.setAttribute('aria-label', 'Notiser (Alt+T)');
  element.tabIndex = -1;
  element.className = 'fixed bottom-20 right-4 z-[60] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2 lg:bottom-4';
  // The live region wraps the list: a role on the <ol> itself would take away its list semantics.
  const live = document.createElement('div');
  live.setAttribute('role', 'status');
  live.setAttribute('aria-live', 'polite');
  const list = document.createElement('ol');
  list.className = 'flex flex-col gap-2';
  live.append(list);
  element.append(live);
  document.body.append(element);
  return element;
}

/** Shows a toast with a title and an optional description. */
export function showToast({ title, description, variant = 'default', duration = 4000 }: ToastInput): void {
  if (typeof document === 'undefined') return;
  const list = region().querySelector('ol');
  if (!list) return;
  const item = document.createElement('li');
  item.className =
    variant === 'destructive'
      ? 'rounded-xl border border-red-200 bg-red-700 px-4 py-3 text-white shadow-lg'
      : 'rounded-xl border border-black/10 bg-white px-4 py-3 text-ink shadow-lg';
  item.dataset.variant = variant;
  const heading = document.createElement('p');
  heading.className = 'text-sm font-semibold';
  heading.textContent = title;
  item.append(heading);
  if (description) {
    const text = document.createElement('p');
    text.className = 'text-sm opacity-90';
    text.textContent = description;
    item.append(text);
  }
  list.append(item);
  while (list.children.length > 3) list.firstElementChild?.remove();
  setTimeout(() => item.remove(), duration);
}

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => {
    if (event.altKey && (event.key === 't' || event.key === 'T' || event.code === 'KeyT')) {
      event.preventDefault();
      region().focus();
    }
  });
}
