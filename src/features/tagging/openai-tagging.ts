/**
 * The model tagger's pure parts: the structured-output schema, the prompt (the fixed vocabulary first, so every
 * request starts with the same text and the provider caches it), the product lines, and the cleaning of the
 * model's answer (anything outside the vocabularies is dropped; a product the answer leaves out, or answers
 * unreadably, is left for the offline tagger). The answer names the product's type from the ontology's ids; an id
 * the ontology lacks, or 'okand', gives the offline classifier's type, and a type an admin set always stays.
 */
import { z } from 'zod';
import { isForbiddenControlCode } from '../../lib/control-characters.ts';
import { budgetBucketForPrice } from '../catalogue/budget.ts';
import { isProductTypeId, PRODUCT_TYPE_IDS, UNKNOWN_TYPE } from '../catalogue/concepts/product-types.ts';
import {
  AGE_GROUPS,
  type AgeGroup,
  AUDIENCES,
  type Audience,
  INTERESTS,
  type Interest,
  OCCASIONS,
  type Occasion,
  THEMES,
  type Theme,
  TO_WHOM,
  type ToWhom,
} from '../catalogue/vocabularies.ts';
import { descriptionText } from './product-reading.ts';
import { type ProductTypeSource, typeOfProduct } from './product-suitability.ts';
import type { TaggerInput, TaggerResult } from './tagger.ts';

/** Products per model request: large enough to share the cached prefix, small enough to answer in one go. */
export const MODEL_BATCH_SIZE = 25;
/** Characters of a product description sent to the model. */
export const MODEL_DESCRIPTION_LIMIT = 600;
/** Longest rejection reason kept from the model. */
export const REASON_LIMIT = 200;
/** Reason stored when the model rejects a product without saying why. */
export const DEFAULT_REJECTION_REASON = 'Bedömd som olämplig som present av AI-taggningen';

/** One product's tags as the model is asked to give them (strict JSON schema: every field present). */
export const ModelProductTags = z.object({
  id: z.string().describe('Produktens id, exakt som i listan'),
  approved: z.boolean().describe('true om produkten passar som present, annars false'),
  ai_rejection_reason: z.string().nullable().describe('Kort svensk motivering när approved är false, annars null'),
  to_whom: z.array(z.enum(TO_WHOM)),
  age_groups: z.array(z.enum(AGE_GROUPS)),
  interests: z.array(z.enum(INTERESTS)),
  occasions: z.array(z.enum(OCCASIONS)),
  themes: z.array(z.enum(THEMES)),
  audience: z.enum(AUDIENCES).nullable(),
  product_type: z
    .enum(PRODUCT_TYPE_IDS as [string, ...string[]])
    .describe('Produktens typ: det mest specifika id:t i listan som stämmer, "okand" när det inte går att avgöra'),
});

/** The whole answer: one entry per product in the request. */
export const ModelTaggingAnswer = z.object({ products: z.array(ModelProductTags) });
export type ModelTaggingAnswer = z.infer<typeof ModelTaggingAnswer>;

/** Name of the structured-output format. */
export const TAGGING_FORMAT_NAME = 'produkttaggar';
/** Cache key sent with every tagging request, so requests sharing the prefix land on the same cache. */
export const TAGGING_CACHE_KEY = 'presentpilot-taggning-v1';

function list(values: readonly string[]): string {
  return values.map((value) => `"${value}"`).join(', ');
}

/**
 * The fixed instructions, vocabulary first. Never put anything product-specific here: the text must be the same
 * for every request so the provider's prompt cache can reuse it.
 */
export const TAGGING_INSTRUCTIONS = [
  'TILLÅTNA VÄRDEN (använd endast dessa, exakt stavade):',
  `to_whom: ${list(TO_WHOM)}`,
  `age_groups: ${list(AGE_GROUPS)}`,
  `interests: ${list(INTERESTS)}`,
  `occasions: ${list(OCCASIONS)}`,
  `themes: ${list(THEMES)}`,
  `audience (ett värde eller null): ${list(AUDIENCES)}`,
  '',
  'Du taggar produkter för en svensk presenttipssajt. För varje produkt i listan, svara med ett objekt med samma id.',
  'to_whom: vem produkten passar som present till. age_groups: åldrar den passar. interests: intressen den hör till.',
  'occasions: tillfällen den passar för. themes: produktens karaktär. audience: den huvudsakliga mottagaren.',
  'product_type: vad produkten är, det mest specifika id:t ur schemats lista ("rosor" före "snittblommor",',
  '"whiskyglas" är glas, inte whisky); "okand" när det inte går att avgöra.',
  'Sätt bara värden som produkten tydligt stöder; hellre en tom lista än en gissning.',
  'approved: false för sådant som inte är en present: reservdelar, kablar, adaptrar, refiller och påfyllnad,',
  'storpack och grossistförpackningar, serviceavgifter, frakt, vuxeninnehåll, vapen, tobak, läkemedel,',
  'en enstaka burk eller flaska öl, begravningsblommor och dyra möbler.',
  'När approved är false: ai_rejection_reason är en kort svensk mening om varför, och alla listor är tomma.',
  'När approved är true: ai_rejection_reason är null.',
  'Svara med exakt ett objekt per produkt och hitta aldrig på id:n.',
].join('\n');

