/**
 * Reads a merchant feed from bytes to validated product rows, streaming: gzip or zip is unpacked, the encoding
 * and the format are read from the content, and rows come one at a time as the bytes arrive. Memory holds a
 * chunk and a row, whatever the size of the feed.
 */
import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { Unzip, UnzipInflate } from 'fflate';
import { CsvRecordReader } from './csv-records.ts';
import { pickEncoding } from './feed-encoding.ts';
import { detectFeedFormat, FeedError, type FeedFormat } from './feed-format.ts';
import { type FeedRowOptions, FIELD_KEYS, recordToRow } from './feed-mapping.ts';
import type { FeedRowResult } from './feed-product.ts';
import type { RecordResult } from './feed-record.ts';
import { XmlRecordReader } from './xml-records.ts';

/** Bytes of a feed: one buffer, or chunks from a file, a response body or a generator. */
export type FeedSource = Uint8Array | Iterable<Uint8Array> | AsyncIterable<Uint8Array>;

export type FeedCompression = 'gzip' | 'zip' | null;

/** What was found out about a feed while it is read; the counters grow as rows are read. */
export interface FeedInfo {
  format: FeedFormat;
  encoding: string;
  compression: FeedCompression;
  /** The zip entry that was read. */
  zipEntry: string | null;
  /** Raw "&" escaped before the XML parser saw them. */
  escapedAmpersands: number;
  /** Well-formedness errors outside any product (the document's own structure). */
  documentErrors: string[];
}

export interface OpenedFeed {
  info: FeedInfo;
  /** Each item of the feed in order: a product or a row error. */
  rows: AsyncGenerator<FeedRowResult, void, undefined>;
}

/** Bytes read before the encoding and the format are decided. */
const SNIFF_BYTES = 64 * 1024;

async function* chunksOf(source: FeedSource): AsyncGenerator<Uint8Array> {
  if (source instanceof Uint8Array) {
    yield source;
    return;
  }
  for await (const chunk of source) if (chunk.length > 0) yield chunk;
}

interface Head {
  chunks: Uint8Array[];
  bytes: Uint8Array;
  done: boolean;
}

async function readHead(iterator: AsyncIterator<Uint8Array>, min: number): Promise<Head> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < min) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  const bytes = chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks);
  return { chunks, bytes, done };
}

async function* replay(head: Head, iterator: AsyncIterator<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    yield* head.chunks;
    if (head.done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  } finally {
    await iterator.return?.();
  }
}

async function* gunzip(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const stream = pipeline(Readable.from(source, { objectMode: false }), createGunzip({ chunkSize: 64 * 1024 }), () => {
    // Errors reach the loop below through the gunzip stream.
  });
  try {
    for await (const chunk of stream) yield chunk as Uint8Array;
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError(`Gzip-filen kunde inte packas upp: ${(error as Error).message}`);
  }
}

/** Whether a zip entry can be the feed: an .xml/.csv/.tsv/.txt/.rss/.atom file (or one without extension). */
export function isFeedEntry(name: string): boolean {
  if (name.endsWith('/') || name.startsWith('__MACOSX/')) return false;
  const base = name.slice(name.lastIndexOf('/') + 1);
  if (base === '' || base.startsWith('.')) return false;
  return /\.(?:xml|csv|tsv|txt|rss|atom)$/i.test(base) || !base.includes('.');
}

async function* unzipFirstFeed(source: AsyncIterable<Uint8Array>, onEntry: (name: string) => void) {
  const out: Uint8Array[] = [];
  let chosen = false;
  let finished = false;
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    if (chosen || !isFeedEntry(file.name)) return;
    chosen = true;
    onEntry(file.name);
    file.ondata = (error, data, final) => {
      if (error) failure = error;
      else {
        if (data.length > 0) out.push(data);
        if (final) finished = true;
      }
    };
    try {
      file.start();
    } catch (error) {
      failure = error as Error;
    }
  });
  unzip.register(UnzipInflate);
  const drain = function* () {
    if (failure) throw new FeedError(`Zip-arkivet kunde inte packas upp: ${(failure as Error).message}`);
    while (out.length > 0) yield out.shift() as Uint8Array;
  };
  try {
    for await (const chunk of source) {
      unzip.push(chunk, false);
      yield* drain();
      if (finished) return;
    }
    unzip.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError(`Zip-arkivet kunde inte packas upp: ${(error as Error).message}`);
  }
  yield* drain();
  if (!chosen) throw new FeedError('Zip-arkivet innehåller inget flöde (ingen XML-, CSV- eller textfil)');
}

