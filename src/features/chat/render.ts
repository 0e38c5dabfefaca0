/**
 * Chat rendering (docs/product/chat.md#rendering): strip bold/italic markers and id tags, bold the gift name after a
 * gift emoji, turn newlines into line breaks. Everything is escaped first and only `<br>` and `<strong>` (without
 * attributes) are built afterwards, so no markup from the model or the visitor can ever reach the page.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Id tags `<id: …>` and the space before them. */
const ID_TAG = /[ \t]*<id:[^>\n]*>/gi;
/** Bold and italic markers: **, __, *, _ around words, and leading list stars are left as bullets. */
const EMPHASIS = /(\*\*|__)(.+?)\1|(?<![\p{L}\p{N}])[*_](?=\S)(.+?)(?<=\S)[*_](?![\p{L}\p{N}])/gu;
const GIFT = '🎁';

/** The text of a reply without markup markers and id tags (used for display and for the intro bubble). */
export function plainChatText(text: string): string {
  return text
    .replace(ID_TAG, '')
    .replace(EMPHASIS, (_match, _marker, strong: string | undefined, em: string | undefined) => strong ?? em ?? '')
    .replace(/\*\*|__/g, '')
    .replace(/\r\n?/g, '\n');
}

/**
 * The gift name after a 🎁 on a line: up to the first separator (" – ", " - ", ":", " (", ", " or a
 * price/end of line).
 */
function boldGiftNames(escapedLine: string): string {
  const index = escapedLine.indexOf(GIFT);
  if (index === -1) return escapedLine;
  const before = escapedLine.slice(0, index + GIFT.length);
  const after = escapedLine.slice(index + GIFT.length);
  const match = /^(\s*)(.+?)(\s+[–—-]\s|:|\s\(|,\s|$)/u.exec(after);
  if (!match?.[2]?.trim()) return escapedLine;
  const [whole, space = '', name, separator = ''] = match;
  const rest = after.slice(whole.length);
  return `${before}${space}<strong>${name.trim()}</strong>${separator}${boldGiftNames(rest)}`;
}

/** The reply as safe HTML containing only `<br>` and `<strong>` without attributes. */
export function renderChatHtml(text: string): string {
  return plainChatText(text)
    .split('\n')
    .map((line) => boldGiftNames(escapeHtml(line)))
    .join('<br>');
}
