/**
 * Bad input on every route file under src/pages/api/, public and admin (admin ones as a signed-in admin), through
 * the same middleware the server runs (method check, cross-site check, admin guard): wrong methods, bad JSON,
 * wrong types, oversized and chunked bodies, NUL and control characters, huge and negative numbers, SQL
 * metacharacters, foreign Origin and junk route parameters. Every answer is JSON and never a 5xx; what is plainly
 * invalid is a 4xx; the database's content is the same after every request. New route files join by themselves.
 */
import type { APIContext, MiddlewareHandler, MiddlewareNext } from 'astro';
import { describe, expect, it } from 'vitest';
import { adminGuard } from '../../src/features/admin/auth/guard.server.ts';
import { allowedMethods, apiMethods, routePatternOfEndpointFile } from '../../src/lib/api-methods.ts';
import { apiSameOrigin } from '../../src/lib/api-origin.ts';
import { GUARD_TABLES, ORIGIN, signedIn } from '../integration/helpers/admin.ts';
import { databaseChecksum } from '../integration/helpers/checksum.ts';
import { useDemoDatabase } from '../integration/helpers/demo-database.ts';

type Endpoint = Record<string, unknown>;

const endpoints = Object.entries(
  import.meta.glob<Endpoint>(['/src/pages/api/**/*.{ts,js}', '!**/_*', '!**/*.test.ts'], { eager: true }),
)
  .map(([file, module]) => ({ pattern: routePatternOfEndpointFile(file) ?? file, module }))
  .filter((endpoint) => allowedMethods(endpoint.module) !== null);

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Tables a request may touch without changing content: an admin session's last use, failed logins, and the
 * short-lived per-client counters of the track limit. */
const BOOKKEEPING = [...GUARD_TABLES, 'track_rate_limits'];

const SQL = `' OR 1=1; DROP TABLE products; --`;
const NUL = 'kaffe\u0000';
const CONTROL = 'kaffe\u001b[31m\u0007';
const HUGE = '9'.repeat(400);

/** Query strings for a GET: each is junk of one kind. */
const BAD_QUERIES: [string, string][] = [
  ['NUL', `q=${encodeURIComponent(NUL)}&ids=%00&cursor=%00&merchant=%00&period=%00`],
  ['control characters', `q=${encodeURIComponent(CONTROL)}&sort=%1b&filter=%7f`],
  ['huge numbers', `limit=${HUGE}&offset=${HUGE}&page=${HUGE}&min=1e309&max=${HUGE}`],
  ['negative numbers', 'limit=-1&offset=-100&page=-5&min=-500&max=-1'],
  ['wrong types', 'limit=tio&offset=[]&page={}&min=abc&max=NaN&sort[]=x&format=xml&cursor=igår'],
  [
    'SQL metacharacters',
    `q=${encodeURIComponent(SQL)}&merchant=${encodeURIComponent(SQL)}&sort=${encodeURIComponent(SQL)}`,
  ],
  ['impossible dates', 'cursor=2020-02-30T00:00:00Z&from=2021-13-01&to=9999-99-99&format=json'],
  ['oversized', `q=${'x'.repeat(100_000)}`],
];

/** JSON bodies for a mutating method: each is wrong in one way. */
const BAD_BODIES: [string, string][] = [
  ['bad JSON', '{"messages": [{"role": "user", "content": "hej"'],
  ['empty', ''],
  ['not an object', '"en sträng"'],
  ['an array', '[1, 2, 3]'],
  ['null', 'null'],
  ['wrong types', '{"title": 123, "price": {"x": 1}, "messages": "hej", "productId": [], "event": 5, "ids": "a"}'],
  ['junk fields', '{"bogus": [1, {"deep": null}]}'],
  ['NUL', JSON.stringify({ title: NUL, text: NUL, q: NUL, email: `a${NUL}@b.se`, [`k${NUL}`]: 1 })],
  ['control characters', JSON.stringify({ title: CONTROL, text: CONTROL, recipient: CONTROL, name: CONTROL })],
  ['huge numbers', `{"price": ${HUGE}, "limit": 1e309, "maxProducts": ${HUGE}, "chunkSize": 1e308, "step": ${HUGE}}`],
  ['negative numbers', '{"price": -1, "limit": -1, "maxProducts": -40000, "chunkSize": -1, "step": -3}'],
  ['SQL metacharacters', JSON.stringify({ title: SQL, q: SQL, merchant: SQL, ids: [SQL], id: SQL, email: SQL })],
  ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
];

