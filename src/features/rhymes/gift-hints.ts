import { giftWordsOf, stemOf } from './gift-words.ts';
import type { RhymeTone } from './rhyme.ts';

/**
 * Riddle hints for a gift, in the julklappsrim tradition: say what the gift is for, never what it is.
 * 'en kaffebryggare' → "något som väcker dig varje morgon", 'en bok om fiske' → "något att läsa för den som
 * trivs bäst vid vattnet".
 */

type HintCategory = {
  readonly id: string;
  /** Gift words (or the start or end of compound words) that belong here. */
  readonly keys: readonly string[];
  /** Noun phrases that hint at the gift. */
  readonly things: readonly string[];
  /** Optional phrase that narrows another category's hint: "något att läsa" + "för den som …". */
  readonly topic?: string;
};

const CATEGORIES: readonly HintCategory[] = [
  {
    id: 'kaffe',
    keys: [
      'kaffe',
      'espresso',
      'kaffebryggare',
      'bryggare',
      'kaffemaskin',
      'kaffekvarn',
      'cappuccino',
      'latte',
      'kapslar',
    ],
    things: [
      'något som väcker dig varje morgon',
      'något som gör morgonen lite ljusare',
      'något för den som inte är sig själv före nio',
    ],
    topic: 'för den som älskar sin morgonstund',
  },
  {
    id: 'te',
    keys: ['te', 'teer', 'tekanna', 'teservis', 'rooibos', 'chai'],
    things: ['något varmt att sippa på en kulen kväll', 'något att värma sig med när det blåser'],
    topic: 'för stilla stunder i soffan',
  },
  {
    id: 'bok',
    keys: [
      'bok',
      'roman',
      'deckare',
      'kokbok',
      'bilderbok',
      'ljudbok',
      'pocket',
      'antologi',
      'novell',
      'diktsamling',
      'seriealbum',
      'läsplatta',
      'biografi',
      'fotobok',
      'tidning',
      'magasin',
    ],
    things: ['något att läsa', 'något med många sidor', 'något att försvinna in i en regnig kväll'],
    topic: 'för den som gillar att läsa',
  },
  {
    id: 'hörlurar',
    keys: ['hörlur', 'hörlurar', 'headset', 'öronsnäckor', 'earbuds', 'airpods'],
    things: ['något för öronen', 'något som gör vardagen till en konsert', 'något som bara du kan höra'],
  },
  {
    id: 'ljud',
    keys: [
      'högtalare',
      'musik',
      'vinyl',
      'skiva',
      'lp',
      'gitarr',
      'piano',
      'ukulele',
      'instrument',
      'noter',
      'trumma',
      'radio',
    ],
    things: ['något som låter gott', 'något för den musikaliska', 'något som sätter fart på festen'],
    topic: 'för den musikaliska',
  },
  {
    id: 'fötter',
    keys: ['sockor', 'sock', 'strumpor', 'strumpa', 'raggsockor', 'tofflor', 'toffla', 'benvärmare', 'tossor'],
    things: ['något varmt för fötterna', 'något mjukt att dra på tårna', 'något som håller tårna varma'],
  },
  {
    id: 'spa',
    keys: ['spa', 'massage', 'ansiktsbehandling', 'behandling', 'avkoppling', 'wellness', 'spabehandling'],
    things: ['något som får dig att slappna av', 'en stund av lugn och ro', 'en paus från allt som stressar'],
    topic: 'för en dag av lugn och ro',
  },
  {
    id: 'presentkort',
    keys: ['presentkort', 'gåvokort', 'värdebevis', 'giftcard', 'voucher'],
    things: ['något som låter dig välja själv', 'ett löfte om något roligt', 'något som ger dig fritt val'],
  },
  {
    id: 'upplevelse',
    keys: [
      'upplevelse',
      'biljett',
      'biljetter',
      'konsert',
      'teater',
      'bio',
      'resa',
      'weekend',
      'hotell',
      'middag',
      'kurs',
      'workshop',
      'provning',
      'äventyr',
    ],
    things: ['något att se fram emot', 'ett minne som väntar på att bli till', 'något ni kan göra tillsammans'],
    topic: 'för den som älskar att uppleva nya saker',
  },
  {
    id: 'fiske',
    keys: ['fiske', 'fisk', 'fiskespö', 'spö', 'fiskerulle', 'beten', 'flugfiske', 'pimpel', 'wobbler'],
    things: ['något för den som trivs vid vattnet', 'något för tålmodiga stunder vid sjön'],
    topic: 'för den som trivs bäst vid vattnet',
  },
  {
    id: 'sött',
    keys: [
      'choklad',
      'praliner',
      'godis',
      'kola',
      'fudge',
      'marsipan',
      'tryffel',
      'kakor',
      'kaka',
      'lakrits',
      'konfekt',
      'kex',
      'bakelse',
      'polkagris',
    ],
    things: ['något sött att smaka på', 'något som smälter i munnen', 'något för den som är lite söt om tänderna'],
    topic: 'för den som gillar sött',
  },
  {
    id: 'dryck',
    keys: [
      'vin',
      'rödvin',
      'vitvin',
      'öl',
      'whisky',
      'champagne',
      'bubbel',
      'cider',
      'gin',
      'likör',
      'snaps',
      'glögg',
      'cava',
      'prosecco',
      'rom',
    ],
    things: ['något gott att skåla i', 'något för festliga kvällar', 'något som gör middagen lite finare'],
  },
  {
    id: 'doft',
    keys: [
      'parfym',
      'doft',
      'tvål',
      'hudvård',
      'kräm',
      'serum',
      'badbomb',
      'bodylotion',
      'schampo',
      'ansiktsmask',
      'läppbalsam',
      'badsalt',
    ],
    things: ['något som doftar gott', 'något för den som vill skämma bort sig själv', 'något mjukt och väldoftande'],
  },
  {
    id: 'smink',
    keys: ['smink', 'mascara', 'läppstift', 'nagellack', 'makeup', 'puder', 'ögonskugga', 'rouge'],
    things: ['något som får dig att glänsa', 'något för en extra fin dag'],
  },
  {
    id: 'smycke',
    keys: [
      'smycke',
      'smycken',
      'halsband',
      'örhänge',
      'örhängen',
      'armband',
      'ring',
      'berlock',
      'brosch',
      'hänge',
      'manschettknappar',
    ],
    things: ['något som glittrar', 'något att bära nära hjärtat', 'något som glimmar i ljuset'],
  },
  {
    id: 'klocka',
    keys: ['klocka', 'armbandsur', 'smartklocka', 'väckarklocka', 'ur'],
    things: ['något som håller koll på tiden', 'något som tickar', 'något som vet vad klockan är slagen'],
  },
  {
    id: 'kläder',
    keys: [
      'mössa',
      'vantar',
      'vante',
      'halsduk',
      'tröja',
      'kofta',
      'jacka',
      'kläder',
      'pyjamas',
      'morgonrock',
      'sjal',
      'handskar',
      'luva',
      'scarf',
      'hoodie',
      'mjukisbyxor',
      'underkläder',
      'skjorta',
      'klänning',
      'byxor',
      'keps',
      'slips',
      'tomteluva',
    ],
    things: [
      'något varmt och mjukt att ha på sig',
      'något att klä sig i när det är kallt ute',
      'något som sitter skönt',
    ],
  },
  {
    id: 'glasögon',
    keys: ['glasögon', 'solglasögon', 'läsglasögon'],
    things: ['något som får dig att se världen i ett nytt ljus', 'något för soliga dagar'],
  },
  {
    id: 'spel',
    keys: [
      'spel',
      'brädspel',
      'sällskapsspel',
      'pussel',
      'tv-spel',
      'tvspel',
      'kortlek',
      'kortspel',
      'quiz',
      'frågespel',
      'spelkonsol',
      'konsol',
    ],
    things: ['något för långa spelkvällar', 'något att klura på tillsammans', 'något som får hela familjen att tävla'],
  },
  {
    id: 'leksak',
    keys: ['lego', 'leksak', 'leksaker', 'docka', 'dockhus', 'bil', 'tåg', 'bygglek', 'kritor', 'pyssel'],
    things: ['något att leka med', 'något att bygga och fantisera med'],
  },
  {
    id: 'gosedjur',
    keys: ['gosedjur', 'nalle', 'mjukisdjur', 'teddybjörn'],
    things: ['något mjukt att krama', 'någon att somna tillsammans med'],
  },
  {
    id: 'kök',
    keys: [
      'kniv',
      'knivar',
      'stekpanna',
      'panna',
      'gryta',
      'kastrull',
      'bakform',
      'förkläde',
      'mixer',
      'airfryer',
      'våffeljärn',
      'skärbräda',
      'kök',
      'köksmaskin',
      'kryddor',
      'olivolja',
      'wok',
      'assietter',
      'tallrikar',
    ],
    things: ['något för köket', 'något för den som älskar att laga mat', 'något som gör middagen lite godare'],
    topic: 'för den som älskar att laga mat',
  },
  {
    id: 'dricka',
    keys: ['mugg', 'kopp', 'termos', 'glas', 'karaff', 'vinglas', 'tekopp', 'kaffekopp', 'flaska', 'vattenflaska'],
    things: ['något att dricka ur', 'något som värmer händerna en kall morgon'],
  },
  {
    id: 'växt',
    keys: [
      'växt',
      'blomma',
      'blommor',
      'krukväxt',
      'frön',
      'trädgård',
      'odling',
      'amaryllis',
      'orkidé',
      'kaktus',
      'bonsai',
      'planta',
      'kruka',
    ],
    things: ['något som växer', 'något grönt som vill ha vatten', 'något för den gröna tummen'],
    topic: 'för den med gröna fingrar',
  },
  {
    id: 'träning',
    keys: [
      'träning',
      'yoga',
      'yogamatta',
      'gym',
      'löparskor',
      'hantlar',
      'pulsklocka',
      'cykel',
      'skidor',
      'sport',
      'golf',
      'tennis',
      'padel',
      'racket',
      'boll',
      'fotboll',
      'gymkort',
    ],
    things: ['något som håller dig i form', 'något för den som gillar att röra på sig', 'något för nästa träningspass'],
    topic: 'för den som gillar att röra på sig',
  },
  {
    id: 'teknik',
    keys: [
      'mobil',
      'telefon',
      'laddare',
      'powerbank',
      'surfplatta',
      'dator',
      'laptop',
      'tangentbord',
      'datormus',
      'gadget',
      'drönare',
      'teknik',
      'smarthögtalare',
      'tv',
      'skärm',
      'router',
      'mobilskal',
    ],
    things: ['något smart för den tekniska', 'något med knappar och finesser', 'något som gör vardagen lite smartare'],
    topic: 'för den tekniska',
  },
  {
    id: 'kamera',
    keys: ['kamera', 'polaroid', 'objektiv', 'systemkamera', 'fotoram'],
    things: ['något som fångar minnen', 'något som sparar fina ögonblick'],
  },
  {
    id: 'mys',
    keys: ['filt', 'pläd', 'kudde', 'täcke', 'sängkläder', 'påslakan', 'fleecefilt', 'tyngdtäcke'],
    things: ['något att krypa upp under en kall kväll', 'något mjukt att mysa med i soffan'],
  },
  {
    id: 'ljus',
    keys: [
      'ljus',
      'lykta',
      'lampa',
      'ljusstake',
      'lampett',
      'ljusslinga',
      'belysning',
      'stearinljus',
      'doftljus',
      'adventsljusstake',
    ],
    things: ['något som lyser upp mörka kvällar', 'något som sprider ett varmt sken'],
    topic: 'för mörka vinterkvällar',
  },
  {
    id: 'inredning',
    keys: ['tavla', 'poster', 'konst', 'canvas', 'vas', 'inredning', 'prydnad', 'spegel', 'matta'],
    things: ['något fint för hemmet', 'något som gör rummet lite vackrare'],
  },
  {
    id: 'väska',
    keys: ['väska', 'resväska', 'ryggsäck', 'plånbok', 'necessär', 'handväska', 'korthållare', 'datorväska', 'bag'],
    things: ['något att bära med sig överallt', 'något för nästa äventyr'],
    topic: 'för nästa äventyr',
  },
  {
    id: 'husdjur',
    keys: ['hund', 'katt', 'husdjur', 'hundleksak', 'kattleksak', 'koppel', 'hundbädd', 'kattbädd', 'klösträd'],
    things: ['något till din fyrbenta vän', 'något som får svansen att vifta'],
    topic: 'till din fyrbenta vän',
  },
  {
    id: 'verktyg',
    keys: ['verktyg', 'skruvdragare', 'borrmaskin', 'hammare', 'verktygslåda', 'multiverktyg', 'tumstock', 'såg'],
    things: ['något för händiga händer', 'något för den som gillar att fixa och dona'],
  },
  {
    id: 'film',
    keys: ['film', 'filmer', 'dvd', 'bluray', 'streaming', 'prenumeration', 'projektor'],
    things: ['något att titta på en mysig kväll', 'något för soffkvällar med popcorn'],
  },
  {
    id: 'skägg',
    keys: ['rakhyvel', 'trimmer', 'skäggolja', 'rakapparat', 'skäggvård', 'rakset'],
    things: ['något för en välvårdad haka', 'något för morgonens spegelstund'],
  },
];

