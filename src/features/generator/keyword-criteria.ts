/** What the wizard's keyword search asks of the one gift ranking (server side: it reads the text understanding). */
import { MINOR_AGE_GROUP_IDS } from '../catalogue/concepts/index.ts';
import { criteriaFromUnderstanding, type GiftCriteria, withSeed } from '../matching/gift-criteria.ts';
import { giftIdeasOf } from '../matching/gift-ideas.ts';
import { contentWordsOf, understandGiftText } from '../understanding/understanding.ts';
import type { CatalogueFilter } from './mappings.ts';

const MINOR_GROUPS: ReadonlySet<string> = new Set(MINOR_AGE_GROUP_IDS);

/**
 * The gift criteria of the wizard's keyword search (matching/gift-criteria.ts): what the keyword names (product types,
 * words, negatives such as "inte plast" or "alkoholfritt") within the filter's budget, and the filter's age groups.
 */
export function keywordCriteria(filter: CatalogueFilter): GiftCriteria {
  const understanding = understandGiftText(filter.keyword ?? '');
  // A keyword the understanding has no concept for ("gravyr", "experiment") is searched as the visitor wrote it: the
  // ranking requires it where products hold it.
  const unknown =
    understanding.keywords.length === 0 &&
    understanding.catalogueInterests.length === 0 &&
    [understanding.productTypes, understanding.materials, understanding.attributes].every(
      (values) => (values ?? []).length === 0,
    );
  if (unknown) understanding.keywords = contentWordsOf(filter.keyword ?? '').slice(0, 4);
  const understood = criteriaFromUnderstanding(understanding);
  const minors = filter.ageGroups.length > 0 && filter.ageGroups.every((group) => MINOR_GROUPS.has(group));
  const { seed: _seed, ...rest } = understood;
  const ideas = giftIdeasOf({
    recipients: filter.toWhom,
    occasions: filter.occasions,
    ageGroups: filter.ageGroups,
    roles: understood.roles,
    hasEverything: false,
  });
  return withSeed({
    ...rest,
    budgetMin: filter.budget.min > 0 ? filter.budget.min : null,
    budgetMax: filter.budget.max,
    toWhom: [...filter.toWhom],
    audiences: [...filter.audiences],
    ageGroups: [...filter.ageGroups],
    child: filter.ageGroups.length > 0 ? minors : understood.child,
    // The wizard's categories and occasions are the filter's; only what the keyword names is required.
    interests: [],
    occasions: [...filter.occasions],
    ideas: ideas.first,
    moreIdeas: ideas.more,
  });
}
