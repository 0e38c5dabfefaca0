/**
 * How the tagger reads a product's words with the Swedish understanding module: the title and the deepest category
 * level in full, the description for themes, occasions, specific interests and recipients after "till"/"för".
 */
import { stripHtml } from '../catalogue/description.ts';
import type { Interest, Occasion, Theme } from '../catalogue/vocabularies.ts';
import { type Concept, phrasesStartingWith } from '../understanding/lexicon.ts';
import { resolveWord } from '../understanding/lookup.ts';
import { CATALOGUE_OCCASION, type Recipient } from '../understanding/options.ts';
import { matchWords, type Token, tokenize } from '../understanding/text.ts';
import { understandGiftText } from '../understanding/understanding.ts';

/** Description text read for tags; longer descriptions are mostly specifications. */
const DESCRIPTION_LIMIT = 600;

export interface Reading {
  recipients: Recipient[];
  interests: Interest[];
  occasions: Occasion[];
  themes: Theme[];
  keywords: string[];
}

function emptyReading(): Reading {
  return { recipients: [], interests: [], occasions: [], themes: [], keywords: [] };
}

/** Adds a value to a list once. */
export function push<T>(list: T[], value: T | null | undefined): void {
  if (value !== null && value !== undefined && !list.includes(value)) list.push(value);
}

/** HTML to plain text with block ends as sentence breaks. */
export function descriptionText(description: string): string {
  const marked = description.replace(/<\/(?:p|li|div|h[1-6]|td|dd)>|<br\s*\/?>/gi, '. ');
  return stripHtml(marked).slice(0, DESCRIPTION_LIMIT);
}

const NEGATING: ReadonlySet<string> = new Set(['ej', 'inte', 'utan', 'ingen', 'inget', 'inga', 'aldrig']);
const RECIPIENT_LEAD: ReadonlySet<string> = new Set(['till', 'for', 'at']);

function addConcept(reading: Reading, concept: Concept, allowInterests: boolean): void {
  if (allowInterests || concept.keyword)
    for (const interest of concept.catalogueInterests ?? []) push(reading.interests, interest);
  if (concept.occasion) push(reading.occasions, CATALOGUE_OCCASION[concept.occasion]);
  for (const value of concept.themes ?? []) push(reading.themes, value);
  push(reading.keywords, concept.keyword);
}

/**
 * Reads a description: themes and occasions everywhere, interests only from specific words (those with a product
 * keyword), recipients only right after "till"/"för"/"åt" (a present "till mormor", a toy "för barn"). A word after
 * a negation ("ej lämplig för barn under 3 år") is skipped.
 */
export function readDescription(text: string, interests = true): Reading {
  const reading = emptyReading();
  const tokens = tokenize(text);
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] as Token;
    if (token.kind !== 'word') {
      index += 1;
      continue;
    }
    const negated = [1, 2, 3].some((back) => {
      const before = tokens[index - back];
      return before !== undefined && before.clause === token.clause && NEGATING.has(before.fold);
    });
    const phrase = phrasesStartingWith(token.fold).find((candidate) => matchWords(tokens, index, candidate.words) > 0);
    if (phrase) {
      const concept = phrase.entry.concept;
      if (!negated) addConcept(reading, interests ? concept : { ...concept, catalogueInterests: [] }, false);
      index += phrase.words.length;
      continue;
    }
    const resolution = token.text.length >= 3 ? resolveWord(token.text) : null;
    if (resolution && !negated) {
      // "passar i köket", "mys i hemmet": a place, not an interest; "grillkvällar": an evening, not a grill.
      const place = tokens[index - 1]?.fold === 'i';
      const modifierOnly =
        resolution.how === 'compound' &&
        resolution.headKind === null &&
        resolution.parts.every((p) => p.role === 'modifier');
      for (const part of resolution.parts) {
        const concept = part.entry.concept;
        if (concept.contextual) continue;
        // "för musikälskaren": a liking compound names an interest even without a product word.
        addConcept(
          reading,
          place || modifierOnly || !interests ? { ...concept, catalogueInterests: [] } : concept,
          resolution.headKind === 'likes',
        );
        const lead = tokens[index - 1]?.fold ?? '';
        const leadTwo = tokens[index - 2]?.fold ?? '';
        if (
          concept.recipient &&
          part.role !== 'modifier' &&
          (RECIPIENT_LEAD.has(lead) || RECIPIENT_LEAD.has(leadTwo))
        ) {
          push(reading.recipients, concept.recipient);
        }
      }
    }
    index += 1;
  }
  return reading;
}

/** Colour and material words of product titles that read as interests elsewhere ("Fårskinn natur"). */
const TITLE_COLOURS = /(?:,\s*|\s)natur\b/giu;

/** Where a title's product name ends and its contents or use begin ("Presentlåda med doftljus", "… för mobil"). */
const TITLE_TAIL = /\s(?:med|för)\s/u;

/**
 * Reads the title and the deepest category level with the full understanding pipeline. What follows "med" or
 * "för" in a title describes contents or use, not the product: it adds themes, occasions and recipients but no
 * interests ("Alkoholfri glögg med kryddor" is no cooking, "Ryggsäck för datorn" no tech).
 */
export function readTitle(title: string, category: string): Reading {
  const plain = title.replace(TITLE_COLOURS, ' ');
  const cut = TITLE_TAIL.exec(plain);
  const name = cut ? plain.slice(0, cut.index) : plain;
  const understanding = understandGiftText(category ? `${name}. ${category}` : name);
  const reading: Reading = {
    recipients: understanding.recipients,
    interests: understanding.catalogueInterests,
    occasions: understanding.catalogueOccasions,
    themes: understanding.themes,
    keywords: understanding.keywords,
  };
  if (cut) {
    const tail = readDescription(plain.slice(cut.index), false);
    for (const value of tail.recipients) push(reading.recipients, value);
    for (const value of tail.occasions) push(reading.occasions, value);
    for (const value of tail.themes) push(reading.themes, value);
    for (const value of tail.keywords) push(reading.keywords, value);
  }
  return reading;
}
