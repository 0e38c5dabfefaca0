const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a product id (UUID); anything else cannot name a product. */
export function isProductId(value: string): boolean {
  return UUID.test(value);
}
