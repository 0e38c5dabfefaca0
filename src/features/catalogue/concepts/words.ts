/**
 * How the Swedish text understanding recognises a concept: its synonyms, irregular inflections and colloquial
 * forms ("morsan", "farsgubben", "födis"), and multi-word phrases. Regular inflections need not be listed (the
 * lookup strips endings); irregular ones must be ("söner", "böcker").
 */
import type { Gender } from './recipients.ts';

/**
 * One lexicon entry: space-separated forms, the first being its canonical word, with what the forms add to the
 * concept they belong to.
 */
export interface WordGroup<R extends string = string, O extends string = string> {
  forms: string;
  /** The relation when a possessive comes first: "min tjej" → flickvän, "hennes man" → make. */
  possessive?: R;
  /** Only counts after a possessive ("min kärlek"): the concept is then the possessive relation. */
  possessiveOnly?: boolean;
  /** Overrides the concept's own gender ("tjejkompis"). */
  gender?: Gender;
  /** An age the forms imply ("nyfödd" → 0, "mellanstadiet" → 11). */
  age?: number;
  /** An occasion the forms imply ("brudparet" → bröllop). */
  occasion?: O;
  /** Too generic to be read out of an unknown compound ("polismannen"). */
  headless?: boolean;
  /** Words that need context: "man" is also the pronoun "one", "par" also "a couple of". */
  contextual?: 'man' | 'par';
  /** Verbs like "spelar": count only when no other interest is named in the same clause ("spelar golf"). */
  weak?: boolean;
}

/** A lexicon entry: its forms alone, or its forms with what they add. */
export type Words<R extends string = string, O extends string = string> = string | WordGroup<R, O>;

/**
 * A phrase of folded words (å/ä/ö written a/a/o); a trailing '*' matches any ending ("dag*" → dag, dagen).
 * `giftContextOnly`: counts only in a gift request ("present som tack för hjälpen"), not as a chat's closing words.
 */
export type Phrase = string | { words: string; giftContextOnly?: boolean };

/** The forms of a lexicon entry and what they add, whichever way it is written. */
export function wordGroup<R extends string, O extends string>(words: Words<R, O>): WordGroup<R, O> {
  return typeof words === 'string' ? { forms: words } : words;
}

/** A phrase's folded words and flags, whichever way it is written. */
export function phraseOf(phrase: Phrase): { words: string; giftContextOnly?: boolean } {
  return typeof phrase === 'string' ? { words: phrase } : phrase;
}
