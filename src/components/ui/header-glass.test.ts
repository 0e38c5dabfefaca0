import { describe, expect, it } from 'vitest';
import { glassHeader } from './header-glass.ts';

describe('header glass look', () => {
  it('turns on after 10 px of scroll', () => {
    expect(glassHeader(0)).toBe(false);
    expect(glassHeader(10)).toBe(false);
    expect(glassHeader(11)).toBe(true);
  });
});
