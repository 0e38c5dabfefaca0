/**
 * Fetches a merchant's feed URL for the importer: http(s) only, every address the host resolves to checked
 * against loopback and private networks (also after each redirect, and at connect time, so a DNS answer cannot
 * change between the check and the connection), redirects followed by hand up to a limit, connect and total
 * timeouts, and a size limit. The body streams; errors are FeedFetchError with a Swedish message.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { FeedFetchError, isPrivateAddress, parseFeedUrl, privateAddressError } from './feed-url.ts';

export interface FetchFeedOptions {
  /**
   * Allow loopback and private addresses: true in local mode and tests, or a list of the exact addresses
   * allowed (e.g. the test server's 127.0.0.1). Default: none.
   */
  allowPrivate?: boolean | readonly string[];
  /** Time to open the connection (TCP and TLS), per hop. Default 10 s. */
  connectTimeoutMs?: number;
  /** Time for the whole fetch, body included. Default 10 min. */
  totalTimeoutMs?: number;
  /** Most bytes read (as sent, before any unpacking). Default 2 GB. */
  maxBytes?: number;
  /** Most redirects followed. Default 5. */
  maxRedirects?: number;
  /** Cancels the fetch (and the body). */
  signal?: AbortSignal;
}

export interface FetchedFeed {
  /** The address the feed came from, after redirects. */
  url: string;
  status: number;
  contentType: string | null;
  /** Content-Length when the server sent one. */
  contentLength: number | null;
  /** The bytes as they arrive; ends with a FeedFetchError on a timeout or the size limit. */
  body: AsyncGenerator<Uint8Array, void, undefined>;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
export const DEFAULT_TOTAL_TIMEOUT_MS = 10 * 60_000;
export const DEFAULT_MAX_BYTES = 2 * 1024 ** 3;
export const DEFAULT_MAX_REDIRECTS = 5;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${bytes} byte`;
}

function allowed(address: string, allowPrivate: FetchFeedOptions['allowPrivate']): boolean {
  if (allowPrivate === true) return true;
  if (!isPrivateAddress(address)) return true;
  return Array.isArray(allowPrivate) && allowPrivate.includes(address);
}

/** A DNS lookup for the HTTP agent that refuses hosts with any private address among their addresses. */
function guardedLookup(host: string, allowPrivate: FetchFeedOptions['allowPrivate']): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(new FeedFetchError('dns', `Servern ${host} hittades inte`), '', 4);
        return;
      }
      const refused = addresses.find((entry) => !allowed(entry.address, allowPrivate));
      if (refused) {
        callback(privateAddressError(host, refused.address), '', 4);
        return;
      }
      const first = addresses[0];
      if (!first) {
        callback(new FeedFetchError('dns', `Servern ${host} hittades inte`), '', 4);
        return;
      }
      if (options.all) (callback as unknown as (e: null, list: LookupAddress[]) => void)(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}

interface Hop {
  response: IncomingMessage;
  abort: (error: Error) => void;
}

function requestOnce(url: URL, options: FetchFeedOptions, deadline: AbortSignal): Promise<Hop> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !allowed(host, options.allowPrivate)) {
    return Promise.reject(privateAddressError(host, host));
  }
  const connectTimeout = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  return new Promise<Hop>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: guardedLookup(host, options.allowPrivate),
      headers: {
        'user-agent': 'Presentpilot-feed-import/1.0',
        accept: 'application/xml, text/xml, text/csv, application/gzip, application/zip, */*;q=0.5',
      },
    });
    let connectTimer: NodeJS.Timeout | undefined;
    const fail = (error: Error) => {
      clearTimeout(connectTimer);
      request.destroy(error);
    };
    const onDeadline = () => fail(deadline.reason as Error);
    deadline.addEventListener('abort', onDeadline, { once: true });
    request.on('socket', (socket) => {
      connectTimer = setTimeout(
        () =>
          fail(new FeedFetchError('connect-timeout', `Ingen anslutning till ${host} inom ${seconds(connectTimeout)}`)),
        connectTimeout,
      );
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
    });
    request.on('error', (error) => {
      clearTimeout(connectTimer);
      deadline.removeEventListener('abort', onDeadline);
      if (error instanceof FeedFetchError) reject(error);
      else reject(new FeedFetchError('network', `Flödet kunde inte hämtas från ${host}: ${error.message}`));
    });
    request.on('response', (response) => {
      clearTimeout(connectTimer);
      deadline.removeEventListener('abort', onDeadline);
      resolve({ response, abort: (error) => response.destroy(error) });
    });
    request.end();
  });
}

async function* bodyOf(
  hop: Hop,
  maxBytes: number,
  deadline: AbortSignal,
  done: () => void,
): AsyncGenerator<Uint8Array, void, undefined> {
  const onDeadline = () => hop.abort(deadline.reason as Error);
  deadline.addEventListener('abort', onDeadline, { once: true });
  let size = 0;
  try {
    for await (const chunk of hop.response) {
      const bytes = chunk as Uint8Array;
      size += bytes.length;
      if (size > maxBytes) {
        throw new FeedFetchError('too-large', `Flödet är större än gränsen ${megabytes(maxBytes)}`);
      }
      yield bytes;
    }
    if (!hop.response.complete) {
      throw new FeedFetchError('network', 'Anslutningen bröts innan hela flödet hade hämtats');
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (deadline.aborted && deadline.reason instanceof FeedFetchError) throw deadline.reason;
    throw new FeedFetchError('network', `Anslutningen bröts under hämtningen: ${(error as Error).message}`);
  } finally {
    deadline.removeEventListener('abort', onDeadline);
    hop.response.destroy();
    done();
  }
}

/**
 * Fetches a feed URL (see the module comment). Resolves when the final answer's headers arrive, with its body as
 * a stream of bytes; rejects with a FeedFetchError for a bad or private address, an unknown host, a connect
 * timeout, an answer other than 2xx, too many redirects, or a declared size over the limit. Read the body to
 * its end or leave the loop early; the total timeout and the size limit also apply while it is read.
 */
export async function fetchFeed(urlText: string, options: FetchFeedOptions = {}): Promise<FetchedFeed> {
  const totalTimeout = options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new FeedFetchError('timeout', `Flödet hämtades inte klart inom ${seconds(totalTimeout)}`)),
    totalTimeout,
  );
  timer.unref();
  const onAbort = () => controller.abort(new FeedFetchError('network', 'Hämtningen av flödet avbröts'));
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const done = () => {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  };
  try {
    let url = parseFeedUrl(urlText);
    for (let redirects = 0; ; redirects++) {
      if (controller.signal.aborted) throw controller.signal.reason;
      const hop = await requestOnce(url, options, controller.signal);
      const { response } = hop;
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        response.destroy();
        const location = response.headers.location;
        if (!location) throw new FeedFetchError('http-status', `Servern svarade ${status} utan ny adress`);
        if (redirects >= maxRedirects) {
          throw new FeedFetchError('too-many-redirects', `För många omdirigeringar (fler än ${maxRedirects})`);
        }
        url = parseFeedUrl(location, url.href);
        continue;
      }
      if (status < 200 || status > 299) {
        response.resume();
        response.destroy();
        const text = response.statusMessage ? ` (${response.statusMessage})` : '';
        throw new FeedFetchError('http-status', `Servern svarade ${status}${text} i stället för flödet`);
      }
      const lengthHeader = response.headers['content-length'];
      const contentLength = lengthHeader !== undefined && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : null;
      if (contentLength !== null && contentLength > maxBytes) {
        response.destroy();
        throw new FeedFetchError(
          'too-large',
          `Flödet är ${megabytes(contentLength)}, större än gränsen ${megabytes(maxBytes)}`,
        );
      }
      return {
        url: url.href,
        status,
        contentType: response.headers['content-type'] ?? null,
        contentLength,
        body: bodyOf(hop, maxBytes, controller.signal, done),
      };
    }
  } catch (error) {
    done();
    if (error instanceof FeedFetchError) throw error;
    throw new FeedFetchError('network', `Flödet kunde inte hämtas: ${(error as Error).message}`);
  }
}
