/**
 * Interests: what a recipient likes. One concept per interest with every spelling the product uses for it:
 * the stored `interests` value (the edit dialog's vocabulary, `catalogueOrder`), the text generator's option
 * (spec §9, `generatorId`) and the catalogue interests it stands for when filtering (`filter`).
 */
import type { Words } from './words.ts';

export interface InterestConcept<Id extends string = string> {
  /** Stable id; the stored value when the concept is one. */
  id: Id;
  /** Swedish label of the stored value (edit dialog, cards). */
  label: string;
  /** Synonyms, irregular inflections and colloquial forms the text understanding reads as this interest. */
  words?: readonly Words[];
  /** The interest in a sentence ("spel", "musik och film"). */
  phrase: string;
  /** The stored value exactly as products carry it. */
  catalogueValue?: string;
  /** Position in the edit dialog's vocabulary; absent for words the catalogue carries outside it. */
  catalogueOrder?: number;
  /** The text generator's option value (spec §9) and its label and position. */
  generatorId?: string;
  generatorLabel?: string;
  generatorOrder?: number;
  /** The catalogue interests a request for this interest looks for (ids); the concept itself when absent. */
  filter?: readonly Id[];
}

const INTEREST_DEFS = [
  {
    id: 'gaming',
    label: 'Gaming',
    words: [
      'gaming gamer gamers gamear gamar gamea tv-spel tvspel tv-spelet tv-spelen datorspel datorspelet datorspelen dataspel konsol konsoler konsolspel spelkonsol spelkonsolen spelnörd e-sport esport',
      'playstation ps4 ps5 xbox nintendo steam fortnite minecraft roblox',
      'spel spelet spelen',
      { forms: 'spela spelar spelade spelat lira lirar lirade lirat', weak: true },
      'gejma gejmar gejmade gejmare gejmer lirare twitch streamar streama valorant fifa zelda pokemon pokémon',
    ],
    phrase: 'spel',
    catalogueValue: 'gaming',
    catalogueOrder: 1,
    generatorId: 'spel',
    generatorLabel: 'Spel',
    generatorOrder: 5,
  },
  {
    id: 'träning',
    label: 'Träning',
    words: [
      'träning träningen träna tränar tränade tränat gym gymmet gymma gymmar gymmare motion motionär motionerar styrketräning crossfit sport sporten sporta sportig sportiga sportigt idrott idrottar idrottare',
      'pilates gympa gympar spinning styrkelyft powerlifting kettlebell hantlar foamroller hopprep massagepistol',
    ],
    phrase: 'träning',
    catalogueValue: 'träning',
    catalogueOrder: 2,
    generatorId: 'träning',
    generatorLabel: 'Träning',
    generatorOrder: 4,
  },
  {
    id: 'matlagning',
    label: 'Matlagning',
    words: [
      'matlagning matlagningen kock kocken kockar hemmakock matälskare matglad matnörd foodie gourmet recept recepten',
      { forms: 'mat maten', headless: true },
    ],
    phrase: 'matlagning',
    catalogueValue: 'matlagning',
    catalogueOrder: 3,
    generatorId: 'matlagning',
    generatorLabel: 'Matlagning',
    generatorOrder: 1,
  },
  {
    id: 'trädgård',
    label: 'Trädgård',
    words: [
      'trädgård trädgården trädgårdar trädgårdsarbete trädgårdsmästare odla odlar odling odlingen odlare plantera planterar kolonilott kolonilotten perenner växthus växthuset pallkrage pallkragar frö fröer frön fröpåse',
    ],
    phrase: 'trädgård',
    catalogueValue: 'trädgård',
    catalogueOrder: 4,
  },
  {
    id: 'teknik',
    label: 'Teknik',
    words: [
      'teknik tekniken teknisk tekniska tekniskt tech prylar prylarna pryl gadget gadgets prylnörd tekniknörd datornörd elektronik techprylar',
      'trimmer radiostyrd walkie-talkies kodrobot robotdammsugare',
    ],
    phrase: 'teknik',
    catalogueValue: 'teknik',
    catalogueOrder: 5,
    generatorId: 'tech',
    generatorLabel: 'Tech',
    generatorOrder: 3,
  },
  {
    id: 'friluftsliv',
    label: 'Friluftsliv',
    words: [
      'friluftsliv friluftsmänniska natur naturen naturälskare skogen skog utomhus outdoor friluftsintresserad bushcraft fjällen fjäll',
    ],
    phrase: 'friluftsliv',
    catalogueValue: 'friluftsliv',
    catalogueOrder: 6,
  },
  {
    id: 'inredning',
    label: 'Inredning',
    words: [
      'inredning inredningen inreda inreder inredningsdetaljer heminredning design dekoration dekorationer hemmet interiör pynta pyntar prydnad prydnader',
    ],
    phrase: 'inredning',
    catalogueValue: 'inredning',
    catalogueOrder: 7,
    generatorId: 'inredning',
    generatorLabel: 'Inredning',
    generatorOrder: 2,
  },
  {
    id: 'pyssel',
    label: 'Pyssel/DIY',
    words: [
      'pyssel pyssla pysslet pysslig diy hantverk kreativ kreativa kreativt slöjd scrapbooking kalligrafi broderi brodera broderar broderade pärlplatta pärlplattor modellbygge modellbyggare tovning',
    ],
    phrase: 'pyssel',
    catalogueValue: 'pyssel',
    catalogueOrder: 8,
  },
  {
    id: 'musik/film',
    label: 'Musik/film',
    words: [
      'musik musiken musiker musikalisk musikintresserad musikälskare sjunga sjunger sång sångare sångerska konsert konserter festival festivaler jazz jazzen hårdrock hiphop',
    ],
    phrase: 'musik och film',
    catalogueValue: 'musik/film',
    catalogueOrder: 9,
  },
  /** Experiences carry this interest word although the edit dialog does not offer it. */
  { id: 'upplevelse', label: 'Upplevelse', phrase: 'upplevelser', catalogueValue: 'upplevelse' },
  {
    id: 'resor',
    label: 'Resor',
    words: [
      'resa resor resan resorna reser reste resande resenär resenären världsresenär globetrotter semester semestern semestra semestrar resmål backpacker backpacking reslust resfeber äventyr äventyrare roadtrip',
    ],
    phrase: 'resor',
    generatorId: 'resor',
    generatorLabel: 'Resor',
    generatorOrder: 6,
    filter: ['friluftsliv', 'upplevelse'],
  },
  {
    id: 'hälsa',
    label: 'Hälsa',
    words: [
      'hälsa hälsan hälsosam hälsosamt hälsosamma wellness välmående egenvård självomsorg avkoppling avslappning mindfulness meditation meditera mediterar skönhet',
    ],
    phrase: 'hälsa',
    generatorId: 'hälsa',
    generatorLabel: 'Hälsa',
    generatorOrder: 7,
    filter: ['träning'],
  },
] as const satisfies readonly InterestConcept[];

export type InterestId = (typeof INTEREST_DEFS)[number]['id'];
type WithCatalogue = Extract<(typeof INTEREST_DEFS)[number], { catalogueOrder: number }>;
type WithGenerator = Extract<(typeof INTEREST_DEFS)[number], { generatorId: string }>;
/** A stored interest value of the edit dialog's vocabulary. */
export type CatalogueInterestValue = WithCatalogue['catalogueValue'];
/** A text generator interest option (spec §9). */
export type GeneratorInterestId = WithGenerator['generatorId'];

/** Every interest concept. */
export const INTEREST_CONCEPTS: readonly InterestConcept<InterestId>[] = INTEREST_DEFS;
