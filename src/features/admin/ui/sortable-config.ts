/**
 * Drag reordering in the admin (docs/product/admin-homepage.md#list): the sensors' activation rules and the auto-scroll
 * near the edges of the scrolling area. Pure, so the numbers are tested here and used by SortableList.
 */

/** A mouse press turns into a drag only after the pointer moved this many pixels (a shorter move is a click). */
export const MOUSE_DRAG_DISTANCE = 5;
/** A touch turns into a drag after a long press of this many milliseconds… */
export const TOUCH_DRAG_DELAY_MS = 120;
/** …during which the finger may move this many pixels (more is a scroll, not a drag). */
export const TOUCH_DRAG_TOLERANCE = 5;

/** Auto-scroll starts this far from an edge, as a share of the scrolling area's height. */
export const AUTO_SCROLL_START = 0.25;
/** It is at its strongest from this far from the edge (and beyond the edge). */
export const AUTO_SCROLL_PEAK = 0.05;
/** Pixels scrolled per step at most. */
export const AUTO_SCROLL_MAX_STEP = 28;

/**
 * Pixels to scroll in one step while dragging with the pointer at `pointer` inside an area from `start` to `end`
 * (screen coordinates on one axis): 0 outside the edge zones, rising linearly from the zone's inner border (25 % of
 * the area from the edge) to 28 at 5 % from the edge and staying 28 closer to the edge or past it. Negative
 * towards the start (up), positive towards the end (down), always a whole number of pixels.
 */
export function autoScrollStep(pointer: number, start: number, end: number): number {
  const size = end - start;
  if (!(size > 0) || !Number.isFinite(pointer)) return 0;
  const zone = size * AUTO_SCROLL_START;
  const peak = size * AUTO_SCROLL_PEAK;
  const fromStart = pointer - start;
  const fromEnd = end - pointer;
  const strength = (distance: number) =>
    distance >= zone ? 0 : distance <= peak ? 1 : (zone - distance) / (zone - peak);
  // The nearer edge wins (in an area this small both zones can overlap only when it has no height to scroll).
  const towardsStart = fromStart <= fromEnd;
  const step = Math.round(AUTO_SCROLL_MAX_STEP * strength(towardsStart ? fromStart : fromEnd));
  if (step === 0) return 0;
  return towardsStart ? -step : step;
}

/** The list with the item at `from` moved to `to` (positions outside the list leave it as it was). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from === to || from < 0 || to < 0 || from >= out.length || to >= out.length) return out;
  const [moved] = out.splice(from, 1) as [T];
  out.splice(to, 0, moved);
  return out;
}

/** Swedish texts a screen reader hears while an item is dragged with the keyboard or the pointer. */
export const SORTABLE_TEXT = {
  instructions:
    'Tryck på mellanslag eller Enter för att lyfta. Flytta med upp- och nedpilarna, släpp med mellanslag eller Enter, avbryt med Escape.',
  handle: (name: string) => `Dra för att flytta ${name}`,
  moveUp: (name: string) => `Flytta upp ${name}`,
  moveDown: (name: string) => `Flytta ned ${name}`,
  pickedUp: (name: string, position: number, count: number) => `Lyfte ${name}, plats ${position} av ${count}.`,
  over: (name: string, position: number, count: number) => `${name} är nu på plats ${position} av ${count}.`,
  dropped: (name: string, position: number, count: number) => `${name} släpptes på plats ${position} av ${count}.`,
  cancelled: (name: string) => `Flytten avbröts. ${name} ligger kvar på sin plats.`,
} as const;
