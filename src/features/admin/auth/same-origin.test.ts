import { describe, expect, it } from 'vitest';
import { isJsonRequest, isSameOrigin } from './same-origin.ts';

const url = new URL('https://presentpilot.se/api/admin/products/visibility');

describe('same-origin check', () => {
  it('accepts this origin and refuses others', () => {
    expect(isSameOrigin(new Headers({ origin: 'https://presentpilot.se' }), url)).toBe(true);
    expect(isSameOrigin(new Headers({ origin: 'https://evil.example' }), url)).toBe(false);
    expect(isSameOrigin(new Headers({ origin: 'http://presentpilot.se' }), url)).toBe(false);
    expect(isSameOrigin(new Headers({ origin: 'null' }), url)).toBe(false);
  });

  it('falls back to Sec-Fetch-Site without an Origin', () => {
    expect(isSameOrigin(new Headers({ 'sec-fetch-site': 'same-origin' }), url)).toBe(true);
    expect(isSameOrigin(new Headers({ 'sec-fetch-site': 'cross-site' }), url)).toBe(false);
    expect(isSameOrigin(new Headers(), url)).toBe(false);
  });

  it('needs a JSON content type', () => {
    expect(isJsonRequest(new Headers({ 'content-type': 'application/json' }))).toBe(true);
    expect(isJsonRequest(new Headers({ 'content-type': 'application/json; charset=utf-8' }))).toBe(true);
    expect(isJsonRequest(new Headers({ 'content-type': 'text/plain' }))).toBe(false);
    expect(isJsonRequest(new Headers({ 'content-type': 'application/x-www-form-urlencoded' }))).toBe(false);
  });
});
