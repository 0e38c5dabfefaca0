import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe-core (WCAG 2.x A/AA) on the page and fails with the violations listed. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
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
