/**
 * When a search term may be corrected, and to which word of the catalogue: only a term with no hits of its own,
 * four letters or more and not a stop word, and only to a close word — same first letter, and at most one edit
 * for terms up to five letters, two for longer ones (a letter added, dropped, changed or two letters swapped).
 */

/** Shortest term that is ever corrected. */
export const CORRECTION_MIN_LENGTH = 4;

/** A catalogue word offered as a correction, with its trigram similarity to the term and how common it is. */
export interface CorrectionCandidate {
  word: string;
  similarity: number;
  frequency: number;
}

/** Edits allowed between a term and its correction. */
export function maxEditsFor(term: string): number {
  return [...term].length <= 5 ? 1 : 2;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbouring letters. */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (rows[s.length] as number[])[t.length] as number;
}

/** Whether `word` is close enough to `term` (both accent-folded) to replace it. */
export function isCloseWord(term: string, word: string): boolean {
  if (term === word || [...term].length < CORRECTION_MIN_LENGTH) return false;
  if ([...term][0] !== [...word][0]) return false;
  return editDistance(term, word) <= maxEditsFor(term);
}

/**
 * The correction for an accent-folded term among catalogue words, or null: the close word with the fewest edits,
 * then the highest similarity, then the most common.
 */
export function chooseCorrection(term: string, candidates: readonly CorrectionCandidate[]): string | null {
  const close = candidates
    .filter((candidate) => isCloseWord(term, candidate.word))
    .map((candidate) => ({ ...candidate, edits: editDistance(term, candidate.word) }))
    .sort((a, b) => a.edits - b.edits || b.similarity - a.similarity || b.frequency - a.frequency);
  return close[0]?.word ?? null;
}
