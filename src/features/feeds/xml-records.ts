/**
 * Streaming XML feed reader: the items of a feed (RSS `<item>`, Atom `<entry>`, `<product>`, `<produkt>`) as
 * flat records, one at a time, from text chunks. Memory holds one item, not the document.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { FeedRecord, RecordResult } from './feed-record.ts';
import { AmpersandEscaper } from './xml-ampersands.ts';

/** Elements whose text belongs to their parent (HTML written into a description without escaping). */
const INLINE_HTML = new Set(['b', 'i', 'u', 'em', 'strong', 'span', 'br', 'p', 'li', 'ul', 'ol', 'a', 'div', 'small']);

/** Saxes reports these, but the text is kept as written ("&hellip;" is decoded later with the text rules). */
function isHarmless(message: string): boolean {
  return message.includes('undefined entity');
}

class XmlRecord implements FeedRecord {
  readonly values = new Map<string, string[]>();

  add(key: string, value: string): void {
    const list = this.values.get(key);
    if (list) list.push(value);
    else this.values.set(key, [value]);
  }

  get(key: string): string | undefined {
    return this.values.get(key)?.[0];
  }

  all(key: string): readonly string[] {
    return this.values.get(key) ?? [];
  }
}

/** Local names by qualified name: a feed repeats a few dozen element names millions of times. */
const LOCAL_NAMES = new Map<string, string>();

function localName(name: string): string {
  const known = LOCAL_NAMES.get(name);
  if (known !== undefined) return known;
  const colon = name.indexOf(':');
  const local = (colon === -1 ? name : name.slice(colon + 1)).toLowerCase();
  if (LOCAL_NAMES.size < 10_000) LOCAL_NAMES.set(name, local);
  return local;
}

/**
 * Reads records from an XML feed. Inside an item every element with text becomes a value under its path from
 * the item ("price", "shipping/price", "offers/offer/pricehistory/price"), attributes under "path@name"
 * ("link@href"), and `<field name="x" value="y"/>` under "path:x". Element names lose their prefix and are
 * lower-cased, so `g:price` and `price` are the same key. Well-formedness errors cost the item they occur in
 * (the result carries the error); an item the document never closes is returned at the end with an error.
 */
export class XmlRecordReader {
  private readonly parser = new SaxesParser({ xmlns: false, position: false });
  private readonly escaper = new AmpersandEscaper();
  private readonly itemNames: ReadonlySet<string>;
  private readonly out: RecordResult[] = [];
  private record: XmlRecord | null = null;
  private recordError: string | null = null;
  private row = 0;
  /** Paths of the open elements inside the item (index 0 is the item itself, path ''). */
  private readonly paths: string[] = [];
  private readonly texts: string[] = [];
  private readonly names: string[] = [];
  private depthOutside = 0;
  private closing = false;
  /** Errors outside any item (the document's own structure). */
  readonly documentErrors: string[] = [];

  constructor(itemNames: readonly string[]) {
    this.itemNames = new Set(itemNames);
    const parser = this.parser;
    parser.on('error', (error) => this.onError(error.message));
    parser.on('opentag', (tag) => this.onOpen(tag as SaxesTagPlain));
    parser.on('closetag', () => this.onClose());
    parser.on('text', (text) => this.onText(text));
    parser.on('cdata', (text) => this.onText(text));
  }

  /** How many raw "&" were escaped before parsing. */
  get escapedAmpersands(): number {
    return this.escaper.escaped;
  }

  /** Parses the next chunk of text; returns the records it completed. */
  write(chunk: string): RecordResult[] {
    const text = this.escaper.push(chunk);
    if (text !== '') this.parser.write(text);
    return this.take();
  }

  /** Ends the document; returns the last records (an unfinished item with an error). */
  close(): RecordResult[] {
    const text = this.escaper.end();
    if (text !== '') this.parser.write(text);
    // Closing reports every element still open; an open item gets the one message below instead.
    this.closing = true;
    this.parser.close();
    if (this.record) this.finish('XML-dokumentet slutar mitt i produkten');
    return this.take();
  }

  private take(): RecordResult[] {
    if (this.out.length === 0) return [];
    return this.out.splice(0, this.out.length);
  }

  private onError(message: string): void {
    if (isHarmless(message) || (this.closing && this.record)) return;
    const clean = message.replace(/^[^:]*:\d+:\d+: /, '').replace(/^[^:]*: /, '');
    if (this.record) {
      this.recordError ??= `felaktig XML: ${clean}`;
    } else {
      this.documentErrors.push(clean);
    }
  }

  private onOpen(tag: SaxesTagPlain): void {
    const name = localName(tag.name);
    if (!this.record) {
      if (this.itemNames.has(name)) {
        this.row++;
        this.record = new XmlRecord();
        this.recordError = null;
        this.paths.length = 0;
        this.texts.length = 0;
        this.names.length = 0;
        this.paths.push('');
        this.texts.push('');
        this.names.push(name);
        this.addAttributes('', tag);
      } else {
        this.depthOutside++;
      }
      return;
    }
    const parent = this.paths[this.paths.length - 1] ?? '';
    const path = parent === '' ? name : `${parent}/${name}`;
    this.paths.push(path);
    this.texts.push('');
    this.names.push(name);
    this.addAttributes(path, tag);
  }

  private addAttributes(path: string, tag: SaxesTagPlain): void {
    const record = this.record;
    if (!record) return;
    const attributes = tag.attributes;
    const fieldName = attributes.name;
    if (fieldName !== undefined && attributes.value !== undefined) {
      record.add(`${path}:${fieldName.toLowerCase()}`, attributes.value);
    }
    for (const key in attributes) {
      const value = attributes[key];
      if (value !== undefined && value !== '') record.add(`${path}@${localName(key)}`, value);
    }
  }

  private onText(text: string): void {
    // Text directly inside the item (white space between its fields) is not a value.
    const last = this.texts.length - 1;
    if (!this.record || last < 1) return;
    this.texts[last] += text;
  }

  private onClose(): void {
    const record = this.record;
    if (!record) {
      this.depthOutside = Math.max(0, this.depthOutside - 1);
      return;
    }
    const path = this.paths.pop() ?? '';
    const text = this.texts.pop() ?? '';
    const name = this.names.pop() ?? '';
    if (this.paths.length === 0) {
      this.finish(null);
      return;
    }
    if (INLINE_HTML.has(name) && this.texts.length > 1) {
      const last = this.texts.length - 1;
      this.texts[last] += name === 'br' || name === 'p' || name === 'li' ? `${text}\n` : text;
      return;
    }
    const value = text.trim();
    if (value !== '') record.add(path, value);
  }

  private finish(error: string | null): void {
    const record = this.record;
    if (!record) return;
    this.out.push({ row: this.row, record, error: this.recordError ?? error });
    this.record = null;
    this.recordError = null;
  }
}
