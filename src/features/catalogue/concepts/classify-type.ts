/**
 * Tells a product's type from what a feed gives (docs/product/gift-matching.md#product-types): the feed's Google
 * product category (a numeric id, or its text path in Swedish or English), the merchant's category path (deepest level
 * first), the title's head noun, then the description. Words match whole or as the head of a Swedish compound
 * ("rosbukett" is a bukett, "whiskyglas" a glas), never as a substring in the middle of a word ("Gran Reserva" is no
 * reservdel). What nothing tells stays 'okand'. Pure; the indexes are built once at module load.
 */
import { foldDiacritics } from '../../../lib/swedish-text.ts';
import { UNKNOWN_TYPE } from './product-type-model.ts';
import {
  BY_ID,
  clean,
  depthOf,
  EN_PHRASES,
  EN_WHOLE,
  GOOGLE,
  HAS_CHILDREN,
  isDominant,
  isWithin,
  PHRASES,
  phraseAt,
  rootOf,
  type Tok,
  tokens,
  WEAK,
  wordType,
} from './type-words.ts';

export { productTypeOfWord, productTypePhraseAt } from './type-words.ts';

export interface ClassifyTypeInput {
  title: string;
  /** Plain text or HTML. */
  description: string;
  categoryPath: readonly string[];
  /** The feed's google_product_category: a numeric id or a text path ("Mat, dryck och tobak > Drycker > …"). */
  googleCategory?: number | string | null;
}

export type TypeSource = 'google' | 'category' | 'title' | 'description' | 'none';

export interface TypeClassification {
  type: string;
  source: TypeSource;
}

// ---------------------------------------------------------------------------------------------------------------
// Title and description

/** Words that end a title's head noun phrase ("Soffa med divan", "Mugg till pappa"). */
const HEAD_END = new Set(
  'med för till i från av och utan på att som inkl inklusive samt plus eller ur mot hos åt vid'.split(' '),
);
/**
 * Words after which the next nouns are what the product is for or made of, not what it is ("Laddare till elcykel",
 * "Kavel i bok").
 */
const TARGET = new Set('för till åt mot passar i av'.split(' '));
const NEGATING = new Set('utan ej inte ingen inget fri'.split(' '));
/** Type words that are also adjectives: another noun in the head wins ("Ljus hoodie" is a hoodie). */
const SOFT = new Set(['ljus', 'ljuset', 'rosé', 'rose', 'glas']);
/** Colour and style words that name a drink only in a product's head ("Väska i cognac" is no cognac). */
const TAIL_WEAK = new Set(['cognac', 'konjak', 'champagne', 'rosé', 'rose', 'bordeaux', 'lager']);

interface Match {
  id: string;
  index: number;
  inHead: boolean;
  target: boolean;
}

function scan(list: readonly Tok[], limitHead: boolean): Match[] {
  const matches: Match[] = [];
  let inHead = true;
  let target = false;
  let negated = false;
  for (let index = 0; index < list.length; index += 1) {
    const tok = list[index] as Tok;
    if (tok.brk) {
      if (index > 0) inHead = false;
      target = false;
      negated = false;
    }
    if (limitHead && HEAD_END.has(tok.w) && index > 0) {
      inHead = false;
      target = TARGET.has(tok.w);
      negated = NEGATING.has(tok.w);
      continue;
    }
    if (NEGATING.has(tok.w)) {
      negated = true;
      continue;
    }
    const phrase = phraseAt(PHRASES, list, index);
    if (phrase) {
      if (!negated) matches.push({ id: phrase.id, index, inHead, target });
      index += phrase.length - 1;
      continue;
    }
    if (tok.w.length < 2 || /^\d+$/.test(tok.w)) continue;
    const id = wordType(tok.w);
    if (id && !negated && (inHead || !TAIL_WEAK.has(tok.w))) matches.push({ id, index, inHead, target });
  }
  return matches;
}

/** Words of a not-gift type that decide even outside the head ("Schampo refill 1 liter"). */
const OVERRIDES: ReadonlyMap<string, string> = new Map([
  ['refill', 'pafyllning'],
  ['refiller', 'pafyllning'],
  ['påfyllning', 'pafyllning'],
  ['storpack', 'forbrukningsvara'],
  ['reservdel', 'reservdel'],
  ['reservdelar', 'reservdel'],
  ['ersättningsdel', 'reservdel'],
  ['reservlampa', 'reservdel'],
  ['reservlampor', 'reservdel'],
]);

