/**
 * Ranking the retrieved candidates for a chat reply: a score from what matches (interests, product words,
 * recipient, occasion, age, style) and the reasons to tell the visitor, then up to three varied picks.
 */
import {
  ADULT_AUDIENCE_VALUES,
  CHILD_AGE_GROUP_IDS,
  CHILD_AUDIENCE_VALUES,
  CHILD_TO_WHOM_VALUES,
} from '../catalogue/concepts/index.ts';
import type { Product } from '../catalogue/product.ts';
import { splitTitle } from '../catalogue/title.ts';
import { foldDiacritics } from '../understanding/text.ts';
import { type ChatCriteria, withinBudget } from './criteria.ts';

export interface PickReasons {
  /** The visitor's word or interest the product matches ("fiske", "matlagning"). */
  interest: string | null;
  /** The product is meant for the recipient (to_whom or audience). */
  recipient: boolean;
  /** The occasion the product suits ("jul"). */
  occasion: string | null;
}

export interface RankedProduct {
  product: Product;
  score: number;
  reasons: PickReasons;
}

const CHILD_AUDIENCES: ReadonlySet<string> = new Set(CHILD_AUDIENCE_VALUES);
const CHILD_TO_WHOM: ReadonlySet<string> = new Set(CHILD_TO_WHOM_VALUES);
const ADULT_AUDIENCES: ReadonlySet<string> = new Set(ADULT_AUDIENCE_VALUES);
const CHILD_AGE_GROUPS: ReadonlySet<string> = new Set(CHILD_AGE_GROUP_IDS);

const fold = (text: string) => foldDiacritics(text.toLocaleLowerCase('sv-SE'));

/** Whether the product is for the wrong kind of person: toys for a grown-up, adult gifts for a child. */
export function wrongAgeGroup(product: Product, child: boolean | null): boolean {
  if (child === null) return false;
  const audiences = product.audiences;
  const forChildren =
    audiences.some((a) => CHILD_AUDIENCES.has(a)) ||
    (product.to_whom.length > 0 && product.to_whom.every((v) => CHILD_TO_WHOM.has(v))) ||
    (product.age_groups.length > 0 && product.age_groups.every((group) => CHILD_AGE_GROUPS.has(group)));
  if (child) return !forChildren && audiences.some((a) => ADULT_AUDIENCES.has(a));
  return forChildren;
}

function mentions(haystack: string, keyword: string): boolean {
  const word = fold(keyword);
  if (word.length < 3) return new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(haystack);
  // Stems: "fiske" also finds "fiskespö", "fiska", "fiskar".
  const stem = word.length > 4 ? word.replace(/(are|ning|ing|et|en|er|ar|or|e|a)$/u, '') : word;
  return haystack.includes(stem.length >= 3 ? stem : word);
}

const NICHE: ReadonlyArray<{ pattern: RegExp; asked: RegExp }> = [
  // Phone cases and pet gear only when the visitor talks about phones or pets.
  { pattern: /\b(skal|fodral|mobilskal|skärmskydd)\b/u, asked: /(mobil|telefon|iphone|samsung|skal|fodral)/u },
  { pattern: /\b(hund|hundar|katt|katter|husdjur|valp)\b/u, asked: /(hund|katt|husdjur|valp|djur)/u },
];

/** A niche product (phone case, pet gear) for a request that does not mention its niche. */
export function offTopic(product: Product, criteria: ChatCriteria): boolean {
  const text = `${product.title} ${product.categories.join(' ')}`.toLocaleLowerCase('sv-SE');
  const asked = criteria.keywords.join(' ');
  return NICHE.some((niche) => niche.pattern.test(text) && !niche.asked.test(asked));
}

/** Scores one product against the criteria and says why it fits. */
export function scoreProduct(product: Product, criteria: ChatCriteria): RankedProduct {
  const title = fold(product.title);
  const facets = fold([...product.tags, ...product.categories, ...product.interests, ...product.themes].join(' '));
  const description = fold(product.description);
  let score = 0;
  let interest: string | null = null;
  for (const keyword of criteria.keywords) {
    if (mentions(title, keyword)) score += 8;
    else if (mentions(facets, keyword)) score += 6;
    else if (mentions(description, keyword)) {
      // A word in the description counts a little but is not a reason to tell ("fisk" in a spice mix).
      score += 3;
      continue;
    } else continue;
    interest ??= keyword;
  }
  const matchedInterests = product.interests.filter((value) => criteria.interests.includes(value));
  score += matchedInterests.length * 5;
  if (matchedInterests[0]) interest ??= matchedInterests[0];
  const toWhom = product.to_whom.some((value) => criteria.toWhom.includes(value));
  const audience = product.audiences.some((value) => criteria.audiences.includes(value));
  if (toWhom) score += 4;
  if (audience) score += 2;
  const occasion = product.occasions.find((value) => criteria.occasions.includes(value)) ?? null;
  if (occasion) score += 3;
  if (product.age_groups.some((group) => criteria.ageGroups.includes(group))) score += 2;
  if (product.themes.some((theme) => criteria.themes.includes(theme))) score += 2;
  if (wrongAgeGroup(product, criteria.child)) score -= 20;
  if (offTopic(product, criteria)) score -= 6;
  score += Math.min(product.rank_boost, 10) * 0.15 + Math.min(product.trend_score, 100) * 0.005;
  return { product, score, reasons: { interest, recipient: toWhom || audience, occasion } };
}

/** Whether the product may be suggested at all: active candidates within budget, not excluded or repeated. */
export function isAllowed(product: Product, criteria: ChatCriteria): boolean {
  if (!withinBudget(product.priceSEK, criteria)) return false;
  if (criteria.excludeIds.includes(product.id)) return false;
  if (wrongAgeGroup(product, criteria.child)) return false;
  if (criteria.excluded.length > 0) {
    const text = fold(`${product.title} ${product.tags.join(' ')} ${product.categories.join(' ')}`);
    if (criteria.excluded.some((word) => mentions(text, word))) return false;
  }
  return true;
}

/** Ranks the candidates (allowed ones only), best first; ties keep the retrieval order. */
export function rankCandidates(products: readonly Product[], criteria: ChatCriteria): RankedProduct[] {
  return products
    .filter((product) => isAllowed(product, criteria))
    .map((product, index) => ({ ranked: scoreProduct(product, criteria), index }))
    .sort((a, b) => b.ranked.score - a.ranked.score || a.index - b.index)
    .map(({ ranked }) => ranked);
}

function leafCategory(product: Product): string {
  return product.categories.at(-1) ?? '';
}

/**
 * Up to `count` picks, best first, varied: no two with the same name; a second product from the same merchant and
 * category only when nothing from elsewhere scores within reach of the best (relevance before variety).
 */
export function pickVaried(ranked: readonly RankedProduct[], count = 3): RankedProduct[] {
  const picks: RankedProduct[] = [];
  const names = new Set<string>();
  const groups = new Set<string>();
  const best = ranked[0]?.score ?? 0;
  for (const pass of [0, 1]) {
    for (const candidate of ranked) {
      if (picks.length >= count) return picks;
      if (picks.includes(candidate)) continue;
      const name = fold(splitTitle(candidate.product.title).name);
      const group = `${candidate.product.merchant}|${leafCategory(candidate.product)}`;
      if (names.has(name)) continue;
      if (pass === 0 && (groups.has(group) || candidate.score < best - 6)) continue;
      picks.push(candidate);
      names.add(name);
      groups.add(group);
    }
  }
  return picks;
}
