/** Product titles: feeds write "Name | Location" for experiences; the part after the last "|" is a location. */

/** A product title split into the name and the optional location badge. */
export interface SplitTitle {
  name: string;
  location: string | null;
}

/**
 * Splits a title at the LAST "|": the part before is the name, the part after the location badge.
 * Both are trimmed; an empty location becomes null. "Produkt | Stockholm | Gamla stan" gives the name
 * "Produkt | Stockholm" and the location "Gamla stan".
 */
export function splitTitle(title: string): SplitTitle {
  const at = title.lastIndexOf('|');
  if (at === -1) return { name: title.trim(), location: null };
  const name = title.slice(0, at).trim();
  const location = title.slice(at + 1).trim();
  if (name === '') return { name: location, location: null };
  return { name, location: location === '' ? null : location };
}

/**
 * Key for duplicate-title detection: the part before the FIRST "|", lowercased (Swedish rules), trimmed and with
 * whitespace collapsed, so "Vinprovning | Stockholm" and "vinprovning  | Göteborg" count as the same product.
 */
export function titleKey(title: string): string {
  const at = title.indexOf('|');
  const head = at === -1 ? title : title.slice(0, at);
  return head.toLocaleLowerCase('sv-SE').replace(/\s+/g, ' ').trim();
}