function override(list: readonly Tok[]): string | undefined {
  for (let index = 0; index < list.length; index += 1) {
    const word = (list[index] as Tok).w;
    if (NEGATING.has(list[index - 1]?.w ?? '')) continue;
    const id = OVERRIDES.get(word);
    if (id) return id;
  }
  return undefined;
}

interface TitleReading {
  id: string;
  /** Named by the title's head noun (or an explicit "refill", "reservdel"), not by a word further on. */
  head: boolean;
}

/** The type a title names: its head noun, or what a container holds, or the first noun after the head. */
function fromTitle(title: string): TitleReading | undefined {
  const list = tokens(clean(title, 300));
  if (list.length === 0) return undefined;
  const forced = override(list);
  if (forced) return { id: forced, head: true };
  const all = scan(list, true);
  const matches = all.filter((match) => !match.target);
  const strong = matches.filter((match) => !WEAK.has(match.id));
  // "Mugg och te i presentask": unlike things packed together are a gift set.
  const boxed = all.find((match) => WEAK.has(match.id));
  if (boxed && new Set(strong.map((match) => rootOf(match.id))).size > 1) return { id: boxed.id, head: true };
  const headStrong =
    strong.find((match) => match.inHead && !SOFT.has((list[match.index] as Tok).w)) ??
    strong.find((match) => match.inHead);
  if (headStrong) return { id: headStrong.id, head: true };
  const headWeak = matches.find((match) => match.inHead);
  if (headWeak) {
    const held = new Set(strong.map((match) => match.id));
    return { id: held.size === 1 ? (strong[0] as Match).id : headWeak.id, head: true };
  }
  const first = strong[0] ?? matches[0];
  if (first) return { id: first.id, head: false };
  // "FIFA 24 till PS5": a title that names nothing but a console is a game for it.
  return CONSOLE.test(list.map((tok) => tok.w).join(' ')) ? { id: 'tv-spel', head: false } : undefined;
}

function fromDescription(description: string): string | undefined {
  const text = clean(description, 400);
  if (text.length === 0) return undefined;
  const sentence = text.split(/[.!?\n]/)[0] ?? text;
  const first = scan(tokens(sentence), true).find((match) => !match.target && !WEAK.has(match.id));
  if (first) return first.id;
  return scan(tokens(text), false).find((match) => !match.target && !WEAK.has(match.id))?.id;
}

// ---------------------------------------------------------------------------------------------------------------
// Categories

/** Category levels that say nothing about what the product is. */
const GENERIC_LEVELS = new Set(
  [
    'presenter',
    'present',
    'presentidéer',
    'presenttips',
    'present till henne',
    'present till honom',
    'presenter till henne',
    'presenter till honom',
    'rea',
    'nyheter',
    'nytt',
    'övrigt',
    'diverse',
    'erbjudanden',
    'kampanj',
    'kampanjer',
    'outlet',
    'sale',
    'new',
    'gifts',
    'alla produkter',
    'startsida',
    'hem',
    'home',
    'tillbehör',
    'högtider',
    'jul',
    'julklappar',
    'julklappstips',
    'tonår',
    'hållbart',
    'barn & baby',
    'barn',
    'herr',
    'dam',
    'för honom',
    'för henne',
    'hem & trädgård',
    'hem & inredning',
    'hem och trädgård',
    'home & garden',
  ].map((level) => foldDiacritics(level)),
);

/** Swedish category names that are no product words of their own. */
const CATEGORY_WORDS: ReadonlyMap<string, string> = new Map([
  ['rött', 'rott-vin'],
  ['vitt', 'vitt-vin'],
  ['rosé', 'rosevin'],
  ['bad & spa', 'bad-spa'],
  ['bläck & toner', 'pafyllning'],
  ['foder & strö', 'djurfoder'],
  ['kablar & adaptrar', 'kabel-adapter'],
  ['smarta prylar', 'teknik'],
  ['ljud & bild', 'teknik'],
  ['hår', 'harvard'],
  ['doft', 'parfym'],
  ['naglar', 'manikyr'],
  ['baby', 'bebis'],
  ['babyleksaker', 'babyleksak'],
  ['konsolspel', 'tv-spel'],
  ['mobilskal', 'mobilskal'],
  ['sexleksaker', 'vuxenprodukt'],
  ['receptfria läkemedel', 'lakemedel'],
  ['fästelement', 'forbrukningsvara'],
  ['förbrukningsvaror', 'forbrukningsvara'],
  ['roliga presenter', 'skampresent'],
  ['personliga presenter', 'personlig-present'],
  ['glögg & andra juldrycker', 'glogg'],
  ['rengöring', 'stadning'],
  ['nabíječky', 'kabel-adapter'],
  ['baterie pro notebooky', 'reservdel'],
  ['rámečky pro hdd', 'datortillbehor'],
  ['barley wine', 'ale'],
  ['aperitif & bitter', 'lask'],
  ['annan öl', 'ol'],
  ['smaksatt sprit', 'sprit'],
  ['bitter', 'sprit'],
  ['anissprit', 'sprit'],
  ['drinkar & cocktails', 'blanddryck'],
  ['must', 'alkoholfri-cider'],
]);

