import { describe, expect, it } from 'vitest';
import { keywordBodySchema, productTrends, trendKeywords } from './trends.ts';

describe('trendKeywords', () => {
  it('takes terms searched and interests clicked at least twice, scored by count, staff keywords on top', () => {
    expect(
      trendKeywords({
        searches: [
          { term: 'lego', count: 7 },
          { term: 'Hörlurar', count: 3 },
          { term: 'gaming', count: 2 },
          { term: 'engång', count: 1 },
          { term: '!!', count: 9 },
        ],
        clickedInterests: [
          { term: 'gaming', count: 4 },
          { term: 'matlagning', count: 1 },
        ],
        manual: ['ljus', 'lego'],
      }),
    ).toEqual([
      { keyword: 'lego', score: 17, manual: true },
      { keyword: 'ljus', score: 10, manual: true },
      { keyword: 'gaming', score: 6, manual: false },
      { keyword: 'hörlurar', score: 3, manual: false },
    ]);
  });

  it('keeps at most 20 automatic keywords, the strongest', () => {
    const searches = Array.from({ length: 25 }, (_, index) => ({
      term: `ord${String.fromCharCode(97 + index)}`,
      count: 2 + index,
    }));
    const keywords = trendKeywords({ searches, clickedInterests: [], manual: [] });
    expect(keywords).toHaveLength(20);
    expect(keywords[0]).toEqual({ keyword: 'ordy', score: 26, manual: false });
    expect(keywords.at(-1)).toEqual({ keyword: 'ordf', score: 7, manual: false });
  });

  it('is empty without signals', () => {
    expect(trendKeywords({ searches: [], clickedInterests: [], manual: [] })).toEqual([]);
  });
});

describe('productTrends', () => {
  it('scores relative to the top product and boosts by the logarithm of the raw trend', () => {
    const keywords = new Map([
      ['a', 17],
      ['b', 6],
      ['c', 0],
    ]);
    const clicks = new Map([
      ['b', 5],
      ['d', 1],
    ]);
    expect(productTrends(keywords, clicks)).toEqual([
      { id: 'a', trend_score: 100, trend_boost: 4.2 },
      { id: 'b', trend_score: 94, trend_boost: 4.1 },
      { id: 'd', trend_score: 12, trend_boost: 1.6 },
    ]);
  });

  it('keeps the strongest products only, ties by id, and caps the boost', () => {
    const keywords = new Map([
      ['z', 5000],
      ['y', 3],
      ['x', 3],
    ]);
    expect(productTrends(keywords, new Map(), 2)).toEqual([
      { id: 'z', trend_score: 100, trend_boost: 10 },
      { id: 'x', trend_score: 1, trend_boost: 2 },
    ]);
    expect(productTrends(new Map(), new Map())).toEqual([]);
  });
});

describe('keywordBodySchema', () => {
  it('normalises a staff keyword and refuses empty ones', () => {
    expect(keywordBodySchema.parse({ keyword: '  Doftljus! ' })).toEqual({ keyword: 'doftljus' });
    expect(keywordBodySchema.safeParse({ keyword: ' ' }).success).toBe(false);
    expect(keywordBodySchema.safeParse({ keyword: 'ljus', x: 1 }).success).toBe(false);
  });
});
