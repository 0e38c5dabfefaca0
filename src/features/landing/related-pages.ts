/**
 * Links between the landing pages: every theme, price, recipient and category page points the shopper (and
 * search engines) to its neighbours.
 */
import { CATEGORY_PAGES, PRICE_PAGES, RECIPIENT_PAGES, type SeoPage } from './seo-pages.ts';
import { type ThemePage, themePages } from './theme-pages.ts';

/** A link to another landing page. */
export interface LandingLink {
  href: string;
  label: string;
}

/** A titled group of links. */
export interface LandingLinkGroup {
  title: string;
  links: LandingLink[];
}

/** A page's short name for links and lists: its title before the dash ("Present till mamma"). */
export function shortTitle(title: string): string {
  return title.split(' – ')[0]?.trim() ?? title;
}

function links(
  pages: readonly (Pick<ThemePage, 'path' | 'title'> | Pick<SeoPage, 'path' | 'title'>)[],
  currentPath: string,
) {
  return pages
    .filter((page) => page.path !== currentPath)
    .map((page) => ({ href: page.path, label: shortTitle(page.title) }));
}

/** Group titles. */
export const RELATED_GROUP_TITLES = {
  themes: 'Presenttips inför högtider',
  prices: 'Presenter efter budget',
  recipients: 'Presenter efter mottagare',
  categories: 'Presenter efter kategori',
} as const;

/**
 * The link groups shown at the bottom of a landing page: the page's own kind first (without the page itself),
 * then the groups that help the shopper on: budgets and recipients everywhere, theme pages on theme pages,
 * categories on category pages.
 */
export function relatedLandingLinks(currentPath: string, year: number): LandingLinkGroup[] {
  const groups = {
    themes: { title: RELATED_GROUP_TITLES.themes, links: links(themePages(year), currentPath) },
    prices: { title: RELATED_GROUP_TITLES.prices, links: links(PRICE_PAGES, currentPath) },
    recipients: { title: RELATED_GROUP_TITLES.recipients, links: links(RECIPIENT_PAGES, currentPath) },
    categories: { title: RELATED_GROUP_TITLES.categories, links: links(CATEGORY_PAGES, currentPath) },
  };
  const isOf = (pages: readonly { path: string }[]) => pages.some((page) => page.path === currentPath);
  if (isOf(CATEGORY_PAGES)) return [groups.categories, groups.prices, groups.recipients];
  if (isOf(PRICE_PAGES)) return [groups.prices, groups.recipients, groups.categories];
  if (isOf(RECIPIENT_PAGES)) return [groups.recipients, groups.prices, groups.themes];
  return [groups.themes, groups.recipients, groups.prices];
}
