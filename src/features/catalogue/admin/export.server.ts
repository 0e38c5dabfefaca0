/**
 * The CSV export (docs/product/admin-products.md#products-tab): Titel, Pris (SEK), Butik, Aktiv, Länk; UTF-8 with a BOM
 * so Excel shows å/ä/ö; cells starting with = + - @ (and tab/CR) escaped against formula injection by csv-stringify;
 * streamed chunk by chunk from the database, so the whole catalogue never sits in memory.
 */
import { stringify } from 'csv-stringify/sync';
import type { Queryable } from '../../../lib/db/types.ts';
import { exportRows } from './products.server.ts';
import type { CounterFilter } from './products.ts';
import { EXPORT_COLUMNS, exportRow } from './products.ts';

const BOM = '\uFEFF';

/**
 * A CSV file as a byte stream for the admin's downloads: UTF-8 with a BOM, the header row, then each chunk of rows
 * as the reader pulls it; cells that could start a formula are escaped. Closing the stream early ends `chunks`.
 */
export function csvStream<T>(
  header: readonly string[],
  chunks: AsyncGenerator<T[]>,
  toCells: (row: T) => readonly unknown[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + stringify([[...header]])));
        return;
      }
      const next = await chunks.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(stringify(next.value.map(toCells), { escape_formulas: true })));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** A byte stream of the CSV file; the database is read only as the reader pulls. */
export function exportCsvStream(
  db: Queryable,
  scope: { filter: CounterFilter; merchant?: string | undefined },
  chunk?: number,
): ReadableStream<Uint8Array> {
  return csvStream(EXPORT_COLUMNS, exportRows(db, scope, chunk), exportRow);
}
