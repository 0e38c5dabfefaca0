/**
 * The facts a theme page's script needs to filter and sort its prerendered cards, written into the page as JSON
 * (one entry per card, in ranking order) and read back by the script.
 */
import type { Product } from '../catalogue/product.ts';
import type { FilterableProduct } from './theme-filter.ts';

/** A card's facts: its product id plus what the filter and sorts read. */
export type ThemeCardFacts = FilterableProduct & { id: string };

/** Longest description kept for free-text filtering; the rest is rarely what a shopper types. */
export const CARD_DESCRIPTION_CHARS = 240;

/** The facts of one card, with the description shortened to what the free-text filter needs. */
export function themeCardFacts(product: Product): ThemeCardFacts {
  return {
    id: product.id,
    title: product.title,
    description: product.description
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, CARD_DESCRIPTION_CHARS),
    tags: product.tags,
    audiences: product.audiences,
    occasions: product.occasions,
    interests: product.interests,
    merchant: product.merchant,
    priceSEK: product.priceSEK,
    featured: product.featured,
    rank_boost: product.rank_boost,
    rating: product.rating,
  };
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Reads the facts back from the page; entries that are not well formed are skipped. */
export function parseThemeCardFacts(json: string): ThemeCardFacts[] {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.filter((item): item is ThemeCardFacts => {
    if (typeof item !== 'object' || item === null) return false;
    const card = item as Record<string, unknown>;
    return (
      typeof card.id === 'string' &&
      typeof card.title === 'string' &&
      typeof card.description === 'string' &&
      typeof card.merchant === 'string' &&
      (card.priceSEK === null || typeof card.priceSEK === 'number') &&
      typeof card.featured === 'boolean' &&
      typeof card.rank_boost === 'number' &&
      typeof card.rating === 'number' &&
      isStringList(card.tags) &&
      isStringList(card.audiences) &&
      isStringList(card.occasions) &&
      isStringList(card.interests)
    );
  });
}
