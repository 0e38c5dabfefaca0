import { z } from 'zod';

/** The four tones a visitor can pick for a Rimmstuga rhyme. */
export const RHYME_TONES = ['rolig', 'söt', 'klassisk', 'personlig'] as const;
export type RhymeTone = (typeof RHYME_TONES)[number];

/** Button labels for the tone picker. */
export const RHYME_TONE_LABELS: Readonly<Record<RhymeTone, string>> = {
  rolig: 'Rolig',
  söt: 'Söt',
  klassisk: 'Klassisk',
  personlig: 'Personlig',
};

export const RHYME_LIMITS = { recipient: 60, gift: 120, personalNote: 200 } as const;

/** Toast when recipient or gift is missing (docs/product/rhymes.md#form). */
export const RHYME_MISSING_FIELDS = {
  title: 'Fyll i alla fält',
  description: 'Vänligen ange både mottagarens namn och presentbeskrivning.',
} as const;

/** Toast when a field is longer than allowed. */
export const RHYME_TOO_LONG_TITLE = 'För lång text';

/** Toast after a rhyme was written (docs/product/rhymes.md#form). */
export const RHYME_GENERATED = { title: 'Rim genererat!', description: 'Ditt julklappsrim är klart.' } as const;

/** Toast after the rhyme was copied (docs/product/rhymes.md#form). */
export const RHYME_COPIED = { title: 'Rim kopierat!' } as const;

/** Toast when no rhyme could be written (docs/product/rhymes.md#form). */
export const RHYME_FAILED = { title: 'Något gick fel', description: 'Kunde inte generera rim. Försök igen.' } as const;

const collapse = (value: string): string => value.replace(/\s+/g, ' ').trim();

const requiredText = (max: number, tooLong: string) =>
  z
    .string({ error: RHYME_MISSING_FIELDS.description })
    .transform(collapse)
    .pipe(z.string().min(1, RHYME_MISSING_FIELDS.description).max(max, tooLong));

/** What the rhyme form and the rhyme endpoint accept; text is trimmed and whitespace collapsed. */
export const rhymeRequestSchema = z.object({
  recipient: requiredText(RHYME_LIMITS.recipient, `Mottagarens namn får vara högst ${RHYME_LIMITS.recipient} tecken.`),
  gift: requiredText(RHYME_LIMITS.gift, `Presentbeskrivningen får vara högst ${RHYME_LIMITS.gift} tecken.`),
  personalNote: z
    .string()
    .nullish()
    .transform((value) => (value == null ? '' : collapse(value)))
    .pipe(
      z
        .string()
        .max(
          RHYME_LIMITS.personalNote,
          `Den personliga hälsningen får vara högst ${RHYME_LIMITS.personalNote} tecken.`,
        ),
    )
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  tone: z.enum(RHYME_TONES, { error: 'Välj en ton: rolig, söt, klassisk eller personlig.' }).default('klassisk'),
});

/** A validated rhyme request, as the engine and the checker take it. */
export type RhymeRequest = {
  recipient: string;
  gift: string;
  personalNote?: string | undefined;
  tone: RhymeTone;
};

/** What a client may send before validation. */
export type RhymeRequestInput = z.input<typeof rhymeRequestSchema>;

/** Title and description for a toast. */
export type RhymeToast = { title: string; description: string };

export type RhymeRequestResult = { ok: true; request: RhymeRequest } | { ok: false; error: RhymeToast };

/**
 * Validates a rhyme request and, on failure, returns the toast to show: a missing recipient or gift gives
 * "Fyll i alla fält" (docs/product/rhymes.md#form); other problems give the first field message.
 */
export function validateRhymeRequest(input: unknown): RhymeRequestResult {
  const parsed = rhymeRequestSchema.safeParse(input);
  if (parsed.success) {
    const { recipient, gift, personalNote, tone } = parsed.data;
    const request: RhymeRequest =
      personalNote === undefined ? { recipient, gift, tone } : { recipient, gift, personalNote, tone };
    return { ok: true, request };
  }
  const issues = parsed.error.issues;
  const missing = issues.some((issue) => issue.message === RHYME_MISSING_FIELDS.description || issue.path.length === 0);
  if (missing || issues.length === 0) return { ok: false, error: { ...RHYME_MISSING_FIELDS } };
  const first = issues[0];
  const tooLong = first?.code === 'too_big';
  return {
    ok: false,
    error: {
      title: tooLong ? RHYME_TOO_LONG_TITLE : RHYME_MISSING_FIELDS.title,
      description: first?.message ?? RHYME_MISSING_FIELDS.description,
    },
  };
}
