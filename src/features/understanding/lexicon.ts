/**
 * The Swedish gift lexicon: which words (in which inflections and colloquial forms) mean which recipient, occasion,
 * interest, theme or product keyword. Recipients, occasions and themes, with their words and phrases, come from the
 * concept registry (src/features/catalogue/concepts/); interests and product keywords are listed here. Each entry
 * lists its forms; the first form is the entry's canonical word. Regular inflections need not be listed (lookup
 * strips endings), irregular ones must be ("söner", "böcker").
 */
import {
  INTEREST_CONCEPTS,
  type InterestId,
  interestConcept,
  OCCASION_CONCEPTS,
  type OccasionConceptId,
  occasionConcept,
  RECIPIENT_CONCEPTS,
  THEME_CONCEPTS,
} from '../catalogue/concepts/index.ts';
import {
  INTEREST_WORDS,
  OCCASION_WORDS,
  phraseOf,
  RECIPIENT_WORDS,
  THEME_WORDS,
  wordGroup,
} from '../catalogue/concepts/words.ts';
import type { Interest, Theme } from '../catalogue/vocabularies.ts';
import type { Gender, InterestOption, OccasionOption, Recipient } from './options.ts';

export interface Concept {
  recipient?: Recipient;
  /** Recipient when a possessive comes first: "min tjej" → flickvän, "hennes man" → make. */
  possessive?: Recipient;
  /** Overrides the recipient's own gender ("tjejkompis"). */
  gender?: Gender;
  occasion?: OccasionOption;
  interests?: readonly InterestOption[];
  catalogueInterests?: readonly Interest[];
  keyword?: string;
  themes?: readonly Theme[];
  age?: number;
  /** More words to exclude when this one is negated ("inget med alkohol" → vin, öl, sprit …). */
  excludes?: readonly string[];
  /** Verbs like "spelar": count only when no other interest is named in the same clause ("spelar golf"). */
  weak?: boolean;
  /** Words that need context: "man" is also the pronoun "one", "par" also "a couple of". */
  contextual?: 'man' | 'par';
  /** Counts only in a gift request ("present som tack för hjälpen"), not as a chat's closing words. */
  giftContextOnly?: boolean;
  /** Too generic to be read out of an unknown compound ("polismannen", "klimaten"). */
  headless?: boolean;
  /** How the keyword reads after "gillar" when its canonical word does not ("bok" → "böcker"). */
  liked?: string;
}

export interface Entry {
  /** Canonical word: the first form. */
  word: string;
  concept: Concept;
}

export interface Phrase {
  /** Folded words; a trailing '*' matches any ending ("dag*" → dag, dagen). */
  words: readonly string[];
  entry: Entry;
}

const entries: Entry[] = [];
const phrases: Phrase[] = [];
const formsOf = new Map<Entry, string[]>();

function add(forms: string, concept: Concept): void {
  const list = forms.trim().split(/\s+/);
  const word = list[0] ?? '';
  const entry: Entry = { word, concept };
  entries.push(entry);
  formsOf.set(entry, list);
}

function phrase(text: string, concept: Concept, word = text.replace(/\*/g, '')): void {
  phrases.push({ words: text.split(' '), entry: { word, concept } });
}

const int = (
  forms: string,
  interests: readonly InterestOption[],
  catalogueInterests: readonly Interest[],
  extra: Concept = {},
) => add(forms, { interests, catalogueInterests, ...extra });
const kw = (forms: string, keyword: string, extra: Concept = {}) => add(forms, { keyword, ...extra });
const theme = (forms: string, themes: readonly Theme[], extra: Concept = {}) => add(forms, { themes, ...extra });

// ---------------------------------------------------------------- recipients and occasions (the registry's words)
/** The generator occasion the text understanding reads an occasion concept as. */
function generatorOccasion(id: OccasionConceptId): OccasionOption {
  const concept = occasionConcept(id);
  return (concept.generatorId ?? occasionConcept(concept.understoodAs ?? id).generatorId) as OccasionOption;
}

