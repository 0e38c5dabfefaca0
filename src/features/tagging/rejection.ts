/**
 * What is no present: spare parts, cables and adapters, refills, filters, bulk and household consumables, fees and
 * services, gift wrapping on its own, medicines, adult content, weapons and tobacco. Each rule has the Swedish
 * reason an admin sees (ai_rejection_reason). Word lists here are the tagger's own; the shared Swedish vocabulary
 * lives in src/features/understanding/lexicon.ts.
 */
import { foldDiacritics, normalizeText } from '../../lib/swedish-text.ts';

export interface RejectionInput {
  title: string;
  /** Description as plain text. */
  description: string;
  categoryPath: readonly string[];
}

export const REJECTION_REASONS = {
  fee: 'Avgift, frakt eller tjänst – ingen produkt att ge bort',
  giftWrap: 'Bara presentinslagning eller omslagspapper – ingen present i sig',
  adult: 'Vuxeninnehåll – visas inte bland presenterna',
  weapon: 'Vapen, ammunition eller självförsvarsprodukt – visas inte bland presenterna',
  tobacco: 'Tobak eller nikotin – visas inte bland presenterna',
  refill: 'Påfyllning, patron eller kapslar – förbrukningsvara, ingen present',
  medicine: 'Läkemedel eller kosttillskott – ingen present',
  spare: 'Reservdel eller ersättningsdel – ingen present',
  cable: 'Kabel, sladd eller adapter – tillbehör, ingen present',
  filter: 'Filter – förbrukningsdel, ingen present',
  bulk: 'Storpack eller hushållsförbrukning – ingen present',
  petSupplies: 'Djurfoder eller strö – förbrukningsvara, ingen present',
  noTitle: 'Saknar titel – kan inte bedömas',
} as const;

export type RejectionKind = keyof typeof REJECTION_REASONS;

interface Text {
  /** Folded words of the title. */
  title: string[];
  /** Folded words of the title's head: before "med", "till", "för", "i", a comma, dash, colon or bracket. */
  head: string[];
  /** Folded words of the category path. */
  category: string[];
  /** Lower-case description text. */
  description: string;
  titleText: string;
}

function words(text: string): string[] {
  return foldDiacritics(normalizeText(text))
    .split(/[^a-z0-9+-]+/)
    .filter((word) => word.length > 0);
}

