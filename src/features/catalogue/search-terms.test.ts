import { describe, expect, it } from 'vitest';
import { matchesBrowseSearch, rankSearchResults, searchScore, searchTerms } from './search-terms.ts';

describe('searchTerms', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['a', []],
    ['Kaffe', ['kaffe']],
    ['  Mysig   FILT ', ['mysig', 'filt']],
    ['Vinprovning | Stockholm', ['vinprovning', 'stockholm']],
    ['t-shirt', ['shirt']],
    ['tv-spel,lego_set', ['tv', 'spel', 'lego', 'set']],
    ['Ölglas för ÅÄÖ-fans', ['ölglas', 'för', 'åäö', 'fans']],
    ['a b cd e', ['cd']],
    ['kaffe Kaffe KAFFE', ['kaffe']],
    ['|,-_', []],
    ['kopp\tte\nsocker', ['kopp', 'te', 'socker']],
  ])('%j → %j', (query, expected) => {
    expect(searchTerms(query)).toEqual(expected);
  });
});

const mug = { title: 'Kaffemugg i keramik', description: 'Rymmer 3 dl kaffe', tags: ['kök', 'Fika'] };
const book = { title: 'Bok om kaffe', description: 'Historien om bönan', tags: [] };
const lamp = { title: 'Lampa', description: 'Mysigt ljus', tags: ['Inredning'] };

describe('searchScore and rankSearchResults', () => {
  it.each([
    [mug, ['kaffe'], 3],
    [book, ['kaffe'], 2],
    [lamp, ['kaffe'], 0],
    [mug, ['kaffe', 'keramik', 'dl'], 3 + 2 + 1],
    [mug, [], 0],
    [{ title: 'KAFFE', description: 'KAFFE' }, ['kaffe'], 3],
  ])('%j with %j scores %d', (product, terms, score) => {
    expect(searchScore(product, terms)).toBe(score);
  });

  it('keeps matches only, best first, cut to the limit', () => {
    expect(rankSearchResults([lamp, book, mug], ['kaffe'])).toEqual([mug, book]);
    expect(rankSearchResults([lamp, book, mug], ['kaffe'], 1)).toEqual([mug]);
    expect(rankSearchResults([lamp, book, mug], ['kaffe'], 0)).toEqual([]);
    expect(rankSearchResults([lamp, book, mug], [])).toEqual([]);
  });

  it('keeps the incoming order for equal scores', () => {
    const a = { title: 'Te A', description: '' };
    const b = { title: 'Te B', description: '' };
    expect(rankSearchResults([a, b], ['te'])).toEqual([a, b]);
    expect(rankSearchResults([b, a], ['te'])).toEqual([b, a]);
  });
});

describe('matchesBrowseSearch', () => {
  it.each([
    [mug, '', true],
    [mug, '   ', true],
    [mug, 'MUGG', true],
    [mug, 'keramik', true],
    [mug, '3 dl', true],
    [mug, 'fika', true],
    [mug, 'kök', true],
    [mug, ' kaffe ', true],
    [mug, 'te', false],
    [lamp, 'inred', true],
    [lamp, 'kaffe', false],
    [book, 'bönan', true],
    [book, 'BÖNAN', true],
  ])('%j / %j → %s', (product, text, expected) => {
    expect(matchesBrowseSearch(product, text)).toBe(expected);
  });
});
