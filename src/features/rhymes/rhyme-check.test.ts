import { describe, expect, it } from 'vitest';
import { checkRhyme, rhymesWith } from './rhyme-check.ts';

describe('rhymesWith', () => {
  it.each([
    ['jul', 'kul'],
    ['klapp', 'trapp'],
    ['klapp', 'lapp'],
    ['julklapp', 'knapp'],
    ['snö', 'strø'],
    ['lycka', 'smycka'],
    ['spänt', 'tänt'],
    ['present', 'spänt'],
    ['dig', 'nej'],
    ['gott', 'fått'],
    ['stjärna', 'gärna'],
    ['Jul!', 'kul.'],
    ['glappet', 'klappet'],
    ['kompis', 'pompis'],
    ['tomte', 'komte'],
  ])('%s rhymes with %s', (a, b) => {
    expect(rhymesWith(a, b)).toBe(true);
    expect(rhymesWith(b, a)).toBe(true);
  });

  it.each([
    ['jul', 'full'],
    ['klapp', 'kul'],
    ['tomte', 'lampa'],
    ['tak', 'tack'],
    ['vit', 'vitt'],
    ['jul', ''],
    ['', ''],
  ])('%s does not rhyme with %s', (a, b) => {
    expect(rhymesWith(a, b)).toBe(false);
  });
});

const request = { recipient: 'Åsa', gift: 'en bok om fiske' };

const good = [
  'Till Åsa från tomten en kväll i jul,',
  'för tomten tycker att det ska vara kul.',
  'Det är något att läsa – kan du gissa rätt?',
  'Det är inte svårt, nej, faktiskt ganska lätt.',
].join('\n');

describe('checkRhyme', () => {
  it('passes a rhyme that follows every rule', () => {
    expect(checkRhyme(good, request)).toEqual({ ok: true, problems: [] });
  });

  it('accepts crossed rhymes, stanzas and a closing line that extends a rhyme', () => {
    const crossed = [
      'Till Åsa en klapp nu i jul,',
      'den kom hit med tomtens släde,',
      'och den blir riktigt kul,',
      'den väcker stor glädje.',
    ].join('\n');
    expect(rhymesWith('släde', 'glädje')).toBe(false);
    expect(checkRhyme(crossed, request).problems).toEqual(['Rad 2 och 4 rimmar inte ("släde" / "glädje").']);
    const crossedWell = crossed.replace('släde', 'sång').replace('glädje', 'lång');
    expect(checkRhyme(crossedWell, request).ok).toBe(true);
    const stanzas = `${good}\n\nGod jul och gott nytt år\nönskar tomten, vart du än går.\n`;
    expect(checkRhyme(stanzas, request).ok).toBe(true);
    const triplet = `${good}\nså sätt dig här tätt.`;
    expect(checkRhyme(triplet, request).ok).toBe(true);
  });

  it('counts lines and ignores blank ones', () => {
    expect(checkRhyme(good.split('\n').slice(0, 3).join('\n'), request).problems).toContain(
      'Rimmet har 3 rader; det ska ha 4–8.',
    );
    const long = [good, good, 'Till Åsa en gång till i jul,', 'det är kul.'].join('\n');
    expect(checkRhyme(long, request).problems).toContain('Rimmet har 10 rader; det ska ha 4–8.');
    expect(checkRhyme(`\n\n${good}\n\n`, request).ok).toBe(true);
  });

  it('names the lines that do not rhyme and the repeated rhyme word', () => {
    const broken = good.replace('kul.', 'glad.');
    expect(checkRhyme(broken, request).problems).toEqual(['Rad 1 och 2 rimmar inte ("jul" / "glad").']);
    const repeated = good.replace('ska vara kul', 'är jul');
    expect(checkRhyme(repeated, request).problems).toEqual(['Rad 1 och 2 slutar på samma ord ("jul").']);
  });

  it('requires the recipient to be named, case-insensitively and as a whole word', () => {
    expect(checkRhyme(good, { ...request, recipient: 'Kalle' }).problems).toEqual(['Mottagaren (Kalle) nämns inte.']);
    expect(checkRhyme(good, { ...request, recipient: 'åsa' }).ok).toBe(true);
    expect(checkRhyme(good, { ...request, recipient: 'Ås' }).ok).toBe(false);
    expect(checkRhyme(good, { ...request, recipient: 'Åsa Nilsson' }).ok).toBe(true);
    const danish = good.replace('Åsa', 'Søren');
    expect(checkRhyme(danish, { ...request, recipient: 'Søren' }).ok).toBe(true);
  });

  it('flags gift words, their stems and parts of compound gift words', () => {
    const withWord = (word: string) => good.replace('något att läsa', `något (${word})`);
    expect(checkRhyme(withWord('boken'), request).problems).toEqual(['Rimmet avslöjar presenten: "boken".']);
    expect(checkRhyme(withWord('böcker'), request).ok).toBe(false);
    expect(checkRhyme(withWord('fiskar'), request).ok).toBe(false);
    expect(checkRhyme(withWord('sportfiske'), request).ok).toBe(false);
    const coffee = { recipient: 'Åsa', gift: 'en kaffebryggare' };
    expect(checkRhyme(withWord('kaffe'), coffee).ok).toBe(false);
    expect(checkRhyme(withWord('bryggaren'), coffee).ok).toBe(false);
    expect(checkRhyme(good, coffee).ok).toBe(true);
    const headphones = { recipient: 'Åsa', gift: 'ett par hörlurar' };
    expect(checkRhyme(withWord('hörlurarna'), headphones).ok).toBe(false);
    expect(checkRhyme(good, headphones).ok).toBe(true);
  });

  it('does not count the recipient name as a gift word', () => {
    const text = good.replaceAll('Åsa', 'Bok-Berit');
    expect(checkRhyme(text, { recipient: 'Bok-Berit', gift: 'en bok' }).ok).toBe(true);
  });
});
