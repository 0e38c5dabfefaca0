import { describe, expect, it } from 'vitest';
import { understandGiftText } from '../understanding/index.ts';
import { criteriaFrom, withinBudget } from './criteria.ts';
import { product } from './fixtures/products.ts';
import { isAllowed, offTopic, pickVaried, rankCandidates, scoreProduct, wrongAgeGroup } from './rank.ts';

const criteria = criteriaFrom(understandGiftText('Present till pappa som älskar att fiska, max 500 kr'), ['used']);

describe('chat criteria', () => {
  it('reads recipient, budget, interests and words', () => {
    expect(criteria).toMatchObject({
      budgetMin: null,
      budgetMax: 500,
      toWhom: ['pappa'],
      child: false,
      interests: ['friluftsliv'],
      keywords: ['fiske'],
      excludeIds: ['used'],
    });
    expect(criteria.audiences).toEqual(expect.arrayContaining(['man', 'pappa']));
  });

  it('drops the limits when the budget does not matter', () => {
    const open = criteriaFrom(understandGiftText('till mamma, budget spelar ingen roll'));
    expect([open.budgetMin, open.budgetMax]).toEqual([null, null]);
  });

  it('keeps products without a price or outside a stated budget out', () => {
    expect(withinBudget(499, { budgetMin: null, budgetMax: 500 })).toBe(true);
    expect(withinBudget(501, { budgetMin: null, budgetMax: 500 })).toBe(false);
    expect(withinBudget(199, { budgetMin: 200, budgetMax: 500 })).toBe(false);
    expect(withinBudget(null, { budgetMin: null, budgetMax: 500 })).toBe(false);
    expect(withinBudget(null, { budgetMin: null, budgetMax: null })).toBe(true);
  });
});

describe('chat ranking', () => {
  const rod = product({
    id: 'rod',
    title: 'Fiskespö teleskop',
    productType: 'fiskespo',
    priceSEK: 449,
    interests: ['friluftsliv'],
    to_whom: ['pappa'],
  });
  const lamp = product({
    id: 'lamp',
    title: 'Pannlampa',
    productType: 'pannlampa',
    priceSEK: 299,
    interests: ['friluftsliv'],
  });
  const toy = product({
    id: 'toy',
    title: 'Fiskespel för barn',
    priceSEK: 199,
    audiences: ['barn'],
    to_whom: ['barn'],
  });
  const dear = product({ id: 'dear', title: 'Fiskebåt', priceSEK: 5000 });
  const used = product({ id: 'used', title: 'Fiskedrag', priceSEK: 99 });
  const noPrice = product({ id: 'np', title: 'Fiskeresa', priceSEK: null });
  const dogVest = product({
    id: 'dog',
    title: 'Reflexväst för hund',
    productType: 'hundtillbehor',
    interests: ['friluftsliv'],
  });
  const coffeeSet = product({
    id: 'coffee',
    title: 'Kaffeset',
    productType: 'kaffetillbehor',
    interests: ['friluftsliv'],
  });

  it('ranks the named kind first, keeps only what matches it, and says why', () => {
    const ranked = rankCandidates([lamp, rod, dogVest, coffeeSet], criteria);
    // Only the angler's own gear: a head torch, a dog vest or a coffee set tagged 'friluftsliv' is no fishing present.
    expect(ranked.map((item) => item.product.id)).toEqual(['rod']);
    expect(ranked[0]?.reasons.type).toBe('fiske');
    expect(ranked[0]?.reasons).toMatchObject({ interest: 'fiske', recipient: true, occasion: null });
  });

  it('never lets through products outside the budget, without price, already suggested or for children', () => {
    expect(rankCandidates([toy, dear, used, noPrice, rod], criteria).map((item) => item.product.id)).toEqual(['rod']);
    expect(isAllowed(rod, criteria)).toBe(true);
  });

  it('leaves out excluded words', () => {
    const noCoffee = criteriaFrom(understandGiftText('till mamma, max 500 kr, inget kaffe'));
    expect(isAllowed(product({ id: 'k', title: 'Kaffekvarn' }), noCoffee)).toBe(false);
    expect(isAllowed(product({ id: 't', title: 'Tekanna' }), noCoffee)).toBe(true);
  });

  it('knows toys from grown-up gifts', () => {
    expect(wrongAgeGroup(toy, false)).toBe(true);
    expect(wrongAgeGroup(toy, true)).toBe(false);
    expect(wrongAgeGroup(product({ id: 'w', title: 'Vin', audiences: ['man'] }), true)).toBe(true);
    expect(wrongAgeGroup(rod, null)).toBe(false);
  });

  it('pushes niche products down unless asked for', () => {
    expect(offTopic(dogVest, criteria)).toBe(true);
    expect(offTopic(dogVest, criteriaFrom(understandGiftText('till min vän som har hund')))).toBe(false);
    const outdoors = criteriaFrom(understandGiftText('till pappa som gillar friluftsliv, max 500 kr'));
    expect(offTopic(dogVest, outdoors)).toBe(true);
    expect(scoreProduct(dogVest, outdoors).score).toBeLessThan(scoreProduct(lamp, outdoors).score);
  });

  it('picks up to three varied products', () => {
    const same = (id: string, title: string) =>
      product({
        id,
        title,
        merchant: 'A',
        productType: 'fiskedrag',
        categories: ['Fiske'],
        interests: ['friluftsliv'],
      });
    const ranked = rankCandidates([same('a', 'Drag 1'), same('b', 'Drag 2'), same('c', 'Drag 1'), lamp, rod], criteria);
    const picks = pickVaried(ranked).map((item) => item.product.id);
    expect(picks).toHaveLength(3);
    expect(picks.includes('a') && picks.includes('c')).toBe(false);
    expect(new Set(picks).size).toBe(3);
    expect(pickVaried(ranked.slice(0, 2))).toHaveLength(2);
  });
});
