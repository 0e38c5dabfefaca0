/**
 * The labelled set's full evaluation (issue 19, "What it must show"): product type, approve/reject with the
 * situational rule, the facets' precision and recall, funeral items and furniture approved as everyday presents,
 * and alcohol-free drinks typed as alcohol. Pure: the tagger's and the classifier's answers and the ontology's
 * tree are passed in (labelled-evaluation.server.ts wires the real ones).
 */
import type { GiftSuitability } from '../catalogue/concepts/product-type-model.ts';
import { OCCASIONS } from '../catalogue/vocabularies.ts';
import type { LabelledProduct } from './fixtures/labelled-format.ts';
import { type FacetTags, type QualityReport, scoreQuality } from './quality.ts';

/**
 * Occasions that make a product an everyday present: every occasion of our vocabulary (birthday, Christmas,
 * Mother's and Father's Day, thanks, graduation, christening, wedding, housewarming). None of them is a funeral or
 * furnishing a home, so a situational product (furniture, funeral flowers) approved with any of them is offered
 * as an everyday present.
 */
export const EVERYDAY_OCCASIONS: ReadonlySet<string> = new Set(OCCASIONS);

/** What the tagger and the classifier said about one product. */
export interface LabelledAnswer {
  approved: boolean;
  /** The product's type id (the tagger's product_type, else the classifier's). */
  type: string;
  tags: FacetTags | null;
}

/** The parts of the ontology the evaluation needs. */
export interface TypeTree {
  /** The parent's id, or null at the top (or for an unknown id). */
  parentOf(id: string): string | null;
  /** Whether products of the type contain alcohol. */
  alcohol(id: string): boolean;
  /** Ids whose descendants are funeral items or furniture (e.g. 'begravningsblommor', 'mobler'). */
  situationalRoots: readonly string[];
}

export interface TypeMiss {
  title: string;
  key: string | undefined;
  expected: string;
  actual: string;
}

export interface LabelledSetReport {
  products: number;
  /** Products with a labelled type. */
  typed: number;
  /** Share of the typed products whose type is exactly the labelled one. */
  typeAccuracy: number;
  /** Share whose type is the labelled one, an ancestor or a descendant of it (the same branch). */
  typeBranchAccuracy: number;
  typeMisses: TypeMiss[];
  /**
   * Share decided right: a present approved, no present rejected, a situational product rejected or approved
   * with no occasion.
   */
  decisionAccuracy: number;
  wronglyRejected: number;
  wronglyApproved: number;
  /** Products judged on their facets: labelled presents with tags that the tagger approved. */
  facetProducts: number;
  facets: QualityReport['facets'];
  /**
   * Funeral items and furniture approved as everyday presents: products labelled situational, or labelled no
   * present with a type under a situational root, that the tagger approved with an everyday occasion — or, for
   * those labelled no present, approved at all.
   */
  situationalAsEveryday: number;
  situationalAsEverydayTitles: string[];
  /** Alcohol-free drinks given a type that contains alcohol. */
  alcoholFreeTypedAlcohol: number;
  alcoholFree: number;
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}

function ancestors(tree: TypeTree, id: string): string[] {
  const chain: string[] = [];
  let current: string | null = id;
  for (let depth = 0; current !== null && depth < 20; depth += 1) {
    chain.push(current);
    current = tree.parentOf(current);
  }
  return chain;
}

/** Whether `id` is `root` or below it. */
export function isUnder(tree: TypeTree, id: string, root: string): boolean {
  return ancestors(tree, id).includes(root);
}

function suitabilityOf(product: LabelledProduct): GiftSuitability {
  return product.suitability ?? (product.expected === null ? 'not-gift' : 'gift');
}

