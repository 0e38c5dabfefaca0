/**
 * The offline tagger's measured quality: against the labelled product set (fixtures/labelled.ts) and, as a second
 * sanity figure, against the hand-set tags of the demo catalogue.
 */
import type { LabelledProduct } from './fixtures/labelled-format.ts';
import { type FacetTags, type QualityCase, type QualityReport, scoreQuality } from './quality.ts';
import { type TaggerInput, type TaggerResult, tagProduct } from './tagger.ts';

function resultTags(result: TaggerResult): FacetTags | null {
  if (!result.approved) return null;
  return {
    to_whom: result.to_whom,
    age_groups: result.age_groups,
    interests: result.interests,
    occasions: result.occasions,
    themes: result.themes,
    audience: result.audience ? [result.audience] : [],
  };
}

/** A labelled product as the tagger reads it. */
export function labelledTaggerInput(product: LabelledProduct): TaggerInput {
  return {
    title: product.title,
    description: product.description,
    categoryPath: product.categoryPath,
    brand: product.brand,
    price: product.price,
    merchant: product.merchant,
    googleCategory: product.googleCategory ?? null,
  };
}

/** Tagger output next to the human labels, one case per labelled product. */
export function labelledCases(products: readonly LabelledProduct[]): QualityCase[] {
  return products.map((product) => {
    const result = tagProduct(labelledTaggerInput(product));
    const expected = product.expected && { ...product.expected, audience: [product.expected.audience] };
    return { expected, actual: resultTags(result) };
  });
}

/** Precision, recall and approve/reject accuracy on the labelled set. */
export function evaluateLabelled(products: readonly LabelledProduct[]): QualityReport {
  return scoreQuality(labelledCases(products));
}

/** Values outside the spec's vocabularies ("upplevelse") are left out of the demo's hand-set tags. */
const DEMO_EXTRAS: ReadonlySet<string> = new Set(['upplevelse']);

/** A product with hand-set tags on every facet, as the demo catalogue has them. */
export interface HandTaggedProduct {
  title: string;
  description: string;
  category: readonly string[];
  price: number | null;
  merchant: string;
  audience: string | null;
  to_whom: readonly string[];
  age_groups: readonly string[];
  interests: readonly string[];
  occasions: readonly string[];
  themes: readonly string[];
}

/** Agreement with the demo catalogue's hand-set tags (every demo product is a present). */
export function evaluateDemo(products: readonly HandTaggedProduct[]): QualityReport {
  return scoreQuality(
    products.map((product) => {
      const result = tagProduct({
        title: product.title,
        description: product.description,
        categoryPath: product.category,
        brand: '',
        price: product.price,
        merchant: product.merchant,
      });
      const keep = (values: readonly string[]) => values.filter((value) => !DEMO_EXTRAS.has(value));
      return {
        expected: {
          to_whom: product.to_whom,
          age_groups: product.age_groups,
          interests: keep(product.interests),
          occasions: keep(product.occasions),
          themes: product.themes,
          audience: product.audience ? [product.audience] : [],
        },
        actual: resultTags(result),
      };
    }),
  );
}
