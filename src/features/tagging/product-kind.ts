/**
 * What kind of present a product is: for children, teenagers, women, men, a couple, a pet owner or the family,
 * from its title, category path, description and stated ages. Word lists here are the tagger's own product cues.
 */
import type { AgeGroup } from '../catalogue/vocabularies.ts';
import type { Recipient } from '../understanding/options.ts';
import type { ProductAges } from './product-ages.ts';

export type Gender = 'kvinna' | 'man';

const WOMEN_WORDS =
  /\b(dam|damer|kvinnor|kvinna|henne|hon|dammodell|tjej|tjejer)\b|dam(klocka|parfym|doft|plånbok|väska|modell|strumpor)/u;
const MEN_WORDS =
  /\b(herr|herrar|män|honom|gentleman|gentlemannen|killar)\b|herr(doft|klocka|parfym|plånbok|modell|strumpor)|skägg|rakning|rakhyvel|manschettknappar/u;
const COUPLE_WORDS =
  /\b(för två|för par|till par|romantisk|romantiskt|romantiska|dejt|dejter|dejtidéer|kärlek|kärleks\w*|gifte er|ni träffades|för er två)\b/u;
/** Product kinds bought mostly for women (skin care, make-up, jewellery worn by women). */
const WOMEN_PRODUCTS =
  /(hudvård|serum|ansiktsmask|ansiktskräm|läppbalsam|ögonskugg|smink|mascara|nagellack|badbomb|örhänge|halsband|berlock|scarf|sjal\b)/u;
const WOMEN_KEYWORDS: ReadonlySet<string> = new Set(['smink', 'smycken', 'halsband', 'örhängen', 'hudvård']);
const FAMILY_WORDS = /\bhela familjen\b/u;
const CHILD_CATEGORY_LEVEL = /(barn|baby|bebis)/u;
const TOY_CATEGORY = /^leksaker$/u;
const TEEN_WORDS = /\b(tonår\w*|ungdom\w*)\b/u;
/** "för barn", but not "ej lämplig för barn". */
const FOR_CHILDREN = /(?<!\b(?:ej|inte)\s+lämpligt?\s+)för barn\b/u;
const CHILD_WORDS = /\b(barn|barnen|barnet|barnets|bebis|bebisen|baby|småbarn)\b/u;
const PET_CATEGORY = /\b(djur|hund|katt|husdjur)\b/u;

export function lowerText(text: string): string {
  return text.toLowerCase();
}

export interface Kind {
  child: boolean;
  /** Open-ended from ten or more ("från 12 år"): grown-ups too. */
  allAges: boolean;
  teen: boolean;
  gender: Gender | null;
  couple: boolean;
  pet: boolean;
  family: boolean;
}

export function productKind(
  categoryPath: readonly string[],
  title: string,
  description: string,
  ages: AgeGroup[],
  reading: { keywords: readonly string[]; recipients: readonly Recipient[] },
  stated: ProductAges,
): Kind {
  const titleLower = lowerText(title);
  const descriptionLower = lowerText(description);
  const levels = categoryPath.map(lowerText);
  const category = levels.join(' > ');
  const childAges = ages.some((group) => group !== 'vuxen' && group !== 'senior' && group !== 'tonåring');
  const adultOnly = ages.includes('vuxen') || /\b18\s*\+|\bvuxna\b/u.test(titleLower);
  const childCategory =
    levels.some((level) => CHILD_CATEGORY_LEVEL.test(level)) || TOY_CATEGORY.test(levels.at(-1) ?? '');
  const teenOnlyAges = ages.length > 0 && ages.every((group) => group === 'tonåring');
  const child =
    !adultOnly &&
    !teenOnlyAges &&
    (childAges || childCategory || CHILD_WORDS.test(titleLower) || FOR_CHILDREN.test(descriptionLower));
  const teen =
    !child &&
    !adultOnly &&
    (teenOnlyAges ||
      TEEN_WORDS.test(titleLower) ||
      TEEN_WORDS.test(category) ||
      reading.recipients.includes('tonåring'));
  const both = `${titleLower} ${category} ${descriptionLower.slice(0, 200)}`;
  let gender: Gender | null = null;
  const womenProduct =
    WOMEN_PRODUCTS.test(`${titleLower} ${levels.at(-1) ?? ''}`) ||
    reading.keywords.some((keyword) => WOMEN_KEYWORDS.has(keyword));
  if (MEN_WORDS.test(both) && !WOMEN_WORDS.test(both)) gender = 'man';
  else if ((WOMEN_WORDS.test(both) || womenProduct) && !MEN_WORDS.test(both)) gender = 'kvinna';
  return {
    child,
    allAges: child && stated.from !== null && stated.from >= 10 && stated.to === null,
    teen,
    gender,
    couple: COUPLE_WORDS.test(`${titleLower} ${descriptionLower}`),
    pet: PET_CATEGORY.test(category),
    family: FAMILY_WORDS.test(`${titleLower} ${descriptionLower}`),
  };
}
