import { describe, expect, it } from 'vitest';
import { categoryForTaxonomy, generatorCanonicalPath, generatorPageTitle, withPresetFirst } from './generator-page.ts';
import { categoryHints } from './mappings.ts';

describe('the wizard page shell', () => {
  it('titles the page after the taxonomy category, else the default title', () => {
    expect(generatorPageTitle({ name: 'Mat & Dryck' })).toBe('Mat & Dryck');
    expect(generatorPageTitle(null)).toBe('Hitta presenter & gåvor');
    expect(generatorPageTitle({ name: '  ' })).toBe('Hitta presenter & gåvor');
  });

  it('builds the canonical path with the slug when present', () => {
    expect(generatorCanonicalPath()).toBe('/presentgenerator');
    expect(generatorCanonicalPath('mat-dryck')).toBe('/presentgenerator/mat-dryck');
    expect(generatorCanonicalPath('/mat-dryck/')).toBe('/presentgenerator/mat-dryck');
    expect(generatorCanonicalPath('')).toBe('/presentgenerator');
  });
});

describe('categoryForTaxonomy', () => {
  it.each([
    [{ name: 'Mat & Dryck', slug: 'mat-dryck', interests: [] }, 'mat-dryck'],
    [{ name: 'Företagsgåvor', slug: 'foretagsgavor', interests: [] }, 'corporate'],
    [{ name: 'foretagsgavor', slug: 'x', interests: [] }, 'corporate'],
    [{ name: 'Kök och hem', slug: 'kok', interests: ['kök', 'inredning', 'hem'] }, 'hem-inredning'],
  ] as const)('%o → %s', (taxonomy, expected) => {
    expect(categoryForTaxonomy(taxonomy)).toBe(expected);
  });

  it('gives null when nothing fits well enough', () => {
    expect(categoryForTaxonomy({ name: 'Husdjur', slug: 'husdjur', interests: ['hund'] })).toBeNull();
    expect(categoryForTaxonomy({ name: 'Musik', slug: 'musik', interests: ['musik'] })).toBeNull();
  });
});

describe('withPresetFirst', () => {
  const hints = categoryHints(['mamma'], ['jul']);

  it('moves the preset category to the front, keeping the rest in order', () => {
    const ordered = withPresetFirst(hints, 'bocker-media');
    expect(ordered[0]?.id).toBe('bocker-media');
    expect(ordered.slice(1).map((o) => o.id)).toEqual(hints.filter((o) => o.id !== 'bocker-media').map((o) => o.id));
  });

  it('leaves the order alone without a preset, or when the preset is not offered', () => {
    expect(withPresetFirst(hints, null)).toEqual(hints);
    expect(withPresetFirst(hints, 'corporate')).toEqual(hints);
  });
});
