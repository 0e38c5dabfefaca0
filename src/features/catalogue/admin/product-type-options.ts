/**
 * The product types as the admin's filter and edit dialog list them: 'Okänd' first (so the operator can list the
 * products whose type is not known), then the ontology in tree order, each type under its parent. Server side only:
 * the islands get the list from GET /api/admin/products/types and never load the ontology. Pure.
 */
import type { ProductTypeDef } from '../concepts/product-type-model.ts';
import { isProductTypeId, PRODUCT_TYPES, productTypeLabel, UNKNOWN_TYPE } from '../concepts/product-types.ts';
import type { ProductTypeOption } from './products.ts';

function treeOrder(types: readonly ProductTypeDef[]): { def: ProductTypeDef; depth: number }[] {
  const known = new Set(types.map((def) => def.id));
  const children = new Map<string | null, ProductTypeDef[]>();
  for (const def of types) {
    if (def.id === UNKNOWN_TYPE) continue;
    // A parent that is not in the list makes its child a top-level type rather than losing it.
    const parent = def.parent !== null && known.has(def.parent) ? def.parent : null;
    const list = children.get(parent) ?? [];
    list.push(def);
    children.set(parent, list);
  }
  const out: { def: ProductTypeDef; depth: number }[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null, depth: number) => {
    for (const def of children.get(parent) ?? []) {
      if (seen.has(def.id)) continue;
      seen.add(def.id);
      out.push({ def, depth });
      visit(def.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}

let ordered: { id: string; label: string; depth: number }[] | null = null;

/** Every type, 'okand' first, then in tree order; counts from `counts` (type id → products), 0 when missing. */
export function productTypeOptions(counts: ReadonlyMap<string, number> = new Map()): ProductTypeOption[] {
  ordered ??= [
    { id: UNKNOWN_TYPE, label: productTypeLabel(UNKNOWN_TYPE), depth: 0 },
    ...treeOrder(PRODUCT_TYPES).map(({ def, depth }) => ({ id: def.id, label: def.label, depth })),
  ];
  return ordered.map((option) => ({ ...option, count: counts.get(option.id) ?? 0 }));
}

/** Whether the id names a type the admin may choose or filter by ('okand' included). */
export function isAdminTypeId(id: string): boolean {
  return id === UNKNOWN_TYPE || isProductTypeId(id);
}
