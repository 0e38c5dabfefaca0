import { describe, expect, it } from 'vitest';
import { normaliseSearchTerm } from './search-count.ts';

describe('normaliseSearchTerm', () => {
  it('lowercases, drops punctuation and collapses whitespace', () => {
    expect(normaliseSearchTerm('  LEGO  Technic! ')).toBe('lego technic');
    expect(normaliseSearchTerm('Hörlurar, trådlösa?')).toBe('hörlurar trådlösa');
    expect(normaliseSearchTerm('t-shirt -rea-')).toBe('t-shirt rea');
  });

  it('does not count what is no search term', () => {
    expect(normaliseSearchTerm('')).toBeNull();
    expect(normaliseSearchTerm(' ! ')).toBeNull();
    expect(normaliseSearchTerm('a')).toBeNull();
    expect(normaliseSearchTerm('12345')).toBeNull();
    expect(normaliseSearchTerm('x'.repeat(61))).toBeNull();
    expect(normaliseSearchTerm('en två tre fyra fem sex')).toBeNull();
  });

  it('keeps digits beside letters', () => {
    expect(normaliseSearchTerm('PS5 spel')).toBe('ps5 spel');
  });
});
