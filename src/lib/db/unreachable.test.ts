import { describe, expect, it } from 'vitest';
import { apiErrors, errorResponse } from '../http.ts';
import {
  DATABASE_UNREACHABLE_MESSAGE,
  DatabaseUnreachableError,
  isConnectionFailure,
  isDatabaseUnreachable,
} from './unreachable.ts';

/** A server error as node-postgres builds it: a message, a severity and a SQLSTATE. */
function serverError(code: string, message = 'fel'): Error {
  return Object.assign(new Error(message), { severity: 'ERROR', code });
}

/** The WebSocket layer's failed connection: an `error` event carrying the socket error. */
class ErrorEvent {
  readonly type = 'error';
  readonly message: string;
  readonly error: Error;
  constructor(error: Error) {
    this.error = error;
    this.message = error.message;
  }
}

describe('DatabaseUnreachableError', () => {
  it('says why in both languages and points at DATABASE_URL, without the connection string', () => {
    const cause = new Error('could not reach postgres://shop:hemligt@db.example:5432/shop');
    const { message } = new DatabaseUnreachableError(cause);
    expect(message).toMatch(/^Databasen går inte att nå \(could not reach …\)\. Kontrollera DATABASE_URL/);
    expect(message).toContain('The database cannot be reached: check DATABASE_URL');
    expect(message).not.toContain('hemligt');
    const refused = Object.assign(new Error(''), { code: 'ECONNREFUSED' });
    expect(new DatabaseUnreachableError(refused).message).toContain('(ECONNREFUSED)');
  });
});

describe('isConnectionFailure', () => {
  it('recognises a refused, dropped or timed-out connection', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isConnectionFailure(refused)).toBe(true);
    expect(isConnectionFailure(new ErrorEvent(refused))).toBe(true);
    expect(isConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // node-postgres, when opening a connection outlasts connectionTimeoutMillis (a busy machine, a silent host).
    expect(isConnectionFailure(new Error('timeout expired'))).toBe(true);
    expect(isConnectionFailure(new Error('Query read timeout'))).toBe(true);
    expect(isConnectionFailure(new Error('wrapped', { cause: { code: 'ENOTFOUND' } }))).toBe(true);
  });

  it('recognises a server that takes no work', () => {
    expect(isConnectionFailure(serverError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isConnectionFailure(serverError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isConnectionFailure(serverError('53300', 'too many connections'))).toBe(true);
    expect(isConnectionFailure(serverError('08006'))).toBe(true);
  });

  it('recognises a server that refuses DATABASE_URL: unknown user, wrong password, no such database', () => {
    expect(isConnectionFailure(serverError('28000', 'role "nobody" does not exist'))).toBe(true);
    expect(isConnectionFailure(serverError('28P01', 'password authentication failed for user "postgres"'))).toBe(true);
    expect(isConnectionFailure(serverError('3D000', 'database "saknas" does not exist'))).toBe(true);
  });

  it('leaves errors in a query alone, even when their text mentions a connection', () => {
    expect(isConnectionFailure(serverError('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isConnectionFailure(serverError('23505', 'duplicate key'))).toBe(false);
    expect(isConnectionFailure(serverError('22P02', 'Connection terminated in text'))).toBe(false);
    expect(isConnectionFailure(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isConnectionFailure(null)).toBe(false);
    expect(isConnectionFailure('ECONNREFUSED')).toBe(false);
  });
});

describe('a database out of reach through the shared error path', () => {
  it('is answered 503 JSON with the Swedish message and Retry-After', async () => {
    const error = new DatabaseUnreachableError(new Error('Connection terminated unexpectedly'));
    expect(isDatabaseUnreachable(error)).toBe(true);
    const response = errorResponse(error);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ error: DATABASE_UNREACHABLE_MESSAGE, code: 'database_unreachable' });
  });

  it('is not claimed for other failures, which stay a generic 500', async () => {
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(false);
    const original = console.error;
    console.error = () => undefined;
    try {
      const response = errorResponse(new Error('boom'));
      expect(response.status).toBe(500);
      expect((await response.json()).error).not.toBe(DATABASE_UNREACHABLE_MESSAGE);
    } finally {
      console.error = original;
    }
  });

  it('covers errors thrown by middleware before a route runs, on /api/ only', async () => {
    const failing = () => Promise.reject(new DatabaseUnreachableError(new Error('Query read timeout')));
    const answer = await apiErrors({ url: new URL('http://localhost/api/admin/session') }, failing);
    expect(answer.status).toBe(503);
    expect((await answer.json()).error).toBe(DATABASE_UNREACHABLE_MESSAGE);
    await expect(apiErrors({ url: new URL('http://localhost/bla-igenom') }, failing)).rejects.toThrow();
  });
});