interface Sent {
  method: string;
  path: string;
  query?: string;
  body?: string | ReadableStream<Uint8Array>;
  contentType?: string | null;
  origin?: string;
  cookie?: string;
  params?: Record<string, string>;
}

function sequence(...handlers: MiddlewareHandler[]): (context: APIContext, last: MiddlewareNext) => Promise<Response> {
  return (context, last) => {
    const run = (index: number): Promise<Response> => {
      const handler = handlers[index];
      if (!handler) return Promise.resolve(last());
      return Promise.resolve(handler(context, () => run(index + 1)) as Promise<Response>);
    };
    return run(0);
  };
}

/** The middleware of src/middleware.ts, in its order. */
const middleware = sequence(apiMethods, apiSameOrigin, (context, next) => adminGuard(context, next));

let requestsSent = 0;
/** A request left unanswered this long counts as a failure (a hung route). */
const ANSWER_WITHIN_MS = Number(process.env.ANSWER_MS ?? 5_000);

async function send(endpoint: (typeof endpoints)[number], sent: Sent): Promise<Response> {
  const url = new URL(`${sent.path}${sent.query ? `?${sent.query}` : ''}`, ORIGIN);
  const headers = new Headers();
  headers.set('origin', sent.origin ?? ORIGIN);
  if (sent.cookie) headers.set('cookie', sent.cookie);
  const hasBody = sent.body !== undefined && !['GET', 'HEAD'].includes(sent.method);
  if (hasBody && sent.contentType !== null) headers.set('content-type', sent.contentType ?? 'application/json');
  const init: RequestInit & { duplex?: string } = { method: sent.method, headers };
  if (hasBody) {
    init.body = sent.body as BodyInit;
    if (sent.body instanceof ReadableStream) init.duplex = 'half';
  }
  const request = new Request(url, init);
  const context = {
    url,
    request,
    params: sent.params ?? {},
    locals: {},
    routePattern: endpoint.pattern,
    isPrerendered: false,
    clientAddress: '127.0.0.1',
  } as unknown as APIContext;
  requestsSent++;
  return middleware(context, async () => {
    const route = endpoint.module[sent.method] as ((context: APIContext) => Promise<Response>) | undefined;
    if (!route) throw new Error(`${sent.method} ${endpoint.pattern} reached a route without that method`);
    return route(context);
  });
}

/** A body of `bytes` bytes sent in 64 KB chunks without Content-Length; counts what was read. */
function chunkedBody(bytes: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = new TextEncoder().encode(`{"x":"${'y'.repeat(64 * 1024 - 6)}`);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= bytes) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

interface Answer {
  status: number;
  type: string;
  error: unknown;
}

async function answerOf(response: Response): Promise<Answer> {
  const type = response.headers.get('content-type') ?? '';
  // A live stream (the change feed) never ends by itself: its status and type are the answer.
  if (type.includes('text/event-stream')) {
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status, type, error: undefined };
  }
  const text = response.status === 204 ? '' : await response.text();
  let error: unknown;
  try {
    error = (JSON.parse(text) as { error?: unknown }).error;
  } catch {
    error = undefined;
  }
  return { status: response.status, type, error };
}

