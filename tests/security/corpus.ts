/**
 * The XSS corpus (xss-payloads.txt, origin in README.md beside it), one payload a line. Each payload's action is
 * rewritten to report itself: `alert(1)`, `alert(document.domain)` and the like become `__xss(<line>)`, a global
 * the security specs install before any page script runs. Obfuscated calls (alert`1`, top['al\x65rt'](1),
 * [1].find(alert)) keep their `alert`: the specs' dialog listener and their wrapped alert catch those.
 */
import { readFileSync } from 'node:fs';

export interface Payload {
  /** Line number in xss-payloads.txt, and the number the payload reports when it runs. */
  line: number;
  /** As published. */
  original: string;
  /** With its action rewritten to `__xss(line)`. */
  text: string;
}

/** A plain call of alert with the arguments the lists use. */
const ALERT_CALL =
  /alert\((?:1|'XSS'|"XSS"|'xss'|document\.domain|document\.cookie|String\.fromCharCode\(88,83,83\))\)/g;

/** The payload with each plain alert call replaced by a call reporting its line. */
export function rewritePayload(payload: string, line: number): string {
  return payload.replace(ALERT_CALL, `__xss(${line})`);
}

const FILE = new URL('./xss-payloads.txt', import.meta.url);

/** Every payload of the corpus, in file order (blank lines skipped). */
export const PAYLOADS: readonly Payload[] = readFileSync(FILE, 'utf8')
  .split('\n')
  .map((original, index) => ({ line: index + 1, original, text: rewritePayload(original, index + 1) }))
  .filter((payload) => payload.original.trim() !== '');

/** The payloads in groups of `size` (the last group may be shorter). */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}
