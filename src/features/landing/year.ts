/** The year the theme pages are built for: the current year when the site is built. */
export function buildYear(now: Date = new Date()): number {
  return now.getFullYear();
}
