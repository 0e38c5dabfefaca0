/**
 * Card descriptions (docs/product/browse-search.md#product-card): feed descriptions are HTML full of specification
 * lines; cards show only the prose.
 */

/** Minimum length of a kept fragment; shorter pieces are dropped. */
export const MIN_FRAGMENT_LENGTH = 3;
/** A cleaned description shorter than this is not shown at all. */
export const MIN_DESCRIPTION_LENGTH = 10;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  shy: '',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  deg: '°',
  times: '×',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup2: '²',
  sup3: '³',
  micro: 'µ',
  plusmn: '±',
  euro: '€',
  pound: '£',
  copy: '©',
  reg: '®',
  trade: '™',
  aring: 'å',
  Aring: 'Å',
  auml: 'ä',
  Auml: 'Ä',
  ouml: 'ö',
  Ouml: 'Ö',
  uuml: 'ü',
  Uuml: 'Ü',
  aelig: 'æ',
  AElig: 'Æ',
  oslash: 'ø',
  Oslash: 'Ø',
  eacute: 'é',
  Eacute: 'É',
  egrave: 'è',
  agrave: 'à',
  aacute: 'á',
  ccedil: 'ç',
  szlig: 'ß',
};

function fromCodePoint(code: number): string {
  if (!Number.isInteger(code) || code < 1 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
  return String.fromCodePoint(code);
}

/** Decodes HTML character references: common named ones (&amp; &nbsp; &ouml; …) and numeric (&#229; &#xE5;). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);?/g, (match, ref: string) => {
    if (ref.startsWith('#')) {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[ref] ?? NAMED_ENTITIES[ref.toLowerCase()];
    return named ?? match;
  });
}

/** Tags whose boundaries end a sentence-like fragment (a list item or paragraph is its own fragment). */
const BLOCK_TAG =
  /<\/?(?:p|div|br|li|ul|ol|dl|dt|dd|tr|td|th|table|h[1-6]|section|article|header|footer|blockquote|hr)\b[^>]*>/gi;

const HAS_BLOCK_TAG = new RegExp(BLOCK_TAG.source, 'i');

/** Removes HTML: script/style blocks with their content, comments, then every tag; entities are decoded. */
export function stripHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
      .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
      .replace(/<\/?[a-zA-Z][^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Labels that start a specification fragment ("Längd: 20 cm", "Vikt 300 g", "IP44", "EAN 7312…"). A fragment is
 * a spec line when it starts with one of these (any case), optionally followed by a parenthesis such as
 * "(LxBxH)", and then a ':' / '=' or a number (optionally after "ca"/"cirka"). "Art.nr" is read as
 * "Artikelnummer".
 */
export const SPEC_LABELS = [
  'längd',
  'bredd',
  'höjd',
  'djup',
  'diameter',
  'tjocklek',
  'mått',
  'dimensioner',
  'dimension',
  'storlek',
  'storlekar',
  'ip-klassning',
  'ip-klass',
  'ip',
  'kapslingsklass',
  'material',
  'vikt',
  'nettovikt',
  'bruttovikt',
  'ean-kod',
  'ean',
  'gtin',
  'sku',
  'artnr',
  'artikelnummer',
  'artikelnr',
  'produktnummer',
  'modellnummer',
  'modell',
  'färg',
  'volym',
  'kapacitet',
  'effekt',
  'spänning',
  'batteritid',
  'batteri',
  'laddtid',
  'garanti',
  'length',
  'width',
  'height',
  'depth',
  'weight',
  'size',
  'dimensions',
  'colour',
  'color',
  'capacity',
  'power',
  'battery',
  'model',
] as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const SPEC_LINE = new RegExp(
  `^(?:${[...SPEC_LABELS]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?:\\s*\\([^)]*\\))?\\s*(?:[:=]|[-–]?\\s*(?:ca|cirka|ungefär|approx)?\\s*\\d)`,
  'iu',
);

/** True when a description fragment is a specification line (starts with a spec label, see SPEC_LABELS). */
export function isSpecFragment(fragment: string): boolean {
  return SPEC_LINE.test(fragment.trim());
}

/** "Art.nr", "Art. nr", "Art nr." would otherwise be split at its dot before the label could be seen. */
const ARTICLE_NUMBER = /\bart\.?\s*nr\.?/giu;
/** Bullets and dashes that feeds put in front of list lines. */
const LEADING_BULLETS = /^[\s\-–—•·*▪►✓✔]+/u;
/**
 * Separators: '.', ',' and ';' — but not a decimal point or comma between two digits ("1,5 kg", "2.5 m") — and
 * list bullets.
 */
const SEPARATORS = /(?<!\d)[.,]|[.,](?!\d)|[;•▪►·]/u;

/**
 * Cleans a feed description for a product card: strips HTML and decodes entities, splits on '.', ',' and ';'
 * (and at block tags such as <p>, <li>, <br>, at list bullets, and at line breaks of plain-text input), drops
 * fragments shorter than 3 characters and fragments that start with a spec label (length, IP class, material,
 * weight, EAN, SKU and similar) and joins the rest with ". ". A result shorter than 10 characters gives ''.
 * Decimal numbers ("1,5 kg") are not split.
 */
export function cleanDescription(html: string | null | undefined): string {
  if (!html) return '';
  const blocks = HAS_BLOCK_TAG.test(html) ? html.replace(BLOCK_TAG, ' ; ') : html.replace(/\r?\n/g, ' ; ');
  const fragments = stripHtml(blocks)
    .replace(ARTICLE_NUMBER, 'Artikelnummer')
    .split(SEPARATORS)
    .map((fragment) => fragment.replace(LEADING_BULLETS, '').replace(/\s+/g, ' ').trim())
    .filter((fragment) => fragment.length >= MIN_FRAGMENT_LENGTH && !isSpecFragment(fragment));
  const result = fragments.join('. ');
  return result.length < MIN_DESCRIPTION_LENGTH ? '' : result;
}

/**
 * Shortens text to at most `max` characters, cutting at a word boundary when one is reasonably close and adding
 * "…" (counted in `max`). Text that already fits is returned trimmed and unchanged.
 */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  if (max <= 1) return max === 1 ? '…' : '';
  const room = trimmed.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space >= Math.floor((max - 1) * 0.6) ? room.slice(0, space) : room;
  return `${cut.replace(/[\s.,;:–-]+$/u, '')}…`;
}
