/** Reads of the discount codes (docs/product/discounts.md#data). */
import type { Queryable } from '../../lib/db/db.server.ts';
import { activeCodes, type DiscountCode } from './discount-code.ts';
import { discountCodeSchema } from './discount-code-schema.ts';

/** Every stored discount code in its sort order; rows that are not well formed are left out (and logged). */
export async function listDiscountCodes(db: Queryable): Promise<DiscountCode[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id::text AS id, merchant, code, discount, description, to_char(valid_until, 'YYYY-MM-DD') AS "validUntil",
            category, shop_url AS "shopUrl"
     FROM discount_codes ORDER BY sort_order, merchant, id`,
  );
  return rows.flatMap((row) => {
    const parsed = discountCodeSchema.safeParse(row);
    if (parsed.success) return [parsed.data];
    console.warn('[rabattkoder] hoppar över en ogiltig rabattkod', row.id);
    return [];
  });
}

/** The codes still valid today (Swedish calendar day), in their sort order. */
export async function listActiveDiscountCodes(db: Queryable, today: Date = new Date()): Promise<DiscountCode[]> {
  return activeCodes(await listDiscountCodes(db), today);
}
