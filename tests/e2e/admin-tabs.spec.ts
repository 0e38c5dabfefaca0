/** Admin tabs Butiker, Moderering and Statistik: add and edit merchants, moderation search and hide, statistics, axe. */

import type { Page } from '@playwright/test';
import { expect, test } from './admin-auth.ts';
import { expectNoA11yViolations } from './helpers.ts';

const toast = (page: Page) => page.locator('#notiser li');

async function openTab(page: Page, tab: string, heading: string) {
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
}

test.describe('Butiker', () => {
  test('adding a merchant checks every field, refuses a taken name and creates it', async ({
    page,
    adminSite,
  }, info) => {
    const name = `Ljusstöparen ${info.project.name}`;
    await openTab(page, 'butiker', 'Butiker');
    await expect(page.getByText('Välj en butik för att visa produkter')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Lägg till butik' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lägg till butik' });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);
    const save = dialog.getByRole('button', { name: 'Lägg till' });
    const problem = dialog.getByRole('alert');

    await save.click();
    await expect(problem).toHaveText('Alla fält måste fyllas i');
    await expect(toast(page).filter({ hasText: 'Fel' }).first()).toContainText('Alla fält måste fyllas i');

    await dialog.getByLabel('Namn').fill(name);
    await expect(dialog.getByText(`Käll-id: feed-ljusstoparen-${info.project.name}`)).toBeVisible();
    await dialog.getByLabel('Feed-URL').fill('ftp://ljus.se/feed.xml');
    await dialog.getByLabel('Status-URL').fill('https://ljus.se/status.json');
    await save.click();
    await expect(problem).toHaveText('Feed-URL måste vara en webbadress som börjar med http:// eller https://');

    await dialog.getByLabel('Feed-URL').fill('https://ljus.se/feed.xml');
    await dialog.getByLabel('Status-URL').fill('ljus.se/status.json');
    await save.click();
    await expect(problem).toHaveText('Status-URL måste vara en webbadress som börjar med http:// eller https://');

    await dialog.getByLabel('Status-URL').fill('https://ljus.se/status.json');
    await dialog.getByLabel('Namn').fill('taysta');
    await save.click();
    await expect(problem).toHaveText('Det finns redan en butik som heter ”Taysta”');

    await dialog.getByLabel('Namn').fill(name);
    await dialog.getByRole('switch', { name: 'Aktiv butik' }).click();
    await save.click();
    await expect(toast(page).filter({ hasText: 'Skapat!' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name, level: 3, exact: true })).toBeVisible();
    await expect(page.getByText('Inga produkter från denna butik')).toBeVisible();
    await expect(page.getByText('Inaktiv', { exact: true })).toBeVisible();
    const rows = await adminSite.db.query(
      'SELECT feed_url, status_url, source_id, is_active FROM merchants WHERE name = $1',
      [name],
    );
    expect(rows).toEqual([
      {
        feed_url: 'https://ljus.se/feed.xml',
        status_url: 'https://ljus.se/status.json',
        source_id: `feed-ljusstoparen-${info.project.name}`,
        is_active: false,
      },
    ]);
  });

  test('a merchant shows its product counts, hides a product and is renamed with its products', async ({
    page,
    adminSite,
  }, info) => {
    const oldName = info.project.name === 'desktop' ? 'Spelvalvet' : 'Lekhörnan';
    const newName = `${oldName} Nord`;
    const [merchant] = await adminSite.db.query<{ id: string; total: number; active: number }>(
      `SELECT m.id::text, count(p.id)::int AS total, count(p.id) FILTER (WHERE p.is_active)::int AS active
       FROM merchants m JOIN products p ON p.merchant = m.name WHERE m.name = $1 GROUP BY m.id`,
      [oldName],
    );
    if (!merchant) throw new Error(`${oldName} has demo products`);
    await openTab(page, 'butiker', 'Butiker');
    await page.getByLabel('Butik', { exact: true }).selectOption(merchant.id);
    await expect(page.getByRole('heading', { name: oldName, level: 3, exact: true })).toBeVisible();
    const counts = page.locator('dl').filter({ hasText: 'Totalt' });
    await expect(counts).toContainText(`Totalt${merchant.total}`);
    await expect(counts).toContainText(`Aktiva${merchant.active}`);
    await expect(counts).toContainText(`Dolda${merchant.total - merchant.active}`);
    const list = page.getByRole('list', { name: `Produkter från ${oldName}` });
    await expect(list.getByRole('listitem')).toHaveCount(merchant.total);
    await expectNoA11yViolations(page);

    const hide = list.getByRole('button', { name: /^Dölj / }).first();
    const title = ((await hide.getAttribute('aria-label')) ?? '').replace(/^Dölj /, '');
    await hide.click();
    await expect(toast(page).filter({ hasText: 'Inaktiverad' })).toBeVisible();
    await expect(counts).toContainText(`Dolda${merchant.total - merchant.active + 1}`);
    await expect(list.getByRole('button', { name: `Visa ${title}` })).toBeVisible();
    const [hidden] = await adminSite.db.query<{ is_active: boolean }>(
      'SELECT is_active FROM products WHERE merchant = $1 AND title = $2',
      [oldName, title],
    );
    expect(hidden?.is_active).toBe(false);

    await page.getByRole('button', { name: 'Redigera butik' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redigera butik' });
    await expect(dialog.getByLabel('Namn')).toHaveValue(oldName);
    await expectNoA11yViolations(page);
    await dialog.getByLabel('Feed-URL').fill('');
    await dialog.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Alla fält måste fyllas i');
    await dialog.getByLabel('Feed-URL').fill('https://ny.example.se/feed.xml');
    await dialog.getByLabel('Namn').fill(newName);
    await dialog.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(toast(page).filter({ hasText: 'Sparat!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: newName, level: 3, exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: `Produkter från ${newName}` }).getByRole('listitem')).toHaveCount(
      merchant.total,
    );
    const [renamed] = await adminSite.db.query<{ old: number; renamed: number; feed: string }>(
      `SELECT (SELECT count(*)::int FROM products WHERE merchant = $1) AS old,
              (SELECT count(*)::int FROM products WHERE merchant = $2) AS renamed,
              (SELECT feed_url FROM merchants WHERE id = $3::uuid) AS feed`,
      [oldName, newName, merchant.id],
    );
    expect(renamed).toEqual({ old: 0, renamed: merchant.total, feed: 'https://ny.example.se/feed.xml' });
  });
});

test.describe('Moderering', () => {
  test('a title search shows the top 20, and a product is hidden and shown again from it', async ({
    page,
    adminSite,
  }, info) => {
    const [product] = await adminSite.db.query<{ id: string; title: string }>(
      `SELECT id::text, title FROM products WHERE is_active ORDER BY title OFFSET $1 LIMIT 1`,
      [info.project.name === 'desktop' ? 10 : 20],
    );
    if (!product) throw new Error('the demo catalogue has products');
    await openTab(page, 'moderering', 'Moderering');
    await expect(page.getByRole('list', { name: 'Produkter: alla' }).getByRole('listitem')).toHaveCount(50);
    await expectNoA11yViolations(page);

    const search = page.getByLabel('Sök produkter på titel');
    await expect(page.getByRole('button', { name: 'Sök', exact: true })).toBeDisabled();
    await search.fill('a');
    await search.press('Enter');
    await expect(page.getByText('De 20 första träffarna för ”a”')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sökresultat' }).getByRole('listitem')).toHaveCount(20);

    await search.fill(product.title);
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    const results = page.getByRole('list', { name: 'Sökresultat' });
    await expect(results.getByRole('link', { name: product.title })).toBeVisible();
    await results.getByRole('button', { name: `Dölj ${product.title}` }).click();
    await expect(toast(page).filter({ hasText: 'Inaktiverad' })).toContainText(`${product.title} är nu dold`);
    await expect(results.getByRole('button', { name: `Visa ${product.title}` })).toBeVisible();
    expect(
      (await adminSite.db.query('SELECT 1 FROM products WHERE id = $1 AND NOT is_active', [product.id])).length,
    ).toBe(1);
    await expectNoA11yViolations(page);

    await results.getByRole('button', { name: `Visa ${product.title}` }).click();
    await expect(toast(page).filter({ hasText: /^Aktiverad/ })).toContainText(`${product.title} visas nu på sajten`);
    await expect(results.getByRole('button', { name: `Dölj ${product.title}` })).toBeVisible();
    expect((await adminSite.db.query('SELECT 1 FROM products WHERE id = $1 AND is_active', [product.id])).length).toBe(
      1,
    );

    await page.getByRole('button', { name: 'Rensa' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Produkter: alla' })).toBeVisible();
  });
});

test.describe('Statistik', () => {
  test('shows the seeded clicks and views per period with the rate, the lists and the chart', async ({
    page,
    adminSite,
  }) => {
    const products = await adminSite.db.query<{ id: string; title: string }>(
      'SELECT id::text, title FROM products WHERE is_active ORDER BY title LIMIT 3',
    );
    const [a, b, c] = products as [
      { id: string; title: string },
      { id: string; title: string },
      { id: string; title: string },
    ];
    await adminSite.db.query('DELETE FROM product_statistics');
    // The no-click list starts from the most recently updated active products.
    await adminSite.db.query('UPDATE products SET rank_boost = rank_boost WHERE id = $1', [c.id]);
    const plan: [string, 'click' | 'view', number, number][] = [
      [a.id, 'click', 1, 3],
      [a.id, 'view', 2, 10],
      [b.id, 'click', 3, 2],
      [b.id, 'view', 6, 4],
      [b.id, 'click', 72, 3],
      [c.id, 'view', 120, 6],
      [c.id, 'click', 480, 1],
    ];
    for (const [product, event, hoursAgo, count] of plan)
      await adminSite.db.query(
        `INSERT INTO product_statistics (product_id, event_type, source, "timestamp")
         SELECT $1::uuid, $2, 'e2e', now() - make_interval(secs => $3::float8 * 3600) FROM generate_series(1, $4::int)`,
        [product, event, hoursAgo, count],
      );

    await openTab(page, 'statistik', 'Statistik');
    const figures = page.locator('dl').filter({ hasText: 'Totalt antal klick' });
    // 7 days (the default): 8 clicks, 20 views.
    await expect(page.getByRole('radio', { name: '7 dagar' })).toBeChecked();
    await expect(figures).toContainText('Totalt antal klick8');
    await expect(figures).toContainText('Totalt antal visningar20');
    await expect(figures).toContainText('Klickfrekvens (CTR)40,00\u00a0%');
    const top = page.getByRole('table', { name: /Mest klickade produkter/ });
    await expect(top.getByRole('row')).toHaveCount(3);
    await expect(top.getByRole('row').nth(1)).toContainText(b.title);
    await expect(top.getByRole('row').nth(1)).toContainText('5');
    await expect(
      page.getByRole('img', { name: /Klick och visningar per dag, senaste 7 dagarna: 8 klick och 20 visningar/ }),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByText('24 timmar', { exact: true }).click();
    await expect(figures).toContainText('Totalt antal klick5');
    await expect(figures).toContainText('Totalt antal visningar14');
    await expect(figures).toContainText('35,71\u00a0%');
    await expect(top.getByRole('row').nth(1)).toContainText(a.title);
    const noClicks = page.getByRole('heading', { name: 'Aktiva produkter utan klick' }).locator('..');
    await expect(noClicks.getByText(c.title)).toBeVisible();
    await expect(
      page.getByRole('img', { name: /per timme, senaste 24 timmarna: 5 klick och 14 visningar/ }),
    ).toBeVisible();
    await page.getByText('Visa som tabell').click();
    await expect(page.getByRole('table', { name: 'Klick och visningar per timme' }).getByRole('row')).toHaveCount(26);
    await expectNoA11yViolations(page);

    await page.getByText('30 dagar', { exact: true }).click();
    await expect(figures).toContainText('Totalt antal klick9');
    await expect(figures).toContainText('Totalt antal visningar20');
    await expect(figures).toContainText('45,00\u00a0%');
  });
});
