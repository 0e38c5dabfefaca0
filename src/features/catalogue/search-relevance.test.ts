import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answersCase, relevanceSetSchema, scoreRelevance } from './search-relevance.ts';

const lego = { query: 'lego', kind: 'vardagsord', expect: 'byggsats|byggklossar' };
const mug = { query: 'mugg mamma', kind: 'flera ord', expect: 'mugg.*mamma' };

describe('search relevance', () => {
  it('answers a case when one of the first five titles matches, case-insensitively', () => {
    expect(answersCase(lego, ['Pussel', 'BYGGKLOSSAR 100 delar'])).toBe(true);
    expect(answersCase(mug, ['Mugg med texten ”Världens bästa mamma”'])).toBe(true);
    expect(answersCase(lego, ['Smartklocka', 'Klockbox'])).toBe(false);
    expect(answersCase(lego, ['a', 'b', 'c', 'd', 'e', 'Byggsats'])).toBe(false);
    expect(answersCase(lego, [])).toBe(false);
  });

  it('scores the share of answered cases and lists the misses', () => {
    const score = scoreRelevance([lego, mug], [['Byggsats med 500 klossar'], ['Termos']]);
    expect(score).toEqual({
      answered: 1,
      total: 2,
      share: 0.5,
      misses: [{ query: 'mugg mamma', titles: ['Termos'] }],
    });
  });

  it('ships a set of at least 60 queries of every kind, each pattern a valid expression', () => {
    const file = new URL('./fixtures/search-relevance.json', import.meta.url);
    const { cases } = relevanceSetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((item) => item.query)).size).toBe(cases.length);
    expect(new Set(cases.map((item) => item.kind))).toEqual(
      new Set(['ord', 'böjning', 'stavfel', 'vardagsord', 'märke', 'flera ord', 'mening']),
    );
    for (const item of cases) expect(() => new RegExp(item.expect, 'iu')).not.toThrow();
  });
});
