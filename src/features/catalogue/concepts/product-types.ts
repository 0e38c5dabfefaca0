/**
 * The product-type ontology: a gift-oriented tree of Swedish product types (see product-type-model.ts for the
 * shape). The data lives by top-level branch in ./types/; this module assembles it and answers questions about it.
 */
import { type GiftSuitability, type ProductTypeDef, UNKNOWN_TYPE, type VariantKind } from './product-type-model.ts';
import { DRINK_TYPES, FOOD_TYPES } from './types/drinks-food.ts';
import { ACCESSORY_TYPES, BEAUTY_TYPES, FASHION_TYPES } from './types/fashion-beauty.ts';
import { GIFT_TYPES, NOT_GIFT_TYPES } from './types/gifts-other.ts';
import { GOOGLE_IDS } from './types/google-ids.ts';
import { FLOWER_TYPES, FURNITURE_TYPES, HOME_TYPES } from './types/home.ts';
import { PET_TYPES, TOY_TYPES } from './types/kids-pets.ts';
import { GARDEN_TYPES, HOUSEHOLD_TYPES, KITCHEN_TYPES, TOOL_TYPES } from './types/kitchen-garden.ts';
import { HOBBY_TYPES, MEDIA_TYPES, OUTDOOR_TYPES, SPORT_TYPES } from './types/leisure.ts';
import { GAMING_TYPES, TECH_TYPES } from './types/tech.ts';

export type { GiftSuitability, ProductTypeDef, VariantKind } from './product-type-model.ts';
export { UNKNOWN_TYPE } from './product-type-model.ts';

/** The type of a product nothing tells about: selectable, a present by default, with no default tags. */
const UNKNOWN: ProductTypeDef = {
  id: UNKNOWN_TYPE,
  label: 'Okänd',
  plural: 'okända produkter',
  parent: null,
  words: [],
  suitability: 'gift',
  broad: true,
};

/** Every product type, parents before their children, 'okand' last; Google category ids merged in. */
export const PRODUCT_TYPES: readonly ProductTypeDef[] = [
  ...DRINK_TYPES,
  ...FOOD_TYPES,
  ...FLOWER_TYPES,
  ...FURNITURE_TYPES,
  ...HOME_TYPES,
  ...KITCHEN_TYPES,
  ...GARDEN_TYPES,
  ...TOOL_TYPES,
  ...HOUSEHOLD_TYPES,
  ...TECH_TYPES,
  ...GAMING_TYPES,
  ...FASHION_TYPES,
  ...ACCESSORY_TYPES,
  ...BEAUTY_TYPES,
  ...SPORT_TYPES,
  ...OUTDOOR_TYPES,
  ...MEDIA_TYPES,
  ...HOBBY_TYPES,
  ...TOY_TYPES,
  ...PET_TYPES,
  ...GIFT_TYPES,
  ...NOT_GIFT_TYPES,
  UNKNOWN,
].map((type) => {
  const googleIds = GOOGLE_IDS[type.id];
  return googleIds ? { ...type, googleIds: [...(type.googleIds ?? []), ...googleIds] } : type;
});

/** A type with everything it inherits resolved. */
export interface ResolvedProductType extends ProductTypeDef {
  suitability: GiftSuitability;
  /** The reason of the nearest type that gives one (only for 'not-gift' and 'situational'). */
  reason?: string;
  toWhom: NonNullable<ProductTypeDef['toWhom']>;
  ages: NonNullable<ProductTypeDef['ages']>;
  occasions: NonNullable<ProductTypeDef['occasions']>;
  interests: NonNullable<ProductTypeDef['interests']>;
  themes: NonNullable<ProductTypeDef['themes']>;
  alcohol: boolean;
  intimate: boolean;
  madeOf: readonly string[];
  variants: readonly VariantKind[];
  /** Ids from the root down to the type itself. */
  path: readonly string[];
}

const BY_ID: ReadonlyMap<string, ProductTypeDef> = new Map(PRODUCT_TYPES.map((type) => [type.id, type]));

/** Every type id, in ontology order. */
export const PRODUCT_TYPE_IDS: readonly string[] = PRODUCT_TYPES.map((type) => type.id);

export function isProductTypeId(value: unknown): value is string {
  return typeof value === 'string' && BY_ID.has(value);
}

/** Each type's ancestors, worked out once (the ontology is fixed); unknown ids are not kept. */
const ANCESTORS = new Map<string, readonly string[]>();

function ancestorsOf(id: string): readonly string[] {
  const kept = ANCESTORS.get(id);
  if (kept) return kept;
  const ancestors: string[] = [];
  let parent = BY_ID.get(id)?.parent ?? null;
  while (parent !== null && !ancestors.includes(parent)) {
    ancestors.push(parent);
    parent = BY_ID.get(parent)?.parent ?? null;
  }
  if (BY_ID.has(id)) ANCESTORS.set(id, ancestors);
  return ancestors;
}

/** The ancestors of a type, nearest first (empty for a root or an unknown id). */
export function typeAncestors(id: string): string[] {
  return [...ancestorsOf(id)];
}

/** Whether `id` is `ancestorId` or lies below it. */
export function isTypeOrDescendant(id: string, ancestorId: string): boolean {
  return id === ancestorId || ancestorsOf(id).includes(ancestorId);
}

function inherit<K extends keyof ProductTypeDef>(
  chain: readonly ProductTypeDef[],
  key: K,
): ProductTypeDef[K] | undefined {
  for (const type of chain) if (type[key] !== undefined) return type[key];
  return undefined;
}

function resolve(type: ProductTypeDef): ResolvedProductType {
  const chain = [type, ...typeAncestors(type.id).map((id) => BY_ID.get(id) as ProductTypeDef)];
  const suitability = inherit(chain, 'suitability') ?? 'gift';
  const reason = suitability === 'gift' ? undefined : inherit(chain, 'reason');
  const resolved: ResolvedProductType = {
    ...type,
    suitability,
    toWhom: inherit(chain, 'toWhom') ?? [],
    ages: inherit(chain, 'ages') ?? [],
    occasions: inherit(chain, 'occasions') ?? [],
    interests: inherit(chain, 'interests') ?? [],
    themes: inherit(chain, 'themes') ?? [],
    alcohol: inherit(chain, 'alcohol') ?? false,
    intimate: inherit(chain, 'intimate') ?? false,
    madeOf: inherit(chain, 'madeOf') ?? [],
    variants: inherit(chain, 'variants') ?? [],
    path: [...chain.map((item) => item.id)].reverse(),
  };
  if (reason !== undefined) resolved.reason = reason;
  else delete resolved.reason;
  return resolved;
}

const RESOLVED: ReadonlyMap<string, ResolvedProductType> = new Map(
  PRODUCT_TYPES.map((type) => [type.id, resolve(type)]),
);

/** The type with inherited fields resolved; an unknown id gives the 'okand' type. */
export function productType(id: string | null | undefined): ResolvedProductType {
  return RESOLVED.get(id ?? UNKNOWN_TYPE) ?? (RESOLVED.get(UNKNOWN_TYPE) as ResolvedProductType);
}

/** The Swedish label of a type ("Rött vin"); 'Okänd' for an unknown id. */
export function productTypeLabel(id: string | null | undefined): string {
  return productType(id).label;
}

/** The direct children of a type. */
export function typeChildren(id: string): ProductTypeDef[] {
  return PRODUCT_TYPES.filter((type) => type.parent === id);
}
