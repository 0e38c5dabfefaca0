import { describe, expect, it } from 'vitest';
import { RHYME_TONES, type RhymeRequest } from './rhyme.ts';
import { checkRhyme, rhymesWith } from './rhyme-check.ts';
import { composeRhyme } from './rhyme-engine.ts';
import { lastWord } from './rhyme-sound.ts';

const SEEDS = Array.from({ length: 25 }, (_, i) => i + 1);

/** Each gift with the words (and stems) a reader would call giving it away; `^` means at the start of a word. */
const CASES: readonly { recipient: string; gift: string; forbidden: readonly string[] }[] = [
  { recipient: 'Åsa', gift: 'ett par hörlurar', forbidden: ['hörlur', 'lurar'] },
  { recipient: 'Mohammed', gift: 'en kaffebryggare', forbidden: ['kaffe', 'brygg'] },
  { recipient: 'Kalle', gift: 'sockor', forbidden: ['sock'] },
  { recipient: 'Mamma', gift: 'presentkort på spa', forbidden: ['presentkort', '^present', '^kort', '^spa'] },
  { recipient: 'Farfar Sven', gift: 'en bok om fiske', forbidden: ['^bok', 'böck', 'fisk'] },
  { recipient: 'Zoë Øberg', gift: 'strumpor', forbidden: ['strump'] },
];

const NOTES = ['Tack för att du alltid ställer upp!', 'Nu blir det mys i soffan', 'Du är bäst'];

function revealed(rhyme: string, recipient: string, forbidden: readonly string[]): string[] {
  const text = rhyme.toLocaleLowerCase('sv-SE').replaceAll(recipient.toLocaleLowerCase('sv-SE'), ' ');
  return forbidden.filter((stem) =>
    stem.startsWith('^') ? new RegExp(`(?<![\\p{L}])${stem.slice(1)}`, 'u').test(text) : text.includes(stem),
  );
}

