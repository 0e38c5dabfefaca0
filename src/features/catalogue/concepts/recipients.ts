/**
 * Recipients: every person a present can be for. One concept per person with each of its spellings and roles:
 * - `profile`: a relation the text understanding recognises ("morsan" → mamma), with the generator audiences and
 *   the catalogue to_whom concepts it implies, its gender and whether it is a grown-up (spec-free, ours);
 * - `toWhomValue`/`toWhomOrder`: the stored `to_whom` value it is (the edit dialog's vocabulary);
 * - `audienceOrder`: it is a stored `audience` value (the id itself); `generatorOrder`: a text generator audience
 *   option (spec §9), with the product audiences that suit it (`productAudiences`);
 * - `wizardId`…: a button of the wizard's step 1, with the spec §9 `recipientToWhom` values (`specAudiences`),
 *   the catalogue filter it stands for, the occasions step 2 offers and the categories step 3 suggests.
 * Sentence forms come from `gender`, `plural` and `ref` (see `recipientWords` in index.ts).
 */
import type { AgeGroupId } from './ages.ts';
import type { CategoryConceptId } from './categories.ts';
import type { OccasionConceptId } from './occasions.ts';
import type { Phrase, Words } from './words.ts';

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
  /** Synonyms, irregular inflections and colloquial forms the text understanding reads as this relation. */
  words?: readonly Words<Id, O>[];
  /** Multi-word phrases (folded) that mean this relation. */
  phrases?: readonly Phrase[];
  /** More than one person ("föräldrar", "värdarna"): pronoun de/deras. */
  plural?: boolean;
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
  /** Spec §9 `recipientToWhom`: audience values, verbatim. */
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
    words: [
      'mamma mammor mamman mammas mammans mammorna mammornas morsan morsans morsa mamsen mams mammi morsgubben',
      'mor mors modern moderns mödrar mödrarna',
    ],
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
    words: [
      'pappa pappor pappan pappas pappans papporna pappornas farsan farsans farsa farsgubben farsgubbe pappsen papsen fattern',
      'far fars fadern faderns fäder fäderna',
    ],
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
    words: ['bonusmamma bonusmammor bonusmamman bonusmammas bonusmor styvmor styvmors styvmamma styvmamman'],
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['mamma'] },
  },
  {
    id: 'bonuspappa',
    label: 'Bonuspappa',
    words: ['bonuspappa bonuspappor bonuspappan bonuspappas bonusfar styvfar styvfars styvpappa styvpappan'],
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['pappa'] },
  },
  {
    id: 'mormor',
    label: 'Mormor',
    words: ['mormor mormors mormödrar momo mommo mommi mormi mummo mormorsan gammelmormor'],
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['mor-/farförälder'], ageGroups: ['senior'] },
  },
  {
    id: 'farmor',
    label: 'Farmor',
    words: ['farmor farmors farmödrar fammo fammi farmi farmorsan gammelfarmor'],
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['mor-/farförälder'], ageGroups: ['senior'] },
    audienceOrder: 8,
    adultAudience: true,
  },
  {
    id: 'morfar',
    label: 'Morfar',
    words: ['morfar morfars morfäder moffa moffe morfarsan gammelmorfar'],
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['mor-/farförälder'], ageGroups: ['senior'] },
  },
  {
    id: 'farfar',
    label: 'Farfar',
    words: ['farfar farfars farfäder faffa faffe farfarsan gammelfarfar'],
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['mor-/farförälder'], ageGroups: ['senior'] },
  },
  {
    id: 'morföräldrar',
    label: 'Morföräldrar',
    words: ['morföräldrar morföräldrarna morföräldrarnas morförälder'],
    gender: null,
    plural: true,
    ref: 'dina morföräldrar',
    profile: { kind: 'adult', audiences: ['par'], toWhom: ['mor-/farförälder'], ageGroups: ['senior'] },
  },
  {
    id: 'farföräldrar',
    label: 'Farföräldrar',
    words: ['farföräldrar farföräldrarna farföräldrarnas farförälder'],
    gender: null,
    plural: true,
    ref: 'dina farföräldrar',
    profile: { kind: 'adult', audiences: ['par'], toWhom: ['mor-/farförälder'], ageGroups: ['senior'] },
  },
  {
    id: 'föräldrar',
    label: 'Föräldrar',
    words: ['föräldrar föräldrarna föräldrarnas förälder föräldern gamlingarna'],
    gender: null,
    plural: true,
    ref: 'dina föräldrar',
    profile: { kind: 'adult', audiences: ['par'], toWhom: ['mamma', 'pappa'] },
  },
  {
    id: 'svärföräldrar',
    label: 'Svärföräldrar',
    words: ['svärföräldrar svärföräldrarna svärföräldrarnas'],
    gender: null,
    plural: true,
    ref: 'dina svärföräldrar',
    profile: { kind: 'adult', audiences: ['par'], toWhom: ['mamma', 'pappa'] },
  },
  {
    id: 'svärmor',
    label: 'Svärmor',
    words: ['svärmor svärmors svärmorsan svärmamma svärmamman'],
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['mamma'] },
  },
  {
    id: 'svärfar',
    label: 'Svärfar',
    words: ['svärfar svärfars svärfarsan svärpappa svärpappan'],
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['pappa'] },
  },
  {
    id: 'svåger',
    label: 'Svåger',
    words: ['svåger svågern svågerns svågrar svågrarna svågers'],
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['vän'] },
  },
  {
    id: 'svägerska',
    label: 'Svägerska',
    words: ['svägerska svägerskan svägerskor svägerskorna svägerskans'],
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['vän'] },
  },
  {
    id: 'svärson',
    label: 'Svärson',
    words: ['svärson svärsonen svärsöner'],
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['vän'] },
  },
  {
    id: 'svärdotter',
    label: 'Svärdotter',
    words: ['svärdotter svärdottern svärdöttrar'],
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['vän'] },
  },
  {
    id: 'son',
    label: 'Son',
    words: ['son sons sonen sonens söner sönerna grabben grabbens'],
    gender: 'man',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'dotter',
    label: 'Dotter',
    words: ['dotter dotters dottern dotterns döttrar döttrarna'],
    gender: 'kvinna',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'styvson',
    label: 'Styvson',
    words: ['styvson styvsonen styvsöner bonusson bonussonen bonussöner'],
    gender: 'man',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'styvdotter',
    label: 'Styvdotter',
    words: ['styvdotter styvdottern styvdöttrar bonusdotter bonusdottern bonusdöttrar'],
    gender: 'kvinna',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'bonusbarn',
    label: 'Bonusbarn',
    words: ['bonusbarn bonusbarnen bonusbarnet bonusbarnens styvbarn styvbarnen styvbarnet bonusunge bonusungar'],
    gender: null,
    ref: 'ditt bonusbarn',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'barn',
    label: 'Barn',
    words: [
      'barn barnen barnet barnens barnets ungar ungarna ungen unge kids kidsen småbarn småbarnen knodd knoddar knoddarna småtting småttingar småttingarna plutt plutten minstingen telning telningar förskolebarn dagisbarn skolbarn',
      { forms: 'mellanstadiet mellanstadieelev mellanstadiebarn', age: 11 },
      { forms: 'lågstadiet lågstadieelev lågstadiebarn', age: 7 },
    ],
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
    words: ['barnbarn barnbarnen barnbarnet barnbarnens barnbarnets'],
    gender: null,
    ref: 'ditt barnbarn',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'syskonbarn',
    label: 'Syskonbarn',
    words: [
      'syskonbarn brorson brorsonen brorsöner brorsdotter brorsdottern systerson systersonen systerdotter systerdottern',
    ],
    gender: null,
    ref: 'ditt syskonbarn',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'gudbarn',
    label: 'Gudbarn',
    words: ['gudbarn gudbarnet gudbarnen gudson gudsonen guddotter guddottern'],
    gender: null,
    ref: 'ditt gudbarn',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'bebis',
    label: 'Bebis',
    words: [
      'bebis bebisen bebisar bebisarna bebben bebbe bebbis bäbis bäbisen baby babyn bebisens spädbarn',
      { forms: 'nyfödd nyfödda nyfödde nyföding', age: 0 },
    ],
    gender: null,
    ref: 'en bebis',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'], ageGroups: ['0-2'] },
  },
  {
    id: 'tonåring',
    label: 'Tonåring',
    words: [
      'tonåring tonåringen tonåringar tonåringarna tonåringens tonårig tonåriga tonårsbarn teenager tonåren tonår tonis tonisar högstadiet högstadieelev högstadieelever gymnasiet gymnasieelev gymnasieelever',
      { forms: 'tonårstjej tonårsflicka tonårsdotter tonårstjejen gymnasietjej högstadietjej', gender: 'kvinna' },
      {
        forms: 'tonårskille tonårspojke tonårsson tonårskillen tonårsgrabb tonårsgrabben gymnasiekille högstadiekille',
        gender: 'man',
      },
    ],
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
    words: [
      { forms: 'pojke pojken pojkar pojkarna pojkes pojkens grabb grabbar pågen gossen lillkillen', possessive: 'son' },
    ],
    gender: 'man',
    ref: 'en pojke',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'flicka',
    label: 'Flicka',
    words: [{ forms: 'flicka flickan flickor flickorna flickans tösen töser lilltjejen lillan', possessive: 'dotter' }],
    gender: 'kvinna',
    ref: 'en flicka',
    profile: { kind: 'child', audiences: ['barn'], toWhom: ['barn'] },
  },
  {
    id: 'bror',
    label: 'Bror',
    words: [
      'bror brors brodern broderns bröder bröderna brorsan brorsans brorsa lillebror storebror lillebrorsan storebrorsan',
    ],
    gender: 'man',
    profile: { kind: 'any', audiences: ['man'], toWhom: ['vän'] },
  },
  {
    id: 'syster',
    label: 'Syster',
    words: [
      'syster systers systern systerns systrar systrarna syrran syrrans syrra lillasyster storasyster lillasyrran storasyrran',
    ],
    gender: 'kvinna',
    profile: { kind: 'any', audiences: ['kvinna'], toWhom: ['vän'] },
  },
  {
    id: 'syskon',
    label: 'Syskon',
    words: ['syskon syskonen syskonens'],
    gender: null,
    ref: 'ditt syskon',
    profile: { kind: 'any', audiences: ['vän'], toWhom: ['vän'] },
  },
  {
    id: 'kusin',
    label: 'Kusin',
    words: ['kusin kusinen kusiner kusinerna kusins kusinens'],
    gender: null,
    profile: { kind: 'any', audiences: ['vän'], toWhom: ['vän'] },
  },
  {
    id: 'moster',
    label: 'Moster',
    words: ['moster mostern mosters mostrar'],
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['vän'] },
  },
  {
    id: 'faster',
    label: 'Faster',
    words: ['faster fastern fasters fastrar'],
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['kvinna'], toWhom: ['vän'] },
  },
  {
    id: 'morbror',
    label: 'Morbror',
    words: ['morbror morbrors morbrodern morbröder'],
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['vän'] },
  },
  {
    id: 'farbror',
    label: 'Farbror',
    words: ['farbror farbrors farbrodern farbröder'],
    gender: 'man',
    profile: { kind: 'adult', audiences: ['man'], toWhom: ['vän'] },
  },
  {
    id: 'fru',
    label: 'Fru',
    words: ['fru frun frus fruns fruar hustru hustrun frugan', 'maka makan makans', 'fästmö fästmön'],
    gender: 'kvinna',
    profile: { kind: 'adult', audiences: ['partner', 'kvinna'], toWhom: ['partner'] },
  },
  {
    id: 'make',
    label: 'Make',
    words: [{ forms: 'make maken makens makes', headless: true }, 'fästman fästmannen'],
    gender: 'man',
    profile: { kind: 'adult', audiences: ['partner', 'man'], toWhom: ['partner'] },
  },
  {
    id: 'sambo',
    label: 'Sambo',
    words: ['sambo sambon sambos sambons sambor'],
    gender: null,
    profile: { kind: 'adult', audiences: ['partner'], toWhom: ['partner'] },
  },
  {
    id: 'särbo',
    label: 'Särbo',
    words: ['särbo särbon särbos'],
    gender: null,
    profile: { kind: 'adult', audiences: ['partner'], toWhom: ['partner'] },
  },
  {
    id: 'pojkvän',
    label: 'Pojkvän',
    words: ['pojkvän pojkvännen pojkväns pojkvännens pojkvänner'],
    gender: 'man',
    profile: { kind: 'any', audiences: ['partner', 'man'], toWhom: ['partner'] },
  },
  {
    id: 'flickvän',
    label: 'Flickvän',
    words: ['flickvän flickvännen flickväns flickvännens flickvänner'],
    gender: 'kvinna',
    profile: { kind: 'any', audiences: ['partner', 'kvinna'], toWhom: ['partner'] },
  },
  {
    id: 'partner',
    label: 'Partner',
    words: [
      'partner partnern partnerns partners älskling älsklingen käresta kärestan sötnos',
      { forms: 'kärlek kärleken hjärtat', possessiveOnly: true },
    ],
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
    words: [
      'kvinna kvinnan kvinnor kvinnorna kvinnas dam damen damer damerna tant tanten tanter',
      { forms: 'gumma gumman', possessive: 'fru' },
      { forms: 'kärring kärringen', possessive: 'fru' },
    ],
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
    words: [
      { forms: 'mannen mannens män männen herre herren herrar herr', possessive: 'make', headless: true },
      { forms: 'man', possessive: 'make', contextual: 'man' },
      { forms: 'gubbe gubben gubbar karl karln karlen karlar', possessive: 'make' },
    ],
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
    words: [{ forms: 'tjej tjejen tjejer tjejerna tjejs', possessive: 'flickvän' }],
    gender: 'kvinna',
    ref: 'en tjej',
    profile: { kind: 'any', audiences: ['kvinna'], toWhom: [] },
  },
  {
    id: 'kille',
    label: 'Kille',
    words: [
      { forms: 'snubbe snubben snubbar', possessive: 'pojkvän' },
      { forms: 'kille killen killar killarna killes', possessive: 'pojkvän' },
    ],
    gender: 'man',
    ref: 'en kille',
    profile: { kind: 'any', audiences: ['man'], toWhom: [] },
  },
  {
    id: 'vän',
    label: 'Vän',
    words: [
      'vän vännen vänner vännerna väns vännens vänskap',
      'kompis kompisen kompisar kompisarna kompisens polare polaren polarn polarna kamrat kamraten kamrater',
      'barnvakt barnvakten barnvakter',
      'klasskompis barndomsvän barndomskompis ungdomsvän skolkompis',
      { forms: 'väninna väninnan väninnor vänninna tjejkompis tjejkompisen tjejkompisar', gender: 'kvinna' },
      { forms: 'killkompis killkompisen killkompisar', gender: 'man' },
    ],
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
    phrases: ['bast* van*', 'bast* kompis*'],
    words: ['bästis bästisen bästisar bff'],
    gender: null,
    profile: { kind: 'any', audiences: ['vän'], toWhom: ['vän'] },
  },
  {
    id: 'gäng',
    label: 'Gäng',
    phrases: ['hela gang*'],
    words: ['gäng gänget gängets kompisgänget vängänget'],
    gender: null,
    ref: 'ett gäng',
    profile: { kind: 'any', audiences: ['vän'], toWhom: ['vän'] },
  },
  {
    id: 'familj',
    label: 'Familj',
    phrases: ['hela familj*'],
    words: ['familj familjen familjer familjens barnfamilj barnfamiljen hushåll hushållet'],
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
    words: [
      { forms: 'paret paren parets', headless: true },
      { forms: 'brudparet brudpar', occasion: 'bröllop' },
      { forms: 'par', contextual: 'par' },
      { forms: 'nygifta nygifte nyblivna', occasion: 'bröllop' },
    ],
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
    words: [
      'granne grannen grannar grannarna grannens grannes grannfamiljen grannkillen',
      { forms: 'grannfru grannfrun grannkvinnan', gender: 'kvinna' },
    ],
    gender: null,
    profile: { kind: 'adult', audiences: ['vän'], toWhom: ['vän'] },
  },
  {
    id: 'lärare',
    label: 'Lärare',
    words: [
      'lärare läraren lärarna lärares lärarens magister magistern mentor mentorn klasslärare klassläraren förskollärare förskolläraren förskolelärare pedagog pedagogen pedagogerna fritidspedagog lärarinna lärarinnan dagmamma dagmamman',
      { forms: 'fröken fröknarna fröknar dagisfröken förskolefröken', gender: 'kvinna' },
    ],
    gender: null,
    profile: { kind: 'adult', audiences: ['kollega'], toWhom: ['kollega'] },
  },
  {
    id: 'tränare',
    label: 'Tränare',
    words: ['tränare tränaren tränarna'],
    gender: null,
    profile: { kind: 'adult', audiences: ['kollega'], toWhom: ['kollega'] },
  },
  {
    id: 'chef',
    label: 'Chef',
    words: ['chef chefen chefer cheferna chefens boss bossen basen vd arbetsgivare arbetsgivaren'],
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
    phrases: ['pa jobbet', 'pa kontoret', 'pa job*'],
    words: [
      'kollega kollegan kollegor kollegorna kollegans kollegornas kolleger kollegerna jobbarkompis jobbarkompisen jobbarkompisar arbetskamrat arbetskamraten arbetskamrater medarbetare medarbetaren medarbetarna personal personalen anställda jobbarpolare jobbkompis arbetskompis arbetskompisar',
    ],
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
    words: ['kund kunden kunder kunderna affärskontakt affärskontakter affärspartner'],
    gender: null,
    ref: 'en kund',
    profile: { kind: 'adult', audiences: ['kollega'], toWhom: ['kollega'] },
  },
  {
    id: 'pensionär',
    label: 'Pensionär',
    words: ['pensionär pensionären pensionärer pensionärerna pensionärens senior seniorer'],
    gender: null,
    ref: 'en pensionär',
    profile: { kind: 'adult', audiences: ['vän'], toWhom: [], ageGroups: ['senior'] },
  },
  {
    id: 'värd',
    label: 'Värd',
    words: ['värdinna värdinnan värd värden värdparet värdarna'],
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
/** A text generator audience option (spec §9). */
export type GeneratorAudienceId = Extract<Defs, { generatorOrder: number }>['id'];
/** A wizard recipient id (step 1). */
export type WizardRecipientId = Extract<Defs, { wizardId: string }>['wizardId'];

/** Every recipient concept, relations first in the order the understanding lists them. */
export const RECIPIENT_CONCEPTS: readonly RecipientConcept<RecipientConceptId, OccasionConceptId, CategoryConceptId>[] =
  RECIPIENT_DEFS;
export { RECIPIENT_DEFS };

/** Spec §9 `recipientToWhom` audience values. */
export type SpecAudience = Extract<Defs, { specAudiences: readonly string[] }>['specAudiences'][number];
