/**
 * /sparade's first request, made by a one-line inline script placed right after the saved list's island rather than
 * by the page's module script (saved-prefetch.ts), which runs only once its imports have arrived. While the page is
 * still being read, it takes the visitor's saved list from localStorage (newest first, product ids only, at most
 * SAVED_MAX), asks GET /api/products/saved-list for it and, when the answer has cards, puts the answer's markup (the
 * island's own SavedGrid, rendered by the server with every product text escaped) in the island's place — unless the
 * island has been handed over by then. The request, the ids it sent and whether the markup went in are left on
 * `window[SAVED_EARLY_GLOBAL]` for the page's script, which holds and hands over the island as before. A shared list
 * (`?lista=`) and an empty list are left to the page's script. It runs under the page policy by its hash
 * (astro.config.mjs), as the chat's early-tap script does.
 */
import { HANDOFF_ATTRIBUTE } from '../../lib/islands/handoff.ts';
import { STORAGE_KEYS } from '../../lib/site.ts';
import { PRODUCT_ID_PATTERN } from '../catalogue/product-id.ts';
import { SAVED_MAX } from './saved.ts';
import type { SavedListAnswer } from './saved-client.ts';
import { SHARE_PARAM } from './share.ts';

/** The window property the inline script leaves its request on. */
export const SAVED_EARLY_GLOBAL = '__presentpilotSavedList';

/** What the inline script leaves on `window[SAVED_EARLY_GLOBAL]`. */
export interface SavedEarlyRequest {
  /** The saved ids it asked for, in the order sent (the list's order). */
  ids: string[];
  /** The answer of GET /api/products/saved-list (rejects on a failed request). */
  answer: Promise<SavedListAnswer>;
  /** True once the answer's markup is in the island (set before any other handler of `answer` runs). */
  painted: boolean;
}

/** The inline script that starts /sparade's saved-list request (see the top of this file). */
export const SAVED_EARLY_SCRIPT = `(function(){try{if(new URLSearchParams(location.search).has('${SHARE_PARAM}'))return;var l=JSON.parse(localStorage.getItem('${STORAGE_KEYS.saved}')||'[]'),i=[],t=[];if(!Array.isArray(l))return;l.filter(function(e){return e&&typeof e.productId=='string'&&/${PRODUCT_ID_PATTERN.source}/i.test(e.productId)&&Number.isSafeInteger(e.savedAt)&&e.savedAt>=0}).sort(function(a,b){return b.savedAt-a.savedAt}).forEach(function(e){if(i.length<${SAVED_MAX}&&i.indexOf(e.productId)<0){i.push(e.productId);t.push(e.savedAt)}});if(!i.length)return;var r=document.querySelector('astro-island[client="handoff"]'),s={ids:i,painted:false};s.answer=fetch('/api/products/saved-list?ids='+i.join()+'&since='+t.join(),{headers:{accept:'application/json'}}).then(function(x){if(!x.ok)throw new Error('HTTP '+x.status);return x.json()});s.answer.then(function(a){if(r&&a.html&&a.products.length&&r.getAttribute('${HANDOFF_ATTRIBUTE}')!=='ready'){r.innerHTML=a.html;s.painted=true}},function(){});window.${SAVED_EARLY_GLOBAL}=s}catch(e){}})();`;

/** The inline script's request, when it made one. */
export function savedEarlyRequest(): SavedEarlyRequest | null {
  return (window as unknown as Record<string, SavedEarlyRequest | undefined>)[SAVED_EARLY_GLOBAL] ?? null;
}
