/**
 * Products written before types and families existed (migration 017) get them once: every product without a family
 * is classified in batches in id order, one UPDATE per batch. A type the admin or the model set is kept; only its
 * family is added. Run by `npm start` and `npm run db:migrate` after the migrations; a database where every product
 * has a family costs one indexed read.
 */
import type { Queryable } from '../../lib/db/types.ts';
import { classifyProduct, familyOf, KEPT_TYPE_SOURCES } from './product-classification.ts';
import { groupTailVariants } from './tail-families.server.ts';

const BATCH = 2000;

interface Unclassified {
  id: string;
  merchant: string;
  title: string;
  description: string;
  category_path: string[];
  google_category_id: number | null;
  item_group_id: string | null;
  product_type: string;
  product_type_source: string | null;
}

/** Sets type, its source and family on every product that has no family yet; returns how many were set. */
export async function classifyUnclassifiedProducts(db: Queryable, batch = BATCH): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let done = 0;
  const merchants = new Set<string>();
  // Then the variants a merchant names only by a short title tail share a family, as after an import.
  const finish = async () => {
    for (const merchant of merchants) await groupTailVariants(db, merchant);
    return done;
  };
  for (;;) {
    const rows = await db.query<Unclassified>(
      `SELECT id::text, merchant, title, description, category_path, google_category_id, item_group_id, product_type,
              product_type_source
         FROM products WHERE family_id IS NULL AND id > $1::uuid ORDER BY id LIMIT $2`,
      [after, batch],
    );
    if (rows.length === 0) return finish();
    for (const row of rows) merchants.add(row.merchant);
    const kinds = rows.map((row) => {
      const facts = {
        merchant: row.merchant,
        title: row.title,
        description: row.description,
        categoryPath: row.category_path,
        googleCategoryId: row.google_category_id,
        itemGroupId: row.item_group_id,
      };
      if ((KEPT_TYPE_SOURCES as readonly (string | null)[]).includes(row.product_type_source)) {
        return {
          product_type: row.product_type,
          product_type_source: row.product_type_source,
          family_id: familyOf(facts, row.product_type),
        };
      }
      return classifyProduct(facts);
    });
    await db.query(
      `UPDATE products p SET product_type = k.product_type, product_type_source = k.product_type_source,
              family_id = k.family_id
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) AS k(id, product_type, product_type_source, family_id)
        WHERE p.id = k.id`,
      [
        rows.map((row) => row.id),
        kinds.map((kind) => kind.product_type),
        kinds.map((kind) => kind.product_type_source),
        kinds.map((kind) => kind.family_id),
      ],
    );
    done += rows.length;
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < batch) return finish();
  }
}
