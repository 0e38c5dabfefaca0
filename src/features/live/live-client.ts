/** The live change feed's typed client: changes after a cursor, read once or followed. */
import { getJson, query } from '../../lib/api-client.ts';
import type { ProductChange } from './changes.ts';

/** GET /api/products/changes?format=json — product changes after the cursor, read once. */
export function fetchProductChanges(
  cursor: string,
  signal?: AbortSignal,
): Promise<{ changes: ProductChange[]; cursor: string; more: boolean }> {
  return getJson(`/api/products/changes${query({ cursor, format: 'json' })}`, signal);
}

/**
 * Follows the live change feed from the cursor (server-sent events; the browser reconnects with the last cursor
 * after each response ends). Returns a function that stops listening.
 */
export function subscribeToProductChanges(cursor: string, onChange: (change: ProductChange) => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(`/api/products/changes${query({ cursor })}`);
  source.addEventListener('change', (event) => {
    try {
      onChange(JSON.parse((event as MessageEvent<string>).data) as ProductChange);
    } catch (error) {
      console.warn('[ändringar] kunde inte läsa en ändring', error);
    }
  });
  return () => source.close();
}
