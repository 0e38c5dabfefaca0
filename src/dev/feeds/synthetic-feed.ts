/**
 * A deterministic synthetic merchant product feed: realistic Swedish gift products from ~17 merchants, used by
 * benchmarks and by the feed-import tests. Same count and seed → the same items, on every machine; the first
 * n items do not depend on how many are asked for.
 */

import { ean13 } from '../../features/feeds/gtin.ts';
import {
  AFFILIATE_HOSTS,
  type FeedMerchant,
  GROUPS,
  type KindSpec,
  MERCHANTS,
  type ProductGroup,
  SHARED_POOLS,
  SHARED_SENTENCES,
  TAYSTA,
  TAYSTA_PER_40000,
} from './feed-vocabulary.ts';

/** Google Merchant availability values. */
export type FeedAvailability = 'in stock' | 'out of stock' | 'preorder' | 'backorder';
/** Google Merchant condition values. */
export type FeedCondition = 'new' | 'refurbished' | 'used';

/** One product of a merchant feed. */
export interface FeedItem {
  /** The merchant's own product id (the feed's `g:id`); unique per merchant. */
  merchantPid: string;
  merchant: string;
  title: string;
  /** Plain text or merchant HTML (paragraphs, lists, `<br>`), Swedish; may be empty. */
  description: string;
  /** Price in SEK with at most two decimals; null when the merchant left it out. */
  price: number | null;
  currency: 'SEK';
  /** Empty when the merchant left it out. */
  brand: string;
  /** EAN-13 with a valid check digit; null for services, gift cards and some incomplete rows. */
  gtin: string | null;
  /** The product page at the merchant. */
  productUrl: string;
  /** Tracking link through the affiliate network; leads to `productUrl`. */
  affiliateUrl: string;
  /** Local illustration, `/images/feed/{kind}.svg`. */
  imageUrl: string;
  /** Category levels, broadest first. */
  categoryPath: string[];
  availability: FeedAvailability;
  condition: FeedCondition;
  /** Product kind slug (ASCII), also the illustration's name. */
  kind: string;
  /** The kind's Swedish name, e.g. "Kaffekvarn". */
  kindName: string;
  /** Google product category (a numeric id or a path), written as `g:google_product_category` when set. */
  googleCategory?: string;
  /** The id shared by the product's variants, written as `g:item_group_id` when set. */
  itemGroupId?: string;
}

/** mulberry32: a small, fast 32-bit seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Weighted<T> {
  values: T[];
  cumulative: number[];
  total: number;
}

function weighted<T>(entries: readonly T[], weightOf: (entry: T) => number): Weighted<T> {
  const values: T[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const entry of entries) {
    const weight = weightOf(entry);
    if (weight <= 0) continue;
    total += weight;
    values.push(entry);
    cumulative.push(total);
  }
  if (values.length === 0) throw new Error('Nothing to choose from');
  return { values, cumulative, total };
}

function choose<T>(table: Weighted<T>, rand: () => number): T {
  const target = rand() * table.total;
  let index = 0;
  while (index < table.cumulative.length - 1 && (table.cumulative[index] as number) <= target) index++;
  return table.values[index] as T;
}

function pick<T>(values: readonly T[], rand: () => number): T {
  return values[Math.floor(rand() * values.length)] as T;
}

function sells(merchant: FeedMerchant, groupId: string): boolean {
  return merchant.groups === 'all' || merchant.groups.includes(groupId);
}

const GROUP_TABLE = weighted(GROUPS, (group) => group.weight);
const TAYSTA_MERCHANT = MERCHANTS.find((merchant) => merchant.name === TAYSTA) as FeedMerchant;
const TAYSTA_GROUPS = weighted(
  GROUPS.filter((group) => sells(TAYSTA_MERCHANT, group.id)),
  (group) => group.weight,
);
const MERCHANTS_BY_GROUP = new Map<string, Weighted<FeedMerchant>>(
  GROUPS.map((group) => [
    group.id,
    weighted(
      MERCHANTS.filter((merchant) => merchant.name !== TAYSTA && sells(merchant, group.id)),
      (merchant) => merchant.weight,
    ),
  ]),
);
const ELECTRONICS = new Set(['horlurar', 'hogtalare', 'smartklockor', 'mobilskal', 'elektronik', 'gaming']);

/** Every product kind of the synthetic feed: slug, Swedish name and category path. */
export const FEED_KINDS: readonly { slug: string; name: string; categoryPath: readonly string[] }[] = GROUPS.flatMap(
  (group) => group.kinds.map(([slug, name]) => ({ slug, name, categoryPath: group.path.split(' > ') })),
);

