import { describe, expect, it } from 'vitest';
import { RELATED_GROUP_TITLES, relatedLandingLinks, shortTitle } from './related-pages.ts';

describe('shortTitle', () => {
  it('keeps the part before the dash', () => {
    expect(shortTitle('Present till mamma – presenttips hon blir glad av')).toBe('Present till mamma');
    expect(shortTitle('Julklappstips 2026 – årets bästa presenter')).toBe('Julklappstips 2026');
    expect(shortTitle('Utan tankstreck')).toBe('Utan tankstreck');
  });
});

describe('relatedLandingLinks', () => {
  it('links a category page to the other categories first, never to itself', () => {
    const groups = relatedLandingLinks('/kategori/mat-dryck', 2026);
    expect(groups.map((group) => group.title)).toEqual([
      RELATED_GROUP_TITLES.categories,
      RELATED_GROUP_TITLES.prices,
      RELATED_GROUP_TITLES.recipients,
    ]);
    expect(groups[0]?.links).toHaveLength(12);
    expect(groups.flatMap((group) => group.links).some((link) => link.href === '/kategori/mat-dryck')).toBe(false);
    expect(groups[1]?.links.map((link) => link.href)).toEqual([
      '/presenter-under-200-kr',
      '/presenter-under-500-kr',
      '/presenter-under-1000-kr',
    ]);
  });

  it('links price pages to budgets, recipients and categories', () => {
    const groups = relatedLandingLinks('/presenter-under-500-kr', 2026);
    expect(groups[0]?.links.map((link) => link.label)).toEqual(['Presenter under 200 kr', 'Presenter under 1 000 kr']);
    expect(groups.map((group) => group.title)).toEqual([
      RELATED_GROUP_TITLES.prices,
      RELATED_GROUP_TITLES.recipients,
      RELATED_GROUP_TITLES.categories,
    ]);
  });

  it('links recipient pages to other recipients, budgets and theme pages', () => {
    const groups = relatedLandingLinks('/present-till-pappa', 2026);
    expect(groups[0]?.links.map((link) => link.href)).not.toContain('/present-till-pappa');
    expect(groups[0]?.links).toHaveLength(5);
    expect(groups[2]?.title).toBe(RELATED_GROUP_TITLES.themes);
  });

  it('links theme pages to the other theme pages of the year', () => {
    const groups = relatedLandingLinks('/fars-dag-present', 2027);
    expect(groups[0]?.title).toBe(RELATED_GROUP_TITLES.themes);
    expect(groups[0]?.links.map((link) => link.href)).toEqual([
      '/julklappstips',
      '/julklappstips-2027',
      '/arets-julklapp-2027',
      '/mors-dag-present',
      '/black-week-erbjudanden',
      '/fodelsedagspresent',
    ]);
  });
});
