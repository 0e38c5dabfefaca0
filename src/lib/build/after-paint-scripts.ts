/**
 * Module scripts that wait for a page's largest paint. On a page whose largest paint comes from a request its own
 * inline script makes (/sparade: the saved list, then its photos), the page's module scripts and the twenty-odd
 * modules they import would otherwise load alongside that request and the photos, on the same few connections, and
 * the paint would wait for them. Such a page marks itself with `data-scripts-after-paint` (on any element); the
 * build gives its module script tags the type AFTER_PAINT_TYPE, which a browser neither fetches nor runs, and the
 * page's inline script starts them (START_AFTER_PAINT_SCRIPTS) once the paint is on screen, in their order in the
 * page. No new script source: the page's policy (script-src 'self') already allows these files. Under `astro dev`
 * nothing is rewritten and the scripts load as usual.
 */

/** The attribute by which a page asks for its module scripts after its largest paint. */
export const AFTER_PAINT_MARK = 'data-scripts-after-paint';

/** The type a waiting module script carries in the built page. */
export const AFTER_PAINT_TYPE = 'presentpilot/after-paint';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/** A marked page with its module scripts waiting (their `src` kept); any other page unchanged. */
export function withScriptsAfterPaint(html: string): string {
  if (!new RegExp(`<[a-z][^>]*\\s${AFTER_PAINT_MARK}[\\s=>]`).test(html)) return html;
  return html.replace(
    MODULE_SCRIPT,
    (_tag, src: string) => `<script type="${AFTER_PAINT_TYPE}" src="${src}"></script>`,
  );
}

/**
 * A function expression, for an inline script, that starts the waiting scripts (once, however often it is called):
 * each as a module script in its place's order (`async = false`), after the page has been read.
 */
export const START_AFTER_PAINT_SCRIPTS = `function(){if(window.__presentpilotScriptsStarted)return;window.__presentpilotScriptsStarted=true;var g=function(){[].forEach.call(document.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]'),function(e){var n=document.createElement('script');n.type='module';n.async=false;n.src=e.getAttribute('src');document.body.append(n)})};if(document.readyState=='loading')document.addEventListener('DOMContentLoaded',g);else g()}`;
