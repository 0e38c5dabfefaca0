import { describe, expect, it } from 'vitest';
import { makeProduct } from './fixtures/products.ts';
import { CARD_DESCRIPTION_CHARS, parseThemeCardFacts, themeCardFacts } from './theme-cards.ts';
import { applyThemeFilter, defaultThemeFilter } from './theme-filter.ts';

describe('theme card facts', () => {
  const product = makeProduct({
    title: 'Doftljus Vinterskog',
    description: `<p>Handgjort   doftljus</p> ${'med gran och kanel '.repeat(30)}`,
    tags: ['ljus'],
    audiences: ['kvinna'],
    occasions: ['jul'],
    interests: ['inredning'],
    merchant: 'Ljusbutiken',
    priceSEK: 449,
    featured: true,
    rank_boost: 3,
  });

  it('keeps what the filter reads and a short plain-text description', () => {
    const facts = themeCardFacts(product);
    expect(facts).toMatchObject({
      id: product.id,
      title: 'Doftljus Vinterskog',
      tags: ['ljus'],
      audiences: ['kvinna'],
      merchant: 'Ljusbutiken',
      priceSEK: 449,
      featured: true,
      rank_boost: 3,
      rating: 4.5,
    });
    expect(facts.description.startsWith('Handgjort doftljus med gran')).toBe(true);
    expect(facts.description.length).toBeLessThanOrEqual(CARD_DESCRIPTION_CHARS);
    expect(Object.keys(facts)).not.toContain('affiliateUrl');
  });

  it('round-trips through the page JSON and filters the same as the full products', () => {
    const products = [
      product,
      makeProduct({ title: 'Grillset', priceSEK: 899, audiences: ['man'], merchant: 'Grillbutiken' }),
      makeProduct({ title: 'Billig mugg', priceSEK: 99 }),
    ];
    const facts = parseThemeCardFacts(JSON.stringify(products.map(themeCardFacts)));
    expect(facts).toHaveLength(3);
    const filter = { ...defaultThemeFilter(), audiences: ['man'] };
    expect(applyThemeFilter(facts, filter).map((card) => card.id)).toEqual(
      applyThemeFilter(products, filter).map((p) => p.id),
    );
  });

  it('skips malformed entries and junk', () => {
    expect(parseThemeCardFacts('inte json')).toEqual([]);
    expect(parseThemeCardFacts('{"a":1}')).toEqual([]);
    const good = themeCardFacts(product);
    expect(parseThemeCardFacts(JSON.stringify([good, { ...good, priceSEK: '12' }, null, { id: 1 }]))).toEqual([good]);
  });
});
