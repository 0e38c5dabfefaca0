import { describe, expect, it } from 'vitest';
import { BANNER_SIZES, BANNER_SLOTS, bannerDevice, bannerSlot, isBannerSlot } from './banner-slot.ts';

describe('bannerDevice', () => {
  it.each([
    [0, 'mobile'],
    [390, 'mobile'],
    [768, 'mobile'],
    [769, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [1920, 'desktop'],
    [Number.NaN, 'mobile'],
  ])('%d px → %s', (width, expected) => {
    expect(bannerDevice(width)).toBe(expected);
  });
});

describe('bannerSlot', () => {
  it.each([
    [1280, 'top', 'desktop_top', 980, 120],
    [1280, 'bottom', 'desktop_bottom', 728, 90],
    [800, 'top', 'tablet_top', 728, 90],
    [800, 'bottom', 'tablet_bottom', 468, 60],
    [390, 'top', 'mobile_top', 320, 100],
    [390, 'bottom', 'mobile_bottom', 320, 100],
  ] as const)('%d px, %s → %s (%dx%d)', (width, position, slot, w, h) => {
    expect(bannerSlot(width, position)).toBe(slot);
    expect(BANNER_SIZES[slot]).toEqual({ width: w, height: h });
  });

  it('lists all six slots', () => {
    expect(BANNER_SLOTS).toEqual([
      'desktop_top',
      'desktop_bottom',
      'tablet_top',
      'tablet_bottom',
      'mobile_top',
      'mobile_bottom',
    ]);
  });

  it.each([
    ['tablet_bottom', true],
    ['desktop', false],
    ['', false],
  ])('isBannerSlot(%j) → %s', (value, expected) => {
    expect(isBannerSlot(value)).toBe(expected);
  });
});
