/**
 * Feeds written by hand or by simple templates put a raw "&" in text ("Hjem & Have"), which ends an XML
 * parser. This streaming filter escapes every "&" that does not start a character or entity reference as
 * "&amp;", outside CDATA sections and comments (where "&" is plain text) — chunk by chunk, whatever the chunk
 * boundaries.
 */

const CDATA_START = '<![CDATA[';
const CDATA_END = ']]>';
const COMMENT_START = '<!--';
const COMMENT_END = '-->';
/** A reference after "&": "#123;", "#x1F;" or a name and ";" (names up to 40 characters). */
const REFERENCE = /#[0-9]{1,8};|#x[0-9a-fA-F]{1,8};|[A-Za-z_][A-Za-z0-9._-]{0,39};/y;
/** An "&" that starts no reference (for the quick check of a whole chunk). */
const LONE_AMPERSAND = /&(?!#[0-9]{1,8};|#x[0-9a-fA-F]{1,8};|[A-Za-z_][A-Za-z0-9._-]{0,39};)/;
/** The longest look-ahead a decision needs; this much text is held back until more arrives. */
const LOOKAHEAD = 48;

export class AmpersandEscaper {
  private carry = '';
  /** The end marker of the CDATA section or comment the text is in, or null outside them. */
  private closing: string | null = null;
  /** How many raw "&" were escaped so far. */
  escaped = 0;

  /** Filters the next chunk; returns the text that is safe to pass on (some may be held back). */
  push(chunk: string): string {
    return this.run(this.carry + chunk, false);
  }

  /** Filters whatever was held back; call once at the end. */
  end(): string {
    return this.run(this.carry, true);
  }

  private run(text: string, final: boolean): string {
    const limit = final ? text.length : text.length - LOOKAHEAD;
    if (limit > 0 && this.closing === null) {
      // Quick path: no CDATA or comment starts, and every "&" starts a reference.
      // "<!" is looked for in all of the text, so a marker cut at the limit also takes the careful path.
      const region = final ? text : text.slice(0, limit);
      if (!text.includes('<!') && !LONE_AMPERSAND.test(region)) {
        this.carry = final ? '' : text.slice(limit);
        return region;
      }
    }
    let out = '';
    let from = 0;
    let at = 0;
    // Where the next "<!" is, found again only once passed (searching from every "&" would be quadratic).
    let markup = -2;
    while (at < limit) {
      if (this.closing !== null) {
        const close = text.indexOf(this.closing, at);
        if (close === -1) {
          at = Math.max(at, limit);
          break;
        }
        at = close + this.closing.length;
        this.closing = null;
        continue;
      }
      const amp = text.indexOf('&', at);
      if (markup !== -1 && markup < at) markup = text.indexOf('<!', at);
      const cdata = markup;
      if (amp === -1 && cdata === -1) {
        at = Math.max(at, limit);
        break;
      }
      if (cdata !== -1 && (amp === -1 || cdata < amp)) {
        if (cdata >= limit) {
          at = limit;
          break;
        }
        if (text.startsWith(CDATA_START, cdata)) {
          this.closing = CDATA_END;
          at = cdata + CDATA_START.length;
        } else if (text.startsWith(COMMENT_START, cdata)) {
          this.closing = COMMENT_END;
          at = cdata + COMMENT_START.length;
        } else {
          at = cdata + 2;
        }
        continue;
      }
      if (amp >= limit) {
        at = limit;
        break;
      }
      REFERENCE.lastIndex = amp + 1;
      if (!REFERENCE.test(text)) {
        out += `${text.slice(from, amp)}&amp;`;
        from = amp + 1;
        this.escaped++;
      }
      at = amp + 1;
    }
    const cut = Math.min(Math.max(at, 0), text.length);
    out += text.slice(from, cut);
    this.carry = text.slice(cut);
    return out;
  }
}
