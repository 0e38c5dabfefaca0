import { describe, expect, it } from 'vitest';
import {
  AGE_GIFT_IDEAS,
  COMMON_OCCASION_GIFT_IDEAS,
  HAS_EVERYTHING_GIFT_IDEAS,
  OCCASION_GIFT_IDEAS,
  RECIPIENT_GIFT_IDEAS,
  ROLE_GIFT_IDEAS,
} from '../catalogue/concepts/gift-ideas.ts';
import { isProductTypeId, productType } from '../catalogue/concepts/product-types.ts';
import { giftIdeasOf } from './gift-ideas.ts';

const none = { recipients: [], occasions: [], ageGroups: [], roles: [], hasEverything: false };

describe('gift ideas', () => {
  it('names only product types of the ontology that are presents', () => {
    const lists = [
      ...Object.values(OCCASION_GIFT_IDEAS),
      ...Object.values(COMMON_OCCASION_GIFT_IDEAS),
      ...Object.values(RECIPIENT_GIFT_IDEAS),
      ...Object.values(AGE_GIFT_IDEAS),
      ...Object.values(ROLE_GIFT_IDEAS),
      HAS_EVERYTHING_GIFT_IDEAS,
    ];
    for (const id of lists.flat()) {
      expect(isProductTypeId(id), id).toBe(true);
      expect(productType(id as string).suitability, id).not.toBe('not-gift');
    }
  });

  it('has none for a request that says nothing about occasion, recipient or role', () => {
    expect(giftIdeasOf(none)).toEqual({ first: [], more: [] });
    expect(giftIdeasOf({ ...none, recipients: ['kusin'], occasions: ['födelsedag'] })).toEqual({
      first: [],
      more: [],
    });
  });

  it("gives a grown sibling or in-law the ideas of a grown man's or woman's relatives, a child sibling a child's", () => {
    expect(giftIdeasOf({ ...none, recipients: ['svåger'] }).first).toContain('olglas');
    expect(giftIdeasOf({ ...none, recipients: ['syster'] }).first).toContain('bad-spa');
    const little = giftIdeasOf({ ...none, recipients: ['bror'], ageGroups: ['6-9'] }).first;
    expect(little).toContain('byggleksak');
    expect(little).not.toContain('whiskyglas');
    // The catalogue files a brother under friends: a friend's candles come after a grown man's ideas, not beside them.
    const brother = giftIdeasOf({ ...none, recipients: ['bror'], groups: ['vän'] });
    expect(brother.first).toContain('whiskyglas');
    expect(brother.first).not.toContain('doftljus');
    expect(brother.more).toContain('doftljus');
    expect(giftIdeasOf({ ...none, groups: ['vän'] }).first).toContain('doftljus');
  });

  it('puts the occasion first, narrowed to what also suits the recipient', () => {
    const housewarming = giftIdeasOf({ ...none, occasions: ['inflyttning'], recipients: ['par'] });
    expect(housewarming.first).toContain('ljusstake');
    expect(housewarming.first).not.toContain('choklad');
    const thanks = giftIdeasOf({ ...none, occasions: ['tack'], recipients: ['kollega'] });
    expect(thanks.first).toEqual(expect.arrayContaining(['kaffe', 'te', 'presentkorg']));
    expect(thanks.first).not.toContain('froer');
    expect(thanks.more).toContain('froer');
  });

  it('reads occasions by concept id, generator id and catalogue value alike', () => {
    const byId = giftIdeasOf({ ...none, occasions: ['inflytt'] });
    expect(giftIdeasOf({ ...none, occasions: ['inflyttning'] })).toEqual(byId);
    expect(byId.first.length).toBeGreaterThan(3);
  });

  it('gives someone who has everything experiences, after the ideas for their age', () => {
    expect(giftIdeasOf({ ...none, hasEverything: true }).first).toContain('upplevelse');
    const teen = giftIdeasOf({ ...none, ageGroups: ['tonåring'], hasEverything: true });
    expect(teen.first).toContain('horlurar');
    expect(teen.first).not.toContain('skampresent');
    expect(teen.more).toContain('upplevelse');
  });

  it('gives a christening keepsakes rather than baby clothes', () => {
    expect(OCCASION_GIFT_IDEAS.dop).toContain('doppresent');
    expect(OCCASION_GIFT_IDEAS.dop).not.toContain('babyklader');
  });

  it('lets a role decide over the recipient', () => {
    const pregnant = giftIdeasOf({ ...none, roles: ['gravid'], recipients: ['vän'] });
    expect(pregnant.first).toContain('bad-spa');
    expect(pregnant.first).not.toContain('alkohol');
    const newParents = giftIdeasOf({ ...none, roles: ['nybliven förälder'], recipients: ['kollega'] });
    expect(newParents.first).toContain('babyfilt');
  });

  it('gives Christmas its ideas only when nobody is named', () => {
    const christmas = giftIdeasOf({ ...none, occasions: ['jul'] });
    expect(christmas.first).toEqual(expect.arrayContaining(['plad', 'doftljus', 'sallskapsspel']));
    const forDad = giftIdeasOf({ ...none, occasions: ['jul'], recipients: ['pappa'] });
    expect(forDad.first).toEqual([...(RECIPIENT_GIFT_IDEAS.pappa ?? [])]);
  });
});

describe('giftIdeasOf: a child is a child first', () => {
  it('gives an 11-year-old cousin toys and pastimes, not a grown-up friend’s candles', () => {
    const ideas = giftIdeasOf({
      recipients: ['kusin'],
      occasions: [],
      ageGroups: ['10-12'],
      roles: [],
      hasEverything: false,
    });
    expect(ideas.first).toContain('experiment');
    expect(ideas.first).not.toContain('doftljus');
  });
});
