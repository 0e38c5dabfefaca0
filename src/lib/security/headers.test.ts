import { describe, expect, it } from 'vitest';
import {
  API_HEADER_CSP,
  isAdminPath,
  netlifyHeadersFile,
  PAGE_CSP_DIRECTIVES,
  PAGE_HEADER_CSP,
  securityHeaders,
} from './headers.ts';

/** Directive name → sources of a policy string. */
function parsePolicy(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...sources] = part.split(/\s+/);
        return [name, sources.join(' ')] as const;
      }),
  );
}

describe('security headers', () => {
  it('give every page the basic headers and a policy that forbids framing', () => {
    const headers = securityHeaders('/present-till-mamma');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('microphone=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=()');
    expect(parsePolicy(headers['Content-Security-Policy'] ?? '').get('frame-ancestors')).toBe("'none'");
    expect(headers['Cache-Control']).toBeUndefined();
  });

  it('repeat the page directives in the header except default-src, so the hashed inline scripts still run', () => {
    const header = parsePolicy(PAGE_HEADER_CSP);
    expect(header.has('default-src')).toBe(false);
    expect(header.has('script-src')).toBe(false);
    for (const directive of PAGE_CSP_DIRECTIVES.filter((d) => !d.startsWith('default-src'))) {
      const [name = ''] = directive.split(' ');
      expect(header.get(name), name).toBe(parsePolicy(directive).get(name));
    }
  });

  it('allow merchant images over https, and nothing but the site for requests, forms and the base URL', () => {
    const page = parsePolicy(PAGE_CSP_DIRECTIVES.join(';'));
    expect(page.get('img-src')).toContain('https:');
    expect(page.get('connect-src')).toBe("'self'");
    expect(page.get('form-action')).toBe("'self'");
    expect(page.get('base-uri')).toBe("'self'");
    expect(page.get('object-src')).toBe("'none'");
    expect(PAGE_CSP_DIRECTIVES.join(' ')).not.toContain('unsafe');
  });

  it('give API answers a policy that loads nothing', () => {
    expect(securityHeaders('/api/search')['Content-Security-Policy']).toBe(API_HEADER_CSP);
    expect(securityHeaders('/apis')['Content-Security-Policy']).toBe(PAGE_HEADER_CSP);
  });

  it('mark the admin pages and the admin API no-store, and nothing else', () => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/api/admin', '/api/admin/products']) {
      expect(isAdminPath(path), path).toBe(true);
      expect(securityHeaders(path)['Cache-Control'], path).toBe('no-store');
    }
    for (const path of ['/', '/administration', '/api/adminx', '/tips/admin', '/api/search']) {
      expect(isAdminPath(path), path).toBe(false);
    }
  });

  it("write the same headers into Netlify's _headers file", () => {
    const file = netlifyHeadersFile();
    const blocks = file
      .trimEnd()
      .split('\n\n')
      .map((block) => block.split('\n'));
    const all = blocks.find((lines) => lines[0] === '/*') ?? [];
    for (const [name, value] of Object.entries(securityHeaders('/'))) {
      expect(all).toContain(`  ${name}: ${value}`);
    }
    for (const pattern of ['/admin', '/admin/*']) {
      expect(blocks.find((lines) => lines[0] === pattern)).toEqual([pattern, '  Cache-Control: no-store']);
    }
  });
});
