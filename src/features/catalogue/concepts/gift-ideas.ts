/**
 * What people give when a request names no product, interest or product word: for an occasion, a recipient, an age
 * group, a role of the recipient, and for someone who "has everything", the product types a Swedish shop assistant
 * would show first (each covers the types below it). Read by the gift ranking (matching/gift-ideas.ts) only when the
 * visitor named nothing more specific; a catalogue without these types falls back to the recipient and occasion
 * tags.
 */
import type { AgeGroupId } from './ages.ts';
import type { OccasionConceptId } from './occasions.ts';
import type { RecipientConceptId } from './recipients.ts';

const HOME = ['ljusstake', 'vas', 'doftljus', 'ljuslykta', 'plad', 'kudde', 'hemtextil', 'tavla-poster', 'krukvaxt'];
const TABLE = ['glas', 'karaff', 'servis', 'skarbrada', 'bartillbehor'];
const TREATS = [
  'choklad',
  'godis',
  'presentkorg',
  'te',
  'kaffe',
  'honung',
  'sylt-marmelad',
  'kakor-kex',
  'ost',
  'chark',
];
const THANKS = [...TREATS, 'doftljus', 'krukvaxt', 'snittblommor', 'froer', 'odling'];
const ROMANCE = ['smycken', 'personlig-present', 'spa-upplevelse', 'parfym', 'bad-spa', 'somn', 'rosor', 'doftljus'];
const FOR_MUM = ['smycken', 'bad-spa', 'doftljus', 'plad', 'halsduk', 'hudvard', 'somn', 'fotoalbum', 'snittblommor'];
const FOR_DAD = [
  'grilltillbehor',
  'whiskyglas',
  'olglas',
  'rakning',
  'planbok',
  'kokskniv',
  'multiverktyg',
  'strumpor',
];
const SENIOR = ['plad', 'digital-fotoram', 'fotoalbum', 'pussel', 'fagelholk', 'tofflor', 'dagbok', 'radio', 'te'];
const WORK = ['kaffe', 'te', 'presentkorg', 'choklad', 'godis', 'doftljus', 'krukvaxt', 'presentkort', 'upplevelse'];
const TEEN = ['horlurar', 'hogtalare', 'kamera', 'gaming-tillbehor', 'presentkort', 'evenemang', 'smycken'];
const STUDENT = ['glas', 'personlig-present', 'reseaccessoar', 'resvaska', 'horlurar', 'hogtalare', 'planbok'];
const BABY = ['doppresent', 'babyfilt', 'babyleksak', 'gosedjur', 'barnbok', 'babyklader'];
/** A christening is remembered: keepsakes and the baby's first things, not clothes it grows out of. */
const CHRISTENING = BABY.filter((id) => id !== 'babyklader');
const FRIEND = [
  'personlig-present',
  'doftljus',
  'sallskapsspel',
  'choklad',
  'presentkorg',
  'upplevelse',
  'bad-spa',
  'te',
];
/** A grown brother, uncle or brother-in-law, and a grown sister, aunt or sister-in-law: what relatives give them. */
const GROWN_MAN = ['sallskapsspel', 'olglas', 'whiskyglas', 'grilltillbehor', 'upplevelse', 'planbok', 'kaffe'];
const GROWN_WOMAN = ['doftljus', 'bad-spa', 'smycken', 'te', 'halsduk', 'upplevelse', 'plad'];
const EVERYTHING = ['upplevelse', 'presentkort', 'presentkorg', 'skampresent', 'personlig-present', 'choklad', 'godis'];

/** Product types people give for an occasion (occasions too common to say much, like birthdays, have none). */
export const OCCASION_GIFT_IDEAS: Partial<Record<OccasionConceptId, readonly string[]>> = {
  inflytt: [...HOME, ...TABLE, 'matta'],
  bröllop: [
    ...TABLE,
    'vinglas',
    'personlig-present',
    'tavla-poster',
    'ljusstake',
    'vas',
    'spa-upplevelse',
    'hemtextil',
  ],
  brollopsdag: [...ROMANCE, 'upplevelse'],
  'alla-hjartans-dag': [...ROMANCE, 'choklad'],
  'mors-dag': FOR_MUM,
  'fars-dag': FOR_DAD,
  student: STUDENT,
  dop: CHRISTENING,
  tack: THANKS,
  avsked: [...WORK, 'anteckningsbok'],
  namnsdag: ['snittblommor', 'choklad', 'doftljus', 'krukvaxt'],
};

