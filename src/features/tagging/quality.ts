/**
 * How well tags agree with a reference: precision and recall per facet (counted over tag values) and
 * approve/reject accuracy. Used for the labelled set and for the hand-set demo catalogue.
 */

export const FACETS = ['to_whom', 'age_groups', 'interests', 'occasions', 'themes', 'audience'] as const;
export type Facet = (typeof FACETS)[number];

/** Tags of one product for comparison; audience counts as a one-value list. */
export type FacetTags = Record<Facet, readonly string[]>;

export interface QualityCase {
  /** The reference tags, or null when the product should be rejected. */
  expected: FacetTags | null;
  /** The tagger's tags, or null when it rejected the product. */
  actual: FacetTags | null;
}

export interface FacetScore {
  precision: number;
  recall: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

export interface QualityReport {
  products: number;
  /** Share of products approved or rejected as in the reference. */
  decisionAccuracy: number;
  /** Products the reference approves that were rejected. */
  wronglyRejected: number;
  /** Products the reference rejects that were approved. */
  wronglyApproved: number;
  /** Per facet, over the products both approve. */
  facets: Record<Facet, FacetScore>;
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}

/** Scores tagger output against reference tags. */
export function scoreQuality(cases: readonly QualityCase[]): QualityReport {
  const counts = Object.fromEntries(FACETS.map((facet) => [facet, { tp: 0, fp: 0, fn: 0 }])) as Record<
    Facet,
    { tp: number; fp: number; fn: number }
  >;
  let correct = 0;
  let wronglyRejected = 0;
  let wronglyApproved = 0;
  for (const { expected, actual } of cases) {
    if ((expected === null) === (actual === null)) correct += 1;
    else if (expected === null) wronglyApproved += 1;
    else wronglyRejected += 1;
    if (expected === null || actual === null) continue;
    for (const facet of FACETS) {
      const want = new Set(expected[facet]);
      const got = new Set(actual[facet]);
      const count = counts[facet];
      for (const value of got) {
        if (want.has(value)) count.tp += 1;
        else count.fp += 1;
      }
      for (const value of want) if (!got.has(value)) count.fn += 1;
    }
  }
  const facets = Object.fromEntries(
    FACETS.map((facet) => {
      const { tp, fp, fn } = counts[facet];
      return [
        facet,
        {
          precision: ratio(tp, tp + fp),
          recall: ratio(tp, tp + fn),
          truePositives: tp,
          falsePositives: fp,
          falseNegatives: fn,
        },
      ];
    }),
  ) as Record<Facet, FacetScore>;
  return {
    products: cases.length,
    decisionAccuracy: ratio(correct, cases.length),
    wronglyRejected,
    wronglyApproved,
    facets,
  };
}

/** The report as a Markdown table (facet, precision, recall) plus the approve/reject line. */
export function formatQuality(title: string, report: QualityReport): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  const lines = [
    `${title} (${report.products} produkter)`,
    '| facett | precision | recall |',
    '|---|---|---|',
    ...FACETS.map(
      (facet) => `| ${facet} | ${percent(report.facets[facet].precision)} | ${percent(report.facets[facet].recall)} |`,
    ),
    `godkänn/avvisa rätt: ${percent(report.decisionAccuracy)} (felaktigt avvisade ${report.wronglyRejected}, felaktigt godkända ${report.wronglyApproved})`,
  ];
  return lines.join('\n');
}