/** Names of the merchants in the synthetic feed. */
export const FEED_MERCHANT_NAMES: readonly string[] = MERCHANTS.map((merchant) => merchant.name);

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A kind name in running text: lower-case first letter, except acronyms ("GPS-klocka"). */
function inText(name: string): string {
  const second = name.charAt(1);
  return second !== '' && second === second.toUpperCase() && second !== second.toLowerCase()
    ? name
    : name.charAt(0).toLowerCase() + name.slice(1);
}

const SLUG_DROP = /[\u0300-\u036f]/g;
const SLUG_SEPARATOR = /[^a-z0-9]+/g;
const EDGE_HYPHENS = /^-+|-+$/g;

function slugify(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(SLUG_DROP, '')
    .replace(SLUG_SEPARATOR, '-')
    .replace(EDGE_HYPHENS, '')
    .slice(0, 80)
    .replace(EDGE_HYPHENS, '');
}

const PLACEHOLDER = /\{(\w+)\}/g;
const OPTIONAL_SEGMENT = /\[([^\]]*)\]/g;

/**
 * Fills templates for one item. Each placeholder keeps its first value for the whole item, so a material named
 * in the title is the one in the description. Kind pools override group pools, which override shared ones.
 */
class ItemWords {
  readonly chosen = new Map<string, string>();
  readonly rand: () => number;
  readonly group: ProductGroup;
  readonly kind: KindSpec;
  readonly brand: string;

  constructor(rand: () => number, group: ProductGroup, kind: KindSpec, brand: string) {
    this.rand = rand;
    this.group = group;
    this.kind = kind;
    this.brand = brand;
  }

  /** The template with placeholders filled and `[…]` segments with an empty placeholder left out. */
  fill(template: string): string {
    if (template.indexOf('{') === -1) return template;
    const withSegments =
      template.indexOf('[') === -1
        ? template
        : template.replace(OPTIONAL_SEGMENT, (_, inner: string) => this.optional(inner));
    return withSegments.replace(PLACEHOLDER, (_, key: string) => this.value(key));
  }

  /** The filled template, or '' when one of its placeholders does not apply to this kind. */
  optional(template: string): string {
    let missing = false;
    const filled = template.replace(PLACEHOLDER, (_, key: string) => {
      const value = this.value(key);
      if (value === '') missing = true;
      return value;
    });
    return missing ? '' : filled;
  }

  value(key: string): string {
    if (key === 'Kind') return this.kind[1];
    if (key === 'kind') return inText(this.kind[1]);
    if (key === 'brand' || key === 'Brand') return this.brand;
    const name = key.charAt(0).toLowerCase() + key.slice(1);
    let value = this.chosen.get(name);
    if (value === undefined) {
      value = this.compute(name);
      this.chosen.set(name, value);
    }
    return key === name ? value : capitalise(value);
  }

  private compute(name: string): string {
    const rand = this.rand;
    switch (name) {
      case 'dims': {
        const a = 5 + Math.floor(rand() * 55);
        const b = 3 + Math.floor(rand() * 40);
        const c = 1 + Math.floor(rand() * 25);
        return `${a} x ${b} x ${c} cm`;
      }
      case 'grams':
        return String(20 + Math.floor(rand() * 98) * 10);
      case 'pages':
        return String(32 + Math.floor(rand() * 90) * 8);
      default: {
        const pool = this.kind[4]?.[name] ?? this.group.pools?.[name] ?? SHARED_POOLS[name];
        if (!pool) throw new Error(`Unknown placeholder {${name}} in product group ${this.group.id}`);
        return this.fill(pick(pool, rand));
      }
    }
  }
}

const SPACES = /\s{2,}/g;
const DANGLING_END = /[\s,–-]+$/;

/** A title without doubled spaces or a separator left dangling at the end. */
function tidyTitle(title: string): string {
  return title.replace(SPACES, ' ').trim().replace(DANGLING_END, '');
}

