import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { API_HEADER_CSP, PAGE_HEADER_CSP } from './headers.ts';
import { onRequest } from './middleware.ts';

async function answer(path: string, response: Response): Promise<Response> {
  const context = { url: new URL(path, 'http://localhost') } as APIContext;
  return (await onRequest(context, async () => response)) as Response;
}

describe('security headers middleware', () => {
  it('puts the headers on an API answer and keeps its body and status', async () => {
    const response = await answer('/api/search', Response.json({ error: 'x' }, { status: 400 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'x' });
    expect(response.headers.get('content-security-policy')).toBe(API_HEADER_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('marks admin answers no-store over a cache header the route set', async () => {
    const response = await answer(
      '/api/admin/products',
      new Response('{}', { headers: { 'Cache-Control': 'public, max-age=60' } }),
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('also reaches a redirect, whose headers cannot be changed in place', async () => {
    const response = await answer('/api/old', Response.redirect('http://localhost/api/new', 301));
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('http://localhost/api/new');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('adds its policy next to one the route already set, so the browser enforces both', async () => {
    const own = "script-src 'self' 'sha256-abc='";
    const response = await answer(
      '/sida',
      new Response('<!doctype html>', { headers: { 'Content-Security-Policy': own } }),
    );
    expect(response.headers.get('content-security-policy')).toBe(`${own}, ${PAGE_HEADER_CSP}`);
  });
});
