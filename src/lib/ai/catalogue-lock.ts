/**
 * The catalogue lock for model replies ("ID-first", docs/product/chat.md#offline-engine): the model may only name
 * products by the ids of the candidates it was given. The reply is scanned line by line before anything reaches the
 * visitor:
 * - a tag with a candidate id is kept (written canonically `<id: …>`), at most `max` different ids per reply;
 * - a line with any other tag (an invented or malformed id, one over the limit, a tag left open) is dropped whole,
 *   even when it also names a candidate, so an invented product's name never reaches the client; the ids of a
 *   dropped line do not count as let through;
 * - with reason claims, a sentence that says a product suits one of the visitor's interests or words ("som gillar
 *   kaffe") when that product does not match it is removed from the lines about that product (the lines after its
 *   tag), as an unknown id is.
 */

/** Anything that looks like an id tag, however it is spaced or cased. */
const LOOSE_TAG = /[ \t]*<\s*id\s*:([^>\n]*)>/gi;
/** An id tag left open at the end of a line. */
const OPEN_TAG = /[ \t]*<\s*id\s*:[^>]*$/i;
const ID = /^[a-z0-9-]+$/;

/** The visitor's interests and words a reply may give as a reason, each with the candidate ids that match it. */
export interface ReasonClaims {
  terms: readonly { term: string; ids: readonly string[] }[];
}

export interface CatalogueLock {
  /** Adds streamed text; returns the text that is safe to send now (complete, checked lines). */
  push(text: string): string;
  /** Ends the reply; returns the checked rest. */
  flush(): string;
  /** The ids let through, in order. */
  readonly accepted: readonly string[];
  /** How many tags were removed. */
  readonly rejected: number;
  /** How many sentences with a reason the product does not match were removed. */
  readonly falseReasons: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A lock that lets through only the given ids (at most `max` different ones). */
export function createCatalogueLock(allowedIds: Iterable<string>, max = 3, claims?: ReasonClaims): CatalogueLock {
  const allowed = new Set([...allowedIds].map((id) => id.toLowerCase()));
  const accepted: string[] = [];
  let rejected = 0;
  let falseReasons = 0;
  let line = '';
  /** The product the text is about: the last one named. */
  let current: string | null = null;
  const terms = (claims?.terms ?? [])
    .filter((claim) => claim.term.trim().length > 1)
    .map((claim) => ({
      pattern: new RegExp(`(^|[^\\p{L}])${escapeRegExp(claim.term.trim().toLowerCase())}`, 'u'),
      ids: new Set(claim.ids.map((id) => id.toLowerCase())),
    }));

  /** The line without its sentences that give the current product a reason it does not match. */
  function withoutFalseReasons(text: string): string {
    if (current === null || terms.length === 0) return text;
    const about = current;
    const sentences = text.split(/(?<=[.!?])\s+/u);
    const kept = sentences.filter((sentence) => {
      const lower = sentence.toLowerCase();
      const claimsFalsely = terms.some((term) => term.pattern.test(lower) && !term.ids.has(about));
      if (claimsFalsely) falseReasons += 1;
      return !claimsFalsely;
    });
    return kept.length === sentences.length ? text : kept.join(' ');
  }

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
    if (ids.length > 0) {
      current = ids.at(-1) ?? current;
      return text.replace(LOOSE_TAG, (_whole, raw: string) => ` <id: ${raw.trim().toLowerCase()}>`);
    }
    const checked = withoutFalseReasons(text);
    return checked.trim() === '' && text.trim() !== '' ? null : checked;
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
    get falseReasons() {
      return falseReasons;
    },
  };
}