const HEAD_END = /\s(?:med|till|for|i|pa|av|och|utan)\s|[,(:|]|\s[-–]\s/;

/** Folded category words by path; a feed has few distinct category paths. */
const categoryWords = new Map<string, string[]>();
const CATEGORY_CACHE_LIMIT = 5000;

function foldedCategory(path: readonly string[]): string[] {
  const key = path.join('\u0000');
  const known = categoryWords.get(key);
  if (known) return known;
  const folded = path.flatMap(words);
  if (categoryWords.size >= CATEGORY_CACHE_LIMIT) categoryWords.clear();
  categoryWords.set(key, folded);
  return folded;
}

function prepare(input: RejectionInput): Text {
  const folded = foldDiacritics(normalizeText(input.title));
  const title = words(input.title);
  // "Reservdel: Glaskanna …": a colon right after the first word leaves that word as the head.
  const headText = folded.split(HEAD_END)[0] ?? folded;
  return {
    title,
    head: words(headText),
    category: foldedCategory(input.categoryPath),
    description: input.description.toLowerCase(),
    titleText: title.join(' '),
  };
}

/** Words that cancel the word after them ("utan tobak", "fri från nikotin"). */
const CANCELLING = new Set(['utan', 'ingen', 'inget', 'inte', 'ej', 'fri', 'fritt']);

/**
 * Shortest head a compound is read by ("kol|filter", "hund|foder"): shorter words ("strö", "te", "ost", "gin") are
 * matched only as whole words, so "Nastro Azzurro" holds no "stro".
 */
const MIN_COMPOUND_HEAD = 5;
/** Shortest modifier before a compound head ("kol" in "kolfilter"). */
const MIN_COMPOUND_MODIFIER = 3;

/**
 * A word of the list, itself or as the head of a compound ("kolfilter" is a filter), not cancelled. Only a head of
 * at least five letters after a modifier of at least three counts, never a word's inner letters.
 */
function hasWord(
  list: readonly string[],
  targets: ReadonlySet<string>,
  compounds = true,
  except?: ReadonlySet<string>,
) {
  return list.some((word, index) => {
    if (except?.has(word) || CANCELLING.has(list[index - 1] ?? '')) return false;
    if (targets.has(word)) return true;
    if (!compounds) return false;
    for (let start = MIN_COMPOUND_MODIFIER; start <= word.length - MIN_COMPOUND_HEAD; start += 1)
      if (targets.has(word.slice(start))) return true;
    return false;
  });
}

/**
 * A word starting with one of the stems: an inflection or a compound whose first part it is ("kaffekapsl|ar",
 * "ersättnings|borsthuvuden", "airsoft|gevär"). Stems are whole words or stems of six letters or more; a shorter one
 * would match other words' beginnings ("reserv" in "Reserva" – see RESERVE_COMPOUND).
 */
function startsWithAny(list: readonly string[], stems: readonly string[]): boolean {
  return list.some((word, index) => !CANCELLING.has(list[index - 1] ?? '') && stems.some((p) => word.startsWith(p)));
}

/**
 * "reserv" as the first part of a compound: "reservdel", "reservlampor", "reservbatteri". The head starts with a
 * consonant and has at least four letters, which leaves out "Reserva", "Reserve", "Reserved", "reservoar",
 * "reservat" and "reservera".
 */
const RESERVE_COMPOUND = /^reserv[bcdfghjklmnpqrstvwxz][a-z]{3,}$/;

/** Description words, whole or as a compound's first part ("reservdel", "reservdelar"), never inside a word. */
const DESCRIPTION_SPARE = /(?<![\p{L}\p{N}])reservdel/u;
const DESCRIPTION_ADULT = /(?<![\p{L}\p{N}])sexleksak/u;
const DESCRIPTION_WEAPON = /(?<![\p{L}\p{N}])vapenlicens/u;

const set = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter(Boolean));

const FEE_WORDS = set(
  'frakt fraktavgift avgift expeditionsavgift installation montering garanti forsakring serviceavgift',
);
const FEE_CATEGORY = set('tjanster tjanst avgifter frakt');
const GIFT_WRAP = set(
  'presentinslagning inslagning presentpapper omslagspapper presentband presentsnore presentpase presentpasar',
);
const ADULT = set(
  'vibrator vibratorer dildo dildos sexleksak sexleksaker glidmedel erotisk erotiskt erotiska erotik bdsm penisring porr',
);
const ADULT_CATEGORY = set('sexleksaker erotik vuxenleksaker');
const PRESENTS = set('presentkort upplevelse present');
const WEAPONS = set(
  'luftgevar gevar revolver ammunition hagel pepparspray batong knogjarn kastkniv kastknivar stilett springkniv balisong armborst kikarsikte vapen',
);
/** Tools and toys named like weapons. */
const NOT_WEAPONS = set(
  'massagepistol vattenpistol limpistol varmepistol skumpistol leksakspistol vattengevar skumgevar leksaksgevar',
);
const NOT_SPARE = set('forpackning presentforpackning');
const TOBACCO = set(
  'snus cigarr cigarrer cigariller cigarett cigaretter tobak rulltobak piptobak vattenpipa vape vejp',
);
const REFILL = set(
  'refill refiller pafyllning blackpatron blackpatroner patron patroner tonerkassett tonerkassetter kapslar kolsyrecylinder',
);
const MEDICINE = set(
  'tabletter tablett kapslar brustabletter nasspray ogondroppar lakemedel kosttillskott nikotintuggummi nikotinplaster',
);
const MEDICINE_CATEGORY = set('lakemedel apotek kosttillskott receptfria');
const SPARE = set(
  'reservdel reservdelar packning tatningslist borstrulle borsthuvud borsthuvuden sagblad slipband torkarblad bromsbelagg bromsskivor motorolja glodlampa sakring sakringar',
);
const CABLE = set('kabel kablar sladd skarvsladd adapter adaptrar grenuttag laddkabel');
const FILTER = set('filter');
const BULK_GOODS = set(
  'toalettpapper hushallspapper dammsugarpasar tandkram blojor bomullspads tamponger bindor vatservetter varmeljus servetter engangsmuggar engangstallrikar sopposar soppasar batterier diskmedel tvattmedel skruvar skruv plugg pluggar expanderplugg spik buntband kopieringspapper',
);
const PET_SUPPLIES = set('hundfoder kattfoder torrfoder vatfoder foder kattsand strö stro bajspasar');
const BULK_COUNT = /\b(\d+)\s*(?:-?pack|st|stycken|rullar|ark)\b/;

