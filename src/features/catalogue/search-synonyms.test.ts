import { describe, expect, it } from 'vitest';
import { synonymsOf } from './search-synonyms.ts';

describe('synonymsOf', () => {
  it.each([
    ['sockor', ['strumpor']],
    ['sjal', ['halsduk', 'scarf']],
    ['lego', ['byggklossar', 'byggsats', 'byggplattor']],
    ['kindle', ['läsplatta']],
    ['hundägare', ['hund']],
    ['hörlurar', []],
    ['constructor', []],
    ['toString', []],
  ])('%j → %j', (term, words) => {
    expect(synonymsOf(term)).toEqual(words);
  });
});
