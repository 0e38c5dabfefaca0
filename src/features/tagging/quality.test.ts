import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../../dev/demo/products.ts';
import { AGE_GROUPS, AUDIENCES, INTERESTS, OCCASIONS, THEMES, TO_WHOM } from '../catalogue/vocabularies.ts';
import { evaluateDemo, evaluateLabelled } from './evaluate.ts';
import { LABELLED_PRODUCTS } from './fixtures/labelled.ts';
import { formatQuality, scoreQuality } from './quality.ts';

describe('scoreQuality', () => {
  it('counts precision and recall over tag values and the approve/reject decision', () => {
    const tags = (to_whom: string[]) => ({
      to_whom,
      age_groups: ['vuxen'],
      interests: [],
      occasions: [],
      themes: [],
      audience: ['unisex'],
    });
    const report = scoreQuality([
      { expected: tags(['mamma', 'pappa']), actual: tags(['mamma', 'kollega']) },
      { expected: tags(['vän']), actual: tags(['vän']) },
      { expected: null, actual: null },
      { expected: null, actual: tags(['vän']) },
      { expected: tags(['barn']), actual: null },
    ]);
    expect(report.decisionAccuracy).toBe(3 / 5);
    expect(report.wronglyApproved).toBe(1);
    expect(report.wronglyRejected).toBe(1);
    expect(report.facets.to_whom).toMatchObject({ truePositives: 2, falsePositives: 1, falseNegatives: 1 });
    expect(report.facets.to_whom.precision).toBeCloseTo(2 / 3);
    expect(report.facets.to_whom.recall).toBeCloseTo(2 / 3);
    // A facet nobody tagged counts as perfect rather than undefined.
    expect(report.facets.interests.precision).toBe(1);
  });
});

describe('labelled product set', () => {
  it('has at least 300 products from every kind of shop, labelled only with the spec vocabularies', () => {
    expect(LABELLED_PRODUCTS.length).toBeGreaterThanOrEqual(300);
    expect(LABELLED_PRODUCTS.filter((product) => product.expected === null).length).toBeGreaterThanOrEqual(50);
    expect(new Set(LABELLED_PRODUCTS.map((product) => product.merchant)).size).toBeGreaterThanOrEqual(20);
    for (const { expected, title } of LABELLED_PRODUCTS) {
      if (!expected) continue;
      for (const value of expected.to_whom) expect(TO_WHOM, title).toContain(value);
      for (const value of expected.age_groups) expect(AGE_GROUPS, title).toContain(value);
      for (const value of expected.interests) expect(INTERESTS, title).toContain(value);
      for (const value of expected.occasions) expect(OCCASIONS, title).toContain(value);
      for (const value of expected.themes) expect(THEMES, title).toContain(value);
      expect(AUDIENCES, title).toContain(expected.audience);
    }
  });

  it('is tagged with precision ≥ 0.9 on to_whom and interests and ≥ 95 % right approve/reject', () => {
    const report = evaluateLabelled(LABELLED_PRODUCTS);
    console.log(formatQuality('Offline-taggaren mot den märkta uppsättningen', report));
    expect(report.facets.to_whom.precision).toBeGreaterThanOrEqual(0.9);
    expect(report.facets.interests.precision).toBeGreaterThanOrEqual(0.9);
    expect(report.decisionAccuracy).toBeGreaterThanOrEqual(0.95);
    // Recall and the other facets: floors under today's figures, so a regression shows.
    expect(report.facets.to_whom.recall).toBeGreaterThanOrEqual(0.85);
    expect(report.facets.interests.recall).toBeGreaterThanOrEqual(0.8);
    expect(report.facets.age_groups.precision).toBeGreaterThanOrEqual(0.9);
    expect(report.facets.occasions.precision).toBeGreaterThanOrEqual(0.85);
    expect(report.facets.themes.precision).toBeGreaterThanOrEqual(0.85);
    expect(report.facets.audience.precision).toBeGreaterThanOrEqual(0.85);
  });
});

describe('demo catalogue', () => {
  it('agrees with the hand-set tags of the demo catalogue (second sanity figure)', () => {
    const report = evaluateDemo(DEMO_PRODUCTS);
    console.log(formatQuality('Offline-taggaren mot demokatalogens handsatta taggar', report));
    // Every demo product is a present; the demo's looser to_whom and audience conventions keep those figures lower.
    expect(report.decisionAccuracy).toBeGreaterThanOrEqual(0.98);
    expect(report.facets.interests.precision).toBeGreaterThanOrEqual(0.7);
    expect(report.facets.occasions.precision).toBeGreaterThanOrEqual(0.7);
  });
});
