import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './helpers.ts';
import { isMobile, quietChat } from './visitor-fixtures.ts';

test.beforeEach(async ({ page }) => quietChat(page));

test('the hero names the first homepage category and rotates every 6 seconds with its grid', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Hitta den bästa presenten till mamma');
  const firstGrid = page.locator('[data-home-grid="0"]');
  await expect(firstGrid).toBeVisible();
  await page.clock.runFor(6_500);
  await expect(heading).toHaveText('Hitta den bästa presenten till pappa');
  await expect(page.locator('[data-home-grid="1"]')).toBeVisible();
  await expect(firstGrid).toBeHidden();
  await expect(page.getByRole('button', { name: 'pappa', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('choosing a category shows its grid: 2 products on mobile, 6 on desktop', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'den nyfödda' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hitta den bästa presenten till den nyfödda');
  const grid = page.locator('[data-home-grid="4"]');
  await expect(grid).toBeVisible();
  const visibleCards = grid.locator('[data-product-card]:visible');
  await expect(visibleCards).toHaveCount(isMobile(page) ? 2 : 6);
  await expect(page.getByRole('button', { name: 'Starta chatt' }).first()).toBeVisible();
});

test('benefit tiles, trending carousel and the call to action are on the page', async ({ page }) => {
  await page.goto('/');
  for (const text of ['1000+ presenttips', 'AI-driven', 'Exklusiva rabatter']) {
    await expect(page.getByRole('heading', { name: text })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Trendande presenter just nu' })).toBeVisible();
  const slides = page.locator('[data-carousel-slide]');
  expect(await slides.count()).toBeGreaterThan(0);
  expect(await slides.count()).toBeLessThanOrEqual(10);
  const pause = page.getByRole('button', { name: 'Pausa karusellen' });
  await pause.click();
  await expect(page.getByRole('button', { name: 'Spela karusellen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inte säker på vad du ska köpa?' })).toBeVisible();
});

test('saving a product shows "Sparad!" and counts it in the header badge', async ({ page }) => {
  await page.goto('/');
  const badge = page.locator('[data-site-header] [data-saved-count]');
  await expect(badge).toBeHidden();
  const heart = page.locator('[data-home-grid="0"] [data-save-toggle]').first();
  await heart.click();
  await expect(page.getByText('Sparad!')).toBeVisible();
  await expect(page.getByText('Presenten sparades till din lista')).toBeVisible();
  await expect(badge).toHaveText('1');
  await expect(heart).toHaveAttribute('aria-label', 'Ta bort från sparade');
  await heart.click();
  await expect(page.getByText('Borttagen från lista')).toBeVisible();
  await expect(badge).toBeHidden();
});

test('the home page works without JavaScript and passes axe', async ({ page, browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize() ?? { width: 1280, height: 800 },
  });
  const noJs = await context.newPage();
  await noJs.goto(new URL('/', test.info().project.use.baseURL).href);
  expect(await noJs.locator('[data-home-grid="0"] [data-product-card]').count()).toBeGreaterThanOrEqual(2);
  await context.close();
  // Without motion nothing rotates or slides while axe reads the page.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expectNoA11yViolations(page);
});

test('every landmark on the home page has its own name (axe landmark-unique)', async ({ page }) => {
  await page.goto('/');
  const results = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
  expect(results.passes.map((rule) => rule.id)).toContain('landmark-unique');
  expect(results.violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Trendande presenter just nu' })).toHaveCount(1);
});
