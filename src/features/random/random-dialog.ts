/**
 * The random-gift dialog's behaviour (loaded on first use): fetches a product pool once, picks with
 * pickRandomGift (phone cases left out while more than 100 other products exist), fills the <dialog>, and swaps
 * the product on "Slumpa igen". The native <dialog> gives the focus trap and Escape; focus returns to the button
 * that opened it.
 */
import { fetchProducts } from '../catalogue/catalogue-client.ts';
import type { Product } from '../catalogue/product.ts';
import { pickRandomGift } from '../catalogue/random.ts';
import { $randomPool } from './random-pool.ts';
import { randomGiftView } from './random-view.ts';

/** Products the dialog picks from. */
export const RANDOM_POOL_SIZE = 500;

const LOADING = 'Laddar produkter...';
const FAILED = 'Kunde inte hämta presenter just nu. Försök igen.';
const EMPTY = 'Det finns inga presenter att slumpa just nu.';

let pool: Promise<Product[]> | undefined;
let current: Product | null = null;
let opener: HTMLElement | null = null;

function loadPool(): Promise<readonly Product[]> {
  // A page may narrow the pool to what it shows (the gift generator's results).
  const pagePool = $randomPool.get();
  if (pagePool) return Promise.resolve(pagePool);
  pool ??= fetchProducts({ limit: RANDOM_POOL_SIZE }).catch((error: unknown) => {
    pool = undefined;
    throw error;
  });
  return pool;
}

function parts(dialog: HTMLDialogElement) {
  const get = <T extends Element>(name: string) => dialog.querySelector<T>(`[data-random-${name}]`);
  return {
    status: get<HTMLElement>('status'),
    product: get<HTMLElement>('product'),
    image: get<HTMLImageElement>('image'),
    imageFallback: get<HTMLElement>('image-fallback'),
    save: get<HTMLElement>('save'),
    title: get<HTMLElement>('title'),
    badges: get<HTMLElement>('badges'),
    description: get<HTMLElement>('description'),
    price: get<HTMLElement>('price'),
    merchant: get<HTMLElement>('merchant'),
    buy: get<HTMLAnchorElement>('buy'),
    again: get<HTMLButtonElement>('again'),
  };
}

function showStatus(dialog: HTMLDialogElement, text: string): void {
  const ui = parts(dialog);
  if (ui.status) {
    ui.status.textContent = text;
    ui.status.hidden = false;
  }
  if (ui.product) ui.product.hidden = true;
  ui.buy?.setAttribute('aria-disabled', 'true');
}

function render(dialog: HTMLDialogElement, product: Product): void {
  const ui = parts(dialog);
  const view = randomGiftView(product);
  if (ui.status) ui.status.hidden = true;
  if (ui.product) ui.product.hidden = false;
  if (ui.image && ui.imageFallback) {
    const image = ui.image;
    const fallback = ui.imageFallback;
    image.hidden = !view.imageUrl;
    fallback.hidden = Boolean(view.imageUrl);
    image.onerror = () => {
      image.hidden = true;
      fallback.hidden = false;
    };
    image.alt = view.title;
    if (view.imageUrl) image.src = view.imageUrl;
    else image.removeAttribute('src');
  }
  if (ui.save) ui.save.dataset.saveToggle = view.id;
  if (ui.title) ui.title.textContent = view.title;
  if (ui.badges) {
    ui.badges.replaceChildren(
      ...view.badges.map((label, index) => {
        const item = document.createElement('li');
        item.className =
          index === 0
            ? 'rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-800'
            : 'rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700';
        item.textContent = label;
        return item;
      }),
    );
    ui.badges.hidden = view.badges.length === 0;
  }
  if (ui.description) {
    ui.description.textContent = view.description;
    ui.description.hidden = view.description === '';
  }
  if (ui.price) ui.price.textContent = view.price;
  if (ui.merchant) ui.merchant.textContent = view.merchant;
  if (ui.buy) {
    ui.buy.href = view.buyUrl;
    ui.buy.dataset.trackClick = view.id;
    ui.buy.removeAttribute('aria-disabled');
  }
  // Let the site-wide heart script paint the heart for this product.
  document.dispatchEvent(new CustomEvent('presentpilot:hearts-changed'));
}

async function pick(dialog: HTMLDialogElement): Promise<void> {
  showStatus(dialog, LOADING);
  try {
    const products = await loadPool();
    const next = pickRandomGift(products, Math.random, current?.id);
    current = next;
    if (next) render(dialog, next);
    else showStatus(dialog, EMPTY);
  } catch (error) {
    console.error('[slumpa] kunde inte hämta produkter', error);
    showStatus(dialog, FAILED);
  }
}

let wired = false;

function wire(dialog: HTMLDialogElement): void {
  if (wired) return;
  wired = true;
  parts(dialog).again?.addEventListener('click', () => void pick(dialog));
  dialog.querySelector('[data-random-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    if (opener?.isConnected) opener.focus();
  });
}

/** Opens the dialog with a new random gift; focus moves to "Slumpa igen" and returns to `trigger` on close. */
export function openRandomGift(trigger: HTMLElement | null): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-random-dialog]');
  if (!dialog) return;
  wire(dialog);
  opener = trigger;
  if (!dialog.open) dialog.showModal();
  parts(dialog).again?.focus();
  void pick(dialog);
}