interface CategoryReading {
  /** The type the path names, deepest informative level first. */
  type: string;
  /** Every type any level names. */
  named: readonly string[];
  /** The dominant type some level names (an experience, a no-present, funeral flowers). */
  dominant?: string;
}

/** Levels that only describe a drink's colour: they refine "vin", not "mousserande vin" ("vin > mousserande vin > vitt"). */
const ATTRIBUTE_LEVELS = new Set(['rött', 'vitt', 'rosé']);
/** Words that modify rather than name a type in a category ("alkoholfri witbier"); adjust() reads them. */
const CATEGORY_MODIFIERS = new Set(['alkoholfri', 'alkoholfritt', 'alkoholfria', 'konstgjorda', 'konstgjord']);

function levelTypes(level: string): string[] {
  const text = clean(level, 200).trim();
  if (text.length === 0 || GENERIC_LEVELS.has(foldDiacritics(text)) || CATEGORY_MODIFIERS.has(text)) return [];
  const direct = CATEGORY_WORDS.get(text);
  if (direct) return [direct];
  const list = tokens(text);
  const found: string[] = [];
  for (let index = 0; index < list.length; index += 1) {
    const phrase = phraseAt(PHRASES, list, index) ?? phraseAt(EN_PHRASES, list, index);
    if (phrase) {
      found.push(phrase.id);
      index += phrase.length - 1;
      continue;
    }
    const word = (list[index] as Tok).w;
    if (CATEGORY_MODIFIERS.has(word)) continue;
    const id = CATEGORY_WORDS.get(word) ?? EN_WHOLE.get(word) ?? wordType(word);
    if (id) found.push(id);
  }
  // "Ljus & doft" → ljus; "Leksaker & Spel" → both, the first decides.
  return [...new Set(found)];
}

const CATEGORY_CACHE = new Map<string, CategoryReading | null>();

function fromCategory(path: readonly string[]): CategoryReading | undefined {
  const key = path.join('\u0000');
  const cached = CATEGORY_CACHE.get(key);
  if (cached !== undefined) return cached ?? undefined;
  const levels = path.map(levelTypes);
  // A shop's top level is a department ("Hem & Trädgård"): it names what lies below only when it stands alone.
  const named = [...new Set((levels.length > 1 ? levels.slice(1) : levels).flat())];
  let reading: CategoryReading | undefined;
  for (let depth = levels.length - 1; depth >= 0 && !reading; depth -= 1) {
    const upper = levels.slice(0, depth).findLast((types) => types.length > 0) ?? [];
    const attribute = tokens(clean(path[depth] ?? '', 100)).some((tok) => ATTRIBUTE_LEVELS.has(tok.w));
    const fits = (id: string) => {
      if (isDominant(id) || upper.length === 0) return true;
      if (attribute) return upper.some((other) => isWithin(id, other));
      // A level beside the branch above it names an attribute, not the product ("öl > ale > belgisk ljus ale").
      if (!upper.some((other) => depthOf(other) > 0 && !LOOSE.has(other))) return true;
      return upper.some((other) => rootOf(other) === rootOf(id));
    };
    const types = (levels[depth] as string[]).filter(fits);
    if (types.length === 0) continue;
    // Of several types on one level, one that another names as its ancestor wins ("Soffor > 2-sitssoffa").
    let type = types.find((id) => !types.some((other) => other !== id && isWithin(other, id))) ?? (types[0] as string);
    // A more specific type above it wins ("vin > aperitif & dessert > smaksatta viner").
    const specific = !isDominant(type)
      ? levels
          .slice(0, depth)
          .flat()
          .find((id) => id !== type && isWithin(id, type))
      : undefined;
    if (specific) type = specific;
    reading = { type, named };
  }
  if (reading && !isDominant(reading.type)) {
    // An unambiguous level above that names an experience or a no-present decides ("Upplevelser > Mat & Dryck").
    for (let depth = levels.length - 1; depth >= 0; depth -= 1) {
      const types = levels[depth] as string[];
      const only = types.length === 1 ? (types[0] as string) : undefined;
      if (only && isDominant(only)) {
        reading = { type: only, named, dominant: only };
        break;
      }
    }
  }
  if (CATEGORY_CACHE.size > 20_000) CATEGORY_CACHE.clear();
  CATEGORY_CACHE.set(key, reading ?? null);
  return reading;
}

