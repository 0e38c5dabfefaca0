import { describe, expect, it } from 'vitest';
import { toSlug } from './slug.ts';

describe('toSlug', () => {
  it('lowercases and maps å and ä to a, ö to o', () => {
    expect(toSlug('Årets Julklappar')).toBe('arets-julklappar');
    expect(toSlug('Bönor & Blad')).toBe('bonor-blad');
    expect(toSlug('ÄLSKADE MÖBLER')).toBe('alskade-mobler');
  });

  it('turns each run of other characters into one hyphen and trims hyphens at the edges', () => {
    expect(toSlug('  Mys, te & tända ljus!  ')).toBe('mys-te-tanda-ljus');
    expect(toSlug('--Till pappa--')).toBe('till-pappa');
    expect(toSlug('Presenter 2026/27')).toBe('presenter-2026-27');
  });

  it('folds other diacritics to their base letter', () => {
    expect(toSlug('Café Crème Brûlée')).toBe('cafe-creme-brulee');
    expect(toSlug('Müsli')).toBe('musli');
    expect(toSlug('Søstre Æble Straße')).toBe('sostre-aeble-strasse');
  });

  it('gives an empty slug for text without letters or digits', () => {
    expect(toSlug('!!! ???')).toBe('');
    expect(toSlug('')).toBe('');
  });
});
