import type { Queryable } from '../../lib/db/db.server.ts';
import { PUBLIC_COLUMNS } from '../catalogue/catalogue.server.ts';
import { type CatalogueRow, toProduct } from '../catalogue/product.ts';
import {
  CHANGE_BATCH_LIMIT,
  CHANGE_POLL_INTERVAL_MS,
  CHANGE_RECONNECT_MS,
  CHANGE_STREAM_DURATION_MS,
  type ChangeCursor,
  decodeCursor,
  encodeCursor,
  formatSseEvent,
  type ProductChange,
} from './changes.ts';

const ZERO_ID = '00000000-0000-0000-0000-000000000000';
const CURSOR_AT = `to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A batch of changes and the cursor after the last of them. */
export interface ChangeBatch {
  changes: ProductChange[];
  cursor: string;
  /** True when the batch was cut at the limit and more changes follow. */
  more: boolean;
}

type ChangeRow = CatalogueRow & { cursor_at: string; id: string };

/** The cursor of the newest change in the catalogue (embedded in prerendered pages at build time). */
export async function currentChangeCursor(db: Queryable): Promise<string> {
  const rows = await db.query<{ cursor_at: string | null; id: string | null }>(
    `SELECT ${CURSOR_AT} AS cursor_at, id::text FROM products ORDER BY updated_at DESC, id DESC LIMIT 1`,
  );
  const row = rows[0];
  return row?.cursor_at && row.id ? encodeCursor({ at: row.cursor_at, id: row.id }) : new Date(0).toISOString();
}

/**
 * Product changes after the cursor, oldest first: every product whose updated_at (bumped by a trigger on each
 * write) is later than the cursor; active ones with their public data, inactive ones as ids only.
 */
export async function listChangesSince(
  db: Queryable,
  cursor: ChangeCursor,
  limit: number = CHANGE_BATCH_LIMIT,
): Promise<ChangeBatch> {
  const rows = await db.query<ChangeRow>(
    `SELECT ${PUBLIC_COLUMNS}, ${CURSOR_AT} AS cursor_at FROM products
     WHERE (updated_at, id) > ($1::timestamptz, $2::uuid)
     ORDER BY updated_at, id
     LIMIT $3`,
    [cursor.at, cursor.id ?? ZERO_ID, limit + 1],
  );
  const more = rows.length > limit;
  const batch = rows.slice(0, limit);
  const last = batch.at(-1);
  const changes = batch.map(
    (row): ProductChange =>
      row.is_active ? { id: row.id, active: true, product: toProduct(row) } : { id: row.id, active: false },
  );
  return { changes, cursor: last ? encodeCursor({ at: last.cursor_at, id: last.id }) : encodeCursor(cursor), more };
}

export interface ChangeStreamOptions {
  durationMs?: number;
  pollMs?: number;
  signal?: AbortSignal;
}

/**
 * The change feed as a server-sent-event stream: each change is an event `change` whose id is the cursor after
 * it (so a reconnecting EventSource resumes from Last-Event-ID). The stream ends after `durationMs`; the client
 * reconnects after CHANGE_RECONNECT_MS.
 */
export function changeStream(
  db: Queryable,
  start: ChangeCursor,
  { durationMs = CHANGE_STREAM_DURATION_MS, pollMs = CHANGE_POLL_INTERVAL_MS, signal }: ChangeStreamOptions = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor = start;
  let stopped = false;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      const stop = () => {
        stopped = true;
      };
      signal?.addEventListener('abort', stop, { once: true });
      send(`retry: ${CHANGE_RECONNECT_MS}\n: flöde öppnat\n\n`);
      const endAt = Date.now() + durationMs;
      try {
        while (!stopped) {
          const batch = await listChangesSince(db, cursor);
          if (batch.changes.length > 0) {
            // Only the last event of a batch carries the cursor, so a reconnect never skips part of a batch.
            batch.changes.forEach((change, index) => {
              const last = index === batch.changes.length - 1;
              send(formatSseEvent('change', change, last ? batch.cursor : undefined));
            });
            cursor = decodeCursor(batch.cursor) ?? cursor;
          }
          if (batch.more) continue;
          if (Date.now() + pollMs > endAt) break;
          await new Promise((resolve) => setTimeout(resolve, pollMs));
        }
        if (!stopped) send(formatSseEvent('end', { cursor: encodeCursor(cursor) }, encodeCursor(cursor)));
      } catch (error) {
        console.error('[ändringar] flödet avbröts', error);
      } finally {
        signal?.removeEventListener('abort', stop);
        try {
          controller.close();
        } catch {
          // already closed by the client going away
        }
      }
    },
    cancel() {
      stopped = true;
    },
  });
}