/**
 * Product types for an occasion too common to say much once a recipient is named (Christmas): what a shop assistant
 * shows for "julklapp, 500 kr" when the request names nobody, no role and no other occasion.
 */
export const COMMON_OCCASION_GIFT_IDEAS: Partial<Record<OccasionConceptId, readonly string[]>> = {
  jul: ['plad', 'doftljus', 'ljusstake', 'ljuslykta', 'sallskapsspel', 'presentkort', 'presentkorg', 'upplevelse'],
};

/**
 * Product types people give a kind of recipient (cousins say too little to have any; a sibling's ideas give way to a
 * child's or a teenager's when the age is said).
 */
export const RECIPIENT_GIFT_IDEAS: Partial<Record<RecipientConceptId, readonly string[]>> = {
  mamma: FOR_MUM,
  bonusmamma: FOR_MUM,
  svärmor: [...FOR_MUM, 'krukvaxt', 'presentkorg'],
  pappa: FOR_DAD,
  bonuspappa: FOR_DAD,
  svärfar: [...FOR_DAD, 'presentkorg'],
  mormor: SENIOR,
  farmor: SENIOR,
  morfar: SENIOR,
  farfar: SENIOR,
  'mor-/farförälder': SENIOR,
  morföräldrar: SENIOR,
  farföräldrar: SENIOR,
  pensionär: SENIOR,
  fru: ROMANCE,
  make: ROMANCE,
  sambo: ROMANCE,
  särbo: ROMANCE,
  pojkvän: ROMANCE,
  flickvän: ROMANCE,
  partner: ROMANCE,
  bror: GROWN_MAN,
  svåger: GROWN_MAN,
  morbror: GROWN_MAN,
  farbror: GROWN_MAN,
  svärson: GROWN_MAN,
  syster: GROWN_WOMAN,
  svägerska: GROWN_WOMAN,
  moster: GROWN_WOMAN,
  faster: GROWN_WOMAN,
  svärdotter: GROWN_WOMAN,
  kollega: WORK,
  chef: ['presentkorg', 'kaffe', 'te', 'choklad', 'ost', 'chark', 'honung', 'doftljus', 'servis'],
  kund: ['presentkorg', 'kaffe', 'te', 'choklad'],
  granne: THANKS,
  lärare: THANKS,
  tränare: THANKS,
  värd: [...TREATS, 'snittblommor', 'doftljus'],
  par: [...HOME, ...TABLE],
  vän: FRIEND,
  bästis: FRIEND,
  tonåring: TEEN,
  bebis: BABY,
};

/** Product types people give an age group (children's ages are left to the toys their tags name). */
export const AGE_GIFT_IDEAS: Partial<Record<AgeGroupId, readonly string[]>> = {
  tonåring: TEEN,
  senior: SENIOR,
  '0-2': BABY,
  // Children's toys and pastimes; books follow by their tags.
  '3-5': ['smabarnsleksak', 'byggleksak', 'rollek', 'pussel', 'ritmaterial', 'gosedjur', 'fordonsleksak'],
  '6-9': ['byggleksak', 'experiment', 'hobbykit', 'sallskapsspel', 'ritmaterial', 'rollek', 'utelek'],
  '10-12': ['experiment', 'byggleksak', 'hobbykit', 'sallskapsspel', 'pussel', 'handarbete', 'parlor'],
};

/** Product types for a role or state of the recipient (request-reading.ts `roles`). */
export const ROLE_GIFT_IDEAS: Readonly<Record<string, readonly string[]>> = {
  student: STUDENT,
  gravid: ['bad-spa', 'somn', 'te', 'alkoholfri-dryck', 'doftljus', 'hudvard', 'plad', 'choklad'],
  pensionär: SENIOR,
  nyinflyttad: [...HOME, ...TABLE],
  nygift: [...TABLE, 'personlig-present', 'tavla-poster'],
  nyfödd: BABY,
  // New and expecting parents get the baby's things, and something for themselves.
  'nybliven förälder': [...BABY, 'presentkorg'],
  'blivande förälder': [...BABY, 'presentkorg'],
};

/** Someone who "has everything": experiences, things that are used up, something personal or fun. */
export const HAS_EVERYTHING_GIFT_IDEAS: readonly string[] = EVERYTHING;
