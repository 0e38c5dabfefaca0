/**
 * The shape of the product-type ontology (src/features/catalogue/concepts/product-types.ts): a gift-oriented tree
 * of Swedish product types. Each type carries what the product is as a present: whether it is one at all, who and
 * what it usually suits, whether it holds alcohol and how its variants are told apart.
 */
import type { AgeGroup, Interest, Occasion, Theme, ToWhom } from '../vocabularies.ts';

/** Whether products of a type are presents: always, only in some situations (funeral flowers, furniture), never. */
export type GiftSuitability = 'gift' | 'situational' | 'not-gift';

/** What tells a product's variants apart (grouped into one family). */
export type VariantKind = 'colour' | 'size' | 'scent' | 'volume' | 'flavour' | 'model';

export interface ProductTypeDef {
  /** Stable ASCII id (a–z, 0–9, '-'); stored in products.product_type. */
  id: string;
  /** Swedish label shown to admins and visitors ("Rött vin"). */
  label: string;
  /** Plural/indefinite form for sentences ("röda viner", "rosbuketter"). */
  plural: string;
  /** The parent type's id, or null for a top-level type. */
  parent: string | null;
  /**
   * Swedish words (lower case, with å ä ö) that name the type as a whole word or as the head of a compound
   * ("bukett" → "rosbukett"), in every form a title uses (singular, plural, definite).
   */
  words: readonly string[];
  /** Words that name the type only as a whole word, never as a compound head (short or ambiguous words). */
  exactWords?: readonly string[];
  /** Multi-word phrases that name the type ("rött vin", "alkoholfri öl"). */
  phrases?: readonly string[];
  /** Google product category ids that mean this type. */
  googleIds?: readonly number[];
  /** Inherited from the parent when left out. */
  suitability?: GiftSuitability;
  /** Swedish reason shown to admins for 'not-gift' and 'situational'. */
  reason?: string;
  /** Default tags, refined by the product's own words; inherited from the parent when left out. */
  toWhom?: readonly ToWhom[];
  ages?: readonly AgeGroup[];
  occasions?: readonly Occasion[];
  interests?: readonly Interest[];
  themes?: readonly Theme[];
  /** Contains alcohol; inherited. */
  alcohol?: boolean;
  /**
   * What products of the type are made of whatever their words say (electronics: plastic), so "inte plast" holds
   * them out; inherited.
   */
  madeOf?: readonly string[];
  /** Too personal for a work relation (jewellery, underwear: not for a colleague, a boss or a customer); inherited. */
  intimate?: boolean;
  /** What separates variants of one product of this type; inherited. */
  variants?: readonly VariantKind[];
  /**
   * Too broad to be asked for by its bare word ("resor", "teknik", "mat"): a request that only says the word does
   * not require products of this type. Not inherited.
   */
  broad?: boolean;
  /**
   * The kinds a shop assistant shows when this one has run out, where they are nearer than its parent ("yoga" →
   * massage, sleep, bath and spa rather than padel balls). Not inherited.
   */
  around?: readonly string[];
}

/** The id of a product whose type cannot be told. */
export const UNKNOWN_TYPE = 'okand';
