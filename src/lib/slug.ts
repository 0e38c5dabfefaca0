/**
 * The admin's one slug rule (docs/product/admin-homepage.md#dialog, homepage categories; also merchant source ids,
 * docs/product/admin-merchants.md#form): lowercased, å and ä to a, ö and ø to o, æ to ae, ß to ss, other letters with
 * diacritics to their base letter (é → e, ü → u), every other run of characters that are not a–z or 0–9 to one hyphen,
 * hyphens at the edges trimmed. "Årets Julklappar!" → "arets-julklappar".
 */
export function toSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/[öø]/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
