/** A feed description as the site shows it: plain text, whether the merchant sent HTML or text. */

const PARAGRAPH_END = /<\/(?:p|div|h[1-6]|ul|ol|table)\s*>/gi;
const LINE_END = /<\/(?:li|tr)\s*>|<br\s*\/?>/gi;
const TAG = /<[^>]*>/g;
const ENTITY = /&(#\d+|#x[\da-f]+|amp|lt|gt|quot|apos|nbsp);/gi;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};
const HTML_TAG = /<\/?[a-z][^>]*>/i;
const LINE_BREAKS = /\r\n?|\n/g;
const INLINE_SPACE = /[ \t\u00a0]+/g;
const SPACE_AROUND_NEWLINE = / ?\n ?/g;
const EXTRA_BLANK_LINES = /\n{3,}/g;

function decodeEntity(_: string, name: string): string {
  if (name.charAt(0) !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? '';
  const code = name.charAt(1).toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/**
 * Plain text of a feed description that may be merchant HTML: tags dropped, block ends and `<br>` as line
 * breaks, common entities decoded, runs of spaces and blank lines collapsed. Plain text passes through tidied.
 */
export function descriptionToText(description: string): string {
  let text = description;
  if (HTML_TAG.test(text)) {
    text = text.replace(LINE_BREAKS, ' ').replace(PARAGRAPH_END, '\n\n').replace(LINE_END, '\n').replace(TAG, '');
  } else {
    text = text.replace(LINE_BREAKS, '\n');
  }
  if (text.includes('&')) text = text.replace(ENTITY, decodeEntity);
  return text.replace(INLINE_SPACE, ' ').replace(SPACE_AROUND_NEWLINE, '\n').replace(EXTRA_BLANK_LINES, '\n\n').trim();
}
