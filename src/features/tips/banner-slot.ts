/** Tip-page banners (docs/product/tips.md#banners): the slot is chosen by viewport width and position on the page. */

export const BANNER_DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type BannerDevice = (typeof BANNER_DEVICES)[number];
/** "top" sits under the ingress, "bottom" after the tips. */
export const BANNER_POSITIONS = ['top', 'bottom'] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];
export type BannerSlot = `${BannerDevice}_${BannerPosition}`;

/** Every slot, as stored in tip_page_banners.banner_type. */
export const BANNER_SLOTS: readonly BannerSlot[] = BANNER_DEVICES.flatMap((device) =>
  BANNER_POSITIONS.map((position): BannerSlot => `${device}_${position}`),
);

/** Widths (px) above which the desktop and tablet banners are used. */
export const BANNER_BREAKPOINTS = { desktop: 1024, tablet: 768 } as const;

/** Banner size per slot, in CSS pixels. */
export const BANNER_SIZES: Readonly<Record<BannerSlot, { width: number; height: number }>> = {
  desktop_top: { width: 980, height: 120 },
  desktop_bottom: { width: 728, height: 90 },
  tablet_top: { width: 728, height: 90 },
  tablet_bottom: { width: 468, height: 60 },
  mobile_top: { width: 320, height: 100 },
  mobile_bottom: { width: 320, height: 100 },
};

/** Device class for a viewport width: above 1024 desktop, above 768 tablet, otherwise mobile. */
export function bannerDevice(width: number): BannerDevice {
  if (width > BANNER_BREAKPOINTS.desktop) return 'desktop';
  if (width > BANNER_BREAKPOINTS.tablet) return 'tablet';
  return 'mobile';
}

/** The banner slot for a viewport width and a position, e.g. 'desktop_top'. */
export function bannerSlot(width: number, position: BannerPosition): BannerSlot {
  return `${bannerDevice(width)}_${position}`;
}

/** True for a stored banner_type that names a known slot. */
export function isBannerSlot(value: string): value is BannerSlot {
  return (BANNER_SLOTS as readonly string[]).includes(value);
}
