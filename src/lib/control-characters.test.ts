import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacter } from './control-characters.ts';

describe('control characters in request values', () => {
  it('finds NUL, the other C0 characters and DEL, but not tab, line feed or carriage return', () => {
    for (const text of ['ka\u0000ffe', '\u0001', 'a\u0008b', '\u000b', '\u000c', '\u001b[31m', '\u001f', 'x\u007f']) {
      expect(hasControlCharacter(text)).toBe(true);
    }
    for (const text of [
      '',
      'kaffe',
      'rad ett\nrad två',
      'kolumn\tkolumn',
      'windows\r\n',
      'åäö ÅÄÖ é ü – 🎁',
      '\u0080\u00a0',
    ]) {
      expect(hasControlCharacter(text)).toBe(false);
    }
  });

  it('names where in a query object or JSON body the character sits, keys included', () => {
    expect(findControlCharacter({ q: 'kaffe', limit: '5' })).toBeNull();
    expect(findControlCharacter({ q: 'ka\u0000ffe' })).toBe('q');
    expect(findControlCharacter({ merchants: ['Ikea', '\u0000'] })).toBe('merchants.1');
    expect(findControlCharacter({ summary: { audiences: ['kvinna\u0000'], budgetMax: 500 } })).toBe(
      'summary.audiences.0',
    );
    expect(findControlCharacter({ 'nyckel\u0000': 'värde' })).toBe('nyckel\u0000');
    expect(findControlCharacter('\u0000')).toBe('');
    expect(findControlCharacter({ messages: [{ role: 'user', content: 'Hej!\n\tPresent till mamma?' }] })).toBeNull();
    expect(findControlCharacter([1, true, null, 2.5, {}])).toBeNull();
  });

  it('walks a deeply nested body without running out of stack', () => {
    const depth = 100_000;
    const nested = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    expect(findControlCharacter(nested)).toBe(Array.from({ length: depth }, () => '0').join('.'));
  });
});
