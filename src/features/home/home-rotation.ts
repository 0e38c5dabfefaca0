/** The home hero's rotation order (kept apart from home-grid.ts so the browser script stays small). */

/** Index of the category shown after `current` (loops). */
export function nextCategoryIndex(current: number, count: number): number {
  return count <= 0 ? 0 : (current + 1) % count;
}