function fromGoogle(value: number | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  if (text.length === 0) return undefined;
  if (/^\d+$/.test(text)) return GOOGLE.get(Number(text));
  const numeric = /^(\d+)\s*-\s/.exec(text);
  if (numeric) return GOOGLE.get(Number(numeric[1]));
  return fromCategory(clean(text, 500).split(/\s*>\s*/))?.type;
}

// ---------------------------------------------------------------------------------------------------------------
// Combining

/**
 * Merchant categories that group unlike products ("Textilier", "Köksredskap", "Bad & spa"): the title's head noun
 * outweighs them.
 */
const LOOSE = new Set([
  'hemtextil',
  'koksredskap',
  'bad-spa',
  'hjalpmedel',
  'lopning',
  'mobiltillbehor',
  'reseaccessoar',
  'datortillbehor',
  'odling',
  'prydnad',
  'forvaring',
  'presentset',
  'personlig-present',
  'skampresent',
  'festartiklar',
  'hobbykit',
  'utelek',
  'teknik',
  'gaming-tillbehor',
  'traningsredskap',
]);

/** Top-level branches whose products shops file under each other ("Kaffe & te" holds kettles and grinders). */
const NEIGHBOURS: readonly (readonly string[])[] = [
  ['mat', 'dryck', 'kok'],
  ['inredning', 'kok', 'blommor-vaxter', 'tradgard', 'hushall', 'klader'],
  ['klader', 'accessoarer', 'smycken', 'klockor', 'vaskor', 'resor'],
  ['skonhet', 'halsa'],
  // A beauty shop's makeup bags and toiletry bags.
  ['skonhet', 'vaskor'],
  ['sport', 'friluftsliv', 'fiske'],
  ['leksaker', 'spel', 'pyssel', 'bebis'],
  ['teknik', 'gaming'],
  ['bocker', 'kontor', 'musik-film'],
  ['tradgard', 'blommor-vaxter', 'verktyg'],
  ['presentset', 'personlig-present', 'festartiklar', 'presentkort'],
];

function neighbours(a: string, b: string): boolean {
  return NEIGHBOURS.some((group) => group.includes(a) && group.includes(b));
}

/**
 * Whether the title's type refines the base type: below it, beside it in its group, below a type the path names, in
 * a neighbouring branch of a shop's category, or a no-present named by the title's head noun.
 */
function refines(base: string, title: TitleReading, named: readonly string[], fromShop: boolean): boolean {
  const candidate = title.id;
  if (candidate === base || WEAK.has(candidate)) return false;
  if (isWithin(candidate, base)) return true;
  if (isWithin(base, candidate)) return false;
  const baseRoot = rootOf(base);
  const candidateRoot = rootOf(candidate);
  if (candidateRoot === 'ej-present') return title.head;
  if (!title.head && !fromShop) return false;
  if (isDominant(base)) return fromShop && baseRoot === candidateRoot;
  if (depthOf(base) === 0) return true;
  // Drinks carry names, not nouns ("Tequila Rose" is a liqueur, "Derailed Bourbon Bock" a beer).
  if (baseRoot === 'dryck') return false;
  if (HAS_CHILDREN.has(base) && candidateRoot === baseRoot && depthOf(candidate) > depthOf(base)) return true;
  if (!fromShop) return false;
  if (candidateRoot === baseRoot || LOOSE.has(base)) return true;
  if (named.some((id) => id !== base && isWithin(candidate, id))) return true;
  return neighbours(baseRoot, candidateRoot);
}

const ALCOHOL_FREE = /\balkoholfri|\bnon-alcoholic\b|\balcohol[- ]free\b|\b0[,.]0\s*%/u;
const ARTIFICIAL = /\bkonstgjord|\bkonst-|\bsidenblom|\bartificial\b|\bfaux\b/u;
const DRIED = /\btorkade?\b/u;
const FUNERAL = /\bbegravning|\bsorg(?!fri)|\bkondoleans|\bkist(?:dekoration|krans)|\bminnesstund|\bvila i frid\b/u;
const CONSOLE = /\b(?:ps[345]|playstation|xbox|nintendo|switch|pc-spel)\b/u;

