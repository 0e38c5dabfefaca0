/** Site navigation: header menu, footer links, the mobile tab bar and where the chat button shows. */

export interface NavLink {
  href: string;
  label: string;
}

/** Header menu (desktop) and the mobile menu. */
export const MAIN_NAV: readonly NavLink[] = [
  { href: '/presentgenerator', label: 'Presentgenerator' },
  { href: '/bla-igenom', label: 'Alla produkter' },
  { href: '/utforska', label: 'Utforska' },
  { href: '/rabattkoder', label: 'Rabattkoder' },
  { href: '/rimmstuga', label: 'Rimmstuga' },
];

/** Theme landing pages, linked from the footer. */
export const THEME_PAGE_LINKS: readonly NavLink[] = [
  { href: '/julklappstips', label: 'Julklappstips' },
  { href: '/fars-dag-present', label: 'Fars dag-present' },
  { href: '/mors-dag-present', label: 'Mors dag-present' },
  { href: '/black-week-erbjudanden', label: 'Black Week-erbjudanden' },
  { href: '/fodelsedagspresent', label: 'Födelsedagspresent' },
];

/**
 * Footer columns (docs/product/site.md#footer: /, /presentgenerator, /utforska, /rabattkoder, /tips, /rimmstuga, …).
 */
export const FOOTER_COLUMNS: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Hitta presenter',
    links: [
      { href: '/', label: 'Hem' },
      { href: '/presentgenerator', label: 'Presentgenerator' },
      { href: '/utforska', label: 'Utforska' },
      { href: '/bla-igenom', label: 'Alla produkter' },
      { href: '/sparade', label: 'Sparade presenter' },
    ],
  },
  {
    title: 'Inspiration',
    links: [
      { href: '/tips', label: 'Tips' },
      { href: '/rabattkoder', label: 'Rabattkoder' },
      { href: '/rimmstuga', label: 'Rimmstuga' },
      ...THEME_PAGE_LINKS,
    ],
  },
  {
    title: 'Om oss',
    links: [
      { href: '/om-oss', label: 'Om oss' },
      { href: '/kontakt', label: 'Kontakt' },
      { href: '/integritetspolicy', label: 'Integritetspolicy' },
      { href: '/cookies', label: 'Cookies' },
      { href: '/sitemap', label: 'Sajtkarta' },
    ],
  },
];

/** The mobile bottom tab bar (below 1024 px): four tabs, each matched exactly. */
export const BOTTOM_TABS: readonly (NavLink & { icon: 'home' | 'explore' | 'discount' | 'rhyme' })[] = [
  { href: '/', label: 'Hem', icon: 'home' },
  { href: '/utforska', label: 'Utforska', icon: 'explore' },
  { href: '/rabattkoder', label: 'Rabattkoder', icon: 'discount' },
  { href: '/rimmstuga', label: 'Rimmstuga', icon: 'rhyme' },
];

/** A path without its trailing slash ("/" stays "/"), and without ".html". */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const trimmed = bare.replace(/\.html$/, '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A tab is active only on its exact path ("/utforska", not "/utforska/x"). */
export function isTabActive(currentPath: string, href: string): boolean {
  return normalizePath(currentPath) === normalizePath(href);
}

/** A header link is active on its path and below it ("/tips" on "/tips/julklappar"). */
export function isNavActive(currentPath: string, href: string): boolean {
  const path = normalizePath(currentPath);
  const target = normalizePath(href);
  return target === '/' ? path === '/' : path === target || path.startsWith(`${target}/`);
}

/** The chat button is hidden on /sparade, on every path starting with /bla-igenom, and when a page asks. */
export function showsChatLauncher(currentPath: string, hideBottomElement = false): boolean {
  if (hideBottomElement) return false;
  const path = normalizePath(currentPath);
  return path !== '/sparade' && !path.startsWith('/bla-igenom');
}

/** A tip page in the header's "Tips" dropdown. */
export interface TipLink {
  slug: string;
  title: string;
}

/** Path of a tip page. */
export function tipPath(slug: string): string {
  return `/tips/${encodeURIComponent(slug)}`;
}
