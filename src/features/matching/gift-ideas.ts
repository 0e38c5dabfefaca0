/**
 * The gift ideas of a request that names no product, interest or product word (concepts/gift-ideas.ts): the types a
 * shop assistant would show for its occasion and recipient, most fitting first. Pure.
 * - The occasion and the recipient's role say most ("inflyttningspresent", "tar studenten", "gravid"); where the
 *   recipient's own ideas agree with them on at least three types, those come first ("tack" to a colleague: coffee,
 *   tea, a gift basket rather than seeds).
 * - Without an occasion or a role: the recipient's ideas, else the age group's.
 * - "Hen har allt" adds experiences and consumables: first when nothing else is known, after the recipient's ideas
 *   otherwise (a 16-year-old who has everything still gets headphones before a joke gift).
 */
import {
  AGE_GIFT_IDEAS,
  COMMON_OCCASION_GIFT_IDEAS,
  HAS_EVERYTHING_GIFT_IDEAS,
  OCCASION_GIFT_IDEAS,
  RECIPIENT_GIFT_IDEAS,
  ROLE_GIFT_IDEAS,
} from '../catalogue/concepts/gift-ideas.ts';
import { CHILD_AGE_GROUP_IDS, OCCASION_CONCEPTS } from '../catalogue/concepts/index.ts';
import { isTypeOrDescendant } from '../catalogue/concepts/product-types.ts';

export interface IdeaSource {
  /** Recipient concept ids or catalogue to_whom values ("mormor", "kollega", "partner"). */
  recipients: readonly string[];
  /**
   * The catalogue's to_whom groups the recipients fall in ("bror" → "vän"): their ideas come first only when the
   * recipients' own have none (a brother gets a grown man's ideas first, a friend's after).
   */
  groups?: readonly string[];
  /** Occasion concept ids, generator ids or catalogue values ("inflytt", "inflyttning", "alla-hjartans-dag"). */
  occasions: readonly string[];
  ageGroups: readonly string[];
  roles: readonly string[];
  hasEverything: boolean;
}

export interface GiftIdeas {
  /** Types to show first. */
  first: string[];
  /** Types that also fit (the other side's ideas). */
  more: string[];
}

const unique = (values: Iterable<string>) => [...new Set(values)];
const CHILD_GROUPS: ReadonlySet<string> = new Set(CHILD_AGE_GROUP_IDS);

function occasionIdeas(
  value: string,
  table: Partial<Record<string, readonly string[]>> = OCCASION_GIFT_IDEAS,
): readonly string[] {
  const concept = OCCASION_CONCEPTS.find(
    (item) => item.id === value || item.generatorId === value || item.catalogueValue === value,
  );
  return (concept && table[concept.id]) ?? [];
}

function recipientIdeas(value: string): readonly string[] {
  return (RECIPIENT_GIFT_IDEAS as Record<string, readonly string[] | undefined>)[value] ?? [];
}

/** Whether two types are one or one lies below the other. */
function related(a: string, b: string): boolean {
  return isTypeOrDescendant(a, b) || isTypeOrDescendant(b, a);
}

/** The ideas of a request; both lists empty when it says nothing that has any. */
export function giftIdeasOf(source: IdeaSource): GiftIdeas {
  const anchor = unique([
    ...source.roles.flatMap((role) => ROLE_GIFT_IDEAS[role] ?? []),
    ...source.occasions.flatMap((value) => occasionIdeas(value)),
  ]);
  const ageIdeas = (groups: readonly string[]) =>
    groups.flatMap((group) => (AGE_GIFT_IDEAS as Record<string, readonly string[] | undefined>)[group] ?? []);
  // A child is a child first: an 11-year-old cousin gets a child's ideas, not a grown-up friend's scented candles.
  const childIdeas = ageIdeas(source.ageGroups.filter((group) => CHILD_GROUPS.has(group)));
  const own = source.recipients.flatMap(recipientIdeas);
  const groupIdeas = unique((source.groups ?? []).flatMap(recipientIdeas));
  const person = unique(
    childIdeas.length > 0 ? childIdeas : [...(own.length > 0 ? own : groupIdeas), ...ageIdeas(source.ageGroups)],
  );
  const everything = source.hasEverything ? [...HAS_EVERYTHING_GIFT_IDEAS] : [];
  const common = unique(source.occasions.flatMap((value) => occasionIdeas(value, COMMON_OCCASION_GIFT_IDEAS)));
  let first: string[];
  if (anchor.length > 0) {
    const agreed = anchor.filter((type) => person.some((other) => related(type, other)));
    first = agreed.length >= 3 ? agreed : anchor;
  } else if (person.length > 0) first = person;
  else if (everything.length > 0) first = everything;
  else first = common;
  const grown = childIdeas.length > 0 ? [] : groupIdeas;
  const more = unique([...anchor, ...person, ...everything, ...grown]).filter((type) => !first.includes(type));
  return { first, more };
}
