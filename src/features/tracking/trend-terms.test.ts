import { describe, expect, it } from 'vitest';
import {
  hasNoLetter,
  isMostlyPunctuation,
  isTooLongForKeyword,
  looksLikeCode,
  matchesNoActiveProduct,
  TREND_TERM_MAX,
  trendTermRefusal,
} from './trend-terms.ts';

/** Ordinary searches (issue 20's kind of requests, misspellings, brands) that must stay possible keywords. */
const GIFT_SEARCHES = [
  'doftljus',
  'LEGO Technic',
  'hörlurar trådlösa',
  't-shirt',
  'PS5 spel',
  'Kaffe',
  'present till mamma 50 år',
  'Levi’s jeans',
  'harry potter',
  'sömnmask',
  'ordet select',
  'vinkylare',
  'ör-hängen',
];

describe('hasNoLetter', () => {
  it('is true for digits and punctuation only', () => {
    expect(hasNoLetter('12345')).toBe(true);
    expect(hasNoLetter('11 1')).toBe(true);
    expect(hasNoLetter("')--")).toBe(true);
    expect(hasNoLetter('')).toBe(true);
  });
  it('is false with any letter, Swedish ones too', () => {
    expect(hasNoLetter('ö')).toBe(false);
    expect(hasNoLetter('ps5')).toBe(false);
  });
});

describe('isMostlyPunctuation', () => {
  it('is true when over a third of the visible characters are punctuation or symbols', () => {
    expect(isMostlyPunctuation('")(')).toBe(true);
    expect(isMostlyPunctuation("'%27--")).toBe(true);
    expect(isMostlyPunctuation('lego!!!!')).toBe(true);
    expect(isMostlyPunctuation('"><svg/onload=alert(1)>')).toBe(true);
  });
  it('is false for ordinary searches', () => {
    for (const search of GIFT_SEARCHES) expect(isMostlyPunctuation(search), search).toBe(false);
    expect(isMostlyPunctuation('Lego!')).toBe(false);
    expect(isMostlyPunctuation('  ')).toBe(false);
  });
});

describe('looksLikeCode', () => {
  it('catches SQL fragments as typed and as normalised', () => {
    for (const text of [
      'or pg sleep 11 1',
      'and pg sleep 11 1',
      "' OR pg_sleep(11)-- 1",
      '1 AND SLEEP(5)',
      "1' UNION ALL SELECT NULL,NULL--",
      'kaffe union select password from users',
      "1' AND 7521=7521 AND 'abc'='abc",
      "x' or 'a'='a",
      '1;WAITFOR DELAY 0:0:5',
      "'; DROP TABLE products; --",
      'kaffe ORDER BY 3',
      'information_schema.tables',
    ]) {
      expect(looksLikeCode(text), text).toBe(true);
    }
  });
  it('catches HTML, script and path fragments', () => {
    for (const text of [
      '<script>alert(1)</script>',
      'script alert 1 script',
      '"><svg/onload=alert(1)>',
      '<img src=x onerror=prompt(1)>',
      'javascript:alert(document.cookie)',
      '&lt;b&gt;kaffe',
      '../../etc/passwd',
      '{{7*7}}',
    ]) {
      expect(looksLikeCode(text), text).toBe(true);
    }
  });
  it('leaves ordinary searches alone', () => {
    for (const search of GIFT_SEARCHES) expect(looksLikeCode(search), search).toBe(false);
    expect(looksLikeCode('kaffe och te')).toBe(false);
    expect(looksLikeCode('barn < 5 år')).toBe(false);
  });
});

describe('isTooLongForKeyword', () => {
  it(`is true past ${TREND_TERM_MAX} characters or five words`, () => {
    expect(isTooLongForKeyword('x'.repeat(TREND_TERM_MAX))).toBe(false);
    expect(isTooLongForKeyword('x'.repeat(TREND_TERM_MAX + 1))).toBe(true);
    expect(isTooLongForKeyword('en två tre fyra fem')).toBe(false);
    expect(isTooLongForKeyword('en två tre fyra fem sex')).toBe(true);
    expect(isTooLongForKeyword('k'.repeat(2000))).toBe(true);
  });
});

describe('matchesNoActiveProduct', () => {
  it('is true for a term the catalogue did not match', () => {
    const matching = new Set(['doftljus', 'kaffe']);
    expect(matchesNoActiveProduct('doftljus', matching)).toBe(false);
    expect(matchesNoActiveProduct('or pg sleep 11 1', matching)).toBe(true);
    expect(matchesNoActiveProduct('kaffe', new Set())).toBe(true);
  });
});

describe('trendTermRefusal', () => {
  it('names the first rule a search breaks', () => {
    expect(trendTermRefusal('12345')).toBe('no-letter');
    expect(trendTermRefusal('a!!!!')).toBe('punctuation');
    expect(trendTermRefusal('or pg sleep 11 1')).toBe('code');
    expect(trendTermRefusal('presentkort '.repeat(4))).toBe('too-long');
    expect(trendTermRefusal('k'.repeat(2000))).toBe('too-long');
    expect(trendTermRefusal('x')).toBe('too-short');
  });
  it('accepts ordinary searches', () => {
    for (const search of GIFT_SEARCHES) expect(trendTermRefusal(search), search).toBeNull();
  });
});
