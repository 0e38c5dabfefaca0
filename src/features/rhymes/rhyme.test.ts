import { describe, expect, it } from 'vitest';
import {
  RHYME_COPIED,
  RHYME_FAILED,
  RHYME_GENERATED,
  RHYME_MISSING_FIELDS,
  RHYME_TONES,
  RHYME_TOO_LONG_TITLE,
  type RhymeRequest,
  rhymeRequestSchema,
  validateRhymeRequest,
} from './rhyme.ts';

describe('rhyme toasts', () => {
  it('uses the exact texts of the spec', () => {
    expect(RHYME_MISSING_FIELDS).toEqual({
      title: 'Fyll i alla fält',
      description: 'Vänligen ange både mottagarens namn och presentbeskrivning.',
    });
    expect(RHYME_GENERATED).toEqual({ title: 'Rim genererat!', description: 'Ditt julklappsrim är klart.' });
    expect(RHYME_COPIED.title).toBe('Rim kopierat!');
    expect(RHYME_FAILED).toEqual({ title: 'Något gick fel', description: 'Kunde inte generera rim. Försök igen.' });
    expect(RHYME_TONES).toEqual(['rolig', 'söt', 'klassisk', 'personlig']);
  });
});

describe('rhymeRequestSchema', () => {
  it('trims text and collapses whitespace', () => {
    const parsed: RhymeRequest = rhymeRequestSchema.parse({
      recipient: '  Åsa  ',
      gift: ' ett par\n hörlurar ',
      personalNote: '  Tack för  allt ',
      tone: 'söt',
    });
    expect(parsed).toEqual({ recipient: 'Åsa', gift: 'ett par hörlurar', personalNote: 'Tack för allt', tone: 'söt' });
  });

  it.each([undefined, null, '', '   '])('treats the personal note %j as absent', (personalNote) => {
    const parsed = rhymeRequestSchema.parse({ recipient: 'Kalle', gift: 'sockor', personalNote, tone: 'rolig' });
    expect(parsed.personalNote).toBeUndefined();
  });

  it('accepts every tone and defaults to klassisk', () => {
    for (const tone of RHYME_TONES) {
      expect(rhymeRequestSchema.parse({ recipient: 'A', gift: 'b', tone }).tone).toBe(tone);
    }
    expect(rhymeRequestSchema.parse({ recipient: 'A', gift: 'b' }).tone).toBe('klassisk');
    expect(rhymeRequestSchema.safeParse({ recipient: 'A', gift: 'b', tone: 'arg' }).success).toBe(false);
  });

  it('enforces the length limits after trimming', () => {
    const ok = { recipient: 'x'.repeat(60), gift: 'y'.repeat(120), personalNote: 'z'.repeat(200), tone: 'rolig' };
    expect(rhymeRequestSchema.safeParse({ ...ok, recipient: `  ${ok.recipient}  ` }).success).toBe(true);
    expect(rhymeRequestSchema.safeParse(ok).success).toBe(true);
    expect(rhymeRequestSchema.safeParse({ ...ok, recipient: 'x'.repeat(61) }).success).toBe(false);
    expect(rhymeRequestSchema.safeParse({ ...ok, gift: 'y'.repeat(121) }).success).toBe(false);
    expect(rhymeRequestSchema.safeParse({ ...ok, personalNote: 'z'.repeat(201) }).success).toBe(false);
  });
});

describe('validateRhymeRequest', () => {
  it.each([
    { gift: 'sockor', tone: 'rolig' },
    { recipient: '   ', gift: 'sockor', tone: 'rolig' },
    { recipient: 'Åsa', gift: '', tone: 'rolig' },
    { recipient: 'Åsa', gift: ' \n ', tone: 'rolig' },
    { recipient: 42, gift: 'sockor' },
  ])('asks for both fields when one is missing: %j', (input) => {
    expect(validateRhymeRequest(input)).toEqual({ ok: false, error: RHYME_MISSING_FIELDS });
  });

  it('asks for both fields when the body is not an object', () => {
    expect(validateRhymeRequest(null)).toEqual({ ok: false, error: RHYME_MISSING_FIELDS });
    expect(validateRhymeRequest('rim')).toEqual({ ok: false, error: RHYME_MISSING_FIELDS });
  });

  it('names the field that is too long', () => {
    const result = validateRhymeRequest({ recipient: 'x'.repeat(61), gift: 'sockor', tone: 'rolig' });
    expect(result).toEqual({
      ok: false,
      error: { title: RHYME_TOO_LONG_TITLE, description: 'Mottagarens namn får vara högst 60 tecken.' },
    });
    const note = validateRhymeRequest({ recipient: 'Åsa', gift: 'sockor', personalNote: 'z'.repeat(201) });
    expect(note.ok).toBe(false);
    if (!note.ok) expect(note.error.description).toBe('Den personliga hälsningen får vara högst 200 tecken.');
  });

  it('returns the request without an empty note', () => {
    expect(validateRhymeRequest({ recipient: ' Åsa ', gift: 'sockor', personalNote: ' ', tone: 'söt' })).toEqual({
      ok: true,
      request: { recipient: 'Åsa', gift: 'sockor', tone: 'söt' },
    });
  });
});
