import type { APIContext, MiddlewareNext } from 'astro';
import { describe, expect, it } from 'vitest';
import { apiSameOrigin, isCrossSiteRequest } from './api-origin.ts';

const url = new URL('https://presentpilot.se/api/track');

function request(method: string, headers: Record<string, string> = {}) {
  return new Request(url, { method, headers });
}

describe('cross-site requests', () => {
  it('refuses a form-like or untyped body from another site or from nowhere', () => {
    expect(isCrossSiteRequest(request('POST', { 'content-type': 'text/plain' }), url)).toBe(true);
    expect(isCrossSiteRequest(request('POST', { 'content-type': 'application/x-www-form-urlencoded' }), url)).toBe(
      true,
    );
    expect(
      isCrossSiteRequest(
        request('POST', { 'content-type': 'multipart/form-data; boundary=x', origin: 'https://evil.example' }),
        url,
      ),
    ).toBe(true);
    expect(isCrossSiteRequest(request('DELETE'), url)).toBe(true);
  });

  it('lets this site, safe methods and JSON bodies through', () => {
    expect(
      isCrossSiteRequest(request('POST', { 'content-type': 'text/plain', origin: 'https://presentpilot.se' }), url),
    ).toBe(false);
    expect(isCrossSiteRequest(request('GET', { origin: 'https://evil.example' }), url)).toBe(false);
    expect(isCrossSiteRequest(request('OPTIONS'), url)).toBe(false);
    expect(isCrossSiteRequest(request('POST', { 'content-type': 'application/json' }), url)).toBe(false);
  });

  it('answers a refused request with 403 JSON in Swedish', async () => {
    const passed = new Response('route');
    const next: MiddlewareNext = async () => passed;
    const context = (req: Request) => ({ url, request: req, isPrerendered: false }) as unknown as APIContext;
    const refused = await apiSameOrigin(context(request('POST', { 'content-type': 'text/plain' })), next);
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toEqual({ error: 'Förfrågningar från andra webbplatser tas inte emot' });
    expect(await apiSameOrigin(context(request('POST', { 'content-type': 'application/json' })), next)).toBe(passed);
  });
});
