import { describe, expect, it } from 'vitest';
import { yearRedirectResponse } from './year-redirect.ts';

describe('yearRedirectResponse', () => {
  it('sends last year’s pages permanently to this year’s', () => {
    const christmas = yearRedirectResponse('/julklappstips-2025', 2026);
    expect(christmas?.status).toBe(301);
    expect(christmas?.headers.get('location')).toBe('/julklappstips-2026');
    expect(yearRedirectResponse('/arets-julklapp-2025/', 2026)?.headers.get('location')).toBe('/arets-julklapp-2026');
  });

  it('sends every earlier year to the current one', () => {
    expect(yearRedirectResponse('/julklappstips-2025', 2028)?.headers.get('location')).toBe('/julklappstips-2028');
    expect(yearRedirectResponse('/julklappstips-2027', 2028)?.headers.get('location')).toBe('/julklappstips-2028');
  });

  it('does not redirect the current year or other paths', () => {
    expect(yearRedirectResponse('/julklappstips-2025', 2025)).toBeNull();
    expect(yearRedirectResponse('/julklappstips-2026', 2026)).toBeNull();
    expect(yearRedirectResponse('/julklappstips', 2026)).toBeNull();
  });
});
