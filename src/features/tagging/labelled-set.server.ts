/**
 * The whole labelled set (issue 19): the 325 products of made-up shops in fixtures/labelled.ts and the labelled
 * real products, read from `../shared/` by their keys (skipped, with the reason, when the folder is absent), with
 * the offline tagger's and the type classifier's answers scored by labelled-evaluation.ts.
 */
import { PRODUCT_TYPES } from '../catalogue/concepts/product-types.ts';
import { labelledTaggerInput } from './evaluate.ts';
import { LABELLED_PRODUCTS } from './fixtures/labelled.ts';
import { FLOWERS_AND_FURNITURE } from './fixtures/labelled-flowers-furniture.ts';
import { type LabelledProduct, labelRealProducts, type RealLabel } from './fixtures/labelled-format.ts';
import { BYGGHEMMA_LABELS } from './fixtures/labelled-real-bygghemma.ts';
import { FEED_LABELS } from './fixtures/labelled-real-feeds.ts';
import { SYSTEMBOLAGET_LABELS } from './fixtures/labelled-real-systembolaget.ts';
import { type LabelledAnswer, type LabelledSetReport, scoreLabelledSet, type TypeTree } from './labelled-evaluation.ts';
import { loadRealCatalogues, loadRealFeedProducts, realCataloguesMissing } from './real-catalogues.server.ts';
import { tagProduct } from './tagger.ts';

/** Every labelled real product's key and labels, by source. */
export const REAL_LABELS: Readonly<Record<'systembolaget' | 'bygghemma' | 'feeds', readonly RealLabel[]>> = {
  systembolaget: SYSTEMBOLAGET_LABELS,
  bygghemma: BYGGHEMMA_LABELS,
  feeds: FEED_LABELS,
};

/** The ontology's tree for the evaluation: parents, inherited alcohol, funeral flowers and furniture. */
export function productTypeTree(): TypeTree {
  const byId = new Map(PRODUCT_TYPES.map((type) => [type.id, type]));
  const alcohol = (id: string): boolean => {
    for (let current = byId.get(id), depth = 0; current && depth < 20; depth += 1) {
      if (current.alcohol !== undefined) return current.alcohol;
      current = current.parent === null ? undefined : byId.get(current.parent);
    }
    return false;
  };
  return {
    parentOf: (id) => byId.get(id)?.parent ?? null,
    alcohol,
    situationalRoots: ['begravningsblommor', 'mobler'],
  };
}

/** The offline tagger's decision, tags and product type. */
export function answerFor(product: LabelledProduct): LabelledAnswer {
  const result = tagProduct(labelledTaggerInput(product));
  const type = result.product_type;
  return {
    approved: result.approved,
    type,
    tags: result.approved
      ? {
          to_whom: result.to_whom,
          age_groups: result.age_groups,
          interests: result.interests,
          occasions: result.occasions,
          themes: result.themes,
          audience: result.audience ? [result.audience] : [],
        }
      : null,
  };
}

/** Scores the products against their labels. */
export function evaluateLabelledSet(products: readonly LabelledProduct[]): LabelledSetReport {
  return scoreLabelledSet(products, products.map(answerFor), productTypeTree());
}

/**
 * The made-up shops' products: the 325 of fixtures/labelled.ts (scored by evaluate.ts as well) and the florists'
 * and furniture shop's, whose funeral flowers and furniture are situational.
 */
export const MADE_UP_PRODUCTS: readonly LabelledProduct[] = [...LABELLED_PRODUCTS, ...FLOWERS_AND_FURNITURE];

export interface LabelledSet {
  /** The made-up shops' products (always there). */
  made: readonly LabelledProduct[];
  systembolaget: LabelledProduct[];
  bygghemma: LabelledProduct[];
  feeds: LabelledProduct[];
  /** Label keys with no product in ../shared (a changed file). */
  missing: string[];
  /** Why the real products are left out ("skipped: ../shared absent …"), or null. */
  skipped: string | null;
}

/** The labelled real catalogues' products (Systembolaget, Bygghemma; read synchronously), or why they are skipped. */
export function loadLabelledCatalogues(): {
  systembolaget: LabelledProduct[];
  bygghemma: LabelledProduct[];
  missing: string[];
  skipped: string | null;
} {
  const catalogues = loadRealCatalogues();
  if (catalogues === null) {
    return {
      systembolaget: [],
      bygghemma: [],
      missing: [],
      skipped: realCataloguesMissing() ?? 'skipped: ../shared absent',
    };
  }
  const systembolaget = labelRealProducts(REAL_LABELS.systembolaget, catalogues.systembolaget);
  const bygghemma = labelRealProducts(REAL_LABELS.bygghemma, catalogues.bygghemma);
  return {
    systembolaget: systembolaget.labelled,
    bygghemma: bygghemma.labelled,
    missing: [...systembolaget.missing, ...bygghemma.missing],
    skipped: null,
  };
}

/** The labelled set with the real products read from ../shared when it is there. */
export async function loadLabelledSet(): Promise<LabelledSet> {
  const catalogues = loadLabelledCatalogues();
  if (catalogues.skipped !== null) {
    return {
      made: MADE_UP_PRODUCTS,
      systembolaget: [],
      bygghemma: [],
      feeds: [],
      missing: [],
      skipped: catalogues.skipped,
    };
  }
  const feedProducts = await loadRealFeedProducts();
  const feeds = labelRealProducts(REAL_LABELS.feeds, feedProducts ?? []);
  return {
    made: MADE_UP_PRODUCTS,
    systembolaget: catalogues.systembolaget,
    bygghemma: catalogues.bygghemma,
    feeds: feeds.labelled,
    missing: [...catalogues.missing, ...(feedProducts === null ? [] : feeds.missing)],
    skipped: feedProducts === null ? 'skipped: ../shared/feeds/real absent' : null,
  };
}