for (const concept of RECIPIENT_CONCEPTS) {
  for (const words of RECIPIENT_WORDS[concept.id]?.words ?? []) {
    const { forms, possessiveOnly, possessive, occasion, ...extra } = wordGroup(words);
    const id = concept.id as Recipient;
    add(forms, {
      ...(possessiveOnly ? { possessive: id } : { recipient: id }),
      ...(possessive ? { possessive: possessive as Recipient } : {}),
      ...(occasion ? { occasion: generatorOccasion(occasion) } : {}),
      ...extra,
    });
  }
}
for (const concept of OCCASION_CONCEPTS) {
  for (const words of OCCASION_WORDS[concept.id]?.words ?? []) {
    const { forms, possessive: _possessive, occasion: _occasion, possessiveOnly: _only, ...extra } = wordGroup(words);
    add(forms, { occasion: generatorOccasion(concept.id), ...extra });
  }
}

// ---------------------------------------------------------------- interests
/** The generator options and stored interests an interest concept stands for in the lexicon. */
function interestLists(id: InterestId): readonly [readonly InterestOption[], readonly Interest[]] {
  const concept = interestConcept(id);
  return [
    concept.generatorId ? [concept.generatorId as InterestOption] : [],
    concept.catalogueOrder ? [concept.catalogueValue as Interest] : [],
  ];
}

// The registry's words for each interest.
for (const concept of INTEREST_CONCEPTS) {
  for (const words of INTEREST_WORDS[concept.id]?.words ?? []) {
    const { forms, headless, weak } = wordGroup(words);
    int(forms, ...interestLists(concept.id), { ...(headless ? { headless } : {}), ...(weak ? { weak } : {}) });
  }
}

