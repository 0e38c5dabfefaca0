import { describe, expect, it } from 'vitest';
import { giftCategories, giftHintOptions } from './gift-hints.ts';
import { giftWordsIn, giftWordsOf, isGiftWord, maskGiftWords, revealsGift, stemOf } from './gift-words.ts';

describe('gift words', () => {
  it('keeps the content words of a gift description', () => {
    expect(giftWordsOf('ett par hörlurar').words).toEqual([{ word: 'hörlurar', stem: 'hörlur' }]);
    expect(giftWordsOf('Presentkort på SPA').words.map((w) => w.word)).toEqual(['presentkort', 'spa']);
    expect(giftWordsOf('en bok om fiske').words.map((w) => w.stem)).toEqual(['bok', 'fisk']);
    expect(giftWordsOf('Kalle Anka-album', 'Kalle').words.map((w) => w.word)).toEqual(['anka', 'album']);
  });

  it('stems Swedish inflections', () => {
    expect(stemOf('sockor')).toBe('sock');
    expect(stemOf('kaffebryggare')).toBe('kaffebrygg');
    expect(stemOf('böcker')).toBe('bok');
    expect(stemOf('spa')).toBe('spa');
  });

  it('recognises forms and compound parts of the gift', () => {
    const coffee = giftWordsOf('en kaffebryggare');
    for (const word of ['kaffebryggaren', 'kaffe', 'Kaffet', 'bryggare'])
      expect(isGiftWord(word, coffee), word).toBe(true);
    for (const word of ['morgon', 'väcker', 'dig', 'rar']) expect(isGiftWord(word, coffee), word).toBe(false);
    const card = giftWordsOf('presentkort på spa');
    expect(giftWordsIn('Ett kort till spa-dagen', card)).toEqual(['kort', 'spa-dagen', 'spa']);
    expect(revealsGift('Nu ska vi spara', card)).toBe(true);
    expect(revealsGift('Nu ska vi vila', card)).toBe(false);
  });

  it('masks gift words in a note', () => {
    expect(maskGiftWords('Du som älskar att fiska!', giftWordsOf('en bok om fiske'))).toBe('Du som älskar att …!');
  });
});

describe('gift hints', () => {
  it.each([
    ['en kaffebryggare', 'kaffe', 'något som väcker dig varje morgon'],
    ['en bok', 'bok', 'något att läsa'],
    ['ett par hörlurar', 'hörlurar', 'något för öronen'],
    ['sockor', 'fötter', 'något varmt för fötterna'],
    ['ullstrumpor', 'fötter', 'något varmt för fötterna'],
    ['presentkort på spa', 'presentkort', 'något som låter dig välja själv'],
    ['en plånbok', 'väska', 'något att bära med sig överallt'],
  ])('%s hints via %s', (gift, category, hint) => {
    expect(giftCategories(gift)[0]).toBe(category);
    expect(giftHintOptions(gift, 'klassisk').specific).toContain(hint);
  });

  it('narrows a hint with a second category', () => {
    const options = giftHintOptions('en bok om fiske', 'rolig');
    expect(options.specific).toContain('något att läsa för den som trivs bäst vid vattnet');
    expect(options.specific).toContain('något att läsa');
  });

  it('falls back to generic hints', () => {
    const options = giftHintOptions('en grej från Paris', 'personlig');
    expect(options.specific).toEqual([]);
    expect(options.fallback).toContain('något du länge önskat dig');
    expect(options.fallback).toContain('något jag valt med dig i tankarna');
  });

  it('never puts the gift word in its own hint', () => {
    for (const gift of ['en kaffebryggare', 'ett par hörlurar', 'sockor', 'presentkort på spa', 'en bok om fiske']) {
      const words = giftWordsOf(gift);
      const { specific } = giftHintOptions(gift, 'söt');
      expect(specific.filter((hint) => !revealsGift(hint, words)).length, gift).toBeGreaterThan(0);
    }
  });
});