/** Scores answers (one per product, same order) against the labels. */
export function scoreLabelledSet(
  products: readonly LabelledProduct[],
  answers: readonly LabelledAnswer[],
  tree: TypeTree,
): LabelledSetReport {
  let typed = 0;
  let typeRight = 0;
  let branchRight = 0;
  const typeMisses: TypeMiss[] = [];
  let decided = 0;
  let wronglyRejected = 0;
  let wronglyApproved = 0;
  const situationalTitles: string[] = [];
  let alcoholFree = 0;
  let alcoholFreeTypedAlcohol = 0;
  const facetCases: { expected: FacetTags; actual: FacetTags }[] = [];

  products.forEach((product, index) => {
    const answer = answers[index];
    if (!answer) throw new Error(`no answer for ${product.title}`);
    const suitability = suitabilityOf(product);
    if (product.type !== undefined) {
      typed += 1;
      if (answer.type === product.type) typeRight += 1;
      else typeMisses.push({ title: product.title, key: product.key, expected: product.type, actual: answer.type });
      if (isUnder(tree, answer.type, product.type) || isUnder(tree, product.type, answer.type)) branchRight += 1;
    }
    const withOccasion =
      answer.approved && (answer.tags?.occasions ?? []).some((value) => EVERYDAY_OCCASIONS.has(value));
    if (suitability === 'gift') {
      if (answer.approved) decided += 1;
      else wronglyRejected += 1;
    } else if (suitability === 'not-gift') {
      if (answer.approved) wronglyApproved += 1;
      else decided += 1;
    } else if (withOccasion) wronglyApproved += 1;
    else decided += 1;

    const situationalType =
      product.type !== undefined && tree.situationalRoots.some((root) => isUnder(tree, product.type as string, root));
    if (
      (suitability === 'situational' && withOccasion) ||
      (suitability === 'not-gift' && situationalType && answer.approved)
    )
      situationalTitles.push(product.title);

    if (product.alcoholFree) {
      alcoholFree += 1;
      if (tree.alcohol(answer.type)) alcoholFreeTypedAlcohol += 1;
    }
    if (suitability === 'gift' && product.tagged !== false && product.expected && answer.approved && answer.tags) {
      facetCases.push({
        expected: { ...product.expected, audience: [product.expected.audience] },
        actual: answer.tags,
      });
    }
  });

  return {
    products: products.length,
    typed,
    typeAccuracy: ratio(typeRight, typed),
    typeBranchAccuracy: ratio(branchRight, typed),
    typeMisses,
    decisionAccuracy: ratio(decided, products.length),
    wronglyRejected,
    wronglyApproved,
    facetProducts: facetCases.length,
    facets: scoreQuality(facetCases).facets,
    situationalAsEveryday: situationalTitles.length,
    situationalAsEverydayTitles: situationalTitles,
    alcoholFreeTypedAlcohol,
    alcoholFree,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** The report's headline figures, one line each (Swedish, as the bench prints them). */
export function formatLabelledSet(title: string, report: LabelledSetReport): string {
  const facet = (name: keyof QualityReport['facets']) =>
    report.facetProducts === 0
      ? '– (inga märkta taggar)'
      : `precision ${percent(report.facets[name].precision)} · recall ${percent(report.facets[name].recall)}`;
  return [
    `${title} (${report.products} produkter, ${report.typed} med typ)`,
    `produkttyp rätt: ${percent(report.typeAccuracy)} (samma gren: ${percent(report.typeBranchAccuracy)})`,
    `godkänn/avvisa rätt: ${percent(report.decisionAccuracy)} (felaktigt avvisade ${report.wronglyRejected}, felaktigt godkända ${report.wronglyApproved})`,
    `to_whom: ${facet('to_whom')}`,
    `interests: ${facet('interests')}`,
    `occasions: ${facet('occasions')}`,
    `age_groups: ${facet('age_groups')}`,
    `begravningsblommor eller möbler godkända som vardagspresent: ${report.situationalAsEveryday}`,
    `alkoholfria drycker med en alkoholtyp: ${report.alcoholFreeTypedAlcohol} av ${report.alcoholFree}`,
  ].join('\n');
}