// Hobbies and product words, with the interests they stand for.
const COOKING = interestLists('matlagning');
const TECH = interestLists('teknik');
const SPORT = interestLists('träning');
const TRAVEL = interestLists('resor');
const OUTDOORS = interestLists('friluftsliv');
const MEDIA = interestLists('musik/film');
const CRAFT = interestLists('pyssel');
int(
  'bakning bakningen baka bakar bakade bakat bakare bagare bakverk surdeg surdegen surdegsbröd surdegsbak',
  ...COOKING,
  {
    keyword: 'bakning',
  },
);
int('grilla grillar grillning grillmästare grillning', ...COOKING, { keyword: 'grill', liked: 'att grilla' });
int('pepparkakor pepparkaksform pepparkaksformar pepparkaksbak', ...COOKING, { keyword: 'bakning', occasion: 'jul' });
int('julpynt julstjärna adventsstjärna julgransprydnad julgransprydnader', [], ['inredning'], {
  keyword: 'julpynt',
  occasion: 'jul',
});
int('kök köket köksprylar köksredskap', ...COOKING, { keyword: 'kök' });
int('kokbok kokboken kokböcker', ...COOKING, { keyword: 'kokbok', liked: 'kokböcker' });
int('kryddor krydda kryddorna', ...COOKING, { keyword: 'kryddor' });
int('dator datorn datorer', ...TECH, { keyword: 'dator' });
int('mobil mobilen mobiler mobiltelefon', ...TECH, { keyword: 'mobil' });
int('drönare drönaren', ...TECH, { keyword: 'drönare' });
int('smartklocka smartklockor smartwatch', ['tech', 'träning'], ['teknik', 'träning'], { keyword: 'smartklocka' });
int('löpning löpningen löpare löparen springa springer sprang jogga joggar joggning maraton marathon maran', ...SPORT, {
  keyword: 'löpning',
});
int('cykling cykla cyklar cyklade cyklist cyklisten cykel cykeln mountainbike', ...SPORT, { keyword: 'cykel' });
int('fotboll fotbollen fotbollsspelare', ...SPORT, { keyword: 'fotboll' });
int('golf golfen golfa golfar golfare golfspelare', ...SPORT, { keyword: 'golf' });
int('tennis tennisen', ...SPORT, { keyword: 'tennis' });
int('padel padeln', ...SPORT, { keyword: 'padel' });
int('hockey hockeyn ishockey', ...SPORT, { keyword: 'hockey' });
int('innebandy', ...SPORT, { keyword: 'innebandy' });
int('handboll handbollen', ...SPORT, { keyword: 'handboll' });
int('basket basketen', ...SPORT, { keyword: 'basket' });
int('simning simma simmar simmare', ...SPORT, { keyword: 'simning' });
int('dans dansen dansa dansar dansade dansare dansös balett baletten', ...SPORT, { keyword: 'dans' });
int('boxning boxas boxades boxare kampsport', ...SPORT, { keyword: 'boxning' });
int('skridskor skridskoåkning långfärdsskridskor', ['träning'], ['träning', 'friluftsliv'], { keyword: 'skridskor' });
int('skateboard skejta skejtar skejtare snowboard snowboardåkare', ...SPORT, { keyword: 'skateboard' });
int('segla seglar seglade segling seglare segelbåt båtliv', [], ['friluftsliv'], { keyword: 'segling' });
int('orientering orienterar', ['träning'], ['träning', 'friluftsliv'], { keyword: 'orientering' });
int('skidor skidåkning skidåkare längdskidor slalom vasaloppet', ['träning'], ['träning', 'friluftsliv'], {
  keyword: 'skidor',
});
int('ridning rider ryttare', ...SPORT, { keyword: 'häst' });
int(
  'friluftsprylar pannlampa pannlampan multiverktyg fällkniv stormkök hängmatta pulka walkie-talkie',
  [],
  ['friluftsliv'],
  {
    keyword: 'friluftsprylar',
  },
);
int('fågelskådning fågelskådare fågelholk fågelholkar fågelbok fåglar', [], ['friluftsliv'], {
  // The word as titles hold it ("Fågelboken", "Fågelmatare").
  keyword: 'fågel',
});
int('klättring klättrar klättra klättrare bouldra bouldrar bouldering', ['träning'], ['träning', 'friluftsliv'], {
  keyword: 'klättring',
});
int('yoga yogan yogar yogi', ['hälsa', 'träning'], ['träning'], { keyword: 'yoga' });
int('spa spabehandling', ['hälsa'], [], { keyword: 'spa' });
int('massage massagen', ['hälsa'], [], { keyword: 'massage' });
int('hudvård hudvårdsprodukter hudvården', ['hälsa'], [], { keyword: 'hudvård' });
int('kubb kubbspel', ['spel'], ['gaming', 'friluftsliv'], { keyword: 'kubb' });
int(
  'sällskapsspel sällskapsspelet brädspel brädspelet brädspelen kortspel spelkväll spelkvällar schack',
  ['spel'],
  [],
  {
    keyword: 'sällskapsspel',
  },
);
int('pussel pusslet pussla pusslar pusselbitar', ['spel'], ['pyssel'], { keyword: 'pussel' });
int('resväska resväskan resväskor', ...TRAVEL, { keyword: 'resväska' });
int(
  'fiske fiska fiskar fiskade fiskare sportfiske flugfiske fiskespö pimpla pimplar pimpelfiske metar metspö',
  ...OUTDOORS,
  {
    keyword: 'fiske',
  },
);
int('svampplockning svampplockare', ...OUTDOORS, { keyword: 'svamp' });
int('vandring vandra vandrar vandrare fjällvandring vandringar', ['träning'], ['friluftsliv'], { keyword: 'vandring' });
int('camping campa campar tälta tältar', ['resor'], ['friluftsliv'], { keyword: 'camping' });
int('paddla paddlar paddling kajak kanot', ...OUTDOORS, { keyword: 'kajak' });
int('jakt jaga jagar jägare', ...OUTDOORS, { keyword: 'jakt' });
int('växt växter växterna krukväxt krukväxter', [], ['trädgård', 'inredning'], { keyword: 'växter' });
int('gitarr gitarren gitarrer gitarrist', ...MEDIA, { keyword: 'gitarr' });
int('piano pianot pianist keyboard', ...MEDIA, { keyword: 'piano' });
int('trummor trummis', ...MEDIA, { keyword: 'trummor' });
int('vinyl vinylskivor vinylskiva skivor skivspelare', ...MEDIA, { keyword: 'vinyl' });
int('film filmer filmen filmerna filmnörd filmälskare bio bion', ...MEDIA, { keyword: 'film' });
int('serier serie tv-serier tv-serie netflix streaming', ...MEDIA, { keyword: 'serier' });
int('teater teatern musikal musikaler', ...MEDIA, { keyword: 'teater' });
int('podd poddar podcast', ...MEDIA, { keyword: 'podd' });
int('sticka stickar stickning stickat stickade garn', ...CRAFT, { keyword: 'stickning' });
int('virka virkar virkning', ...CRAFT, { keyword: 'virkning' });
int('sy syr sydde sömnad symaskin', ...CRAFT, { keyword: 'sömnad' });
int('måla målar målade målning målningar akvarell konst konstnär konstnärlig', ...CRAFT, { keyword: 'målning' });
int('rita ritar teckna tecknar teckning', ...CRAFT, { keyword: 'ritning', liked: 'att rita' });
int('keramik lera drejning dreja', ...CRAFT, { keyword: 'keramik' });
// Woodwork is tools (request-reading.ts), not the crafts the catalogue's "pyssel" holds (diamond painting, puzzles).
int('snickra snickrar snickeri', [], [], { keyword: 'snickeri' });
int('lego legot', [], ['pyssel'], { keyword: 'lego' });
int('byggklossar byggsats byggsatser kulbana kulbanor', [], ['pyssel'], { keyword: 'byggsats', liked: 'byggsatser' });

