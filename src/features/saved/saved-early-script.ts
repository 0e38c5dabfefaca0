/**
 * /sparade's first request, made by a one-line inline script in the page's head rather than by the page's module
 * script (saved-prefetch.ts), which runs only once its imports have arrived, or by a script in the body, which runs
 * only once the stylesheet and the header before it have been read. As the page starts to be read, it takes the
 * visitor's saved list from localStorage (newest first, product ids only, at most SAVED_MAX), asks GET
 * /api/products/saved-list for it and, when the answer has cards, puts the answer's markup (the island's own
 * SavedGrid, rendered by the server with every product text escaped) in the island's place — as the answer comes
 * when the island has been read by then, else from SAVED_PAINT_SCRIPT right after the island — unless the island has
 * been handed over by then. The request, the ids it sent and whether the markup went in are left on
 * `window[SAVED_EARLY_GLOBAL]` for the page's script, which holds and hands over the island as before. A shared list
 * (`?lista=`) and an empty list are left to the page's script. Both scripts run under the page policy by their
 * hashes (astro.config.mjs), as the chat's early-tap script does.
 */
import { START_AFTER_PAINT_SCRIPTS } from '../../lib/build/after-paint-scripts.ts';
import { HANDOFF_ATTRIBUTE } from '../../lib/islands/handoff.ts';
import { STORAGE_KEYS } from '../../lib/site.ts';
import { PRODUCT_ID_PATTERN } from '../catalogue/product-id.ts';
import { HEART_TAPPED_ATTRIBUTE, HEARTS_READY_ATTRIBUTE, SAVED_MAX } from './saved.ts';
import type { SavedListAnswer } from './saved-client.ts';
import { SHARE_PARAM } from './share.ts';

/** The saved list's island on /sparade. */
export const SAVED_ISLAND = 'astro-island[client="handoff"]';
/** The first row's photos in it, which the page's module scripts and the island's handover wait for. */
export const FIRST_PHOTOS = 'img[data-product-image][fetchpriority="high"]';

/** The window property the inline script leaves its request on. */
export const SAVED_EARLY_GLOBAL = '__presentpilotSavedList';

/** What the inline script leaves on `window[SAVED_EARLY_GLOBAL]`. */
export interface SavedEarlyRequest {
  /** The saved ids it asked for, in the order sent (the list's order). */
  ids: string[];
  /** The answer of GET /api/products/saved-list (rejects on a failed request). */
  answer: Promise<SavedListAnswer>;
  /**
   * True once the answer's markup is in the island: set by the handler of `answer` the inline script added first,
   * when the island is already there, else by SAVED_PAINT_SCRIPT right after the island — either way before the
   * page's module script runs or adds its own handler.
   */
  painted: boolean;
  /** Puts the answer's markup in the island if both are there and the island is not yet handed over. */
  paint: () => void;
}

/**
 * The inline script right after the saved list's island: when the head's script asked for the list, it holds the
 * island (`data-handoff="held"`, for the page's script to hand over: the island must not hydrate at the page's load
 * event before that script, which waits for the paint, has run) and paints the answer if it came before the island
 * was read.
 */
export const SAVED_PAINT_SCRIPT = `(function(){var s=window.${SAVED_EARLY_GLOBAL},d=document.querySelector('${SAVED_ISLAND}');if(!s)return;if(d&&!d.hasAttribute('${HANDOFF_ATTRIBUTE}'))d.setAttribute('${HANDOFF_ATTRIBUTE}','held');s.paint()})();`;

/** The latest the page's module scripts start after the saved-list request left, painted or not. */
export const SCRIPTS_LATEST_MS = 3000;

/**
 * The inline script in /sparade's head (see the top of this file). It also starts the page's module scripts
 * (`r`): once the first row's photos have been decoded (or failed) and two frames drawn after, when there is
 * nothing to paint, when the request fails, or after SCRIPTS_LATEST_MS; with no request at all, once the page has
 * been read; and at once when a heart is tapped before the hearts' handler is in, which then counts the tap
 * (HEART_TAPPED_ATTRIBUTE).
 */
export const SAVED_EARLY_SCRIPT = `(function(){var r=${START_AFTER_PAINT_SCRIPTS};document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('[data-save-toggle]');if(!b||document.documentElement.hasAttribute('${HEARTS_READY_ATTRIBUTE}'))return;e.preventDefault();b.toggleAttribute('${HEART_TAPPED_ATTRIBUTE}');r()});try{if(new URLSearchParams(location.search).has('${SHARE_PARAM}'))return;var l=JSON.parse(localStorage.getItem('${STORAGE_KEYS.saved}')||'[]'),i=[],t=[];if(!Array.isArray(l))return;l.filter(function(e){return e&&typeof e.productId=='string'&&/${PRODUCT_ID_PATTERN.source}/i.test(e.productId)&&Number.isSafeInteger(e.savedAt)&&e.savedAt>=0}).sort(function(a,b){return b.savedAt-a.savedAt}).forEach(function(e){if(i.length<${SAVED_MAX}&&i.indexOf(e.productId)<0){i.push(e.productId);t.push(e.savedAt)}});if(!i.length)return;var s={ids:i,painted:false,paint:function(){var d=document.querySelector('${SAVED_ISLAND}'),a=s.list;if(!d||!a||s.painted)return;if(!a.html||!a.products.length||d.getAttribute('${HANDOFF_ATTRIBUTE}')==='ready')return r();d.innerHTML=a.html;s.painted=true;Promise.all([].map.call(d.querySelectorAll('${FIRST_PHOTOS}'),function(x){return x.decode().catch(function(){})})).then(function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(r,0)})})})}};s.answer=fetch('/api/products/saved-list?ids='+i.join()+'&since='+t.join(),{headers:{accept:'application/json'}}).then(function(x){if(!x.ok)throw new Error('HTTP '+x.status);return x.json()});s.answer.then(function(a){s.list=a;s.paint()},r);setTimeout(r,${SCRIPTS_LATEST_MS});window.${SAVED_EARLY_GLOBAL}=s}catch(e){}finally{if(!window.${SAVED_EARLY_GLOBAL})r()}})();`;

/** The inline script's request, when it made one. */
export function savedEarlyRequest(): SavedEarlyRequest | null {
  return (window as unknown as Record<string, SavedEarlyRequest | undefined>)[SAVED_EARLY_GLOBAL] ?? null;
}
