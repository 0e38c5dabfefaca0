import { COUNTER_FILTERS, type CounterFilter } from '../../catalogue/admin/products.ts';

/**
 * The admin panel's tabs (docs/product/admin-products.md#panel) in their documented order, and the tab kept in the URL
 * (`/admin?tab=produkter`).
 */
export const ADMIN_TABS = [
  { id: 'synkronisering', label: 'Synkronisering' },
  { id: 'produkter', label: 'Produkter' },
  { id: 'butiker', label: 'Butiker' },
  { id: 'startsida', label: 'Startsida' },
  { id: 'tips-sidor', label: 'Tips-sidor' },
  { id: 'moderering', label: 'Moderering' },
  { id: 'statistik', label: 'Statistik' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

/** The view a URL asks for: a tab, or a counter's full list (`?lista=hidden`). Unknown values fall back to the first tab. */
export function adminViewFromSearch(search: string): { tab: AdminTabId; list: CounterFilter | null } {
  const params = new URLSearchParams(search);
  const tab = ADMIN_TABS.find((candidate) => candidate.id === params.get('tab'))?.id ?? 'synkronisering';
  const list = COUNTER_FILTERS.find((candidate) => candidate === params.get('lista')) ?? null;
  return { tab, list };
}

/** The search string for a view, the inverse of adminViewFromSearch. */
export function adminViewSearch(view: { tab: AdminTabId; list: CounterFilter | null }): string {
  const params = new URLSearchParams({ tab: view.tab });
  if (view.list) params.set('lista', view.list);
  return `?${params.toString()}`;
}
