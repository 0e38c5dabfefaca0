import type { Phrase, Words } from './words.ts';

/** Themes: the stored `themes` values (the edit dialog's order) and what each means. */
export interface ThemeConcept<Id extends string = string> {
  /** Stable id, also the stored `themes` value. */
  id: Id;
  /** Swedish label. */
  label: string;
  /** Words the text understanding reads as this theme. */
  words?: readonly Words[];
  /** Multi-word phrases (folded) that mean this theme. */
  phrases?: readonly Phrase[];
  /** The theme in a sentence ("något personligt"). */
  phrase: string;
}

const THEME_DEFS = [
  {
    id: 'personligt',
    label: 'Personligt',
    phrases: [
      'med namn',
      'eget namn',
      'egen text',
      'eget foto',
      'egna bilder',
      'eget tryck',
      'valfri text',
      'valfritt namn',
      'med initialer',
    ],
    words: ['personlig personligt personliga gravyr graverad graverat gravera fotobok unik unikt unika'],
    phrase: 'något personligt',
  },
  {
    id: 'lyxigt',
    label: 'Lyxigt',
    words: [
      'lyx lyxig lyxigt lyxiga lyxpresent exklusiv exklusivt exklusiva påkostad påkostat premium',
      'siden sidenscarf kristall kristallglas kaschmir',
    ],
    phrase: 'något lyxigt',
  },
  {
    id: 'hållbart',
    label: 'Hållbart',
    phrases: ['second hand'],
    words: [
      'hållbar hållbart hållbara hållbarhet miljövänlig miljövänligt miljövänliga eko ekologisk ekologiskt ekologiska klimatsmart återvunnen återvunnet återvunna begagnat begagnad secondhand fairtrade miljömedveten miljömedvetna miljömedvetet återanvändbar återanvändbara återbrukad återbrukade naturgummi bivax',
    ],
    phrase: 'något hållbart',
  },
  {
    id: 'humor/prank',
    label: 'Humor/prank',
    phrases: ['rolig* text*', 'rolig* tryck*', 'skratt garanterat'],
    words: ['skämt skämtpresent skämtpresenter skämtsam humor humoristisk prank busig busiga lustig lustiga'],
    phrase: 'något roligt',
  },
  {
    id: 'mysigt',
    label: 'Mysigt',
    words: [
      'mys mysig mysigt mysiga mysa myspresent mysbyxor myskläder hygge gosig gosigt morgonrock morgonrocken raggsockor värmefilt',
    ],
    phrase: 'något mysigt',
  },
  {
    id: 'svenskt',
    label: 'Svenskt',
    phrases: ['made in sweden', 'fran sverige', 'i sverige', 'tillverka* i sverige'],
    words: [
      'svensk svenskt svenska svensktillverkad svensktillverkat svenskproducerad',
      'gotland gotländsk gotländska småland småländsk småländska dalarna värmland värmländsk dalahäst',
    ],
    phrase: 'något svenskt',
  },
] as const satisfies readonly ThemeConcept[];

export type ThemeId = (typeof THEME_DEFS)[number]['id'];

/** Every theme, in the edit dialog's order. */
export const THEME_CONCEPTS: readonly ThemeConcept<ThemeId>[] = THEME_DEFS;
