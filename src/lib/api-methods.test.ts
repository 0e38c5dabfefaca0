import type { APIContext, MiddlewareNext } from 'astro';
import { describe, expect, it } from 'vitest';
import {
  allowedMethods,
  apiMethodsFor,
  isApiPath,
  methodNotAllowed,
  routePatternOfEndpointFile,
} from './api-methods.ts';

const handler = () => new Response(null);

describe('the methods an endpoint answers', () => {
  it('are its upper-case function exports, HEAD wherever GET is, in the usual order', () => {
    expect(allowedMethods({ GET: handler, prerender: false })).toEqual(['GET', 'HEAD']);
    expect(allowedMethods({ POST: handler })).toEqual(['POST']);
    expect(allowedMethods({ DELETE: handler, POST: handler, GET: handler, PATCH: handler })).toEqual([
      'GET',
      'HEAD',
      'POST',
      'PATCH',
      'DELETE',
    ]);
    expect(allowedMethods({ GET: handler, HEAD: handler, PROPFIND: handler })).toEqual(['GET', 'HEAD', 'PROPFIND']);
    expect(allowedMethods({ post: handler, PUT: 'not a handler', GET: handler })).toEqual(['GET', 'HEAD']);
  });

  it('are any method for a module exporting ALL', () => {
    expect(allowedMethods({ ALL: handler, GET: handler })).toBeNull();
  });
});

describe('the route of an endpoint file', () => {
  it('follows Astro: the path under pages without extension, index dropped, parameters kept', () => {
    expect(routePatternOfEndpointFile('../pages/api/chat.ts')).toBe('/api/chat');
    expect(routePatternOfEndpointFile('/src/pages/api/products/index.ts')).toBe('/api/products');
    expect(routePatternOfEndpointFile('../pages/api/products/[id].ts')).toBe('/api/products/[id]');
    expect(routePatternOfEndpointFile('../pages/api/admin/merchants/[id]/index.js')).toBe('/api/admin/merchants/[id]');
    expect(routePatternOfEndpointFile('../pages/api/[...rest].ts')).toBe('/api/[...rest]');
    expect(routePatternOfEndpointFile('../lib/http.ts')).toBeNull();
  });

  it('is under /api/ for the API and nowhere else', () => {
    expect(isApiPath('/api/chat')).toBe(true);
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/apikoll')).toBe(false);
    expect(isApiPath('/bla-igenom')).toBe(false);
  });
});

describe('the method middleware piece', () => {
  const middleware = apiMethodsFor({
    '../pages/api/search.ts': async () => ({ GET: handler, prerender: false }),
    '../pages/api/chat.ts': async () => ({ POST: handler }),
    '../pages/api/any.ts': async () => ({ ALL: handler }),
  });
  const passed = new Response('route');
  const next: MiddlewareNext = async () => passed;

  function run(method: string, path: string, routePattern: string) {
    const url = new URL(path, 'http://localhost');
    const context = { url, request: new Request(url, { method }), routePattern } as unknown as APIContext;
    return Promise.resolve(middleware(context, next)) as Promise<Response>;
  }

  it('answers a method the route does not export with 405 JSON and Allow, before the route runs', async () => {
    const response = await run('GET', '/api/chat', '/api/chat');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'Metoden GET stöds inte här. Tillåtna metoder: POST.' });
    const options = await run('OPTIONS', '/api/search?q=x', '/api/search');
    expect(options.status).toBe(405);
    expect(options.headers.get('allow')).toBe('GET, HEAD');
  });

  it('lets an exported method, HEAD for GET, any method of ALL and every non-API path through', async () => {
    expect(await run('GET', '/api/search', '/api/search')).toBe(passed);
    expect(await run('HEAD', '/api/search', '/api/search')).toBe(passed);
    expect(await run('DELETE', '/api/any', '/api/any')).toBe(passed);
    expect(await run('POST', '/bla-igenom', '/bla-igenom')).toBe(passed);
    expect(await run('GET', '/api/okand', '/404')).toBe(passed);
  });

  it('writes the Allow header from the list it is given', () => {
    expect(methodNotAllowed('PUT', ['GET', 'HEAD']).headers.get('allow')).toBe('GET, HEAD');
  });
});
