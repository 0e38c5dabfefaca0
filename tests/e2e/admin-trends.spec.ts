/**
 * The trend controls on the Synkronisering tab: visitors' searches counted, a staff keyword added, 'Hämta och
 * boosta trender' setting the products' trend score, 'Uppdatera statistik', a keyword removed; axe and screenshots
 * at 390 and 1280 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './admin-auth.ts';
import { expectNoA11yViolations } from './helpers.ts';

const toasts = (page: Page) => page.locator('#notiser li');

test('trends: searches counted, keywords, boosting and statistics', async ({ page, adminSite }, info) => {
  // Three visitors search for "ljus" (the site counts per day and term only).
  for (const q of ['ljus', 'Ljus', ' ljus! ']) {
    const response = await page.request.get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(response.status()).toBe(200);
  }
  // The server writes the counts it gathered once a second.
  await expect
    .poll(async () => {
      const [counted] = await adminSite.db.query<{ count: number }>(
        `SELECT count FROM search_term_days WHERE day = current_date AND term = 'ljus'`,
      );
      return counted?.count ?? 0;
    })
    .toBeGreaterThanOrEqual(3);

  await page.goto('/admin?tab=synkronisering');
  const panel = page.getByRole('region', { name: 'Trender', exact: true });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'ljus' }).first()).toBeVisible();

  // A staff keyword: empty refused, then added.
  const field = panel.getByLabel('Nytt nyckelord');
  await field.fill('  ');
  await panel.getByRole('button', { name: 'Lägg till nyckelord' }).click();
  await expect(toasts(page).filter({ hasText: 'Ange ett nyckelord' })).toBeVisible();
  await field.fill('Kaffe');
  await field.press('Enter');
  await expect(toasts(page).filter({ hasText: 'Nyckelord tillagt' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Ta bort nyckelordet kaffe' })).toBeVisible();

  await panel.getByRole('button', { name: 'Hämta och boosta trender' }).click();
  await expect(toasts(page).filter({ hasText: 'Trender uppdaterade' })).toBeVisible();
  const [trending] = await adminSite.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM products WHERE is_active AND trend_score > 0',
  );
  expect(trending?.n).toBeGreaterThan(0);
  await expect(panel.getByRole('status')).toContainText(`${trending?.n} produkter trendar`);
  await expect(panel.getByRole('button', { name: 'Ta bort nyckelordet ljus' })).toBeVisible();
  const keywords = await adminSite.db.query<{ keyword: string; manual: boolean }>(
    `SELECT keyword, manual FROM trend_keywords WHERE keyword IN ('kaffe', 'ljus') ORDER BY keyword`,
  );
  expect(keywords).toEqual([
    { keyword: 'kaffe', manual: true },
    { keyword: 'ljus', manual: false },
  ]);

  await panel.getByRole('button', { name: 'Uppdatera statistik' }).click();
  await expect(panel.getByText('Trendande produkter').locator('..')).toContainText(String(trending?.n));
  await expectNoA11yViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.screenshot({ path: info.outputPath(`trender-${width}.png`) });
  }

  await panel.getByRole('button', { name: 'Ta bort nyckelordet kaffe' }).click();
  await expect(toasts(page).filter({ hasText: 'Nyckelord borttaget' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Ta bort nyckelordet kaffe' })).toHaveCount(0);
  expect(await adminSite.db.query(`SELECT 1 FROM trend_keywords WHERE keyword = 'kaffe'`)).toHaveLength(0);
});
