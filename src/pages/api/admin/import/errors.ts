import type { APIRoute } from 'astro';
import { csvStream } from '../../../../features/catalogue/admin/export.server.ts';
import { parseSyncInput, runErrorRows, syncMerchant } from '../../../../features/import/admin/sync.server.ts';
import { ERROR_COLUMNS, merchantQuerySchema } from '../../../../features/import/admin/sync.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, queryObject } from '../../../../lib/http.ts';
import { toSlug } from '../../../../lib/slug.ts';

export const prerender = false;

/**
 * GET /api/admin/import/errors?merchantId= — the row errors of the merchant's latest run as a CSV file (Rad,
 * Produkt-id, Orsak; UTF-8 with a BOM, formulas escaped), streamed.
 */
export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    const { merchantId } = parseSyncInput(merchantQuerySchema, queryObject(url));
    const db = await getDb();
    const merchant = await syncMerchant(db, merchantId);
    const stream = csvStream(ERROR_COLUMNS, runErrorRows(db, merchantId), (row) => [
      row.row_number,
      row.product_id ?? '',
      row.reason,
    ]);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(stream, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="importfel-${toSlug(merchant.name) || 'butik'}-${day}.csv"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  });
