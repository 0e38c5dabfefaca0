/**
 * A compact way to write product types: the words of a type are one space-separated string, where `=word` is an
 * exact word (never a compound head) and `two_words` is a phrase ("rött_vin" → "rött vin").
 */
import type { ProductTypeDef } from '../product-type-model.ts';

export type TypeExtras = Omit<ProductTypeDef, 'id' | 'label' | 'plural' | 'parent' | 'words'>;

export function t(
  id: string,
  label: string,
  plural: string,
  parent: string | null,
  words: string,
  extras: TypeExtras = {},
): ProductTypeDef {
  const plain: string[] = [];
  const exact: string[] = [...(extras.exactWords ?? [])];
  const phrases: string[] = [...(extras.phrases ?? [])];
  for (const item of words.split(/\s+/).filter(Boolean)) {
    if (item.includes('_')) phrases.push(item.replace(/_/g, ' ').replace(/^=/, ''));
    else if (item.startsWith('=')) exact.push(item.slice(1));
    else plain.push(item);
  }
  const def: ProductTypeDef = { id, label, plural, parent, words: plain, ...extras };
  if (exact.length > 0) def.exactWords = exact;
  else delete def.exactWords;
  if (phrases.length > 0) def.phrases = phrases;
  else delete def.phrases;
  return def;
}

/** Reasons shared by several types. */
export const FURNITURE_REASON = 'Möbel – sällan en present, passar bara när det uttryckligen efterfrågas';
export const FUNERAL_REASON =
  'Begravnings- och sorgblommor – bara till begravning eller kondoleans, aldrig som vardagspresent';