/** A Swedish shop price near `raw`: 149, 299, 1 299 → ends in 9/95/99, some with öre. */
function pricePoint(raw: number, rand: () => number): number {
  if (raw < 100) {
    const whole = Math.max(9, Math.floor(raw / 10) * 10 + 9);
    return rand() < 0.3 ? whole + 0.9 : whole;
  }
  if (raw < 1000) {
    const r = rand();
    if (r < 0.25) return Math.floor(raw / 50) * 50 + 49;
    if (r < 0.3) return Math.floor(raw / 10) * 10 + 9.5;
    return Math.floor(raw / 10) * 10 + 9;
  }
  if (raw < 10000) return Math.floor(raw / 100) * 100 + (rand() < 0.7 ? 99 : 95);
  return Math.floor(raw / 1000) * 1000 + 990;
}

function htmlText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function writeDescription(words: ItemWords, title: string, gtin: string | null, pid: string): string {
  const { rand, group } = words;
  if (rand() < 0.01) return '';
  const sentences = [words.optional(pick(group.intros, rand)) || words.fill('{Kind} från {brand}.')];
  const extra = Math.floor(rand() * 4);
  for (let n = 0; n < extra; n++) {
    const sentence = words.optional(pick(SHARED_SENTENCES, rand));
    if (sentence !== '' && !sentences.includes(sentence)) sentences.push(sentence);
  }
  if (rand() < 0.01) sentences[0] = `🎁 ${sentences[0]}`;
  const specs: string[] = [];
  for (const spec of group.specs) {
    if (rand() >= 0.55) continue;
    const line = words.optional(spec);
    if (line !== '') specs.push(line);
  }
  if (gtin && rand() < 0.25) specs.push(`EAN: ${gtin}`);
  if (rand() < 0.1) specs.push(`Artikelnummer: ${pid}`);

  const style = rand();
  if (style < 0.2) {
    const list = specs.length ? `<ul>${specs.map((spec) => `<li>${htmlText(spec)}</li>`).join('')}</ul>` : '';
    return `<p>${htmlText(sentences.join(' '))}</p>${list}`;
  }
  if (style < 0.3) {
    const [first, ...rest] = sentences.map(htmlText);
    const more = rest.length ? `\n<p>${rest.join('<br />')}</p>` : '';
    const list = specs.length ? `\n<p>${specs.map(htmlText).join('<br />\n')}</p>` : '';
    return `<p><strong>${htmlText(title)}</strong></p>\n<p>${first}</p>${more}${list}`;
  }
  if (style < 0.35) {
    const rows = specs
      .map((spec) => {
        const colon = spec.indexOf(': ');
        return colon === -1
          ? htmlText(spec)
          : `<b>${htmlText(spec.slice(0, colon))}:</b>&nbsp;${htmlText(spec.slice(colon + 2))}`;
      })
      .join('<br>');
    return `<div class="product-description"><h3>Produktinformation</h3><p>${htmlText(sentences.join(' '))}</p>${
      rows ? `<p>${rows}</p>` : ''
    }</div>`;
  }
  const text = sentences.join(' ');
  if (!specs.length) return text;
  return style < 0.85 ? `${text}\n\n${specs.join('\n')}` : `${text} ${specs.join('. ')}.`;
}

function merchantPid(merchant: FeedMerchant, serial: number, offset: number): string {
  // A bijection on 0..9,999,999, so ids stay unique per merchant while looking unordered.
  const n = (serial * 7_654_321 + offset) % 10_000_000;
  switch (merchant.pidStyle) {
    case 'numeric':
      return String(10_000_000 + n);
    case 'prefixed':
      return `${merchant.pidPrefix}${String(n).padStart(7, '0')}`;
    case 'alnum':
      return `${merchant.pidPrefix}-${n.toString(36).toUpperCase().padStart(5, '0')}`;
  }
}

function productUrl(merchant: FeedMerchant, pid: string, title: string, categoryPath: readonly string[]): string {
  const slug = slugify(title);
  const host = `https://www.${merchant.domain}`;
  switch (merchant.urlStyle) {
    case 'produkt':
      return `${host}/produkt/${slug}-${slugify(pid)}`;
    case 'p':
      return `${host}/p/${encodeURIComponent(pid)}/${slug}`;
    case 'category':
      return `${host}/${slugify(categoryPath[categoryPath.length - 1] ?? 'produkter')}/${slug}?sku=${encodeURIComponent(pid)}`;
  }
}

