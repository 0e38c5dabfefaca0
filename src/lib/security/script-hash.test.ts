import { describe, expect, it } from 'vitest';
import { scriptHash } from './script-hash.ts';

describe('scriptHash', () => {
  it('is the CSP hash source of the exact script text', () => {
    // sha256 of the UTF-8 text `alert(1)`, base64.
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
    expect(scriptHash('alert(1) ')).not.toBe(scriptHash('alert(1)'));
  });
});
