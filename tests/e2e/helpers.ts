import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Runs axe-core (WCAG 2.x A/AA) on the page and fails with the violations listed. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  // Checked as the visitor sees it once things settle: a dialog fading in has not reached its colours yet (endless
  // animations, a spinner, are not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** Opens a page and waits until its islands are hydrated (typing earlier would be lost). */
export async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  return response;
}

/**
 * Drags `from` (a sortable list's handle) onto `to` with the mouse in small steps, as a person would: 3 px (under
 * the 5 px that starts a drag), then over the target, and lets go only once the list shows the drag (the handle is
 * pressed), so a busy machine cannot drop before the list has caught up with the pointer.
 */
export async function dragWithMouse(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('both rows are on screen');
  const target = { x: end.x + end.width / 2, y: end.y + end.height / 2 };
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 3, { steps: 2 });
  await page.mouse.move(target.x, target.y + 4, { steps: 12 });
  // dnd-kit starts following the pointer after a render; on a busy machine the moves above can come first, so the
  // pointer keeps moving a little over the target (as a hand does) until the list shows the drag.
  let nudge = 0;
  await expect(async () => {
    nudge = nudge === 2 ? 6 : 2;
    await page.mouse.move(target.x, target.y + nudge, { steps: 2 });
    await expect(from).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.mouse.move(target.x, target.y + 4, { steps: 2 });
  await page.mouse.up();
}

/**
 * The list's keyboard sensor starts listening for arrows and Escape one task after the lift (dnd-kit adds its keydown
 * listener in a timeout): a person is never that fast, the test is. Waits for that task in the page.
 */
export async function keysListened(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
