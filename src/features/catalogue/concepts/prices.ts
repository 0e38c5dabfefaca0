/**
 * Price ranges: the stored price buckets (`budget_bucket`, in price order) and the wizard's budget options
 * (step 4), both in SEK on the product price. `max` null means no upper bound; a bucket holds min ≤ price < max.
 */
export interface PriceBucketConcept<Id extends string = string> {
  /** Stable id, also the stored bucket value. */
  id: Id;
  /** Short label in the edit dialog and on cards ("<200"). */
  label: string;
  /** The explore page's budget band label ("Under 200 kr"). */
  exploreLabel: string;
  min: number;
  max: number | null;
}

export interface WizardBudgetConcept<Id extends string = string> {
  /** The wizard's id, used in URLs and requests. */
  id: Id;
  label: string;
  min: number;
  max: number | null;
}

const PRICE_BUCKET_DEFS = [
  { id: 'under-200', label: '<200', exploreLabel: 'Under 200 kr', min: 0, max: 200 },
  { id: '200-500', label: '200-500', exploreLabel: '200-500 kr', min: 200, max: 500 },
  { id: '500-1000', label: '500-1000', exploreLabel: '500-1000 kr', min: 500, max: 1000 },
  { id: '1000-plus', label: '>1000', exploreLabel: '1000+ kr', min: 1000, max: null },
] as const satisfies readonly PriceBucketConcept[];

const WIZARD_BUDGET_DEFS = [
  { id: '<200', label: 'Under 200 kr', min: 0, max: 200 },
  { id: '200-500', label: '200–500 kr', min: 200, max: 500 },
  { id: '500-1000', label: '500–1 000 kr', min: 500, max: 1000 },
  { id: '1000-2500', label: '1 000–2 500 kr', min: 1000, max: 2500 },
  { id: '2500-5000', label: '2 500–5 000 kr', min: 2500, max: 5000 },
  { id: '5000+', label: 'Över 5 000 kr', min: 5000, max: null },
] as const satisfies readonly WizardBudgetConcept[];

export type PriceBucketId = (typeof PRICE_BUCKET_DEFS)[number]['id'];
export type WizardBudgetId = (typeof WIZARD_BUDGET_DEFS)[number]['id'];

/** The stored price buckets, cheapest first. */
export const PRICE_BUCKET_CONCEPTS = PRICE_BUCKET_DEFS;
/** The wizard's budget options (step 4), cheapest first. */
export const WIZARD_BUDGET_CONCEPTS = WIZARD_BUDGET_DEFS;

/** The stored bucket of a price in SEK. */
export function priceBucketOf(price: number): PriceBucketId {
  for (const bucket of PRICE_BUCKET_CONCEPTS) if (bucket.max === null || price < bucket.max) return bucket.id;
  return '1000-plus';
}
