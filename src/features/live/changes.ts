import type { Product } from '../catalogue/product.ts';
import { isProductId } from '../catalogue/product-id.ts';

/**
 * Live catalogue updates (docs/product/browse-search.md#live-updates): a change feed of products ordered by
 * (updated_at, id). A cursor names the last change a client has seen; it is "{ISO time with microseconds}~{product
 * id}", or a bare ISO time (e.g. the build time of a prerendered page) meaning "everything after this moment".
 */

/** One product change: an active product with its current data, or an id that is no longer shown. */
export type ProductChange = { id: string; active: true; product: Product } | { id: string; active: false };

/** A position in the change feed. */
export interface ChangeCursor {
  /** ISO 8601 UTC time, up to microseconds. */
  at: string;
  /** Product id of the last change at that time; null = before every product of that moment. */
  id: string | null;
}

/** How long one server-sent-event response stays open before the client reconnects with its cursor. */
export const CHANGE_STREAM_DURATION_MS = 25_000;
/** How often the stream looks for new changes. */
export const CHANGE_POLL_INTERVAL_MS = 1_500;
/** How long a client waits before reconnecting (sent as the SSE `retry` field). */
export const CHANGE_RECONNECT_MS = 2_000;
/** Most changes sent per read. */
export const CHANGE_BATCH_LIMIT = 200;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;
const SEPARATOR = '~';

/** The cursor as text for URLs and SSE ids. */
export function encodeCursor(cursor: ChangeCursor): string {
  return cursor.id ? `${cursor.at}${SEPARATOR}${cursor.id}` : cursor.at;
}

/**
 * True when the ISO time names a real moment: the date parsed prints back as given (Date.parse rolls 30 February
 * over to 1 March and 24:00 over to the next day; PostgreSQL refuses both), in a year PostgreSQL accepts (no year 0).
 */
export function isRealIsoTime(at: string): boolean {
  if (!ISO_TIME.test(at) || at.startsWith('0000')) return false;
  const parsed = Date.parse(at);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 19) === at.slice(0, 19);
}

/** Reads a cursor; anything malformed (or an impossible date) gives null. */
export function decodeCursor(text: string | null | undefined): ChangeCursor | null {
  if (!text) return null;
  const [at = '', id, ...rest] = text.trim().split(SEPARATOR);
  if (rest.length > 0 || !isRealIsoTime(at)) return null;
  if (id === undefined) return { at, id: null };
  return isProductId(id) ? { at, id: id.toLowerCase() } : null;
}

/**
 * Applies one change to a product list the way the browse screen does: an active product already listed is
 * replaced in place, an active product not listed is appended, an inactive one is removed. Returns a new list
 * (the same list when nothing changed).
 */
export function applyProductChange<P extends { id: string }>(
  products: readonly P[],
  change: { id: string; active: true; product: P } | { id: string; active: false },
): P[] {
  const index = products.findIndex((product) => product.id === change.id);
  if (!change.active) return index === -1 ? [...products] : products.filter((product) => product.id !== change.id);
  if (index === -1) return [...products, change.product];
  const next = [...products];
  next[index] = change.product;
  return next;
}

/** Ids of products that are no longer shown: what a prerendered page hides. */
export function deactivatedIds(changes: readonly ProductChange[]): string[] {
  return changes.filter((change) => !change.active).map((change) => change.id);
}

/** One server-sent event: `id` (the cursor), `event` name and JSON data. */
export function formatSseEvent(event: string, data: unknown, id?: string): string {
  const lines = [];
  if (id) lines.push(`id: ${id}`);
  lines.push(`event: ${event}`);
  for (const line of JSON.stringify(data).split('\n')) lines.push(`data: ${line}`);
  return `${lines.join('\n')}\n\n`;
}
