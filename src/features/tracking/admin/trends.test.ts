import { describe, expect, it } from 'vitest';
import {
  AUTO_KEYWORDS_MAX,
  blockedKeyword,
  keywordBodySchema,
  MIN_CLIENTS,
  MIN_SEARCHES,
  productTrends,
  TRENDS_TEXT,
  trendCandidates,
  trendKeywords,
} from './trends.ts';

describe('trendKeywords', () => {
  it('takes terms searched and interests clicked at least twice, scored by count, staff keywords on top', () => {
    expect(
      trendKeywords({
        searches: [
          { term: 'lego', count: 7, clients: 5 },
          { term: 'Hörlurar', count: 3, clients: 3 },
          { term: 'gaming', count: 2, clients: 2 },
          { term: 'engång', count: 1, clients: 1 },
          { term: '!!', count: 9, clients: 9 },
        ],
        clickedInterests: [
          { term: 'gaming', count: 4 },
          { term: 'matlagning', count: 1 },
        ],
        manual: ['ljus', 'lego'],
      }),
    ).toEqual([
      { keyword: 'lego', score: 17, manual: true, clients: 5 },
      { keyword: 'ljus', score: 10, manual: true, clients: 0 },
      { keyword: 'gaming', score: 6, manual: false, clients: 2 },
      { keyword: 'hörlurar', score: 3, manual: false, clients: 3 },
    ]);
  });

  it('keeps at most 20 automatic keywords, the strongest', () => {
    const searches = Array.from({ length: 25 }, (_, index) => ({
      term: `ord${String.fromCharCode(97 + index)}`,
      count: 2 + index,
      clients: 2,
    }));
    const keywords = trendKeywords({ searches, clickedInterests: [], manual: [] });
    expect(keywords).toHaveLength(20);
    expect(keywords[0]).toEqual({ keyword: 'ordy', score: 26, manual: false, clients: 2 });
    expect(keywords.at(-1)).toEqual({ keyword: 'ordf', score: 7, manual: false, clients: 2 });
  });

  it(`needs ${MIN_CLIENTS} distinct clients: one client on every day of the window is no trend`, () => {
    expect(MIN_CLIENTS).toBeGreaterThanOrEqual(2);
    expect(MIN_SEARCHES).toBeGreaterThanOrEqual(2);
    const keywords = trendKeywords({
      searches: [
        // One client searching every day (counted once a day): enough searches, too few clients.
        { term: 'kaffe', count: 7, clients: MIN_CLIENTS - 1 },
        { term: 'doftljus', count: MIN_SEARCHES, clients: MIN_CLIENTS },
      ],
      clickedInterests: [],
      manual: [],
    });
    expect(keywords).toEqual([{ keyword: 'doftljus', score: MIN_SEARCHES, manual: false, clients: MIN_CLIENTS }]);
  });

  it('drops terms that can be no gift keyword, blocked keywords and, when told, those matching no product', () => {
    const searches = [
      { term: 'or pg sleep 11 1', count: 50, clients: 50 },
      { term: 'script alert 1 script', count: 40, clients: 40 },
      { term: `${'presentkort '.repeat(4)}`.trim(), count: 30, clients: 30 },
      { term: 'kaffe', count: 20, clients: 20 },
      { term: 'doftljus', count: 10, clients: 10 },
      { term: 'tekanna', count: 5, clients: 5 },
    ];
    const clickedInterests = [{ term: 'gaming', count: 3 }];
    expect(trendCandidates({ searches, clickedInterests, blocked: ['kaffe'] })).toEqual([
      { keyword: 'doftljus', score: 10, clients: 10 },
      { keyword: 'tekanna', score: 5, clients: 5 },
      { keyword: 'gaming', score: 3, clients: 0 },
    ]);
    const keywords = trendKeywords({
      searches,
      clickedInterests,
      manual: [],
      blocked: ['kaffe'],
      matching: new Set(['doftljus', 'gaming']),
    });
    expect(keywords.map((keyword) => keyword.keyword)).toEqual(['doftljus', 'gaming']);
  });

  it('blocks an interest by its normalised form', () => {
    const clickedInterests = [
      { term: 'musik/film', count: 4 },
      { term: 'gaming', count: 3 },
    ];
    expect(trendCandidates({ searches: [], clickedInterests, blocked: ['musik film'] })).toEqual([
      { keyword: 'gaming', score: 3, clients: 0 },
    ]);
  });

  it('fills the automatic keywords with matching candidates past the ones matching nothing', () => {
    const searches = Array.from({ length: AUTO_KEYWORDS_MAX + 5 }, (_, index) => ({
      term: `ord${String.fromCharCode(97 + index)}`,
      count: 100 - index,
      clients: 3,
    }));
    const matching = new Set(searches.slice(5).map((search) => search.term));
    const keywords = trendKeywords({ searches, clickedInterests: [], manual: [], matching });
    expect(keywords).toHaveLength(AUTO_KEYWORDS_MAX);
    expect(keywords[0]?.keyword).toBe('ordf');
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

describe('blockedKeyword', () => {
  it('stores a plain keyword normalised', () => {
    expect(blockedKeyword('  Kaffe ')).toEqual({ keyword: 'kaffe' });
    expect(blockedKeyword('Or  PG sleep 11 1')).toEqual({ keyword: 'or pg sleep 11 1' });
    expect(blockedKeyword('t-shirt')).toEqual({ keyword: 't-shirt' });
  });

  it('refuses odd characters, 2,000 characters, HTML and what is no keyword, each with its reason', () => {
    expect(blockedKeyword("' OR pg_sleep(11)--")).toEqual({ error: TRENDS_TEXT.blockOddCharacters });
    expect(blockedKeyword('kaffe!')).toEqual({ error: TRENDS_TEXT.blockOddCharacters });
    expect(blockedKeyword('x'.repeat(2000))).toEqual({ error: TRENDS_TEXT.blockTooLong });
    expect(blockedKeyword('<b>kaffe</b>')).toEqual({ error: TRENDS_TEXT.blockHtml });
    expect(blockedKeyword('kaffe &amp; te')).toEqual({ error: TRENDS_TEXT.blockHtml });
    expect(blockedKeyword('123')).toEqual({ error: TRENDS_TEXT.blockInvalid });
    expect(blockedKeyword(' ')).toEqual({ error: TRENDS_TEXT.blockInvalid });
    expect(blockedKeyword('en två tre fyra fem sex')).toEqual({ error: TRENDS_TEXT.blockInvalid });
  });
});

describe('keywordBodySchema', () => {
  it('normalises a staff keyword and refuses empty ones', () => {
    expect(keywordBodySchema.parse({ keyword: '  Doftljus! ' })).toEqual({ keyword: 'doftljus' });
    expect(keywordBodySchema.safeParse({ keyword: ' ' }).success).toBe(false);
    expect(keywordBodySchema.safeParse({ keyword: 'ljus', x: 1 }).success).toBe(false);
  });
});