describe('composeRhyme', () => {
  for (const tone of RHYME_TONES) {
    describe(tone, () => {
      for (const { recipient, gift, forbidden } of CASES) {
        it(`writes valid rhymes for ${recipient} / ${gift}`, () => {
          const distinct = new Set<string>();
          for (const seed of SEEDS) {
            const request: RhymeRequest = { recipient, gift, tone };
            const { rhyme, lines } = composeRhyme(request, seed);
            const check = checkRhyme(rhyme, request);
            expect(check.problems, rhyme).toEqual([]);
            expect(lines.join('\n')).toBe(rhyme);
            expect(lines.length).toBeGreaterThanOrEqual(4);
            expect(lines.length).toBeLessThanOrEqual(8);
            expect(revealed(rhyme, recipient, forbidden), rhyme).toEqual([]);
            expect(rhyme).toContain(recipient);
            for (const line of lines) expect(line.trimEnd().endsWith(recipient), line).toBe(false);
            distinct.add(rhyme);
          }
          expect(distinct.size).toBeGreaterThanOrEqual(10);
        });

        it(`weaves a personal note into the rhyme for ${recipient} / ${gift}`, () => {
          const distinct = new Set<string>();
          for (const seed of SEEDS) {
            const personalNote = NOTES[seed % NOTES.length] ?? '';
            const request: RhymeRequest = { recipient, gift, personalNote, tone };
            const { rhyme, lines } = composeRhyme(request, seed);
            expect(checkRhyme(rhyme, request).problems, rhyme).toEqual([]);
            expect(lines.length).toBeGreaterThanOrEqual(6);
            expect(rhyme).toContain(personalNote.replace(/[.!]$/, ''));
            expect(revealed(rhyme, recipient, forbidden), rhyme).toEqual([]);
            distinct.add(rhyme);
          }
          expect(distinct.size).toBeGreaterThanOrEqual(10);
        });
      }
    });
  }

  it('is deterministic for a seed and varies with it', () => {
    const request: RhymeRequest = { recipient: 'Åsa', gift: 'en bok om fiske', tone: 'rolig' };
    expect(composeRhyme(request, 7)).toEqual(composeRhyme(request, 7));
    expect(composeRhyme(request, 'julafton')).toEqual(composeRhyme(request, 'julafton'));
    const rhymes = new Set(SEEDS.map((seed) => composeRhyme(request, seed).rhyme));
    expect(rhymes.size).toBeGreaterThanOrEqual(15);
    expect(checkRhyme(composeRhyme(request).rhyme, request).ok).toBe(true);
  });

  it('rhymes every couplet by the lexicon', () => {
    for (const seed of SEEDS) {
      const { lines } = composeRhyme({ recipient: 'Kalle', gift: 'sockor', tone: 'söt' }, seed);
      const ends = lines.map(lastWord);
      const couplets = ends.every((_, i) => i % 2 === 1 || rhymesWith(ends[i] ?? '', ends[i + 1] ?? ''));
      const crossed = rhymesWith(ends[0] ?? '', ends[2] ?? '') && rhymesWith(ends[1] ?? '', ends[3] ?? '');
      expect(couplets || crossed, lines.join('\n')).toBe(true);
    }
  });

  it('writes both couplets (AABB) and crossed rhymes (ABAB)', () => {
    let crossed = 0;
    let couplets = 0;
    for (const tone of RHYME_TONES) {
      for (const seed of SEEDS) {
        const { lines } = composeRhyme({ recipient: 'Åsa', gift: 'ett par hörlurar', tone }, seed);
        const ends = lines.map(lastWord);
        if (rhymesWith(ends[0] ?? '', ends[1] ?? '')) couplets += 1;
        else if (rhymesWith(ends[0] ?? '', ends[2] ?? '')) crossed += 1;
      }
    }
    expect(couplets).toBeGreaterThan(crossed);
    expect(crossed).toBeGreaterThan(0);
  });

  it('hints at the gift by what it is for', () => {
    const coffee = SEEDS.map((seed) =>
      composeRhyme({ recipient: 'Åsa', gift: 'en kaffebryggare', tone: 'klassisk' }, seed),
    );
    expect(coffee.some(({ rhyme }) => /morgon|före nio/.test(rhyme))).toBe(true);
    const book = SEEDS.map((seed) => composeRhyme({ recipient: 'Åsa', gift: 'en bok', tone: 'klassisk' }, seed));
    expect(book.some(({ rhyme }) => /något att läsa|sidor|regnig kväll/.test(rhyme))).toBe(true);
    const socks = SEEDS.map((seed) => composeRhyme({ recipient: 'Åsa', gift: 'sockor', tone: 'klassisk' }, seed));
    expect(socks.every(({ rhyme }) => /fötterna|tårna/.test(rhyme))).toBe(true);
    const unknown = composeRhyme({ recipient: 'Åsa', gift: 'en grej från Paris', tone: 'klassisk' }, 1);
    expect(unknown.rhyme).toMatch(/något|överraskning/);
  });

  it('gives each tone its own voice', () => {
    const byTone = (tone: (typeof RHYME_TONES)[number]) =>
      SEEDS.map((seed) => composeRhyme({ recipient: 'Åsa', gift: 'sockor', tone }, seed));
    for (const { lines } of byTone('klassisk')) {
      expect(lines[0]).toMatch(/^Till Åsa/);
      expect(lines.join(' ')).toMatch(/tomten/i);
    }
    for (const { lines } of byTone('rolig')) expect(lines.at(-1)).toMatch(/!$/);
    const klassisk = new Set(byTone('klassisk').map((r) => r.rhyme));
    const personlig = byTone('personlig').map((r) => r.rhyme);
    expect(personlig.some((rhyme) => klassisk.has(rhyme))).toBe(false);
    expect(personlig.some((rhyme) => /jag|mig|min/i.test(rhyme))).toBe(true);
  });

  it('masks gift words that the personal note mentions', () => {
    const request: RhymeRequest = {
      recipient: 'Farfar Sven',
      gift: 'en bok om fiske',
      personalNote: 'Hoppas du får napp när du ska fiska i sommar.',
      tone: 'personlig',
    };
    for (const seed of SEEDS) {
      const { rhyme } = composeRhyme(request, seed);
      expect(rhyme).toContain('Hoppas du får napp när du ska … i sommar');
      expect(checkRhyme(rhyme, request).ok).toBe(true);
    }
  });

  it('handles unusual names and gifts whose words are common rhyme words', () => {
    const names = ["O'Brien", 'Anne-Marie', 'Lill-Babs', 'X Æ A-12', 'Namn'.repeat(15)];
    const gifts = ['tomteluva', 'ett paket kaffe', 'en julklapp', 'julgransbelysning', 'ljus', 'en klocka', 'glögg'];
    for (const recipient of names) {
      for (const gift of gifts) {
        for (const tone of RHYME_TONES) {
          const request: RhymeRequest = { recipient, gift, tone, personalNote: 'God jul!' };
          const { rhyme } = composeRhyme(request, `${recipient}-${gift}`);
          expect(checkRhyme(rhyme, request).problems, rhyme).toEqual([]);
        }
      }
    }
  });

  it('refuses an empty recipient or gift', () => {
    expect(() => composeRhyme({ recipient: '  ', gift: 'sockor', tone: 'rolig' }, 1)).toThrow(RangeError);
    expect(() => composeRhyme({ recipient: 'Åsa', gift: '', tone: 'rolig' }, 1)).toThrow(RangeError);
  });
});