/** One product as the model sees it. */
export interface ModelProductLine {
  id: string;
  title: string;
  description: string;
  category: string;
  brand: string;
  merchant: string;
  price: number | null;
  /** The feed's Google product category (id or path), when it gave one. */
  google_category?: string;
}

/** A product reduced to what the model needs (plain-text description, cut to a fixed length). */
export function modelProductLine(id: string, input: TaggerInput): ModelProductLine {
  return {
    id,
    title: input.title.trim(),
    description: descriptionText(input.description).slice(0, MODEL_DESCRIPTION_LIMIT).trim(),
    category: input.categoryPath.join(' > '),
    brand: input.brand.trim(),
    merchant: input.merchant.trim(),
    price: input.price,
    ...(input.googleCategory ? { google_category: input.googleCategory } : {}),
  };
}

/** The request's variable part: the products, one JSON object a line. */
export function taggingInput(items: readonly { id: string; input: TaggerInput }[]): string {
  const lines = items.map((item) => JSON.stringify(modelProductLine(item.id, item.input)));
  return `Produkter (${items.length} st):\n${lines.join('\n')}`;
}

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The values of `value` that are in the vocabulary, once each, in the answer's order. */
export function keepVocabulary<V extends string>(value: unknown, vocabulary: readonly V[]): V[] {
  if (!Array.isArray(value)) return [];
  const allowed = new Set<string>(vocabulary);
  const out: V[] = [];
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const normalised = item.trim().toLocaleLowerCase('sv-SE');
    if (allowed.has(normalised) && !out.includes(normalised as V)) out.push(normalised as V);
  }
  return out;
}

function cleanReason(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_REJECTION_REASON;
  let plain = '';
  for (const char of value)
    plain += isForbiddenControlCode(char.charCodeAt(0)) || char === '<' || char === '>' ? ' ' : char;
  const text = plain.replace(/\s+/g, ' ').trim();
  if (!text) return DEFAULT_REJECTION_REASON;
  return text.length > REASON_LIMIT ? `${text.slice(0, REASON_LIMIT - 1).trimEnd()}…` : text;
}

/** A product's type and where it came from. */
export interface TypeAnswer {
  type: string;
  source: ProductTypeSource | null;
}

const NO_TYPE: TypeAnswer = { type: UNKNOWN_TYPE, source: null };

/**
 * The type to store: an admin's type always; else the model's when the ontology has it (and it is not 'okand');
 * else the offline classifier's.
 */
function typeFromAnswer(value: unknown, offline: TypeAnswer): TypeAnswer {
  if (offline.source === 'admin') return offline;
  if (typeof value === 'string') {
    const id = value.trim().toLowerCase();
    if (id !== UNKNOWN_TYPE && isProductTypeId(id)) return { type: id, source: 'model' };
  }
  return offline;
}

/**
 * One product's answer cleaned into a tagger result, or null when it cannot be used (no yes/no on approval).
 * The price bucket comes from the price, never from the model; `offline` is the type used when the model's is
 * none of the ontology's (and the type kept when an admin set it).
 */
export function cleanProductTags(
  answer: unknown,
  price: number | null,
  offline: TypeAnswer = NO_TYPE,
): TaggerResult | null {
  const entry = record(answer);
  if (!entry || typeof entry.approved !== 'boolean') return null;
  const price_bucket = price === null || !Number.isFinite(price) ? null : budgetBucketForPrice(price);
  const type = typeFromAnswer(entry.product_type, offline);
  const known = { price_bucket, product_type: type.type, product_type_source: type.source };
  if (!entry.approved) {
    return {
      approved: false,
      ai_rejection_reason: cleanReason(entry.ai_rejection_reason),
      to_whom: [],
      age_groups: [],
      interests: [],
      occasions: [],
      themes: [],
      audience: null,
      ...known,
    };
  }
  const audience = keepVocabulary([entry.audience], AUDIENCES)[0] ?? null;
  return {
    approved: true,
    ai_rejection_reason: null,
    to_whom: keepVocabulary<ToWhom>(entry.to_whom, TO_WHOM),
    age_groups: keepVocabulary<AgeGroup>(entry.age_groups, AGE_GROUPS),
    interests: keepVocabulary<Interest>(entry.interests, INTERESTS),
    occasions: keepVocabulary<Occasion>(entry.occasions, OCCASIONS),
    themes: keepVocabulary<Theme>(entry.themes, THEMES),
    audience: audience as Audience | null,
    ...known,
  };
}

/** The answer text parsed as JSON, or null when it is not JSON. */
export function parseAnswerText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The model's answer mapped back to the requested products: a result for each product answered readably, keyed
 * by id. Ids the request did not hold are ignored; a product answered twice keeps its first answer.
 */
export function cleanTaggingAnswer(
  answer: unknown,
  requested: readonly { id: string; input: TaggerInput }[],
): Map<string, TaggerResult> {
  const inputs = new Map(requested.map((item) => [item.id, item.input]));
  const results = new Map<string, TaggerResult>();
  const products = record(answer)?.products;
  if (!Array.isArray(products)) return results;
  for (const product of products) {
    const id = record(product)?.id;
    const input = typeof id === 'string' ? inputs.get(id) : undefined;
    if (typeof id !== 'string' || !input || results.has(id)) continue;
    const offline = typeOfProduct(input, descriptionText(input.description));
    const result = cleanProductTags(product, input.price, offline);
    if (result) results.set(id, result);
  }
  return results;
}
