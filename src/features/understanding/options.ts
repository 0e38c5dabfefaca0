/**
 * The option lists the understanding module maps Swedish text onto: the text generator's lists (spec §9) and the
 * recipient relations it recognises, with what each relation implies for the catalogue vocabularies.
 */
import type { AgeGroup, Occasion, ToWhom } from '../catalogue/vocabularies.ts';

/** Audience options of the text generator (spec §9). */
export const AUDIENCE_OPTIONS = [
  'kvinna',
  'man',
  'barn',
  'vän',
  'chef',
  'par',
  'kollega',
  'partner',
  'familj',
] as const;
/** Occasion options of the text generator (spec §9). */
export const OCCASION_OPTIONS = [
  'födelsedag',
  'jul',
  'alla-hjartans-dag',
  'student',
  'bröllop',
  'inflyttning',
  'tack',
  'fars-dag',
  'mors-dag',
  'dop',
] as const;
/** Interest options of the text generator (spec §9). */
export const INTEREST_OPTIONS = ['matlagning', 'inredning', 'tech', 'träning', 'spel', 'resor', 'hälsa'] as const;

export type AudienceOption = (typeof AUDIENCE_OPTIONS)[number];
export type OccasionOption = (typeof OCCASION_OPTIONS)[number];
export type InterestOption = (typeof INTEREST_OPTIONS)[number];
export type Gender = 'kvinna' | 'man';

/** Catalogue occasion for each generator occasion; alla hjärtans dag has no catalogue tag. */
export const CATALOGUE_OCCASION: Record<OccasionOption, Occasion | null> = {
  födelsedag: 'födelsedag',
  jul: 'jul',
  'alla-hjartans-dag': null,
  student: 'student',
  bröllop: 'bröllop',
  inflyttning: 'inflytt',
  tack: 'tack',
  'fars-dag': 'fars-dag',
  'mors-dag': 'mors-dag',
  dop: 'dop',
};

/**
 * Normalised recipient relations, in the form the chat can put in a sentence ("till din morfar").
 * Synonyms collapse onto one value: morsan → mamma, styvmor → bonusmamma, kompis → vän, fröken → lärare.
 */
export const RECIPIENTS = [
  'mamma',
  'pappa',
  'bonusmamma',
  'bonuspappa',
  'mormor',
  'farmor',
  'morfar',
  'farfar',
  'morföräldrar',
  'farföräldrar',
  'föräldrar',
  'svärföräldrar',
  'svärmor',
  'svärfar',
  'svåger',
  'svägerska',
  'svärson',
  'svärdotter',
  'son',
  'dotter',
  'styvson',
  'styvdotter',
  'bonusbarn',
  'barn',
  'barnbarn',
  'syskonbarn',
  'gudbarn',
  'bebis',
  'tonåring',
  'pojke',
  'flicka',
  'bror',
  'syster',
  'syskon',
  'kusin',
  'moster',
  'faster',
  'morbror',
  'farbror',
  'fru',
  'make',
  'sambo',
  'särbo',
  'pojkvän',
  'flickvän',
  'partner',
  'kvinna',
  'man',
  'tjej',
  'kille',
  'vän',
  'bästis',
  'gäng',
  'familj',
  'par',
  'granne',
  'lärare',
  'tränare',
  'chef',
  'kollega',
  'kund',
  'pensionär',
  'värd',
] as const;
export type Recipient = (typeof RECIPIENTS)[number];

/**
 * How old a relation is: 'adult' relations are grown-ups by definition, 'child' relations are children unless an
 * age says otherwise ("min son som fyller 30"), 'any' can be either (siblings, friends, "tjej").
 */
export type RecipientKind = 'adult' | 'child' | 'any';

export interface RecipientProfile {
  audiences: readonly AudienceOption[];
  toWhom: readonly ToWhom[];
  gender: Gender | null;
  /** Age groups assumed when the text gives no age. */
  ageGroups: readonly AgeGroup[];
  kind: RecipientKind;
}

function profile(
  audiences: readonly AudienceOption[],
  toWhom: readonly ToWhom[],
  gender: Gender | null,
  kind: RecipientKind,
  ageGroups: readonly AgeGroup[] = kind === 'adult' ? ['vuxen'] : [],
): RecipientProfile {
  return { audiences, toWhom, gender, ageGroups, kind };
}

const GRANDPARENT: readonly ToWhom[] = ['mor-/farförälder'];
const SENIOR: readonly AgeGroup[] = ['senior'];

/**
 * What each relation implies. Relatives without a to_whom value of their own (siblings, cousins, in-laws, aunts and
 * uncles, neighbours) count as 'vän'; teachers, coaches and customers count as 'kollega' (neutral, work-like gifts);
 * teenagers use the audience 'barn' (the generator's audience list has no teenager option) and to_whom 'tonåring'.
 */
