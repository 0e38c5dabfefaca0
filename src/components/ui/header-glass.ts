/** Scroll distance (px) after which the header turns to glass (docs/product/site.md#header). */
export const HEADER_GLASS_THRESHOLD_PX = 10;

/** True once the page is scrolled past the threshold. */
export function glassHeader(scrollY: number): boolean {
  return scrollY > HEADER_GLASS_THRESHOLD_PX;
}
