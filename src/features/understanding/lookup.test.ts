import { describe, expect, it } from 'vitest';
import { foldDiacritics, normalizeText } from '../../lib/swedish-text.ts';
import { readAges } from './age.ts';
import { LEXICON, PHRASES } from './lexicon.ts';
import { lexiconConflicts, resolveWord } from './lookup.ts';
import { parseNumberPrefix, parseNumberWord } from './numbers.ts';
import { RECIPIENT_PROFILES, RECIPIENTS } from './options.ts';
import { tokenize } from './text.ts';

describe('normalising and tokenising', () => {
  it('lower-cases, unifies dashes and reads æ/ø as ä/ö', () => {
    expect(normalizeText('Bröllop – 200—400 KR, Kærlek')).toBe('bröllop - 200-400 kr, kärlek');
    expect(foldDiacritics('trädgård över éclair')).toBe('tradgard over eclair');
  });

  it('reads Swedish number formats', () => {
    const values = (text: string) =>
      tokenize(text)
        .filter((t) => t.kind === 'number')
        .map((t) => t.value);
    expect(values('1 299 kr och 5 000:-')).toEqual([1299, 5000]);
    expect(values('1.500 kr, 1,5k, 299,00')).toEqual([1500, 1.5, 299]);
    expect(values('barnen är 4 och 7')).toEqual([4, 7]);
    expect(values('200 400')).toEqual([200, 400]);
  });

  it('keeps "ca." in the clause and splits clauses at full stops', () => {
    const tokens = tokenize('Runt ca. 500 kr. Hon gillar te');
    expect(tokens.find((t) => t.text === '500')?.clause).toBe(0);
    expect(tokens.find((t) => t.text === 'hon')?.clause).toBe(1);
  });

  it('marks a dangling hyphen', () => {
    expect(tokenize('mor- och farföräldrar')[0]).toMatchObject({ text: 'mor', dangling: true });
  });
});

describe('Swedish number words', () => {
  it.each([
    ['tre', 3],
    ['tolv', 12],
    ['sjutton', 17],
    ['tjugofem', 25],
    ['fyrtio', 40],
    ['hundra', 100],
    ['tvåhundra', 200],
    ['tvahundra', 200],
    ['femhundrafemtio', 550],
    ['tusen', 1000],
    ['ettusen', 1000],
    ['tvåtusen', 2000],
    ['tretusenfemhundra', 3500],
    ['nittionio', 99],
  ])('%s → %d', (word, value) => {
    expect(parseNumberWord(word)).toBe(value);
  });

  it('reads number prefixes of longer words', () => {
    expect(parseNumberPrefix('fyraåring')).toMatchObject({ value: 4, length: 4 });
    expect(parseNumberPrefix('femtioårsdag')).toMatchObject({ value: 50, length: 6 });
    expect(parseNumberWord('femte')).toBeNull();
    expect(parseNumberWord('tonåring')).toBeNull();
  });
});

describe('ages', () => {
  it.each([
    ['fyller 50', [50], true],
    ['blir snart 7', [7], true],
    ['fyra år', [4], false],
    ['7-åring', [7], false],
    ['sjuåring', [7], false],
    ['tvåårig', [2], false],
    ['60-årsdag', [60], true],
    ['50 års kalas', [50], true],
    ['i 30-årsåldern', [30], false],
    ['barnen är 4 och 7', [4, 7], false],
    ['3-5 år', [3, 5], false],
    ['fyller ett år', [1], true],
    ['14 månader', [1], false],
    ['för 10 år sedan', [], false],
    ['i 25 år', [], false],
    ['2025 års julklapp', [], false],
    ['en man som har allt', [], false],
    ['hon är en 40-åring', [40], false],
  ])('%s', (text, ages, birthday) => {
    const reading = readAges(tokenize(text));
    expect(reading.ages).toEqual(ages);
    expect(reading.birthday).toBe(birthday);
  });
});

describe('word lookup', () => {
  const word = (text: string) => resolveWord(text)?.parts.map((part) => `${part.role}:${part.entry.word}`) ?? null;

  it.each([
    ['kollegorna', ['whole:kollega']],
    ['trädgården', ['whole:trädgård']],
    ['tradgarden', ['whole:trädgård']],
    ['mammas', ['whole:mamma']],
    ['systrarna', ['whole:syster']],
    ['pojkarna', ['whole:pojke']],
    ['lärarna', ['whole:lärare']],
    ['mysigt', ['whole:mys']],
    ['julklap', ['whole:jul']],
    ['tränning', ['whole:träning']],
    ['kolelga', ['whole:kollega']],
    ['kaffeälskare', ['modifier:kaffe']],
    ['fiskeintresserad', ['modifier:fiske']],
    ['träningsnörd', ['modifier:träning']],
    ['deckarälskare', ['modifier:bok']],
    ['bröllopstips', ['modifier:bröllop']],
    ['kattmamma', ['modifier:katt', 'head:mamma']],
    ['pappapresent', ['modifier:pappa']],
    ['kompisgänget', ['whole:gäng']],
    ['bluetoothhögtalare', ['whole:högtalare']],
    ['kaffebryggare', ['whole:kaffebryggare']],
    ['chokladask', ['whole:choklad']],
    ['löparskor', ['modifier:löpning', 'head:skor']],
    ['tv-spel', ['whole:gaming']],
  ])('%s', (text, parts) => {
    expect(word(text)).toEqual(parts);
  });

  it.each([
    'får',
    'mora',
    'bara',
    'vara',
    'fara',
    'faror',
    'frusen',
    'filter',
    'hundra',
    'tärning',
    'tidning',
    'sommar',
    'naturligtvis',
    'klimat',
    'automat',
    'vinter',
    'van',
    'badar',
    'målet',
    'inledning',
    'torsdagen',
    'kanon',
    'säker',
  ])('leaves the ordinary word "%s" alone', (text) => {
    expect(word(text)).toBeNull();
  });
});

describe('lexicon', () => {
  it('lists every form under one entry only', () => {
    expect(lexiconConflicts()).toEqual([]);
  });

  it('has a profile for every recipient the lexicon can produce', () => {
    const produced = [...LEXICON, ...PHRASES.map((phrase) => phrase.entry)].flatMap((entry) =>
      [entry.concept.recipient, entry.concept.possessive].filter((value) => value !== undefined),
    );
    for (const recipient of produced) expect(RECIPIENTS).toContain(recipient);
    for (const recipient of RECIPIENTS) expect(RECIPIENT_PROFILES[recipient]).toBeDefined();
  });

  it('writes phrases in folded form', () => {
    for (const phrase of PHRASES) {
      for (const word of phrase.words) expect(foldDiacritics(word)).toBe(word);
    }
  });
});