/** Hints for any gift, used when no category matches. */
const GENERIC_HINTS: readonly string[] = [
  'något du länge önskat dig',
  'något som tomten valt med omsorg',
  'något alldeles särskilt',
  'något du kommer att gilla',
  'en liten överraskning',
];

const TONE_HINTS: Readonly<Record<RhymeTone, readonly string[]>> = {
  rolig: ['något som garanterat inte är en ny tandborste', 'något som tomten nästan behöll själv'],
  söt: ['något litet och fint, precis som du', 'något som får dig att le'],
  klassisk: ['något som tomten burit hela vägen hit'],
  personlig: ['något jag valt med dig i tankarna', 'något som fick mig att tänka på dig'],
};

type Match = { readonly category: HintCategory; readonly score: number };

function matchScore(word: string, key: string): number {
  if (word === key || stemOf(word) === stemOf(key)) return 3;
  if (key.length < 3) return 0;
  if (word.endsWith(key)) return 2;
  if (key.length >= 4 && word.startsWith(key)) return 1;
  return 0;
}

function bestMatch(word: string): Match | undefined {
  let best: Match | undefined;
  for (const category of CATEGORIES) {
    for (const key of category.keys) {
      const score = matchScore(word, key.replace(/-/g, ''));
      if (score > 0 && (best === undefined || score > best.score)) best = { category, score };
    }
  }
  return best;
}

/** Which hint categories a gift falls into, in the order its words name them ('kaffe', 'bok', …). */
export function giftCategories(gift: string): string[] {
  const ids: string[] = [];
  for (const { word } of giftWordsOf(gift).words) {
    const match = bestMatch(word);
    if (match !== undefined && !ids.includes(match.category.id)) ids.push(match.category.id);
  }
  return ids;
}

/**
 * Candidate riddle hints for a gift, best first: the first matching category's hints (narrowed by a second
 * category's topic when there is one), then tone hints and generic hints. None of them is checked against the
 * gift's words here; the composer filters them.
 */
export function giftHintOptions(gift: string, tone: RhymeTone): { specific: string[]; fallback: string[] } {
  const ids = giftCategories(gift);
  const primary = CATEGORIES.find((category) => category.id === ids[0]);
  const secondary = CATEGORIES.find((category) => category.id === ids[1]);
  const specific: string[] = [];
  if (primary !== undefined) {
    if (secondary?.topic !== undefined) {
      for (const thing of primary.things) specific.push(`${thing} ${secondary.topic}`);
    }
    specific.push(...primary.things);
  }
  return { specific, fallback: [...TONE_HINTS[tone], ...GENERIC_HINTS] };
}
