import { getProduct, listProducts, searchProducts } from '../../src/features/catalogue/catalogue.server.ts';
import { productListQuerySchema } from '../../src/features/catalogue/catalogue-query.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { type BenchRow, measure, timingRow } from './measure.ts';

const BUDGET = 'p95 ≤ 30 ms';

/** Product list, single product and search timings on the bench catalogue. */
export async function benchCatalogue(db: Db, runs = 60): Promise<BenchRow[]> {
  const ids = (
    await db.query<{ id: string }>('SELECT id FROM products WHERE is_active ORDER BY random() LIMIT 200')
  ).map((row) => row.id);
  const list = (input: Record<string, unknown>) => listProducts(db, productListQuerySchema.parse(input));
  const cases: [string, (i: number) => Promise<unknown>][] = [
    ['produktlista, 500 senaste', () => list({})],
    ['produktlista, budget 200–500 + publik', () => list({ budgetMin: 200, budgetMax: 500, audiences: 'kvinna' })],
    ['produktlista, 100 i budget 0–1000', () => list({ budgetMax: 1000, limit: 100 })],
    ['produktlista, 30 per sida, sida 50', () => list({ limit: 30, offset: 1500 })],
    ['en produkt via id', (i) => getProduct(db, ids[i % ids.length] ?? '')],
    ['sök "hörlurar"', () => searchProducts(db, 'hörlurar', 100)],
    ['sök "hörlurarna" (böjning)', () => searchProducts(db, 'hörlurarna', 100)],
    ['sök "horlurar" (utan ö)', () => searchProducts(db, 'horlurar', 100)],
    ['sök "kaffebryggre" (stavfel)', () => searchProducts(db, 'kaffebryggre', 100)],
    ['sök "sockor" (vardagsord)', () => searchProducts(db, 'sockor', 100)],
    ['sök "lego technic" (märke, ord utan träff)', () => searchProducts(db, 'lego technic', 100)],
    ['sök "present till mamma som gillar kaffe"', () => searchProducts(db, 'present till mamma som gillar kaffe', 100)],
    ['sök "doftljus" limit 200', () => searchProducts(db, 'doftljus', 200)],
    ['sök tomt → standardlista', () => searchProducts(db, '', 100)],
  ];
  const rows: BenchRow[] = [];
  for (const [name, fn] of cases) rows.push(timingRow('katalog', await measure(name, runs, fn), BUDGET));
  return rows;
}