// ---------------------------------------------------------------- product keywords
kw(
  'bok boken böcker böckerna läsa läser läsning läsare bokmal bokälskare roman romaner deckare läshäst bokslukare',
  'bok',
  { liked: 'böcker' },
);
kw('ljudbok ljudböcker e-bok', 'ljudbok', { liked: 'ljudböcker' });
kw('kaffe kaffet kaffedrickare kaffenörd espresso latte cappuccino fika fikar fikade', 'kaffe');
kw('kaffebryggare kaffebryggaren kaffemaskin kaffemaskinen espressomaskin', 'kaffebryggare');
int('pepparkvarn saltkar', [], ['matlagning', 'inredning'], { keyword: 'kök' });
kw('te teet teer tedrickare', 'te');
kw('choklad chokladen chokladask praliner chokladbit', 'choklad');
kw('godis godiset sötsaker', 'godis', { excludes: ['choklad', 'lakrits'] });
kw('vin vinet viner vinerna rödvin vitvin bubbelvin vinälskare vinprovning', 'vin');
kw('öl ölen ölet ölnörd hantverksöl', 'öl');
kw('whisky whiskey whiskyn', 'whisky');
kw('gin ginet', 'gin');
kw('champagne bubbel', 'champagne');
kw('alkohol alkoholen sprit spriten alkoholhaltig', 'alkohol', {
  excludes: ['vin', 'öl', 'sprit', 'whisky', 'gin', 'champagne', 'cider', 'likör', 'vodka', 'rom', 'cocktail'],
});
kw('delikatess delikatesser delikatesskorg tryffel tryffelolja chilisås chilisåser', 'delikatess', {
  catalogueInterests: ['matlagning'],
});
kw('ost ostar osten ostprovning', 'ost', { catalogueInterests: ['matlagning'] });
kw('hörlurar hörlurarna hörlur lurar headset', 'hörlurar', { catalogueInterests: ['teknik'] });
kw('högtalare högtalaren bluetoothhögtalare soundbar subwoofer', 'högtalare', { catalogueInterests: ['musik/film'] });
int('radio radion bluetooth-sändare stereo stereon', [], ['musik/film'], { keyword: 'radio' });
kw(
  'kamera kameran kameror fota fotar fotade fotograf fotografera fotograferar fotografering filma filmar filmade',
  'kamera',
  {
    catalogueInterests: ['teknik'],
  },
);
kw('klocka klockan klockor armbandsur', 'klocka');
kw('smycke smycken smycket smyckena', 'smycken');
kw('halsband halsbandet', 'halsband');
kw('armband armbandet', 'armband');
kw('örhängen örhänge', 'örhängen');
kw('parfym parfymen parfymer', 'parfym');
kw('smink sminket makeup', 'smink');
kw('ljus ljusen stearinljus', 'ljus', { themes: ['mysigt'] });
kw('doftljus ljuslykta ljuslyktor ljusstake ljusstakar doftpinnar rumsdoft', 'ljus', {
  themes: ['mysigt'],
  catalogueInterests: ['inredning'],
});
kw('filt filten filtar pläd pläden', 'filt', { themes: ['mysigt'] });
kw('kudde kudden kuddar', 'kudde');
kw('prydnadskudde prydnadskuddar kuddfodral bäddset påslakan', 'textilier', { catalogueInterests: ['inredning'] });
kw('tofflor tofflorna', 'tofflor', { themes: ['mysigt'] });
kw('strumpor strumporna sockor', 'strumpor');
kw('mössa mössan mössor', 'mössa');
kw('halsduk halsduken', 'halsduk');
kw('vantar handskar', 'vantar');
kw('kläder kläderna klädesplagg stickad', 'kläder');
kw('mode modet fashion', 'mode');
kw('väska väskan väskor handväska', 'väska');
kw('ryggsäck ryggsäcken', 'ryggsäck');
kw('plånbok plånboken', 'plånbok');
kw('termos termosen vattenflaska', 'termos', { catalogueInterests: ['friluftsliv'] });
kw('mugg muggen muggar kopp koppen koppar', 'mugg');
kw('glas glasen', 'glas');
kw('kniv kniven knivar', 'kniv');
kw('grill grillen', 'grill', { interests: ['matlagning'], catalogueInterests: ['matlagning'] });
kw('presentkort presentkortet', 'presentkort');
kw('upplevelse upplevelser upplevelsen upplevelsepresent', 'upplevelse');
kw('tavla tavlan tavlor poster posters affisch konsttryck fotokonst', 'tavla', { catalogueInterests: ['inredning'] });
kw('vas vasen vaser', 'vas', { catalogueInterests: ['inredning'] });
kw('blommor blomma blommorna blomster bukett', 'blommor', { catalogueInterests: ['trädgård'] });
kw('leksak leksaker leksaken leksakerna', 'leksak');
kw('gosedjur gosedjuret mjukisdjur nalle nallen', 'gosedjur');
kw('hund hunden hundar hundarna hundägare valp valpen', 'hund', { liked: 'hundar' });
kw('katt katten katter katterna kattägare kattunge', 'katt', { liked: 'katter' });
kw('häst hästen hästar hästtjej', 'häst', { liked: 'hästar' });
kw('kalender kalendern', 'kalender');
kw('anteckningsbok anteckningsboken', 'anteckningsbok');
kw('skor skorna sneakers', 'skor');
kw('mobilskal mobilskalet', 'mobilskal');
kw('powerbank laddare', 'laddare');
kw('tält tältet sovsäck', 'tält', { catalogueInterests: ['friluftsliv'] });

