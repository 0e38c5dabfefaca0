import { describe, expect, it } from 'vitest';
import type { LabelledProduct } from './fixtures/labelled-format.ts';
import { parseRealLabels } from './fixtures/labelled-format.ts';
import { type LabelledAnswer, scoreLabelledSet, type TypeTree } from './labelled-evaluation.ts';

const PARENTS: Record<string, string | null> = {
  dryck: null,
  alkohol: 'dryck',
  whisky: 'alkohol',
  'alkoholfri-dryck': 'dryck',
  mobler: null,
  soffa: 'mobler',
  blommor: null,
  begravningsblommor: 'blommor',
  reservdel: null,
};
const TREE: TypeTree = {
  parentOf: (id) => PARENTS[id] ?? null,
  alcohol: (id) => id === 'alkohol' || id === 'whisky',
  situationalRoots: ['begravningsblommor', 'mobler'],
};

function product(title: string, labels: string): LabelledProduct {
  const labelling = parseRealLabels(labels);
  return {
    title,
    description: '',
    categoryPath: [],
    price: 100,
    brand: '',
    merchant: 'Test',
    expected: labelling.expected,
    type: labelling.type,
    suitability: labelling.suitability,
    tagged: labelling.tagged,
    alcoholFree: labelling.alcoholFree,
  };
}

const tags = (to_whom: string[], occasions: string[] = ['födelsedag']) => ({
  to_whom,
  age_groups: ['vuxen'],
  interests: [],
  occasions,
  themes: [],
  audience: ['unisex'],
});
const answer = (approved: boolean, type: string, value = tags(['pappa'])): LabelledAnswer => ({
  approved,
  type,
  tags: approved ? value : null,
});

describe('scoreLabelledSet', () => {
  it('scores type, approve/reject with the situational rule, facets and everyday-present slips', () => {
    const products = [
      product('whisky', 'type=whisky to=pappa occ=födelsedag'),
      product('soffa utan tillfälle', 'type=soffa fit=sit'),
      product('soffa till födelsedagen', 'type=soffa fit=sit'),
      product('krans', 'type=begravningsblommor fit=sit'),
      product('reservdel', 'type=reservdel fit=no'),
      product('alkoholfri öl', 'type=alkoholfri-dryck alk=0 fit=no'),
      product('engelskt halsband', 'type=whisky tags=no'),
    ];
    const report = scoreLabelledSet(
      products,
      [
        answer(true, 'whisky', tags(['pappa', 'mamma'])),
        answer(true, 'soffa', tags(['vän'], [])),
        answer(true, 'mobler', tags(['vän'], ['födelsedag'])),
        answer(false, 'begravningsblommor'),
        answer(true, 'okand'),
        answer(false, 'alkohol'),
        answer(true, 'whisky', tags(['barn'])),
      ],
      TREE,
    );
    expect(report.typed).toBe(7);
    expect(report.typeAccuracy).toBeCloseTo(4 / 7);
    // "mobler" for a soffa is the same branch; "okand" and "alkohol" for alkoholfri-dryck are not.
    expect(report.typeBranchAccuracy).toBeCloseTo(5 / 7);
    // Wrong: the sofa with a birthday, the spare part approved.
    expect(report.decisionAccuracy).toBeCloseTo(5 / 7);
    expect(report.wronglyApproved).toBe(2);
    expect(report.wronglyRejected).toBe(0);
    expect(report.situationalAsEveryday).toBe(1);
    expect(report.situationalAsEverydayTitles).toEqual(['soffa till födelsedagen']);
    expect(report.alcoholFree).toBe(1);
    expect(report.alcoholFreeTypedAlcohol).toBe(1);
    // Only the whisky is judged on its facets (the necklace has tags=no).
    expect(report.facets.to_whom).toMatchObject({ truePositives: 1, falsePositives: 1, falseNegatives: 0 });
  });
});
