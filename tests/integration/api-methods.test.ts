import type { APIContext, MiddlewareNext } from 'astro';
import { describe, expect, it } from 'vitest';
import { allowedMethods, apiMethods, routePatternOfEndpointFile } from '../../src/lib/api-methods.ts';
import { databaseChecksum } from './helpers/checksum.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

type Endpoint = Record<string, unknown>;

/** Every endpoint file of the site, as Astro routes them (new files, admin ones included, join by themselves). */
const endpoints = Object.entries(
  import.meta.glob<Endpoint>(['/src/pages/api/**/*.{ts,js}', '!**/_*', '!**/*.test.ts'], { eager: true }),
).map(([file, module]) => ({ pattern: routePatternOfEndpointFile(file) ?? file, module }));

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Runs a request through the method piece; what passes goes on to the route itself. */
async function request(pattern: string, method: string, init: RequestInit = {}): Promise<Response> {
  const module = endpoints.find((endpoint) => endpoint.pattern === pattern)?.module ?? {};
  const url = new URL(pattern.replace(/\[[^\]]+\]/g, '11111111-1111-5111-8111-111111111111'), 'http://localhost');
  const context = {
    url,
    request: new Request(url, { method, ...init }),
    params: {},
    locals: {},
    routePattern: pattern,
    clientAddress: '127.0.0.1',
  } as unknown as APIContext;
  const next: MiddlewareNext = async () => {
    const route = (module[method] ?? module.ALL) as ((context: APIContext) => Promise<Response>) | undefined;
    if (!route) throw new Error(`${method} ${pattern} reached a route without that method`);
    return route(context);
  };
  return apiMethods(context, next) as Promise<Response>;
}

describe('wrong methods on the API (PGlite, demo catalogue)', () => {
  const test = useDemoDatabase();

  it('the requests found answer 405 JSON with an Allow header, and nothing changes', async () => {
    const before = await databaseChecksum(test.db);
    const found: [string, string, string][] = [
      ['GET', '/api/chat', 'POST'],
      ['POST', '/api/search', 'GET, HEAD'],
      ['OPTIONS', '/api/search', 'GET, HEAD'],
      ['OPTIONS', '/api/chat', 'POST'],
      ['GET', '/api/track', 'POST'],
      ['DELETE', '/api/products/[id]', 'GET, HEAD'],
    ];
    for (const [method, pattern, allow] of found) {
      const response = await request(pattern, method, method === 'POST' ? { body: '{}' } : {});
      expect(response.status, `${method} ${pattern}`).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(((await response.json()) as { error: string }).error).toMatch(/^Metoden \w+ stöds inte här/);
    }
    expect(await databaseChecksum(test.db)).toEqual(before);
  });

  it('every endpoint file answers every method it does not export with 405, and the ones it does reach it', async () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(10);
    const before = await databaseChecksum(test.db);
    const open = endpoints.filter((endpoint) => allowedMethods(endpoint.module) === null);
    expect(open.map((endpoint) => endpoint.pattern)).toEqual(['/api/[...path]']);
    for (const { pattern, module } of endpoints.filter((endpoint) => !open.includes(endpoint))) {
      const allow = allowedMethods(module);
      expect(allow?.length, pattern).toBeGreaterThan(0);
      for (const method of METHODS.filter((name) => !allow?.includes(name))) {
        const response = await request(pattern, method);
        expect(response.status, `${method} ${pattern}`).toBe(405);
        expect(response.headers.get('allow')).toBe(allow?.join(', '));
      }
    }
    expect(await databaseChecksum(test.db)).toEqual(before);
    const search = await request('/api/search', 'GET');
    expect(search.status).toBe(200);
  });

  it('a path under /api/ that is no endpoint answers 404 JSON to every method', async () => {
    for (const method of METHODS) {
      const response = await request('/api/[...path]', method);
      expect(response.status, method).toBe(404);
      if (method !== 'HEAD') expect(await response.json()).toEqual({ error: 'Det finns ingen sådan adress i API:et' });
    }
  });
});