// ---------------------------------------------------------------- English, read as far as it goes
// Visitors now and then write in English ("a gift for my mom who likes gardening"): the common words only.
add('mom mum mother mommy mummy', { recipient: 'mamma' });
add('dad father daddy', { recipient: 'pappa' });
add('grandma grandmother granny', { recipient: 'mormor' });
add('grandpa grandfather', { recipient: 'morfar' });
add('wife', { recipient: 'fru' });
add('husband', { recipient: 'make' });
add('girlfriend', { recipient: 'flickvän' });
add('boyfriend', { recipient: 'pojkvän' });
add('friend friends bestie', { recipient: 'vän' });
add('colleague colleagues coworker', { recipient: 'kollega' });
add('sister', { recipient: 'syster' });
add('brother', { recipient: 'bror' });
add('daughter', { recipient: 'dotter' });
add('kid child children', { recipient: 'barn' });
add('wedding', { occasion: generatorOccasion('bröllop') });
int('gardening garden gardener plants', ...interestLists('trädgård'), { keyword: 'trädgård' });
int('cooking baking', ...COOKING);
int('hiking fishing outdoors', ...OUTDOORS);
int('reading books', [], [], { keyword: 'bok' });
kw('wine', 'vin');
kw('beer', 'öl');
kw('coffee', 'kaffe');
kw('tea', 'te');
kw('chocolate', 'choklad');
kw('flowers', 'blommor');

// ---------------------------------------------------------------- themes (the registry's words)
for (const concept of THEME_CONCEPTS) {
  for (const words of THEME_WORDS[concept.id]?.words ?? []) theme(wordGroup(words).forms, [concept.id]);
}

// ---------------------------------------------------------------- phrases (folded words)
for (const concept of RECIPIENT_CONCEPTS) {
  for (const phraseText of RECIPIENT_WORDS[concept.id]?.phrases ?? [])
    phrase(phraseOf(phraseText).words, { recipient: concept.id as Recipient });
}
for (const concept of OCCASION_CONCEPTS) {
  for (const phraseText of OCCASION_WORDS[concept.id]?.phrases ?? []) {
    const { words, giftContextOnly } = phraseOf(phraseText);
    phrase(words, { occasion: generatorOccasion(concept.id), ...(giftContextOnly ? { giftContextOnly } : {}) });
  }
}
for (const concept of THEME_CONCEPTS) {
  for (const phraseText of THEME_WORDS[concept.id]?.phrases ?? [])
    phrase(phraseOf(phraseText).words, { themes: [concept.id] });
}
phrase('lag* mat*', { interests: ['matlagning'], catalogueInterests: ['matlagning'] });
phrase('gor det sjalv', { catalogueInterests: ['pyssel'] });
phrase('grona fingrar', { catalogueInterests: ['trädgård'] });
phrase('lyft* skrot', { interests: ['träning'], catalogueInterests: ['träning'] });
phrase('lyft* vikter', { interests: ['träning'], catalogueInterests: ['träning'] });
phrase('plock* svamp*', { catalogueInterests: ['friluftsliv'], keyword: 'svamp' });
phrase('brygg* ol*', { keyword: 'öl' });
phrase('ma bra', { interests: ['hälsa'] });
phrase('smarta hem*', { interests: ['tech'], catalogueInterests: ['teknik'] });
phrase('jorden runt', { interests: ['resor'] });

