/**
 * The search relevance set: queries a visitor types, each with a pattern for the product titles a person expects
 * near the top. A query counts as answered when one of its first results matches; the score is the share of
 * answered queries.
 */
import { z } from 'zod';

/** How many of the first results are looked at. */
export const RELEVANCE_TOP = 5;

export const relevanceCaseSchema = z.object({
  query: z.string().min(1),
  /** What sort of query it is: plain word, inflection, typo, colloquial word, brand, several words, sentence. */
  kind: z.string().min(1),
  /** A regular expression on the product title, case-insensitive. */
  expect: z.string().min(1),
});
export type RelevanceCase = z.infer<typeof relevanceCaseSchema>;

export const relevanceSetSchema = z.object({ about: z.string(), cases: z.array(relevanceCaseSchema).min(1) });

/** Whether one of the first `top` titles is what the case expects. */
export function answersCase(relevance: RelevanceCase, titles: readonly string[], top = RELEVANCE_TOP): boolean {
  const expected = new RegExp(relevance.expect, 'iu');
  return titles.slice(0, top).some((title) => expected.test(title));
}

export interface RelevanceScore {
  answered: number;
  total: number;
  /** answered / total, 0–1. */
  share: number;
  /** The queries not answered, with the titles they got. */
  misses: { query: string; titles: string[] }[];
}

/** Scores the titles each case's search returned (in the order of the cases). */
export function scoreRelevance(
  cases: readonly RelevanceCase[],
  titlesPerCase: readonly (readonly string[])[],
  top = RELEVANCE_TOP,
): RelevanceScore {
  const misses: RelevanceScore['misses'] = [];
  cases.forEach((relevance, index) => {
    const titles = titlesPerCase[index] ?? [];
    if (!answersCase(relevance, titles, top)) misses.push({ query: relevance.query, titles: titles.slice(0, top) });
  });
  const answered = cases.length - misses.length;
  return { answered, total: cases.length, share: cases.length ? answered / cases.length : 0, misses };
}
