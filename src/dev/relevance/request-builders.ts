/** The gift-relevance set's request builders: one per mode, the id prefixed with the mode, the demo catalogue unless said. */
import type { CatalogueName, Judgment, RelevanceRequest, WizardInput } from './grading.ts';

export type Extra = Partial<Pick<RelevanceRequest, 'catalogue'>>;

export function chat(id: string, text: string, judge: Judgment, extra: Extra = {}): RelevanceRequest {
  return { id: `chat-${id}`, mode: 'chat', catalogue: extra.catalogue ?? 'demo', turns: [text], judge };
}
export function multi(id: string, turns: string[], judge: Judgment, extra: Extra = {}): RelevanceRequest {
  return { id: `multi-${id}`, mode: 'chat-multi', catalogue: extra.catalogue ?? 'demo', turns, judge };
}
export function gen(id: string, who: string, what: string, judge: Judgment, extra: Extra = {}): RelevanceRequest {
  return { id: `gen-${id}`, mode: 'generator', catalogue: extra.catalogue ?? 'demo', who, what, judge };
}
export function wiz(id: string, wizard: WizardInput, judge: Judgment, extra: Extra = {}): RelevanceRequest {
  return { id: `wiz-${id}`, mode: 'wizard', catalogue: extra.catalogue ?? 'demo', wizard, judge };
}
export function search(id: string, query: string, judge: Judgment, extra: Extra = {}): RelevanceRequest {
  return { id: `search-${id}`, mode: 'search', catalogue: extra.catalogue ?? 'demo', query, judge };
}
export const w = (
  recipients: string[],
  occasions: string[],
  categories: string[],
  budget: string | null,
  keyword?: string,
): WizardInput => ({ recipients, occasions, categories, budget, ...(keyword ? { keyword } : {}) });

export const SB: Extra = { catalogue: 'systembolaget' as CatalogueName };
export const BH: Extra = { catalogue: 'bygghemma' as CatalogueName };

/** A group of requests with their ids behind a prefix of the group's own (the fresh groups are told apart by it). */
export function withPrefix(prefix: string, requests: readonly RelevanceRequest[]): readonly RelevanceRequest[] {
  return requests.map((request) => ({ ...request, id: `${prefix}${request.id}` }));
}

/** The demo's Lucia baking kit (saffron, raisins, pearl sugar): a baking kit the grader's kinds file as a delicacy. */
export const LUCIA_BAKING_KIT = 'lussebakningskit-med-saffran-och-russin';
