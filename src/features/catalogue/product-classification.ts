/**
 * What every write of a product stores about what it is (issue 19, items 3 and 4): its type from the ontology, where
 * that came from, and its family. One function for the feed import, the demo seed, the admin's writes and the Amazon
 * add, computed in the pass that builds the rows (no query). Pure.
 */
import { classifyProductType } from './concepts/classify-type.ts';
import { productFamilyId } from './concepts/family.ts';
import type { VariantKind } from './concepts/product-type-model.ts';
import { isProductTypeId, productType, UNKNOWN_TYPE } from './concepts/product-types.ts';

/** Where a stored type came from; 'admin' is never overwritten by an import or a re-tag, 'model' not by an import. */
export type ProductTypeSource = 'google' | 'category' | 'title' | 'description' | 'model' | 'admin';

/** Sources an import keeps instead of its own rules' answer. */
export const KEPT_TYPE_SOURCES: readonly ProductTypeSource[] = ['admin', 'model'];

export interface ProductFacts {
  merchant: string;
  title: string;
  description: string;
  categoryPath: readonly string[];
  googleCategoryId: number | null;
  itemGroupId: string | null;
}

export interface ProductClassification {
  product_type: string;
  /** Null when nothing told the type ('okand'). */
  product_type_source: string | null;
  family_id: string;
}

/**
 * The variant kinds of a type as the ontology resolves them (inherited; none for a book or an experience). Unknown
 * ('okand'): undefined, so every kind of variant word is removed.
 */
export function variantsOfType(id: string): readonly VariantKind[] | undefined {
  return id === UNKNOWN_TYPE || !isProductTypeId(id) ? undefined : productType(id).variants;
}

/** The family id of a product of a known type (the type's variant kinds decide which words are removed). */
export function familyOf(facts: Pick<ProductFacts, 'merchant' | 'title' | 'itemGroupId'>, type: string): string {
  return productFamilyId({
    merchant: facts.merchant,
    title: facts.title,
    itemGroupId: facts.itemGroupId,
    variants: variantsOfType(type),
  });
}

/** The type (and where it came from) and the family of a product as a write stores them. */
export function classifyProduct(facts: ProductFacts): ProductClassification {
  const { type, source } = classifyProductType({
    title: facts.title,
    description: facts.description,
    categoryPath: facts.categoryPath,
    googleCategory: facts.googleCategoryId,
  });
  return {
    product_type: type,
    product_type_source: type === UNKNOWN_TYPE ? null : (source ?? null),
    family_id: familyOf(facts, type),
  };
}