describe('bad input on every /api/ route (PGlite, real migrations, demo catalogue)', () => {
  const test = useDemoDatabase();
  const failures: string[] = [];

  /** Concrete path and params for a pattern: the first product or merchant for [id]. */
  async function concrete(pattern: string, junk?: string) {
    const params: Record<string, string> = {};
    let path = pattern;
    for (const match of pattern.matchAll(/\/([^/]+)\/\[(\w+)\]/g)) {
      const [whole, collection = '', name = ''] = match;
      const table = collection === 'merchants' ? 'merchants' : 'products';
      const [row] = await test.db.query<{ id: string }>(`SELECT id::text FROM ${table} ORDER BY id LIMIT 1`);
      params[name] = junk ?? row?.id ?? '';
      path = path.replace(whole, `/${collection}/${encodeURIComponent(params[name] ?? '')}`);
    }
    path = path.replace('/[...path]', '/finns-inte');
    return { path, params };
  }

  /** Sends one request and checks the answer and the database; a mismatch is recorded, not thrown. */
  async function check(
    endpoint: (typeof endpoints)[number],
    what: string,
    sent: Sent,
    expectation: { clientError: boolean; status?: number },
  ): Promise<Answer> {
    const before = await databaseChecksum(test.db, BOOKKEEPING);
    let answer: Answer;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<Answer>((resolve) => {
      timer = setTimeout(
        () => resolve({ status: 0, type: '', error: `no answer in ${ANSWER_WITHIN_MS} ms` }),
        ANSWER_WITHIN_MS,
      );
    });
    try {
      answer = await Promise.race([send(endpoint, sent).then(answerOf), timeout]);
      clearTimeout(timer);
    } catch (error) {
      clearTimeout(timer);
      answer = { status: 0, type: '', error: `threw ${String(error)}` };
    }
    const after = await databaseChecksum(test.db, BOOKKEEPING);
    const label = `${sent.method} ${endpoint.pattern} (${what})`;
    if (answer.status >= 500 || answer.status === 0)
      failures.push(`${label}: ${answer.status} ${String(answer.error)}`);
    else if (answer.status >= 400 && (!answer.type.includes('application/json') || typeof answer.error !== 'string'))
      failures.push(`${label}: ${answer.status} not a JSON error (${answer.type})`);
    else if (expectation.clientError && (answer.status < 400 || answer.status > 499))
      failures.push(`${label}: ${answer.status}, expected a 4xx`);
    else if (expectation.status !== undefined && answer.status !== expectation.status)
      failures.push(`${label}: ${answer.status}, expected ${expectation.status}`);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    if (changed.length > 0) failures.push(`${label}: changed ${changed.join(', ')}`);
    return answer;
  }

  it('finds the route files, public and admin', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(30);
    expect(endpoints.some((endpoint) => endpoint.pattern.startsWith('/api/admin/'))).toBe(true);
  });

  for (const endpoint of endpoints) {
    const admin = endpoint.pattern.startsWith('/api/admin/');
    it(endpoint.pattern, async () => {
      failures.length = 0;
      const allow = allowedMethods(endpoint.module) ?? [];
      const cookie = admin ? await signedIn(test.db, `admin-${endpoint.pattern.replaceAll('/', '-')}@exempel.se`) : '';
      const { path, params } = await concrete(endpoint.pattern);

      for (const method of METHODS.filter((name) => !allow.includes(name))) {
        await check(
          endpoint,
          'wrong method',
          { method, path, params, cookie, body: '{}' },
          { clientError: true, status: 405 },
        );
      }
      for (const method of allow.filter((name) => name !== 'HEAD')) {
        if (method === 'GET') {
          for (const [what, query] of BAD_QUERIES) {
            // A route ignores parameters it does not take, and text in a search is a search: a GET may answer
            // 200 to junk, but never 5xx, and its refusals are JSON.
            await check(endpoint, what, { method, path, params, cookie, query }, { clientError: false });
          }
        } else {
          for (const [what, body] of BAD_BODIES) {
            await check(endpoint, what, { method, path, params, cookie, body }, { clientError: true });
          }
          await check(
            endpoint,
            'oversized with Content-Length',
            { method, path, params, cookie, body: `{"x":"${'y'.repeat(6 * 1024 * 1024)}"}` },
            { clientError: true },
          );
          const chunked = chunkedBody(50 * 1024 * 1024);
          await check(
            endpoint,
            'chunked, 50 MB',
            { method, path, params, cookie, body: chunked.stream },
            { clientError: true },
          );
          if (chunked.pulled() > 8 * 1024 * 1024)
            failures.push(`${method} ${endpoint.pattern}: read ${chunked.pulled()} B of a chunked body`);
          await check(
            endpoint,
            'form post from a foreign Origin',
            {
              method,
              path,
              params,
              cookie,
              body: 'title=x',
              contentType: 'application/x-www-form-urlencoded',
              origin: 'https://evil.example',
            },
            { clientError: true, status: 403 },
          );
          await check(
            endpoint,
            'no body type from a foreign Origin',
            { method, path, params, cookie, body: '{}', contentType: null, origin: 'https://evil.example' },
            { clientError: true, status: 403 },
          );
          await check(
            endpoint,
            'JSON from a foreign Origin',
            { method, path, params, cookie, body: '{"bogus": 1}', origin: 'https://evil.example' },
            { clientError: true },
          );
        }
        if (Object.keys(params).length > 0) {
          for (const junk of [SQL, NUL, '-1', HUGE, '../../etc/passwd']) {
            const target = await concrete(endpoint.pattern, junk);
            await check(
              endpoint,
              `route parameter ${JSON.stringify(junk.slice(0, 20))}`,
              { method, ...target, cookie, ...(method === 'GET' ? {} : { body: '{"bogus": 1}' }) },
              { clientError: true },
            );
          }
        }
      }
      if (failures.length > 0) console.log(failures.join('\n'));
      expect(failures).toEqual([]);
    });
  }

  it('sent the requests', () => {
    console.log(`bad-input: ${requestsSent} requests over ${endpoints.length} route files`);
    expect(requestsSent).toBeGreaterThan(500);
  });
});
