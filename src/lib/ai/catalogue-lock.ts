/**
 * The catalogue lock for model replies ("ID-first", DESIGN.md): the model may only name products by the ids of
 * the candidates it was given. The reply is scanned line by line before anything reaches the visitor:
 * - a tag with a candidate id is kept (written canonically `<id: …>`), at most `max` different ids per reply;
 * - a line with any other tag (an invented or malformed id, one over the limit, a tag left open) is dropped whole,
 *   even when it also names a candidate, so an invented product's name never reaches the client; the ids of a
 *   dropped line do not count as let through.
 */

/** Anything that looks like an id tag, however it is spaced or cased. */
const LOOSE_TAG = /[ \t]*<\s*id\s*:([^>\n]*)>/gi;
/** An id tag left open at the end of a line. */
const OPEN_TAG = /[ \t]*<\s*id\s*:[^>]*$/i;
const ID = /^[a-z0-9-]+$/;

export interface CatalogueLock {
  /** Adds streamed text; returns the text that is safe to send now (complete, checked lines). */
  push(text: string): string;
  /** Ends the reply; returns the checked rest. */
  flush(): string;
  /** The ids let through, in order. */
  readonly accepted: readonly string[];
  /** How many tags were removed. */
  readonly rejected: number;
}

/** A lock that lets through only the given ids (at most `max` different ones). */
export function createCatalogueLock(allowedIds: Iterable<string>, max = 3): CatalogueLock {
  const allowed = new Set([...allowedIds].map((id) => id.toLowerCase()));
  const accepted: string[] = [];
  let rejected = 0;
  let line = '';

  function checkLine(text: string): string | null {
    const ids = [...text.matchAll(LOOSE_TAG)].map((match) => (match[1] ?? '').trim().toLowerCase());
    const open = OPEN_TAG.test(text.replace(LOOSE_TAG, ''));
    const taken = [...accepted];
    let removed = open ? 1 : 0;
    for (const id of ids) {
      const known = ID.test(id) && allowed.has(id);
      if (known && (taken.includes(id) || taken.length < max)) {
        if (!taken.includes(id)) taken.push(id);
      } else {
        removed += 1;
      }
    }
    if (removed > 0) {
      rejected += removed;
      return null;
    }
    accepted.splice(0, accepted.length, ...taken);
    return text.replace(LOOSE_TAG, (_whole, raw: string) => ` <id: ${raw.trim().toLowerCase()}>`);
  }

  function emit(text: string, newline: boolean): string {
    const checked = checkLine(text);
    if (checked === null) return '';
    return newline ? `${checked}\n` : checked;
  }

  return {
    push(text) {
      line += text;
      let out = '';
      let index = line.indexOf('\n');
      while (index !== -1) {
        out += emit(line.slice(0, index), true);
        line = line.slice(index + 1);
        index = line.indexOf('\n');
      }
      return out;
    },
    flush() {
      const rest = line;
      line = '';
      return rest ? emit(rest, false) : '';
    },
    get accepted() {
      return accepted;
    },
    get rejected() {
      return rejected;
    },
  };
}
