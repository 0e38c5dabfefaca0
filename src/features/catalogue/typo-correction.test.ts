import { describe, expect, it } from 'vitest';
import { chooseCorrection, editDistance, isCloseWord, maxEditsFor } from './typo-correction.ts';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['kaffe', 'kaffe', 0],
    ['kaffebryggre', 'kaffebryggare', 1],
    ['pusel', 'pussel', 1],
    ['ukelele', 'ukulele', 1],
    ['telskop', 'teleskop', 1],
    ['hörlrua', 'hörlura', 1],
    ['sockor', 'klockor', 2],
    ['technic', 'tech', 3],
    ['', 'abc', 3],
  ])('%j → %j is %d', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe('isCloseWord', () => {
  it('allows one edit up to five letters and two from six', () => {
    expect(maxEditsFor('pusel')).toBe(1);
    expect(maxEditsFor('kaffebryggre')).toBe(2);
    expect(isCloseWord('pusel', 'pussel')).toBe(true);
    expect(isCloseWord('pusl', 'pussel')).toBe(false);
    expect(isCloseWord('gjutjarnsgrytta', 'gjutjarnsgryta')).toBe(true);
    expect(isCloseWord('schackspl', 'schackspell')).toBe(true);
  });

  it('never changes the first letter, never corrects short terms, never "corrects" to the same word', () => {
    expect(isCloseWord('sockor', 'klockor')).toBe(false);
    expect(isCloseWord('sockor', 'rockor')).toBe(false);
    expect(isCloseWord('lego', 'ego')).toBe(false);
    expect(isCloseWord('leg', 'lek')).toBe(false);
    expect(isCloseWord('kaffe', 'kaffe')).toBe(false);
  });
});

describe('chooseCorrection', () => {
  it('picks the close word with the fewest edits, then the most similar, then the most common', () => {
    expect(
      chooseCorrection('kaffebryggre', [
        { word: 'kaffebonor', similarity: 0.5, frequency: 90 },
        { word: 'kaffebryggare', similarity: 0.7, frequency: 3 },
      ]),
    ).toBe('kaffebryggare');
    expect(
      chooseCorrection('vinglass', [
        { word: 'vinglas', similarity: 0.7, frequency: 2 },
        { word: 'vinglasen', similarity: 0.7, frequency: 9 },
      ]),
    ).toBe('vinglas');
    expect(
      chooseCorrection('tavla', [
        { word: 'tavlan', similarity: 0.6, frequency: 1 },
        { word: 'tavlor', similarity: 0.6, frequency: 5 },
        { word: 'taula', similarity: 0.6, frequency: 8 },
      ]),
    ).toBe('taula');
  });

  it('answers null when no candidate is close: "technic" is not "tech", "sockor" is not "klockor"', () => {
    expect(chooseCorrection('technic', [{ word: 'tech', similarity: 0.5, frequency: 176 }])).toBeNull();
    expect(chooseCorrection('sockor', [{ word: 'klockor', similarity: 0.45, frequency: 300 }])).toBeNull();
    expect(chooseCorrection('lego', [])).toBeNull();
  });
});
