import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, sessionCookie, sessionCookieName, sessionTokenFrom } from './session-cookie.ts';

const local = new URL('http://localhost:4321/api/admin/login');
const production = new URL('https://presentpilot.se/api/admin/login');
const token = 'a'.repeat(43);

describe('admin session cookie', () => {
  it('is __Host- prefixed and Secure outside http://localhost', () => {
    expect(sessionCookie(production, token)).toBe(
      `__Host-pp_admin_session=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=43200; Secure`,
    );
    expect(sessionCookieName(new URL('http://192.168.1.2/'))).toBe('__Host-pp_admin_session');
  });

  it('is plain on http://localhost and 127.0.0.1, still HttpOnly and SameSite=Strict', () => {
    expect(sessionCookie(local, token)).toBe(
      `pp_admin_session=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=43200`,
    );
    expect(sessionCookieName(new URL('http://127.0.0.1:4391/'))).toBe('pp_admin_session');
  });

  it('clears with Max-Age=0', () => {
    expect(clearedSessionCookie(production)).toContain('__Host-pp_admin_session=;');
    expect(clearedSessionCookie(production)).toContain('Max-Age=0');
  });

  it('reads only a well-formed token under the right name', () => {
    expect(sessionTokenFrom(`x=1; pp_admin_session=${token}`, local)).toBe(token);
    expect(sessionTokenFrom(`pp_admin_session=${token}`, production)).toBeNull();
    expect(sessionTokenFrom('pp_admin_session=short', local)).toBeNull();
    expect(sessionTokenFrom(null, local)).toBeNull();
  });
});
