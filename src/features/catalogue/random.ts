import { isPhoneCase, type RandomSource } from './browse.ts';
import type { Product } from './product.ts';

/** Phone cases are left out of the random pick while more than this many other products remain. */
export const RANDOM_PHONE_CASE_THRESHOLD = 100;

/** Texts of the random-gift dialog. */
export const RANDOM_GIFT_TEXT = {
  open: 'Slumpa present',
  again: 'Slumpa igen',
  buy: 'Köp här',
} as const;

/** "hos {merchant}" under the price in the random-gift dialog. */
export function atMerchantLabel(merchant: string): string {
  return `hos ${merchant}`;
}

/**
 * A random gift (docs/product/random.md#pick): picks among the non-phone-case products when more than 100 of them
 * exist, otherwise among all. For "Slumpa igen" pass the current product's id as `excludeId`: it is avoided whenever
 * anything else is available. Returns null for an empty list.
 */
export function pickRandomGift<P extends Pick<Product, 'id' | 'title'>>(
  products: readonly P[],
  random: RandomSource,
  excludeId?: string | null,
): P | null {
  const regular = products.filter((product) => !isPhoneCase(product));
  const pool = regular.length > RANDOM_PHONE_CASE_THRESHOLD ? regular : products;
  const others = excludeId == null ? pool : pool.filter((product) => product.id !== excludeId);
  const candidates = others.length > 0 ? others : pool;
  if (candidates.length === 0) return null;
  const value = random();
  const index = Math.floor((Number.isFinite(value) ? value : 0) * candidates.length);
  return candidates[Math.min(Math.max(index, 0), candidates.length - 1)] ?? null;
}
