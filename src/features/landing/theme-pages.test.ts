import { describe, expect, it } from 'vitest';
import { makeProduct } from './fixtures/products.ts';
import { rankForProfile, scoreProduct } from './scoring.ts';
import { themePageByPath, themePages, yearRedirects } from './theme-pages.ts';

describe('themePages', () => {
  const pages = themePages(2026);

  it('has the seven theme pages with the current year in the year paths', () => {
    expect(pages.map((page) => page.path)).toEqual([
      '/julklappstips',
      '/julklappstips-2026',
      '/arets-julklapp-2026',
      '/fars-dag-present',
      '/mors-dag-present',
      '/black-week-erbjudanden',
      '/fodelsedagspresent',
    ]);
  });

  it.each(pages.map((page) => [page.path, page] as const))('%s has texts within SEO limits', (_path, page) => {
    expect(page.title.length).toBeGreaterThan(10);
    expect(page.title.length).toBeLessThanOrEqual(60);
    expect(page.description.length).toBeGreaterThan(50);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.h1).not.toBe('');
    const sentences = page.intro.split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
  });

  it.each(pages.map((page) => [page.path, page] as const))('%s has a minimum score of 1 to 3', (_path, page) => {
    expect(page.profile.minScore).toBeGreaterThanOrEqual(1);
    expect(page.profile.minScore).toBeLessThanOrEqual(3);
  });

  it('writes the year into the year pages', () => {
    const page = themePageByPath('/arets-julklapp-2027', 2027);
    expect(page?.h1).toBe('Årets julklapp 2027');
    expect(page?.title).toContain('2027');
  });

  it('weights the Black Week page as the spec says', () => {
    const page = themePageByPath('/black-week-erbjudanden', 2026)!;
    expect(page.profile.weights).toEqual({ tag: 10, category: 5, keyword: 3, featuredBonus: 25 });
    expect(page.profile.minScore).toBe(1);
  });

  it.each([
    ['/julklappstips', makeProduct({ occasions: ['jul'] }), true],
    ['/julklappstips', makeProduct({ interests: ['gaming'] }), false],
    ['/fars-dag-present', makeProduct({ occasions: ['fars-dag'] }), true],
    ['/fars-dag-present', makeProduct({ audiences: ['man'], interests: ['friluftsliv'] }), true],
    ['/fars-dag-present', makeProduct({ audiences: ['man'] }), false],
    ['/fars-dag-present', makeProduct({ occasions: ['fars-dag'], tags: ['dam'] }), false],
    ['/mors-dag-present', makeProduct({ occasions: ['mors-dag'] }), true],
    ['/mors-dag-present', makeProduct({ occasions: ['fars-dag'], audiences: ['man'] }), false],
    ['/black-week-erbjudanden', makeProduct({ categories: ['Elektronik'] }), true],
    ['/black-week-erbjudanden', makeProduct({ title: 'Kreativ lerlåda' }), false],
    ['/fodelsedagspresent', makeProduct({ occasions: ['födelsedag'] }), true],
    ['/fodelsedagspresent', makeProduct({ occasions: ['jul'] }), false],
  ])('%s lists %j: %s', (path, product, listed) => {
    const page = themePageByPath(path, 2026)!;
    expect(rankForProfile([product], page.profile).length === 1).toBe(listed);
    if (!listed) return;
    expect(scoreProduct(product, page.profile)).toBeGreaterThanOrEqual(page.profile.minScore ?? 1);
  });

  it('finds pages with a trailing slash and returns null for others', () => {
    expect(themePageByPath('/julklappstips/', 2026)?.id).toBe('julklappstips');
    expect(themePageByPath('/julklappstips-2025', 2026)).toBeNull();
  });
});

describe('yearRedirects', () => {
  it.each([
    [2025, []],
    [
      2026,
      [
        { from: '/julklappstips-2025', to: '/julklappstips-2026', status: 301 },
        { from: '/arets-julklapp-2025', to: '/arets-julklapp-2026', status: 301 },
      ],
    ],
  ])('in %i', (year, redirects) => {
    expect(yearRedirects(year)).toEqual(redirects);
  });

  it('sends every earlier year to the current page', () => {
    expect(yearRedirects(2028).map((redirect) => `${redirect.from} → ${redirect.to}`)).toEqual([
      '/julklappstips-2025 → /julklappstips-2028',
      '/arets-julklapp-2025 → /arets-julklapp-2028',
      '/julklappstips-2026 → /julklappstips-2028',
      '/arets-julklapp-2026 → /arets-julklapp-2028',
      '/julklappstips-2027 → /julklappstips-2028',
      '/arets-julklapp-2027 → /arets-julklapp-2028',
    ]);
  });
});
