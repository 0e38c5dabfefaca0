/**
 * Recipients: every person a present can be for. One concept per person with each of its spellings and roles:
 * - `profile`: a relation the text understanding recognises ("morsan" → mamma), with the generator audiences and
 *   the catalogue to_whom concepts it implies, its gender and whether it is a grown-up (spec-free, ours);
 * - `toWhomValue`/`toWhomOrder`: the stored `to_whom` value it is (the edit dialog's vocabulary);
 * - `audienceOrder`: it is a stored `audience` value (the id itself); `generatorOrder`: a text generator audience
 *   option (docs/product/express.md#options), with the product audiences that suit it (`productAudiences`);
 * - `wizardId`…: a button of the wizard's step 1, with the `recipientToWhom` values of docs/product/generator.md#query
 *   (`specAudiences`), the catalogue filter it stands for, the occasions step 2 offers and the categories step 3
 *   suggests.
 * Sentence forms come from `gender`, `plural` and `ref` (see `recipientWords` in index.ts); the words the text
 * understanding reads as each relation are in words.ts (`RECIPIENT_WORDS`).
 */
import type { AgeGroupId } from './ages.ts';
import type { CategoryConceptId } from './categories.ts';
import type { OccasionConceptId } from './occasions.ts';

export type Gender = 'kvinna' | 'man';
/** 'adult': a grown-up by definition; 'child': a child unless an age says otherwise; 'any': either. */
export type RecipientKind = 'adult' | 'child' | 'any';

export interface RecipientProfileDef<R extends string = string> {
  kind: RecipientKind;
  /** Text generator audiences the relation implies. */
  audiences: readonly R[];
  /** Catalogue to_whom concepts it implies (relatives without their own count as 'vän'). */
  toWhom: readonly R[];
  /** Age groups assumed when the text gives no age (grown-ups: vuxen). */
  ageGroups?: readonly AgeGroupId[];
}

export interface RecipientConcept<Id extends string = string, O extends string = string, C extends string = string> {
  /** Stable id: the stored value where the person is one, else the relation word, else the wizard's id. */
  id: Id;
  /** Swedish label of the stored value (edit dialog, generator summary). */
  label: string;
  gender: Gender | null;
  /** (Its words and phrases for the text understanding: words.ts, `RECIPIENT_WORDS`.) */
  /** More than one person ("föräldrar", "värdarna"): pronoun de/deras. */
  plural?: boolean;
  /** The people of a group ("svärföräldrar": svärmor, svärfar): a remark about one of them is about the same gift. */
  members?: readonly Id[];
  /** How the person reads in a sentence when it is not "din …" ("ditt barnbarn", "dina föräldrar", "en kvinna"). */
  ref?: string;
  profile?: RecipientProfileDef<Id>;
  toWhomValue?: string;
  toWhomOrder?: number;
  audienceOrder?: number;
  generatorOrder?: number;
  /** Product audiences that suit the generator audience (the chat's filter); the concept itself when absent. */
  productAudiences?: readonly Id[];
  /** A product audience meaning children's things / grown-ups' things. */
  childAudience?: boolean;
  adultAudience?: boolean;
  wizardId?: string;
  wizardLabel?: string;
  emoji?: string;
  wizardOrder?: number;
  /** The Express generator's label for the same button ("Barn (0-2)"). */
  expressLabel?: string;
  /** `recipientToWhom` of docs/product/generator.md#query: audience values, verbatim. */
  specAudiences?: readonly Id[];
  /** Audience values beyond the spec's that name the same person. */
  extraAudiences?: readonly Id[];
  /** Catalogue to_whom concepts the button filters on; the concept's own value when absent. */
  wizardToWhom?: readonly Id[];
  /** Age groups the button narrows to (only the child buttons do). */
  wizardAgeGroups?: readonly AgeGroupId[];
  /** Step 2: occasions offered, most likely first. */
  wizardOccasions?: readonly O[];
  /** Step 3: categories that suit the person, best first. */
  categoryHints?: readonly C[];
}

const CHILD_OCCASIONS = ['födelsedag', 'jul', 'namnsdag', 'tack'] as const;

