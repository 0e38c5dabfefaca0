/**
 * Module preloads for a page whose largest paint waits for its scripts: a module's imports are only found once the
 * module itself has arrived, so a script several imports deep reaches the visitor one round trip per level. Such a
 * page marks itself with `data-module-preload` (on any element) and its head gets a `<link rel="modulepreload">` for
 * every module its start-up scripts import statically and for the chunks of its client:load islands (the island
 * loader asks for those only when it runs), so the browser fetches the whole graph at once. Islands that hydrate later
 * (idle, visible, handoff) are left to load when they do. Other pages are left as they are: where the largest paint
 * is in the HTML, early scripts would only compete with it for the connection. No new script runs: the page's policy
 * (script-src 'self') already allows these files. No page asks for them now: /sparade, the one that did, starts its
 * saved list from an inline script (saved-early-script.ts), and the preloads only held that request back behind
 * some twenty modules on six connections.
 */
import { pageScripts, urlPath } from './page-scripts.ts';

/** The modules a page should preload: its start-up graph less the scripts its HTML names in a <script src>. */
export function modulePreloads(html: string, clientDir: string): string[] {
  const named = new Set([...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]));
  return [...pageScripts(html, clientDir, 'at-load').files]
    .map((file) => urlPath(clientDir, file))
    .filter((url) => !named.has(url));
}

/** The attribute by which a page asks for module preloads. */
export const MODULE_PRELOAD_MARK = 'data-module-preload';

/**
 * A page that asks for them with a modulepreload link per module, at the end of its head; any other page, or one
 * with nothing to add, unchanged.
 */
export function withModulePreloads(html: string, clientDir: string): string {
  if (!new RegExp(`<[a-z][^>]*\\s${MODULE_PRELOAD_MARK}[\\s=>]`).test(html)) return html;
  const urls = modulePreloads(html, clientDir).filter((url) => !html.includes(`rel="modulepreload" href="${url}"`));
  const end = html.indexOf('</head>');
  if (urls.length === 0 || end === -1) return html;
  const links = urls.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  return `${html.slice(0, end)}${links}${html.slice(end)}`;
}
