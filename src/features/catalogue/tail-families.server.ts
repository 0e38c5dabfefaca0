/**
 * After an import, the variants a merchant names only by a short title tail ("Doftljus Vanilj – Skogsgrön",
 * "… – Vinterskog") become one family: products of the merchant without a feed item group whose titles share a head
 * before a one- or two-word tail (catalogue/concepts/family.ts `sharedTailHeads`) get the family of that head.
 */
import type { Queryable } from '../../lib/db/types.ts';
import { productFamilyId, sharedTailHeads } from './concepts/family.ts';

interface TitleRow {
  id: string;
  title: string;
  family_id: string | null;
}

/** The family of the products whose titles share `head` (the head as a title of its own, no item group). */
export function tailFamilyId(merchant: string, head: string): string {
  return productFamilyId({ merchant, title: head });
}

/** Gives the merchant's tail variants their shared family; returns how many products changed family. */
export async function groupTailVariants(db: Queryable, merchant: string): Promise<number> {
  const rows = await db.query<TitleRow>(
    `SELECT id::text AS id, title, family_id FROM products
      WHERE merchant = $1 AND is_active AND (item_group_id IS NULL OR item_group_id = '')`,
    [merchant],
  );
  const heads = sharedTailHeads(rows.map((row) => row.title));
  if (heads.size === 0) return 0;
  const changed = rows.flatMap((row) => {
    const head = heads.get(row.title);
    if (head === undefined) return [];
    const family = tailFamilyId(merchant, head);
    return family === row.family_id ? [] : [{ id: row.id, family }];
  });
  if (changed.length === 0) return 0;
  await db.query(
    `UPDATE products p SET family_id = k.family_id
       FROM unnest($1::uuid[], $2::text[]) AS k(id, family_id) WHERE p.id = k.id`,
    [changed.map((row) => row.id), changed.map((row) => row.family)],
  );
  return changed.length;
}
