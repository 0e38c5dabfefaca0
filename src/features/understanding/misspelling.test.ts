import { describe, expect, it } from 'vitest';
import { understandGiftText } from './understanding.ts';

describe('misspelt product words', () => {
  it.each([['chocklad till mormor', 'choklad']])('"%s" asks for %s', (text, type) => {
    expect(understandGiftText(text).productTypes).toContain(type);
  });

  it('leaves Swedish words the lexicon lacks alone', () => {
    expect(understandGiftText('min svärfar som slipper socker').productTypes).toEqual([]);
    expect(understandGiftText('present till mormor').productTypes).toEqual([]);
  });
});
