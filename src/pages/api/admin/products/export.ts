import type { APIRoute } from 'astro';
import { exportCsvStream } from '../../../../features/catalogue/admin/export.server.ts';
import { exportFileName, exportQuerySchema } from '../../../../features/catalogue/admin/products.ts';
import { getDb } from '../../../../lib/db/db.server.ts';
import { handle, parseWith, queryObject } from '../../../../lib/http.ts';

export const prerender = false;

/** GET /api/admin/products/export?filter=&merchant=&type= — the list as a CSV file (UTF-8 with BOM), streamed. */
export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    const scope = parseWith(exportQuerySchema, queryObject(url));
    const stream = exportCsvStream(await getDb(), scope);
    return new Response(stream, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName(scope.filter, new Date())}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  });
