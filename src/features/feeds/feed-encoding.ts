/** The character encoding of a feed, from its first bytes: byte order mark, XML declaration, or a UTF-8 check. */

const LATIN = new Set([
  'iso-8859-1',
  'iso8859-1',
  'latin1',
  'latin-1',
  'l1',
  'windows-1252',
  'cp1252',
  'us-ascii',
  'ascii',
]);

function isValidUtf8(bytes: Uint8Array, complete: boolean): boolean {
  try {
    // With `stream`, a sequence cut off at the end of the sample is held back rather than an error.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !complete });
    return true;
  } catch {
    return false;
  }
}

function declaredEncoding(bytes: Uint8Array): string | null {
  const start = new TextDecoder('latin1').decode(bytes.subarray(0, 256));
  const match = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(start);
  return match?.[1]?.toLowerCase() ?? null;
}

function supported(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}

/**
 * The TextDecoder label for a feed whose first bytes are `head` (`complete` when that is the whole feed):
 * a byte order mark decides (UTF-8, UTF-16); then an XML declaration naming ISO-8859-1 / Latin-1 / Windows-1252
 * gives 'windows-1252' (the superset browsers use for all three) and another supported encoding is used as
 * declared; text declared or assumed to be UTF-8 that is not valid UTF-8 is read as 'windows-1252'.
 */
export function pickEncoding(head: Uint8Array, complete: boolean): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  const declared = declaredEncoding(head);
  if (declared !== null && LATIN.has(declared)) return 'windows-1252';
  if (declared !== null && declared !== 'utf-8' && declared !== 'utf8' && supported(declared)) return declared;
  return isValidUtf8(head, complete) ? 'utf-8' : 'windows-1252';
}
