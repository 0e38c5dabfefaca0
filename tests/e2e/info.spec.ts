import { expect, test } from '@playwright/test';

test.describe('information pages', () => {
  test('/om-oss is "Om Presentpilot"', async ({ page }) => {
    await page.goto('/om-oss');
    await expect(page.getByRole('heading', { level: 1, name: 'Om Presentpilot' })).toBeVisible();
    await expect(page).toHaveTitle(/Om Presentpilot/);
  });

  test('/kontakt gives the support address and the answer time', async ({ page }) => {
    await page.goto('/kontakt');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'hej@presentpilot.se' })).toHaveAttribute(
      'href',
      'mailto:hej@presentpilot.se',
    );
    await expect(page.getByText('Vi svarar inom 24–48 timmar på vardagar.')).toBeVisible();
  });

  test('/integritetspolicy tells what is stored where', async ({ page }) => {
    await page.goto('/integritetspolicy');
    await expect(page.getByRole('heading', { level: 1, name: 'Integritetspolicy' })).toBeVisible();
    await expect(page.getByText(/Sparade presenter och chatthistorik lagras bara i din egen webbläsare/)).toBeVisible();
    await expect(page.getByText(/utan\s+någon besöksidentitet/).first()).toBeVisible();
    await expect(page.getByText(/affiliatenätverk kan då sätta egna\s+cookies/)).toBeVisible();
  });

  test('/cookies says the site sets no visitor cookies', async ({ page, context }) => {
    await page.goto('/cookies');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
    await expect(page.getByText(/sätter inga cookies för dig som besökare/)).toBeVisible();
    await expect(page.getByText('presentpilot-saved', { exact: true })).toBeVisible();
    expect(await context.cookies()).toEqual([]);
  });

  test('/sitemap lists every group of pages', async ({ page }) => {
    await page.goto('/sitemap');
    await expect(page.getByRole('heading', { level: 1, name: 'Sajtkarta' })).toBeVisible();
    for (const group of [
      'Presenttips inför högtider',
      'Tips och guider',
      'Presenter efter budget',
      'Presenter efter mottagare',
      'Kategorier',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Present till mamma', exact: true })).toHaveAttribute(
      'href',
      '/present-till-mamma',
    );
    expect(await page.locator('a[href^="/kategori/"]').count()).toBeGreaterThanOrEqual(13);
  });
});
