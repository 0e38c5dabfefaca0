import type { z } from 'zod';
import { clientAddressBehind, parseTrustedProxies, type TrustedProxies } from './client-address.ts';
import { findControlCharacter } from './control-characters.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNREACHABLE_MESSAGE, isDatabaseUnreachable } from './db/unreachable.ts';

/** An error that becomes a JSON response with its status and a Swedish message safe to show. */
export class HttpError extends Error {
  readonly status: number;
  readonly details: unknown;

  constructor(status: number, message: string, details?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.details = details;
  }
}

export const badRequest = (message = 'Ogiltig förfrågan', details?: unknown) => new HttpError(400, message, details);
export const notFound = (message = 'Hittades inte') => new HttpError(404, message);
export const tooLarge = (message = 'Förfrågan är för stor') => new HttpError(413, message);

/** The answer to a request carrying NUL or another control character (see control-characters.ts). */
export const CONTROL_CHARACTER_MESSAGE = 'Förfrågan innehåller otillåtna kontrolltecken';

/**
 * Throws a 400 naming the field when a request value (query, JSON body, anything handed to parseWith) holds a
 * control character that is not ordinary text: NUL, the other C0 characters except tab, line feed and carriage
 * return, and DEL. Every route reading its input through this file gets the check.
 */
export function rejectControlCharacters(value: unknown): void {
  const path = findControlCharacter(value);
  if (path !== null) throw badRequest(CONTROL_CHARACTER_MESSAGE, [{ path, message: 'Otillåtet kontrolltecken' }]);
}

/** A JSON response with no-store caching unless told otherwise. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** The answer to a request whose client left before its body arrived (nobody reads it; nothing is logged). */
export const CLIENT_GONE_MESSAGE = 'Förfrågan avbröts';

/**
 * Whether reading the request failed because the client closed its connection before the body had arrived: Node's
 * incoming message then fails with 'aborted' (ECONNRESET), possibly wrapped by the body reader.
 */
export function isClientGone(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 2) return false;
  const shape = error as { message?: unknown; code?: unknown; cause?: unknown };
  if (shape.message === 'aborted' && shape.code === 'ECONNRESET') return true;
  return isClientGone(shape.cause, depth + 1);
}

/**
 * Turns any thrown value into a JSON error response. HttpErrors keep their status and message; a database out of
 * reach is a 503 with Retry-After; a client that left mid-body gets a quiet 400 it never reads; anything else is
 * logged and answered with a generic 500 that never leaks database or stack text.
 */
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    return json(
      error.details === undefined ? { error: error.message } : { error: error.message, details: error.details },
      { status: error.status },
    );
  }
  if (isDatabaseUnreachable(error)) {
    console.warn('[api] databasen går inte att nå; svarar 503');
    return json(
      { error: DATABASE_UNREACHABLE_MESSAGE, code: 'database_unreachable' },
      { status: 503, headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } },
    );
  }
  if (isClientGone(error)) return json({ error: CLIENT_GONE_MESSAGE }, { status: 400 });
  console.error('[api] unexpected error', error);
  return json({ error: 'Något gick fel. Försök igen.' }, { status: 500 });
}

let trusted: { value: string | undefined; proxies: TrustedProxies } | undefined;

/** TRUSTED_PROXIES, read once per value (src/lib/env.ts has already refused a bad one at start). */
function trustedProxies(): TrustedProxies {
  const value = process.env.TRUSTED_PROXIES;
  if (!trusted || trusted.value !== value) trusted = { value, proxies: parseTrustedProxies(value) };
  return trusted.proxies;
}

/**
 * The visitor's IP address, the key of every per-visitor limit, or 'unknown' where there is none (Astro's getter
 * throws when the adapter cannot tell). Astro's `clientAddress` is the socket's peer on Node and the visitor's
 * address from Netlify's edge on Netlify. Behind a reverse proxy of its own (`npm start` behind nginx or Caddy,
 * docs/self-hosting.md#reverse-proxy) the peer is the proxy: with TRUSTED_PROXIES naming it, the visitor is read
 * from X-Forwarded-For as client-address.ts says; unset, the header is never read.
 */
export function clientAddressOf(context: { readonly clientAddress?: string; readonly request?: Request }): string {
  let peer: string;
  try {
    peer = context.clientAddress || '';
  } catch {
    peer = '';
  }
  if (!peer) return 'unknown';
  return clientAddressBehind(peer, context.request?.headers.get('x-forwarded-for'), trustedProxies());
}

/**
 * Middleware piece for everything under /api/: an error thrown before or around a route's own `handle` (the admin
 * guard's session lookup, another middleware) becomes the same JSON answer as one thrown inside it.
 */
export async function apiErrors(context: { url: URL }, next: () => Promise<Response>): Promise<Response> {
  if (!context.url.pathname.startsWith('/api/')) return next();
  try {
    return await next();
  } catch (error) {
    return errorResponse(error);
  }
}

/** Wraps an endpoint body so thrown errors become JSON responses. */
export function handle(fn: () => Promise<Response> | Response): Promise<Response> {
  return Promise.resolve()
    .then(fn)
    .catch((error: unknown) => errorResponse(error));
}

function issuesOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Parses request input with a zod schema or throws a 400 naming the fields at fault (control characters too). */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, message = 'Ogiltiga parametrar'): z.infer<S> {
  rejectControlCharacters(input);
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(message, issuesOf(result.error));
  return result.data;
}

/** Query string as a plain object (repeated keys become arrays); 400 for control characters. */
export function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  rejectControlCharacters(out);
  return out;
}

/**
 * The body as UTF-8 text, read chunk by chunk and abandoned with a 413 as soon as it passes `maxBytes`, so a body
 * without Content-Length (chunked) is never read past the limit.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Not awaited: cancelling one branch of a cloned (teed) body settles only once the other branch is
      // cancelled too, so waiting here would hang a request whose clone is read first (the admin guard's).
      reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Reads a JSON body of at most `maxBytes`, or throws 413 / 400 with a clear message (control characters too). */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const text = await readBodyText(request, maxBytes);
  if (!text.trim()) throw badRequest('Tom förfrågan');
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Ogiltig JSON');
  }
  rejectControlCharacters(body);
  return body;
}