/** Words that turn a type into another: alcohol-free drinks, artificial or funeral flowers, console games. */
function adjust(type: string, text: string, title: string): string {
  if (isWithin(type, 'alkohol') && ALCOHOL_FREE.test(text)) {
    if (isWithin(type, 'vin') && !isWithin(type, 'glogg')) return 'alkoholfritt-vin';
    if (isWithin(type, 'glogg')) return 'alkoholfri-glogg';
    if (isWithin(type, 'ol')) return 'alkoholfri-ol';
    if (isWithin(type, 'cider')) return 'alkoholfri-cider';
    if (isWithin(type, 'blanddryck')) return 'lask';
    return 'alkoholfri-dryck';
  }
  if (isWithin(type, 'blommor-vaxter') || type === 'prydnad') {
    if (FUNERAL.test(text)) return 'begravningsblommor';
    if (type === 'prydnad') return type;
    if (DRIED.test(title) && !ARTIFICIAL.test(title)) return 'torkade-blommor';
    if (ARTIFICIAL.test(text)) return 'konstgjorda-blommor';
    if (DRIED.test(text) && (type === 'blommor-vaxter' || isWithin(type, 'snittblommor'))) return 'torkade-blommor';
  }
  if (type === 'spel' && CONSOLE.test(text)) return 'tv-spel';
  if (type === 'laddare' && (CONSOLE.test(text) || /\bhandkontroll/u.test(text))) return 'gaming-tillbehor';
  return type;
}

/** The product's type and what told it; 'okand' with source 'none' when nothing does. Never throws. */
export function classifyProductType(input: ClassifyTypeInput): TypeClassification {
  try {
    return classify(input);
  } catch {
    return { type: UNKNOWN_TYPE, source: 'none' };
  }
}

function classify(input: ClassifyTypeInput): TypeClassification {
  const title = typeof input.title === 'string' ? input.title : '';
  const path = Array.isArray(input.categoryPath) ? input.categoryPath.filter((level) => typeof level === 'string') : [];
  const google = fromGoogle(input.googleCategory);
  const category = path.length > 0 ? fromCategory(path) : undefined;
  const titled = fromTitle(title);
  const context = clean(
    `${title} | ${path.join(' | ')} | ${typeof input.googleCategory === 'string' ? input.googleCategory : ''}`,
    800,
  );

  let base: string | undefined;
  let source: TypeSource = 'none';
  if (google) {
    base = google;
    source = 'google';
    const sameParent = category !== undefined && BY_ID.get(category.type)?.parent === BY_ID.get(google)?.parent;
    if (category && category.type !== google && (isWithin(category.type, google) || sameParent)) {
      base = category.type;
      source = 'category';
    }
  } else if (category) {
    base = category.type;
    source = 'category';
  }
  if (base && titled && refines(base, titled, category?.named ?? [], source === 'category')) {
    base = titled.id;
    source = 'title';
  }
  if (!base && titled) {
    base = titled.id;
    source = 'title';
  }
  if (!base) {
    const described = fromDescription(typeof input.description === 'string' ? input.description : '');
    if (described) {
      base = described;
      source = 'description';
    }
  }
  if (!base) return { type: UNKNOWN_TYPE, source: 'none' };
  if (source !== 'description' && HAS_CHILDREN.has(base) && depthOf(base) > 0) {
    const finer = finerIn(typeof input.description === 'string' ? input.description : '', base);
    if (finer) base = finer;
  }
  const titleText = clean(title, 300);
  const adjusted = adjust(base, context, titleText);
  // The alcohol-free shelf mixes glögg, must and soda: there the title's own kind decides ("Nygårda Julmust").
  if (titled && titled.id !== adjusted && isWithin(adjusted, 'alkoholfri-dryck')) {
    const own = adjust(titled.id, context, titleText);
    if (isWithin(own, 'alkoholfri-dryck') && own !== 'alkoholfri-dryck') return { type: own, source: 'title' };
  }
  return { type: adjusted, source };
}

/** A type below `base` that the description names ("… Frankrike, Champagne." makes a sparkling wine Champagne). */
function finerIn(description: string, base: string): string | undefined {
  const list = tokens(clean(description, 400));
  for (let index = 0; index < list.length; index += 1) {
    if (NEGATING.has(list[index - 1]?.w ?? '')) continue;
    const phrase = phraseAt(PHRASES, list, index);
    const id = phrase?.id ?? wordType((list[index] as Tok).w);
    if (id && id !== base && isWithin(id, base)) return id;
    if (phrase) index += phrase.length - 1;
  }
  return undefined;
}