function affiliateUrl(merchant: FeedMerchant, pid: string, target: string): string {
  const host = AFFILIATE_HOSTS[merchant.network];
  const url = encodeURIComponent(target);
  return merchant.network === 0
    ? `https://${host}/c/${merchant.programId}/${encodeURIComponent(pid)}?url=${url}`
    : `https://${host}/t/t?a=${merchant.programId}&as=1470&t=2&tk=1&url=${url}`;
}

function availability(rand: () => number): FeedAvailability {
  const r = rand();
  if (r < 0.87) return 'in stock';
  if (r < 0.94) return 'out of stock';
  if (r < 0.98) return 'backorder';
  return 'preorder';
}

function condition(groupId: string, rand: () => number): FeedCondition {
  const r = rand();
  if (ELECTRONICS.has(groupId) && r < 0.04) return 'refurbished';
  if (groupId === 'bocker' && r < 0.03) return 'used';
  return 'new';
}

/**
 * Yields `count` synthetic feed items for `seed`. Deterministic: the same arguments give the same items, and
 * the first n items are the same whatever `count` is. Taysta gets ⌊count × 2243 / 40000⌋ items (2,243 of 40,000),
 * phone cases and covers about 8 %; (merchant, merchantPid) is unique and every GTIN is a valid EAN-13.
 */
export function* generateFeedItems(count: number, seed = 1): Generator<FeedItem> {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a whole number ≥ 0: ${count}`);
  if (count > 5_000_000) throw new RangeError('count must be at most 5,000,000');
  const rand = mulberry32(Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) ^ 0x2545f491);
  const gtinOffset = Math.floor(rand() * 10_000_000_000);
  const pidOffsets = new Map(MERCHANTS.map((merchant) => [merchant.name, Math.floor(rand() * 10_000_000)]));
  const serials = new Map<string, number>();

  for (let index = 0; index < count; index++) {
    const isTaysta =
      Math.floor(((index + 1) * TAYSTA_PER_40000) / 40_000) > Math.floor((index * TAYSTA_PER_40000) / 40_000);
    const group = choose(isTaysta ? TAYSTA_GROUPS : GROUP_TABLE, rand);
    const merchant = isTaysta
      ? TAYSTA_MERCHANT
      : choose(MERCHANTS_BY_GROUP.get(group.id) as Weighted<FeedMerchant>, rand);
    const kind = pick(group.kinds, rand);

    let brand: string;
    if (group.giftCard) brand = merchant.name;
    else if (isTaysta && rand() < 0.3) brand = TAYSTA;
    else brand = pick(group.brands, rand);
    const words = new ItemWords(rand, group, kind, brand);

    const title = tidyTitle(words.fill(pick(group.titles, rand)));
    const serial = serials.get(merchant.name) ?? 0;
    serials.set(merchant.name, serial + 1);
    const pid = merchantPid(merchant, serial, pidOffsets.get(merchant.name) ?? 0);

    let gtin: string | null = null;
    if (!group.noGtin && rand() >= 0.03) {
      const body = (index * 7_919_993 + gtinOffset) % 10_000_000_000;
      gtin = ean13(`73${String(body).padStart(10, '0')}`);
    }

    let price: number | null;
    if (rand() < 0.03) price = null;
    else if (group.giftCard) price = Number(words.value('amount'));
    else {
      const [, , min, max] = kind;
      price = Math.min(max, Math.max(min, pricePoint(min * (max / min) ** (rand() ** 1.4), rand)));
    }

    const categoryPath = group.path.split(' > ');
    const description = writeDescription(words, title, gtin, pid);
    const url = productUrl(merchant, pid, title, categoryPath);
    yield {
      merchantPid: pid,
      merchant: merchant.name,
      title,
      description,
      price,
      currency: 'SEK',
      brand: rand() < 0.01 ? '' : brand,
      gtin,
      productUrl: url,
      affiliateUrl: affiliateUrl(merchant, pid, url),
      imageUrl: `/images/feed/${kind[0]}.svg`,
      categoryPath,
      availability: availability(rand),
      condition: condition(group.id, rand),
      kind: kind[0],
      kindName: kind[1],
    };
  }
}
