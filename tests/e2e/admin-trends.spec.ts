/**
 * The trend controls on the Synkronisering tab: visitors' searches counted, a staff keyword added, 'Hämta och
 * boosta trender' setting the products' trend score, each keyword's visitors shown, 'Uppdatera statistik', a keyword
 * blocked (HTML refused) and unblocked, a keyword removed; axe and screenshots at 390 and 1280 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './admin-auth.ts';
import { expectNoA11yViolations } from './helpers.ts';

const toasts = (page: Page) => page.locator('#notiser li');

test('trends: searches counted, keywords, boosting and statistics', async ({ page, adminSite }, info) => {
  // This browser searches "ljus" three times: three searches, one visitor (a client counts once per term and day).
  for (const q of ['ljus', 'Ljus', ' ljus! ']) {
    const response = await page.request.get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(response.status()).toBe(200);
  }
  // The server writes the counts it gathered once a second.
  await expect
    .poll(async () => {
      const [counted] = await adminSite.db.query<{ count: number; clients: number }>(
        `SELECT count, (SELECT count(*)::int FROM search_term_clients c
                         WHERE c.day = current_date AND c.term = 'ljus') AS clients
         FROM search_term_days WHERE day = current_date AND term = 'ljus'`,
      );
      return counted ? `${counted.count} sökningar, ${counted.clients} besökare` : '';
    })
    .toBe('3 sökningar, 1 besökare');
  // Two more visitors searched it earlier today (their keyed hashes, as the server stores them).
  await adminSite.db.query(
    `INSERT INTO search_term_clients (day, term, client_key)
     VALUES (current_date, 'ljus', repeat('a', 32)), (current_date, 'ljus', repeat('b', 32))`,
  );

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
  const ljusRow = panel.getByRole('listitem').filter({
    has: page.getByRole('button', { name: 'Ta bort nyckelordet ljus' }),
  });
  await expect(ljusRow).toContainText('3 besökare');
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

  // Blocking: HTML refused with its reason and nothing stored, then "ljus" blocked from its row and unblocked.
  const blockField = panel.getByRole('textbox', { name: 'Blockera nyckelord' });
  await blockField.fill('<b>ljus</b>');
  await panel.getByRole('button', { name: 'Blockera', exact: true }).click();
  await expect(toasts(page).filter({ hasText: 'Nyckelordet får inte innehålla HTML eller kod' })).toBeVisible();
  expect(await adminSite.db.query('SELECT 1 FROM trend_blocked_keywords')).toHaveLength(0);
  await panel.getByRole('button', { name: 'Blockera nyckelordet ljus' }).click();
  await expect(toasts(page).filter({ hasText: 'Nyckelord blockerat' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Ta bort blockeringen av ljus' })).toBeVisible();
  await expect(ljusRow).toContainText('blockeras vid nästa körning');
  expect(await adminSite.db.query('SELECT keyword FROM trend_blocked_keywords')).toEqual([{ keyword: 'ljus' }]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.screenshot({ path: info.outputPath(`trender-blockerat-${width}.png`) });
  }
  await panel.getByRole('button', { name: 'Ta bort blockeringen av ljus' }).click();
  await expect(toasts(page).filter({ hasText: 'Blockering borttagen' })).toBeVisible();
  await expect(panel.getByText('Inga blockerade nyckelord')).toBeVisible();

  await panel.getByRole('button', { name: 'Ta bort nyckelordet kaffe' }).click();
  await expect(toasts(page).filter({ hasText: 'Nyckelord borttaget' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Ta bort nyckelordet kaffe' })).toHaveCount(0);
  expect(await adminSite.db.query(`SELECT 1 FROM trend_keywords WHERE keyword = 'kaffe'`)).toHaveLength(0);
});
