/** Themes: the stored `themes` values (the edit dialog's order) and what each means. */
export interface ThemeConcept<Id extends string = string> {
  /** Stable id, also the stored `themes` value. */
  id: Id;
  /** Swedish label. */
  label: string;
  /** (Its words and phrases for the text understanding: words.ts, `THEME_WORDS`.) */
  /** The theme in a sentence ("något personligt"). */
  phrase: string;
}

const THEME_DEFS = [
  {
    id: 'personligt',
    label: 'Personligt',
    phrase: 'något personligt',
  },
  {
    id: 'lyxigt',
    label: 'Lyxigt',
    phrase: 'något lyxigt',
  },
  {
    id: 'hållbart',
    label: 'Hållbart',
    phrase: 'något hållbart',
  },
  {
    id: 'humor/prank',
    label: 'Humor/prank',
    phrase: 'något roligt',
  },
  {
    id: 'mysigt',
    label: 'Mysigt',
    phrase: 'något mysigt',
  },
  {
    id: 'svenskt',
    label: 'Svenskt',
    phrase: 'något svenskt',
  },
] as const satisfies readonly ThemeConcept[];

export type ThemeId = (typeof THEME_DEFS)[number]['id'];

/** Every theme, in the edit dialog's order. */
export const THEME_CONCEPTS: readonly ThemeConcept<ThemeId>[] = THEME_DEFS;
