/**
 * The wizard page's shell: its title, canonical path and the category a taxonomy slug stands for
 * (/presentgenerator/{slug}).
 */
import { normalizeText } from './keyword-score.ts';
import { categoryToInterests } from './mappings.ts';
import { CATEGORIES, type CategoryId, WIZARD_TEXT } from './wizard-options.ts';

/** Base path of the wizard. */
export const GENERATOR_PATH = '/presentgenerator';
/** Path of AI Express. */
export const EXPRESS_PATH = `${GENERATOR_PATH}/express`;

/** A row of taxonomy_categories as the page needs it. */
export interface TaxonomyCategory {
  name: string;
  slug: string;
  description: string | null;
  emoji: string | null;
  interests: readonly string[];
}

/** Page title: the taxonomy category's name when the slug matched one, otherwise "Hitta presenter & gåvor". */
export function generatorPageTitle(category: Pick<TaxonomyCategory, 'name'> | null | undefined): string {
  const name = category?.name.trim() ?? '';
  return name === '' ? WIZARD_TEXT.defaultTitle : name;
}

/** Canonical path: /presentgenerator, plus /{slug} when a slug is present. */
export function generatorCanonicalPath(slug?: string | null): string {
  const clean = slug?.trim().replace(/^\/+|\/+$/g, '') ?? '';
  return clean === '' ? GENERATOR_PATH : `${GENERATOR_PATH}/${clean}`;
}

/**
 * The wizard category a taxonomy category stands for: the one whose id is the slug, else whose label is the name
 * (case and accents ignored), else the one sharing the most interest words (at least two); null when none fits.
 */
export function categoryForTaxonomy(
  category: Pick<TaxonomyCategory, 'name' | 'slug' | 'interests'>,
): CategoryId | null {
  const bySlug = CATEGORIES.find((option) => option.id === category.slug);
  if (bySlug) return bySlug.id;
  const name = normalizeText(category.name);
  const byName = CATEGORIES.find((option) => normalizeText(option.label) === name);
  if (byName) return byName.id;
  const wanted = new Set(category.interests.map(normalizeText));
  let best: { id: CategoryId; shared: number } | null = null;
  for (const option of CATEGORIES) {
    const shared = categoryToInterests[option.id].filter((word) => wanted.has(normalizeText(word))).length;
    if (shared >= 2 && (best === null || shared > best.shared)) best = { id: option.id, shared };
  }
  return best?.id ?? null;
}

/** Step 3's options with the page's preset category moved to the front (when it is offered at all). */
export function withPresetFirst<O extends { id: CategoryId }>(options: readonly O[], preset: CategoryId | null): O[] {
  const index = preset === null ? -1 : options.findIndex((option) => option.id === preset);
  if (index <= 0) return [...options];
  return [options[index]!, ...options.slice(0, index), ...options.slice(index + 1)];
}
