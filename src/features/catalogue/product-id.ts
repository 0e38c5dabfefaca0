/** A product id: a UUID in any case. */
export const PRODUCT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a product id (UUID); anything else cannot name a product. */
export function isProductId(value: string): boolean {
  return PRODUCT_ID_PATTERN.test(value);
}

/** Product ids in the order given: valid UUIDs only, trimmed and lowercased, each once, at most `max`. */
export function cleanProductIds(ids: readonly string[], max: number): string[] {
  const clean = ids.map((id) => id.trim().toLowerCase()).filter(isProductId);
  return [...new Set(clean)].slice(0, max);
}