export const RECIPIENT_PROFILES: Record<Recipient, RecipientProfile> = {
  mamma: profile(['kvinna'], ['mamma'], 'kvinna', 'adult'),
  pappa: profile(['man'], ['pappa'], 'man', 'adult'),
  bonusmamma: profile(['kvinna'], ['mamma'], 'kvinna', 'adult'),
  bonuspappa: profile(['man'], ['pappa'], 'man', 'adult'),
  mormor: profile(['kvinna'], GRANDPARENT, 'kvinna', 'adult', SENIOR),
  farmor: profile(['kvinna'], GRANDPARENT, 'kvinna', 'adult', SENIOR),
  morfar: profile(['man'], GRANDPARENT, 'man', 'adult', SENIOR),
  farfar: profile(['man'], GRANDPARENT, 'man', 'adult', SENIOR),
  morföräldrar: profile(['par'], GRANDPARENT, null, 'adult', SENIOR),
  farföräldrar: profile(['par'], GRANDPARENT, null, 'adult', SENIOR),
  föräldrar: profile(['par'], ['mamma', 'pappa'], null, 'adult'),
  svärföräldrar: profile(['par'], ['mamma', 'pappa'], null, 'adult'),
  svärmor: profile(['kvinna'], ['mamma'], 'kvinna', 'adult'),
  svärfar: profile(['man'], ['pappa'], 'man', 'adult'),
  svåger: profile(['man'], ['vän'], 'man', 'adult'),
  svägerska: profile(['kvinna'], ['vän'], 'kvinna', 'adult'),
  svärson: profile(['man'], ['vän'], 'man', 'adult'),
  svärdotter: profile(['kvinna'], ['vän'], 'kvinna', 'adult'),
  son: profile(['barn'], ['barn'], 'man', 'child'),
  dotter: profile(['barn'], ['barn'], 'kvinna', 'child'),
  styvson: profile(['barn'], ['barn'], 'man', 'child'),
  styvdotter: profile(['barn'], ['barn'], 'kvinna', 'child'),
  bonusbarn: profile(['barn'], ['barn'], null, 'child'),
  barn: profile(['barn'], ['barn'], null, 'child'),
  barnbarn: profile(['barn'], ['barn'], null, 'child'),
  syskonbarn: profile(['barn'], ['barn'], null, 'child'),
  gudbarn: profile(['barn'], ['barn'], null, 'child'),
  bebis: profile(['barn'], ['barn'], null, 'child', ['0-2']),
  tonåring: profile(['barn'], ['tonåring'], null, 'child', ['tonåring']),
  pojke: profile(['barn'], ['barn'], 'man', 'child'),
  flicka: profile(['barn'], ['barn'], 'kvinna', 'child'),
  bror: profile(['man'], ['vän'], 'man', 'any'),
  syster: profile(['kvinna'], ['vän'], 'kvinna', 'any'),
  syskon: profile(['vän'], ['vän'], null, 'any'),
  kusin: profile(['vän'], ['vän'], null, 'any'),
  moster: profile(['kvinna'], ['vän'], 'kvinna', 'adult'),
  faster: profile(['kvinna'], ['vän'], 'kvinna', 'adult'),
  morbror: profile(['man'], ['vän'], 'man', 'adult'),
  farbror: profile(['man'], ['vän'], 'man', 'adult'),
  fru: profile(['partner', 'kvinna'], ['partner'], 'kvinna', 'adult'),
  make: profile(['partner', 'man'], ['partner'], 'man', 'adult'),
  sambo: profile(['partner'], ['partner'], null, 'adult'),
  särbo: profile(['partner'], ['partner'], null, 'adult'),
  pojkvän: profile(['partner', 'man'], ['partner'], 'man', 'any'),
  flickvän: profile(['partner', 'kvinna'], ['partner'], 'kvinna', 'any'),
  partner: profile(['partner'], ['partner'], null, 'adult'),
  kvinna: profile(['kvinna'], [], 'kvinna', 'adult'),
  man: profile(['man'], [], 'man', 'adult'),
  tjej: profile(['kvinna'], [], 'kvinna', 'any'),
  kille: profile(['man'], [], 'man', 'any'),
  vän: profile(['vän'], ['vän'], null, 'any'),
  bästis: profile(['vän'], ['vän'], null, 'any'),
  gäng: profile(['vän'], ['vän'], null, 'any'),
  familj: profile(['familj'], [], null, 'any'),
  par: profile(['par'], [], null, 'adult'),
  granne: profile(['vän'], ['vän'], null, 'adult'),
  lärare: profile(['kollega'], ['kollega'], null, 'adult'),
  tränare: profile(['kollega'], ['kollega'], null, 'adult'),
  chef: profile(['chef'], ['kollega'], null, 'adult'),
  kollega: profile(['kollega'], ['kollega'], null, 'adult'),
  kund: profile(['kollega'], ['kollega'], null, 'adult'),
  pensionär: profile(['vän'], [], null, 'adult', SENIOR),
  värd: profile(['vän'], ['vän'], null, 'adult'),
};

/** Age group for an age in years: 0-2, 3-5, 6-9, 10-12, tonåring 13-19, vuxen 20-64, senior 65+. */
export function ageGroupForAge(age: number): AgeGroup {
  if (age <= 2) return '0-2';
  if (age <= 5) return '3-5';
  if (age <= 9) return '6-9';
  if (age <= 12) return '10-12';
  if (age <= 19) return 'tonåring';
  if (age <= 64) return 'vuxen';
  return 'senior';
}