async function* decodeRest(decoder: TextDecoder, rest: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  for await (const chunk of rest) {
    const text = decoder.decode(chunk, { stream: true });
    if (text !== '') yield text;
  }
  const tail = decoder.decode();
  if (tail !== '') yield tail;
}

async function* recordResults(
  text: string,
  rest: AsyncIterable<string>,
  format: FeedFormat,
  info: FeedInfo,
): AsyncGenerator<RecordResult[]> {
  if (format.kind === 'xml') {
    const reader = new XmlRecordReader(format.itemNames);
    const note = (batch: RecordResult[]): RecordResult[] => {
      info.escapedAmpersands = reader.escapedAmpersands;
      if (reader.documentErrors.length > info.documentErrors.length && info.documentErrors.length < 20) {
        info.documentErrors = reader.documentErrors.slice(0, 20);
      }
      return batch;
    };
    yield note(reader.write(text));
    for await (const chunk of rest) yield note(reader.write(chunk));
    yield note(reader.close());
    return;
  }
  const reader = new CsvRecordReader(format);
  yield reader.write(text);
  for await (const chunk of rest) yield reader.write(chunk);
  yield await reader.close();
}

interface OpenedText {
  info: FeedInfo;
  batches: AsyncGenerator<RecordResult[]>;
}

async function openText(source: FeedSource): Promise<OpenedText> {
  const raw = chunksOf(source)[Symbol.asyncIterator]();
  const magic = await readHead(raw, 4);
  let compression: FeedCompression = null;
  let zipEntry: string | null = null;
  let bytes: AsyncIterable<Uint8Array> = replay(magic, raw);
  const [b0, b1, b2, b3] = magic.bytes;
  if (b0 === 0x1f && b1 === 0x8b) {
    compression = 'gzip';
    bytes = gunzip(bytes);
  } else if (b0 === 0x50 && b1 === 0x4b && b2 === 0x03 && b3 === 0x04) {
    compression = 'zip';
    bytes = unzipFirstFeed(bytes, (name) => {
      zipEntry = name;
    });
  }
  const plain = bytes[Symbol.asyncIterator]();
  const head = await readHead(plain, SNIFF_BYTES);
  if (head.bytes.length === 0) throw new FeedError('Flödet är tomt');
  const encoding = pickEncoding(head.bytes, head.done);
  const decoder = new TextDecoder(encoding);
  const headText = decoder.decode(head.bytes, { stream: true });
  const format = detectFeedFormat(headText);
  const rest = decodeRest(decoder, replay({ chunks: [], bytes: new Uint8Array(0), done: head.done }, plain));
  const info: FeedInfo = { format, encoding, compression, zipEntry, escapedAmpersands: 0, documentErrors: [] };
  return { info, batches: recordResults(headText.replace(/^\uFEFF/, ''), rest, format, info) };
}

/**
 * Opens a feed: reads its first bytes to find compression, encoding and format (a FeedError with a Swedish
 * message when it is empty or no feed we know), then gives its rows as an async generator. Stop early by
 * leaving the loop; the source is closed.
 */
export async function openFeed(source: FeedSource, options: FeedRowOptions = {}): Promise<OpenedFeed> {
  const { info, batches } = await openText(source);
  const keys = FIELD_KEYS[info.format.name];
  const now = options.now ?? new Date();
  const rowOptions: FeedRowOptions = { ...options, now };
  async function* rows(): AsyncGenerator<FeedRowResult, void, undefined> {
    for await (const batch of batches) {
      for (const result of batch) yield recordToRow(result, keys, rowOptions);
    }
  }
  return { info, rows: rows() };
}

/** The rows of a feed (see openFeed). */
export async function* readFeed(
  source: FeedSource,
  options: FeedRowOptions = {},
): AsyncGenerator<FeedRowResult, void, undefined> {
  const feed = await openFeed(source, options);
  yield* feed.rows;
}

/** The raw records of a feed, before mapping (for inspection and tests). */
export async function* readFeedRecords(source: FeedSource): AsyncGenerator<RecordResult, void, undefined> {
  const { batches } = await openText(source);
  for await (const batch of batches) yield* batch;
}

/** How many items a feed has (products and rows that will be errors), read without validating them. */
export async function countFeed(source: FeedSource): Promise<{ total: number; info: FeedInfo }> {
  const { info, batches } = await openText(source);
  let total = 0;
  for await (const batch of batches) total += batch.length;
  return { total, info };
}