// Brands and worlds people collect or are fans of: kept as search words.
phrase('harry potter*', { keyword: 'harry potter' });
phrase('star wars*', { keyword: 'star wars' });
phrase('hello kitty', { keyword: 'hello kitty' });
phrase('paw patrol', { keyword: 'paw patrol' });
kw('marvel', 'marvel');
kw('disney', 'disney');
kw('mumin mumintrollen muminmugg muminmuggar', 'mumin');
kw('barbie', 'barbie');

/** Compound heads without a meaning of their own. */
export type HeadKind = 'likes' | 'gift';
const HEADS = new Map<string, HeadKind>();
for (const word of `alskare alskarinna nord nordar fantast entusiast intresserad intresserade intresserat fralst galen
  galna tokig tokiga fan fanatiker freak biten agare mal lover expert glad kunnig utovare spelare akare manniska
  manniskor person typ`.split(/\s+/))
  HEADS.set(word, 'likes');
for (const word of `present presenter presentforslag presenttips presentide presentideer gava gavor tips ide ideer
  forslag fest firande middag party mottagning kort paket korg klapp`.split(/\s+/))
  HEADS.set(word, 'gift');

export const LEXICON: readonly Entry[] = entries;
export const PHRASES: readonly Phrase[] = phrases.sort((a, b) => b.words.length - a.words.length);

const LIKED = new Map(
  entries.flatMap((entry) =>
    entry.concept.keyword && entry.concept.liked ? [[entry.concept.keyword, entry.concept.liked] as const] : [],
  ),
);

const KEYWORD_INTERESTS = new Map<string, Set<string>>();
for (const entry of entries) {
  const { keyword, catalogueInterests } = entry.concept;
  if (!keyword) continue;
  const known = KEYWORD_INTERESTS.get(keyword) ?? new Set<string>();
  for (const interest of catalogueInterests ?? []) known.add(interest);
  KEYWORD_INTERESTS.set(keyword, known);
}

/** The catalogue interests the words of a keyword stand for ("målning" → pyssel); none for an unknown keyword. */
export function interestsOfKeyword(keyword: string): ReadonlySet<string> {
  return KEYWORD_INTERESTS.get(keyword) ?? new Set();
}

/** How a keyword reads after "gillar" ("bok" → "böcker", "grill" → "att grilla"); the keyword itself otherwise. */
export function likedForm(keyword: string): string {
  return LIKED.get(keyword) ?? keyword;
}

/** Phrases by their first word; phrases whose first word ends in '*' are kept apart and checked by prefix. */
const phrasesByFirst = new Map<string, Phrase[]>();
const wildcardPhrases: Phrase[] = [];
for (const entry of PHRASES) {
  const first = entry.words[0] ?? '';
  if (first.endsWith('*')) wildcardPhrases.push(entry);
  else phrasesByFirst.set(first, [...(phrasesByFirst.get(first) ?? []), entry]);
}

/** The phrases that may start at a word (folded), longest first. */
export function phrasesStartingWith(fold: string): readonly Phrase[] {
  const exact = phrasesByFirst.get(fold) ?? [];
  const wild = wildcardPhrases.filter((entry) => fold.startsWith((entry.words[0] ?? '').slice(0, -1)));
  if (wild.length === 0) return exact;
  return [...exact, ...wild].sort((a, b) => b.words.length - a.words.length);
}

/** Every form of an entry, as written in the lexicon. */
export function formsOfEntry(entry: Entry): readonly string[] {
  return formsOf.get(entry) ?? [];
}

/** Compound head kind of a folded word ("alskare" → likes, "present" → gift), or null. */
export function headKind(folded: string): HeadKind | null {
  return HEADS.get(folded) ?? null;
}