/** Why the product is no present, or null when it may be one. */
export function rejectionKind(input: RejectionInput): RejectionKind | null {
  if (input.title.trim().length === 0) return 'noTitle';
  const text = prepare(input);
  const { title, head, category, description } = text;
  if (hasWord(head, GIFT_WRAP)) return 'giftWrap';
  if (hasWord(head, FEE_WORDS) || (hasWord(category, FEE_CATEGORY, false) && !hasWord(title, PRESENTS))) return 'fee';
  if (hasWord(title, ADULT) || hasWord(category, ADULT_CATEGORY, false) || DESCRIPTION_ADULT.test(description))
    return 'adult';
  if (
    hasWord(title, WEAPONS, true, NOT_WEAPONS) ||
    hasWord(title, set('pistol'), true, NOT_WEAPONS) ||
    startsWithAny(title, ['airsoft']) ||
    hasWord(category, set('vapen'), false) ||
    DESCRIPTION_WEAPON.test(description)
  )
    return 'weapon';
  if (
    hasWord(title, TOBACCO, false) ||
    startsWithAny(title, ['e-cigarett', 'nikotin']) ||
    hasWord(category, set('tobak'), false)
  )
    return startsWithAny(title, ['nikotintuggummi', 'nikotinplaster']) ? 'medicine' : 'tobacco';
  if (hasWord(head, REFILL) || startsWithAny(head, ['kaffekapsl', 'refill'])) {
    return hasWord(head, set('tabletter kapslar'), false) && !/\btill\b/.test(text.titleText) ? 'medicine' : 'refill';
  }
  if (
    hasWord(title, MEDICINE, false) ||
    hasWord(category, MEDICINE_CATEGORY, false) ||
    /\bläkemedel\b/u.test(description)
  )
    return 'medicine';
  if (
    hasWord(head, SPARE, true, NOT_SPARE) ||
    hasWord(category, set('reservdelar reservdel'), false) ||
    startsWithAny(title, ['ersattnings']) ||
    title.some((word) => RESERVE_COMPOUND.test(word)) ||
    DESCRIPTION_SPARE.test(description) ||
    (head[0] === 'extra' && head[1] === 'batteri') ||
    (head.includes('laddare') && title.includes('till'))
  )
    return 'spare';
  if (hasWord(head, CABLE)) return 'cable';
  // A filter "till"/"för" something, or in packs, is a replacement; a hiker's water filter is a product of its own.
  if (
    (hasWord(title, FILTER) || startsWithAny(head, ['filtermaterial'])) &&
    (/\b(till|for)\b/.test(text.titleText) || /\d\s*-?pack\b/.test(text.titleText))
  )
    return 'filter';
  if (hasWord(head, PET_SUPPLIES)) return 'petSupplies';
  const count = BULK_COUNT.exec(text.titleText);
  if (hasWord(head, BULK_GOODS) || title.includes('storpack') || (count !== null && Number(count[1]) >= 100))
    return 'bulk';
  return null;
}

/** The Swedish rejection reason for the product, or null when it may be a present. */
export function rejectionReason(input: RejectionInput): string | null {
  const kind = rejectionKind(input);
  return kind === null ? null : REJECTION_REASONS[kind];
}