const RECIPIENT_DEFS = [
  {
    id: 'mamma',
    label: 'Mamma',
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['mamma'] },
    toWhomValue: 'mamma',
    toWhomOrder: 1,
    audienceOrder: 6,
    adultAudience: true,
    wizardId: 'mamma',
    wizardLabel: 'Mamma',
    emoji: '👩',
    wizardOrder: 1,
    expressLabel: 'Mamma',
    specAudiences: ['kvinna'],
    extraAudiences: ['mamma'],
    wizardOccasions: ['mors-dag', 'födelsedag', 'jul', 'namnsdag', 'tack', 'brollopsdag'],
    categoryHints: [
      'hem-inredning',
      'personliga-presenter',
      'upplevelser',
      'mode-accessoarer',
      'mat-dryck',
      'traning-halsa',
    ],
  },
  {
    id: 'pappa',
    label: 'Pappa',
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['pappa'] },
    toWhomValue: 'pappa',
    toWhomOrder: 2,
    audienceOrder: 7,
    adultAudience: true,
    wizardId: 'pappa',
    wizardLabel: 'Pappa',
    emoji: '👨',
    wizardOrder: 2,
    expressLabel: 'Pappa',
    specAudiences: ['man'],
    extraAudiences: ['pappa'],
    wizardOccasions: ['fars-dag', 'födelsedag', 'jul', 'namnsdag', 'tack', 'brollopsdag'],
    categoryHints: [
      'mat-dryck',
      'tradgard-friluftsliv',
      'upplevelser',
      'spel-gaming',
      'traning-halsa',
      'hem-inredning',
    ],
  },
  {
    id: 'bonusmamma',
    label: 'Bonusmamma',
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['mamma'] },
  },
  {
    id: 'bonuspappa',
    label: 'Bonuspappa',
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['pappa'] },
  },
  {
    id: 'mormor',
    label: 'Mormor',
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['mor-/farförälder'], ageGroups: ['senior'] },
  },
  {
    id: 'farmor',
    label: 'Farmor',
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['mor-/farförälder'], ageGroups: ['senior'] },
    audienceOrder: 8,
    adultAudience: true,
  },
  {
    id: 'morfar',
    label: 'Morfar',
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['mor-/farförälder'], ageGroups: ['senior'] },
  },
  {
    id: 'farfar',
    label: 'Farfar',
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['mor-/farförälder'], ageGroups: ['senior'] },
  },
  {
    id: 'morföräldrar',
    label: 'Morföräldrar',
    gender: null,
    plural: true,
    members: ['mormor', 'morfar'],
    ref: 'dina morföräldrar',
    profile: { kind: 'adult', audiences: ['par'], toWhom: ['mor-/farförälder'], ageGroups: ['senior'] },
  },
  {
    id: 'farföräldrar',
    label: 'Farföräldrar',
    gender: null,
    plural: true,
    members: ['farmor', 'farfar'],
    ref: 'dina farföräldrar',
    profile: { kind: 'adult', audiences: ['par'], toWhom: ['mor-/farförälder'], ageGroups: ['senior'] },
  },
  {
    id: 'föräldrar',
    label: 'Föräldrar',
    gender: null,
    plural: true,
    members: ['mamma', 'pappa'],
    ref: 'dina föräldrar',
    profile: { kind: 'adult', audiences: ['par'], toWhom: ['mamma', 'pappa'] },
  },
  {
    id: 'svärföräldrar',
    label: 'Svärföräldrar',
    gender: null,
    plural: true,
    members: ['svärmor', 'svärfar'],
    ref: 'dina svärföräldrar',
    profile: { kind: 'adult', audiences: ['par'], toWhom: ['mamma', 'pappa'] },
  },
  {
    id: 'svärmor',
    label: 'Svärmor',
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['mamma'] },
  },
  {
    id: 'svärfar',
    label: 'Svärfar',
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['pappa'] },
  },
  {
    id: 'svåger',
    label: 'Svåger',
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['vän'] },
  },
  {
    id: 'svägerska',
    label: 'Svägerska',
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['vän'] },
  },
  {
    id: 'svärson',
    label: 'Svärson',
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['vän'] },
  },
  {
    id: 'svärdotter',
    label: 'Svärdotter',
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['vän'] },
  },
  {
    id: 'son',
    label: 'Son',
    gender: 'man',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'dotter',
    label: 'Dotter',
    gender: 'kvinna',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'styvson',
    label: 'Styvson',
    gender: 'man',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'styvdotter',
    label: 'Styvdotter',
    gender: 'kvinna',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'bonusbarn',
    label: 'Bonusbarn',
    gender: null,
    ref: 'ditt bonusbarn',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'barn',
    label: 'Barn',
    gender: null,
    ref: 'ett barn',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
    toWhomValue: 'barn',
    toWhomOrder: 4,
    audienceOrder: 4,
    generatorOrder: 3,
    productAudiences: ['barn', 'familj'],
    childAudience: true,
  },
  {
    id: 'barnbarn',
    label: 'Barnbarn',
    gender: null,
    ref: 'ditt barnbarn',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'syskonbarn',
    label: 'Syskonbarn',
    gender: null,
    ref: 'ditt syskonbarn',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'gudbarn',
    label: 'Gudbarn',
    gender: null,
    ref: 'ditt gudbarn',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'bebis',
    label: 'Bebis',
    gender: null,
    ref: 'en bebis',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'], ageGroups: ['0-2'] },
  },
  {
    id: 'tonåring',
    label: 'Tonåring',
    gender: null,
    ref: 'en tonåring',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['tonåring'], ageGroups: ['tonåring'] },
    toWhomValue: 'tonåring',
    toWhomOrder: 5,
    audienceOrder: 5,
    childAudience: true,
    wizardId: 'tonaring',
    wizardLabel: 'Tonåring',
    emoji: '🎧',
    wizardOrder: 8,
    expressLabel: 'Tonåring',
    specAudiences: ['unisex'],
    extraAudiences: ['tonåring'],
    wizardOccasions: ['födelsedag', 'jul', 'student', 'namnsdag', 'tack'],
    categoryHints: ['spel-gaming', 'mode-accessoarer', 'traning-halsa', 'upplevelser', 'bocker-media'],
  },
  {
    id: 'pojke',
    label: 'Pojke',
    gender: 'man',
    ref: 'en pojke',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'flicka',
    label: 'Flicka',
    gender: 'kvinna',
    ref: 'en flicka',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'bror',
    label: 'Bror',
    gender: 'man',
    profile: { kind: 'any', audiences: ['man'], toWhom: ['vän'] },
  },
  {
    id: 'syster',
    label: 'Syster',
    gender: 'kvinna',
    profile: { kind: 'any', audiences: ['kvinna'], toWhom: ['vän'] },
  },
  {
    id: 'syskon',
    label: 'Syskon',
    gender: null,
    ref: 'ditt syskon',
    profile: { kind: 'any', audiences: ['vän'], toWhom: ['vän'] },
  },
  {
    id: 'kusin',
    label: 'Kusin',
    gender: null,
    profile: { kind: 'any', audiences: ['vän'], toWhom: ['vän'] },
  },
  {
    id: 'moster',
    label: 'Moster',
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['vän'] },
  },
  {
    id: 'faster',
    label: 'Faster',
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['vän'] },
  },
  {
    id: 'morbror',
    label: 'Morbror',
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['vän'] },
  },
  {
    id: 'farbror',
    label: 'Farbror',
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['vän'] },
  },
  {
    id: 'fru',
    label: 'Fru',
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['partner', 'kvinna'], toWhom: ['partner'] },
  },
  {
    id: 'make',
    label: 'Make',
    gender: 'man',
    profile: { kind: 'adult', audiences: ['partner', 'man'], toWhom: ['partner'] },
  },
  {
    id: 'sambo',
    label: 'Sambo',
    gender: null,
    profile: { kind: 'adult', audiences: ['partner'], toWhom: ['partner'] },
  },
  {
    id: 'särbo',
    label: 'Särbo',
    gender: null,
    profile: { kind: 'adult', audiences: ['partner'], toWhom: ['partner'] },
  },
  {
    id: 'pojkvän',
    label: 'Pojkvän',
    gender: 'man',
    profile: { kind: 'any', audiences: ['partner', 'man'], toWhom: ['partner'] },
  },
  {
    id: 'flickvän',
    label: 'Flickvän',
    gender: 'kvinna',
    profile: { kind: 'any', audiences: ['partner', 'kvinna'], toWhom: ['partner'] },
  },
  {
    id: 'partner',
    label: 'Partner',
    gender: null,
    profile: { kind: 'adult', audiences: ['partner'], toWhom: ['partner'] },
    toWhomValue: 'partner',
    toWhomOrder: 3,
    audienceOrder: 9,
    generatorOrder: 8,
    productAudiences: ['partner', 'par'],
    adultAudience: true,
    wizardId: 'partner',
    wizardLabel: 'Partner',
    emoji: '❤️',
    wizardOrder: 3,
    expressLabel: 'Partner',
    specAudiences: ['man', 'kvinna', 'unisex'],
    extraAudiences: ['partner', 'par'],
    wizardOccasions: ['alla-hjartans-dag', 'födelsedag', 'jul', 'brollopsdag', 'namnsdag', 'inflytt'],
    categoryHints: ['upplevelser', 'personliga-presenter', 'mode-accessoarer', 'mat-dryck', 'hem-inredning'],
  },
  {
    id: 'kvinna',
    label: 'Kvinna',
    gender: 'kvinna',
    ref: 'en kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: [] },
    audienceOrder: 1,
    generatorOrder: 1,
    productAudiences: ['kvinna', 'mamma', 'farmor'],
    adultAudience: true,
  },
  {
    id: 'man',
    label: 'Man',
    gender: 'man',
    ref: 'en man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: [] },
    audienceOrder: 2,
    generatorOrder: 2,
    productAudiences: ['man', 'pappa'],
    adultAudience: true,
  },
  {
    id: 'tjej',
    label: 'Tjej',
    gender: 'kvinna',
    ref: 'en tjej',
    profile: { kind: 'any', audiences: ['kvinna'], toWhom: [] },
  },
  {
    id: 'kille',
    label: 'Kille',
    gender: 'man',
    ref: 'en kille',
    profile: { kind: 'any', audiences: ['man'], toWhom: [] },
  },
  {
    id: 'vän',
    label: 'Vän',
    gender: null,
    profile: { kind: 'any', audiences: ['vän'], toWhom: ['vän'] },
    toWhomValue: 'vän',
    toWhomOrder: 8,
    audienceOrder: 11,
    generatorOrder: 4,
    productAudiences: ['vän', 'par'],
    wizardId: 'van',
    wizardLabel: 'Vän',
    emoji: '🤝',
    wizardOrder: 10,
    expressLabel: 'Vän',
    specAudiences: ['unisex'],
    extraAudiences: ['vän'],
    wizardOccasions: ['födelsedag', 'jul', 'inflytt', 'tack', 'namnsdag', 'student', 'avsked'],
    categoryHints: ['mat-dryck', 'upplevelser', 'hem-inredning', 'spel-gaming', 'bocker-media'],
  },
  {
    id: 'bästis',
    label: 'Bästis',
    gender: null,
    profile: { kind: 'any', audiences: ['vän'], toWhom: ['vän'] },
  },
  {
    id: 'gäng',
    label: 'Gäng',
    gender: null,
    ref: 'ett gäng',
    profile: { kind: 'any', audiences: ['vän'], toWhom: ['vän'] },
  },
  {
    id: 'familj',
    label: 'Familj',
    gender: null,
    ref: 'en familj',
    profile: { kind: 'any', audiences: ['familj'], toWhom: [] },
    audienceOrder: 14,
    generatorOrder: 9,
    productAudiences: ['familj', 'par'],
  },
  {
    id: 'par',
    label: 'Par',
    gender: null,
    plural: true,
    ref: 'ett par',
    profile: { kind: 'adult', audiences: ['par'], toWhom: [] },
    audienceOrder: 10,
    generatorOrder: 6,
    productAudiences: ['par', 'partner', 'familj'],
    adultAudience: true,
  },
  {
    id: 'granne',
    label: 'Granne',
    gender: null,
    profile: { kind: 'adult', audiences: ['vän'], toWhom: ['vän'] },
  },
  {
    id: 'lärare',
    label: 'Lärare',
    gender: null,
    profile: { kind: 'adult', audiences: ['kollega'], toWhom: ['kollega'] },
  },
  {
    id: 'tränare',
    label: 'Tränare',
    gender: null,
    profile: { kind: 'adult', audiences: ['kollega'], toWhom: ['kollega'] },
  },
  {
    id: 'chef',
    label: 'Chef',
    gender: null,
    profile: { kind: 'adult', audiences: ['chef'], toWhom: ['kollega'] },
    audienceOrder: 13,
    generatorOrder: 5,
    productAudiences: ['chef', 'kollega'],
    adultAudience: true,
  },
  {
    id: 'kollega',
    label: 'Kollega',
    gender: null,
    profile: { kind: 'adult', audiences: ['kollega'], toWhom: ['kollega'] },
    toWhomValue: 'kollega',
    toWhomOrder: 7,
    audienceOrder: 12,
    generatorOrder: 7,
    productAudiences: ['kollega', 'chef'],
    adultAudience: true,
    wizardId: 'kollega',
    wizardLabel: 'Kollega',
    emoji: '💼',
    wizardOrder: 11,
    expressLabel: 'Kollega',
    specAudiences: ['unisex'],
    extraAudiences: ['kollega', 'chef'],
    wizardOccasions: ['avsked', 'födelsedag', 'jul', 'tack', 'inflytt'],
    categoryHints: ['mat-dryck', 'hem-inredning', 'bocker-media'],
  },
  {
    id: 'kund',
    label: 'Kund',
    gender: null,
    ref: 'en kund',
    profile: { kind: 'adult', audiences: ['kollega'], toWhom: ['kollega'] },
  },
  {
    id: 'pensionär',
    label: 'Pensionär',
    gender: null,
    ref: 'en pensionär',
    profile: { kind: 'adult', audiences: ['vän'], toWhom: [], ageGroups: ['senior'] },
  },
  {
    id: 'värd',
    label: 'Värd',
    gender: null,
    plural: true,
    ref: 'värdarna',
    profile: { kind: 'adult', audiences: ['vän'], toWhom: ['vän'] },
  },
  {
    id: 'mor-/farförälder',
    label: 'Mor-/farförälder',
    gender: null,
    ref: 'din mor- eller farförälder',
    toWhomValue: 'mor-/farförälder',
    toWhomOrder: 6,
    wizardId: 'mor-farforalder',
    wizardLabel: 'Mor-/Farförälder',
    emoji: '👵',
    wizardOrder: 12,
    expressLabel: 'Mor-/Farförälder',
    specAudiences: ['unisex'],
    extraAudiences: ['farmor'],
    wizardOccasions: ['födelsedag', 'jul', 'mors-dag', 'fars-dag', 'namnsdag', 'tack'],
    categoryHints: ['personliga-presenter', 'hem-inredning', 'tradgard-friluftsliv', 'mat-dryck', 'bocker-media'],
  },
  { id: 'unisex', label: 'Unisex', gender: null, ref: 'vem som helst', audienceOrder: 3 },
  {
    id: 'barn-0-2',
    label: 'Barn 0–2 år',
    gender: null,
    ref: 'ett barn på 0–2 år',
    wizardId: 'barn-0-2',
    wizardLabel: 'Barn 0–2 år',
    emoji: '👶',
    wizardOrder: 4,
    expressLabel: 'Barn (0-2)',
    specAudiences: ['barn'],
    extraAudiences: [],
    wizardToWhom: ['barn'],
    wizardAgeGroups: ['0-2'],
    wizardOccasions: ['dop', 'födelsedag', 'jul', 'namnsdag'],
    categoryHints: ['leksaker-barn', 'personliga-presenter', 'bocker-media'],
  },
  {
    id: 'barn-3-5',
    label: 'Barn 3–5 år',
    gender: null,
    ref: 'ett barn på 3–5 år',
    wizardId: 'barn-3-5',
    wizardLabel: 'Barn 3–5 år',
    emoji: '🧸',
    wizardOrder: 5,
    expressLabel: 'Barn (3-5)',
    specAudiences: ['barn'],
    extraAudiences: [],
    wizardToWhom: ['barn'],
    wizardAgeGroups: ['3-5'],
    wizardOccasions: ['födelsedag', 'jul', 'namnsdag', 'dop'],
    categoryHints: ['leksaker-barn', 'bocker-media', 'tradgard-friluftsliv'],
  },
  {
    id: 'barn-6-9',
    label: 'Barn 6–9 år',
    gender: null,
    ref: 'ett barn på 6–9 år',
    wizardId: 'barn-6-9',
    wizardLabel: 'Barn 6–9 år',
    emoji: '🎈',
    wizardOrder: 6,
    expressLabel: 'Barn (6-9)',
    specAudiences: ['barn'],
    extraAudiences: [],
    wizardToWhom: ['barn'],
    wizardAgeGroups: ['6-9'],
    wizardOccasions: CHILD_OCCASIONS,
    categoryHints: ['leksaker-barn', 'spel-gaming', 'bocker-media', 'traning-halsa'],
  },
  {
    id: 'barn-10-12',
    label: 'Barn 10–12 år',
    gender: null,
    ref: 'ett barn på 10–12 år',
    wizardId: 'barn-10-12',
    wizardLabel: 'Barn 10–12 år',
    emoji: '🛹',
    wizardOrder: 7,
    expressLabel: 'Barn (10-12)',
    specAudiences: ['barn'],
    extraAudiences: [],
    wizardToWhom: ['barn'],
    wizardAgeGroups: ['10-12'],
    wizardOccasions: CHILD_OCCASIONS,
    categoryHints: ['spel-gaming', 'leksaker-barn', 'bocker-media', 'traning-halsa'],
  },
  {
    id: 'vuxen',
    label: 'Vuxen',
    gender: null,
    ref: 'en vuxen',
    wizardId: 'vuxen',
    wizardLabel: 'Vuxen',
    emoji: '🧑',
    wizardOrder: 9,
    expressLabel: 'Vuxen',
    specAudiences: ['unisex'],
    extraAudiences: [],
    /** Every grown-up's to_whom value. */
    wizardToWhom: ['mamma', 'pappa', 'partner', 'vän', 'kollega', 'mor-/farförälder'],
    wizardOccasions: ['födelsedag', 'jul', 'inflytt', 'namnsdag', 'tack', 'student', 'brollopsdag'],
    categoryHints: ['hem-inredning', 'mat-dryck', 'upplevelser', 'traning-halsa', 'bocker-media'],
  },
  {
    id: 'foretag',
    label: 'Företag',
    gender: null,
    plural: true,
    ref: 'företaget',
    wizardId: 'foretag',
    wizardLabel: 'Företag',
    emoji: '🏢',
    wizardOrder: 13,
    expressLabel: 'Företag',
    specAudiences: ['unisex'],
    extraAudiences: ['kollega', 'chef'],
    wizardToWhom: ['kollega'],
    wizardOccasions: ['julgava', 'tackgava', 'eventgava'],
    categoryHints: ['corporate', 'mat-dryck', 'upplevelser', 'personliga-presenter'],
  },
] as const satisfies readonly RecipientConcept[];

export type RecipientConceptId = (typeof RECIPIENT_DEFS)[number]['id'];
type Defs = (typeof RECIPIENT_DEFS)[number];
/** A relation the text understanding recognises. */
export type RelationId = Extract<Defs, { profile: object }>['id'];
/** A stored to_whom value. */
export type ToWhomValue = Extract<Defs, { toWhomOrder: number }>['toWhomValue'];
/** A stored audience value. */
export type AudienceValue = Extract<Defs, { audienceOrder: number }>['id'];
/** A text generator audience option (docs/product/express.md#options). */
export type GeneratorAudienceId = Extract<Defs, { generatorOrder: number }>['id'];
/** A wizard recipient id (step 1). */
export type WizardRecipientId = Extract<Defs, { wizardId: string }>['wizardId'];

/** Every recipient concept, relations first in the order the understanding lists them. */
export const RECIPIENT_CONCEPTS: readonly RecipientConcept<RecipientConceptId, OccasionConceptId, CategoryConceptId>[] =
  RECIPIENT_DEFS;
export { RECIPIENT_DEFS };

/** `recipientToWhom` audience values (docs/product/generator.md#query). */
export type SpecAudience = Extract<Defs, { specAudiences: readonly string[] }>['specAudiences'][number];
