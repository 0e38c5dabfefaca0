/** Text normalisation shared by the matchers (kept apart so browser scripts can use it without the option tables). */

/**
 * Text as compared by every matcher: lowercased, accents removed (å → a, é → e), whitespace collapsed to single
 * spaces and trimmed.
 */
export function normalizeText(text: string): string {
  return text
    .toLocaleLowerCase('sv-SE')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
