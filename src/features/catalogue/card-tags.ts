import type { Product } from './product.ts';
import { tagLabel } from './vocabularies.ts';

/** Product fields a card tag can come from. */
export type CardTagFacet = 'to_whom' | 'interests' | 'occasions' | 'age_groups' | 'budget';

/** One tag shown on a product card. */
export interface CardTag {
  facet: CardTagFacet;
  value: string;
  label: string;
}

/** Facet priority for browse cards (docs/product/browse-search.md#product-card): higher wins. */
export const CARD_TAG_PRIORITY: Readonly<Record<CardTagFacet, number>> = {
  to_whom: 5,
  interests: 4,
  occasions: 3,
  age_groups: 2,
  budget: 1,
};

/** Most tags a card shows. */
export const MAX_CARD_TAGS = 2;

/** Badge text for experience products. */
export const EXPERIENCE_BADGE = 'Upplevelse';

const FACETS_BY_PRIORITY = (Object.keys(CARD_TAG_PRIORITY) as CardTagFacet[]).sort(
  (a, b) => CARD_TAG_PRIORITY[b] - CARD_TAG_PRIORITY[a],
);

function firstValue(product: Product, facet: CardTagFacet): string | null {
  const raw = facet === 'budget' ? product.budget : product[facet].find((value) => value.trim() !== '');
  const value = raw?.trim() ?? '';
  return value === '' ? null : value;
}

function tag(facet: CardTagFacet, value: string): CardTag {
  return { facet, value, label: tagLabel(value) };
}

/**
 * Tags for a browse card: at most `max` (default 2), one per facet, taking the first value of each facet in
 * priority order to_whom, interests, occasions, age_groups, budget. Labels come from the vocabularies.
 */
export function cardTags(product: Product, max: number = MAX_CARD_TAGS): CardTag[] {
  const tags: CardTag[] = [];
  for (const facet of FACETS_BY_PRIORITY) {
    if (tags.length >= max) break;
    const value = firstValue(product, facet);
    if (value !== null) tags.push(tag(facet, value));
  }
  return tags;
}

/** Tags for a gift-generator card: the first to_whom value and the first interest (each only when present). */
export function generatorCardTags(product: Product): CardTag[] {
  const tags: CardTag[] = [];
  for (const facet of ['to_whom', 'interests'] as const) {
    const value = firstValue(product, facet);
    if (value !== null) tags.push(tag(facet, value));
  }
  return tags;
}

/** True when the product is an experience: its interests or occasions include "upplevelse" (any case). */
export function isExperience(product: Pick<Product, 'interests' | 'occasions'>): boolean {
  return [...product.interests, ...product.occasions].some(
    (value) => value.trim().toLocaleLowerCase('sv-SE') === 'upplevelse',
  );
}
