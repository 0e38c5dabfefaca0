/**
 * Telling "the database cannot be reached" apart from every other database error, so the API can answer 503 with a
 * message a visitor understands instead of a 500. Pure: no driver imports, it reads only the error's shape. The
 * server database (neon.server.ts) wraps such failures in a DatabaseUnreachableError; src/lib/http.ts answers it.
 */

/** The answer of every API route while the database is out of reach. */
export const DATABASE_UNREACHABLE_MESSAGE = 'Databasen går inte att nå just nu. Försök igen om en stund.';

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** What the driver said, in a few words, without the connection string (it may hold a password). */
function reasonOf(cause: unknown, depth = 0): string {
  if (!cause || typeof cause !== 'object' || depth > 4) return '';
  const shape = cause as ErrorShape;
  const message = typeof shape.message === 'string' ? shape.message.replace(/\w+:\/\/\S+/g, '…') : '';
  const code = typeof shape.code === 'string' ? shape.code : '';
  const text = code && !message.includes(code) ? `${code}${message ? `: ${message}` : ''}` : message;
  return text || reasonOf(shape.error, depth + 1) || reasonOf(shape.cause, depth + 1);
}

/**
 * A database call failed because the database could not be reached; `cause` is the driver's error. Its message
 * (for logs and the start scripts, never shown to visitors) says why and points at DATABASE_URL.
 */
export class DatabaseUnreachableError extends Error {
  constructor(cause: unknown) {
    const reason = reasonOf(cause);
    super(
      `Databasen går inte att nå (${reason || 'okänt fel'}). Kontrollera DATABASE_URL och att servern är igång. ` +
        '/ The database cannot be reached: check DATABASE_URL and that the server is running.',
      { cause },
    );
    this.name = 'DatabaseUnreachableError';
  }
}

/** Socket and name-lookup failures of Node and the WebSocket layer. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that is there but takes no work: connection exceptions (class 08), shutting down or
 * starting up (57P01–57P03), no free connection slot (53300), and a connection it refuses because DATABASE_URL names
 * a user, password or database it does not have (28000, 28P01, 3D000; only ever raised while connecting).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300', '28000', '28P01', '3D000'].includes(code);
}

/**
 * What node-postgres (and so the Neon driver's Pool) says when the connection fails, times out or drops; 'timeout
 * expired' is a connection that took longer to open than its connectionTimeoutMillis.
 */
const CONNECTION_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|^timeout expired$|query read timeout|client has encountered a connection error/i;

interface ErrorShape {
  name?: unknown;
  code?: unknown;
  severity?: unknown;
  message?: unknown;
  type?: unknown;
  error?: unknown;
  cause?: unknown;
}

/**
 * Whether an error of the database driver says the database cannot be reached (refused, timed out, dropped,
 * shutting down), as opposed to an error in a query. Looks through `error` / `cause` wrappers (a WebSocket
 * ErrorEvent carries the socket error). Only for errors known to come from the driver: a failed fetch elsewhere has
 * the same socket codes.
 */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const shape = error as ErrorShape;
  const code = typeof shape.code === 'string' ? shape.code : '';
  // A server error (it has a severity) is about the query unless its SQLSTATE says the server takes no work.
  if (typeof shape.severity === 'string') return isUnavailableSqlState(code);
  if (NETWORK_CODES.has(code) || isUnavailableSqlState(code)) return true;
  // The WebSocket layer reports a failed connection as an `error` event rather than an Error.
  if (shape.type === 'error' && (error.constructor?.name === 'ErrorEvent' || 'target' in shape)) return true;
  if (typeof shape.message === 'string' && CONNECTION_MESSAGES.test(shape.message)) return true;
  return isConnectionFailure(shape.error, depth + 1) || isConnectionFailure(shape.cause, depth + 1);
}

/** Whether a thrown value is the server database's "cannot be reached" (answered 503 by src/lib/http.ts). */
export function isDatabaseUnreachable(error: unknown): boolean {
  return error instanceof DatabaseUnreachableError || (error as ErrorShape | null)?.name === 'DatabaseUnreachableError';
}
