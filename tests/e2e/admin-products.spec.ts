/**
 * The admin's products: the five counters against the database, a counter's full list with paging, the products
 * tab's filters and sorts (the product type too), the database search, bulk hide of everything matching, the CSV
 * download, and the edit dialog with each tag picker, the product type, cancel and save; axe on the tab and the dialog.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { svSortKey } from '../../src/features/catalogue/admin/products.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { expect, test } from './admin-auth.ts';
import { expectNoA11yViolations } from './helpers.ts';

const toast = (page: Page) => page.locator('#notiser li');
const rows = (page: Page) => page.getByTestId('admin-product-row');
const titlesOf = async (page: Page) =>
  (await page.getByTestId('admin-product-title').allTextContents()).map((title) => title.trim());

async function scalar(db: Db, sql: string, params: string[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(sql, params);
  return row?.n ?? -1;
}

/** Products of a merchant of their own, so a test's writes touch nothing another test reads. */
async function addProducts(db: Db, merchant: string, titles: string[], active = true): Promise<void> {
  await db.query(
    `INSERT INTO products (title, merchant, merchant_pid, product_url, price_value, is_active, created_at)
     SELECT t, $2, $2 || '-' || i, 'https://example.se/' || md5($2 || i), 100 + i * 10, $3, now() - make_interval(days => 400 + i::int)
       FROM unnest($1::text[]) WITH ORDINALITY AS u(t, i)`,
    [titles, merchant, active] as never,
  );
}

async function openProductsTab(page: Page) {
  await page.goto('/admin?tab=produkter');
  await expect(page.getByLabel('Sortera')).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

// biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'desktop', 'the admin products screens are covered at 1280 px');
});

test('the counters equal the database and open their full lists, 50 rows a page', async ({ page, adminSite }) => {
  const db = adminSite.db;
  await addProducts(
    db,
    'Räknarboden',
    Array.from({ length: 60 }, (_, i) => `Räknarprodukt ${i + 1}`),
  );
  await page.goto('/admin?tab=produkter');
  const expected = {
    total: await scalar(db, 'SELECT count(*)::int AS n FROM products'),
    active: await scalar(db, 'SELECT count(*)::int AS n FROM products WHERE is_active'),
    trends: await scalar(
      db,
      'SELECT count(*)::int AS n FROM products WHERE is_active AND (trend_score > 0 OR trend_boost > 0)',
    ),
    needsTagging: await scalar(db, 'SELECT count(*)::int AS n FROM products WHERE needs_tagging'),
    hidden: await scalar(db, 'SELECT count(*)::int AS n FROM products WHERE NOT is_active'),
  };
  for (const [key, value] of Object.entries(expected)) {
    await expect(page.getByTestId(`counter-${key}`)).toHaveText(
      String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0'),
    );
  }
  await expect(page.getByRole('button', { name: /Trender/ })).toHaveCount(0);

  await page.getByRole('button', { name: /Live på sajten/ }).click();
  await expect(page).toHaveURL(/lista=active/);
  await expect(page.getByRole('heading', { name: /Live på sajten/ })).toBeVisible();
  const pages = Math.ceil(expected.active / 50);
  await expect(page.getByText(`Sida 1 av ${pages}`)).toBeVisible();
  await expect(rows(page)).toHaveCount(Math.min(50, expected.active));
  const first = await titlesOf(page);
  await page.getByRole('button', { name: 'Nästa' }).click();
  await expect(page.getByText(`Sida 2 av ${pages}`)).toBeVisible();
  await expect.poll(async () => (await titlesOf(page))[0]).not.toBe(first[0]);
  await expect(page.locator('[data-testid="admin-product-row"][data-active="false"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Föregående' }).click();
  await expect(page.getByText(`Sida 1 av ${pages}`)).toBeVisible();
  await page.getByRole('button', { name: /Tillbaka till översikten/ }).click();
  await expect(page).not.toHaveURL(/lista=/);
});

test('filters, merchant and every sort, names in Swedish order', async ({ page, adminSite }) => {
  const db = adminSite.db;
  const merchant = 'Sorteringsboden';
  const titles = ['Öl-glas', 'ägg-kopp', 'Zebra-mugg', 'Åsna', 'apelsinpress'];
  await addProducts(db, merchant, titles);
  await addProducts(db, 'Sorteringsboden dold', ['Dold lykta'], false);
  await openProductsTab(page);
  await expectNoA11yViolations(page);

  await page.getByLabel('Visa', { exact: true }).selectOption({ label: 'Dolda' });
  await expect(rows(page).first()).toHaveAttribute('data-active', 'false');
  const hidden = await scalar(db, 'SELECT count(*)::int AS n FROM products WHERE NOT is_active');
  await expect(rows(page)).toHaveCount(Math.min(50, hidden));
  await expect(page.locator('[data-testid="admin-product-row"][data-active="true"]')).toHaveCount(0);
  await page.getByLabel('Visa', { exact: true }).selectOption({ label: 'Aktiva' });
  await expect(page.locator('[data-testid="admin-product-row"][data-active="false"]')).toHaveCount(0);
  await page.getByLabel('Visa', { exact: true }).selectOption({ label: 'Alla' });

  await page.getByLabel('Butik', { exact: true }).selectOption({ label: `${merchant} (5)` });
  await expect(rows(page)).toHaveCount(5);
  const sortings: [string, string[]][] = [
    ['Nyast', ['Öl-glas', 'ägg-kopp', 'Zebra-mugg', 'Åsna', 'apelsinpress']],
    ['Pris: lågt till högt', ['Öl-glas', 'ägg-kopp', 'Zebra-mugg', 'Åsna', 'apelsinpress']],
    ['Pris: högt till lågt', ['apelsinpress', 'Åsna', 'Zebra-mugg', 'ägg-kopp', 'Öl-glas']],
    ['Namn A-Ö', ['apelsinpress', 'Zebra-mugg', 'Åsna', 'ägg-kopp', 'Öl-glas']],
  ];
  for (const [label, order] of sortings) {
    await page.getByLabel('Sortera').selectOption({ label });
    await expect.poll(() => titlesOf(page), { message: label }).toEqual(order);
  }

  await page.getByLabel('Butik', { exact: true }).selectOption({ label: 'Alla butiker' });
  await page.getByLabel('Sortera').selectOption({ label: 'Namn A-Ö' });
  const all = await db.query<{ id: string; title: string }>('SELECT id::text, title FROM products');
  const expected = all
    .sort((a, b) =>
      svSortKey(a.title) < svSortKey(b.title) ? -1 : svSortKey(a.title) > svSortKey(b.title) ? 1 : a.id < b.id ? -1 : 1,
    )
    .slice(0, 50)
    .map((row) => row.title);
  await expect.poll(() => titlesOf(page)).toEqual(expected);
  if (all.length > 500) await expect(page.getByText(/Visar de första 500 av/)).toBeVisible();
});

test('searches the whole database, hidden products included, and Rensa leaves search mode', async ({
  page,
  adminSite,
}) => {
  await addProducts(adminSite.db, 'Sökboden', ['Gömd Kandelaber Unik'], false);
  await openProductsTab(page);
  const button = page.getByRole('button', { name: 'Sök', exact: true });
  await expect(button).toBeDisabled();
  const field = page.getByLabel('Sök i hela databasen (titel eller butik)');
  await field.fill('gömd kandelaber');
  await field.press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('data-active', 'false');
  await expect(page.getByText('1 träff på ”gömd kandelaber”')).toBeVisible();
  await field.fill('sökboden');
  await button.click();
  await expect(rows(page)).toHaveCount(1);
  await field.fill('finns-inte-någonstans');
  await button.click();
  await expect(page.getByText('Inga produkter hittades')).toBeVisible();
  await page.getByRole('button', { name: 'Rensa' }).click();
  await expect(page.getByLabel('Sortera')).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
});

test('bulk hide asks for a selection, then hides every product matching the filter', async ({ page, adminSite }) => {
  const merchant = 'Massboden';
  await addProducts(
    adminSite.db,
    merchant,
    Array.from({ length: 60 }, (_, i) => `Massprodukt ${i + 1}`),
  );
  await openProductsTab(page);
  await page.getByRole('button', { name: 'Dölj valda' }).click();
  await expect(toast(page).filter({ hasText: 'Ingen produkt vald' })).toBeVisible();

  await page.getByLabel('Butik', { exact: true }).selectOption({ label: `${merchant} (60)` });
  await expect(page.getByText('Sida 1 av 2')).toBeVisible();
  await page.getByRole('button', { name: 'Välj alla 60 som matchar filtret' }).click();
  await expect(page.getByTestId('chosen-count')).toHaveText('Alla 60 som matchar filtret är valda');
  await page.getByRole('button', { name: 'Dölj valda' }).click();
  await expect(toast(page).filter({ hasText: '60 produkter är nu dolda' })).toContainText(/^Inaktiverad/);
  expect(
    await scalar(adminSite.db, 'SELECT count(*)::int AS n FROM products WHERE merchant = $1 AND is_active', [merchant]),
  ).toBe(0);
  await expect(rows(page).first()).toHaveAttribute('data-active', 'false');

  await rows(page).first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Visa valda' }).click();
  await expect(toast(page).filter({ hasText: '1 produkt visas nu på sajten' })).toContainText(/^Aktiverad/);
  expect(
    await scalar(adminSite.db, 'SELECT count(*)::int AS n FROM products WHERE merchant = $1 AND is_active', [merchant]),
  ).toBe(1);
});

test('the CSV export downloads the filter with a BOM, the columns, escaped formulas and å/ä/ö', async ({
  page,
  adminSite,
}) => {
  await addProducts(adminSite.db, 'Exportboden', ['=HYPERLINK("https://ond.example")', 'Räksmörgås för två']);
  await openProductsTab(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exportera CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^produkter-alla-\d{4}-\d{2}-\d{2}\.csv$/);
  const buffer = await readFile(await download.path());
  expect([...buffer.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const table = parse(buffer.toString('utf8'), { bom: true }) as string[][];
  expect(table[0]).toEqual(['Titel', 'Pris (SEK)', 'Butik', 'Aktiv', 'Länk']);
  expect(table.length - 1).toBe(await scalar(adminSite.db, 'SELECT count(*)::int AS n FROM products'));
  expect(table.map((row) => row[0])).toContain('\'=HYPERLINK("https://ond.example")');
  expect(table.find((row) => row[0] === 'Räksmörgås för två')?.slice(1, 4)).toEqual(['120.00', 'Exportboden', 'Ja']);
});

test('the edit dialog: each tag picker, a refused price, cancel and save', async ({ page, adminSite }) => {
  const db = adminSite.db;
  await addProducts(db, 'Redigeraboden', ['Redigerbar kopp']);
  const [product] = await db.query<{ id: string }>(`SELECT id::text FROM products WHERE merchant = 'Redigeraboden'`);
  await openProductsTab(page);
  const field = page.getByLabel('Sök i hela databasen (titel eller butik)');
  await field.fill('Redigerbar kopp');
  await field.press('Enter');
  await expect(rows(page)).toHaveCount(1);

  await rows(page)
    .first()
    .getByRole('button', { name: /Redigera/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Redigera produkt' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Uppdatera produktinformation och taggar manuellt')).toBeVisible();
  await expect(dialog.getByLabel('Produktnamn')).toHaveValue('Redigerbar kopp');
  await expect(dialog.getByText('Redigeraboden-1')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Visa produkt/ })).toBeVisible();
  await expect(dialog.getByText('Inga valda')).toHaveCount(5);
  // Written straight into the table, the product's type is not known: the dialog says so.
  await expect(dialog.getByLabel('Produkttyp')).toHaveValue('okand');
  await expect(dialog.getByText('Typen kunde inte avgöras – välj den här')).toBeVisible();
  await expectNoA11yViolations(page);

  await dialog.getByLabel('Pris (SEK)').fill('-5');
  await dialog.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(dialog.getByText('Priset kan inte vara negativt')).toBeVisible();
  await dialog.getByLabel('Pris (SEK)').fill('gratis');
  await dialog.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(dialog.getByText('Ange priset som ett tal, t.ex. 1 299,50')).toBeVisible();
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();
  const [unchanged] = await db.query<{ price_value: string; title: string }>(
    'SELECT price_value::text, title FROM products WHERE id = $1',
    [product!.id],
  );
  expect(unchanged).toEqual({ price_value: '110.00', title: 'Redigerbar kopp' });

  await rows(page)
    .first()
    .getByRole('button', { name: /Redigera/ })
    .click();
  await expect(dialog).toBeVisible();
  const picks: [string, string, string][] = [
    ['Till vem', 'mam', 'Mamma'],
    ['Åldersgrupper', 'vux', 'Vuxen'],
    ['Intressen', 'träd', 'Trädgård'],
    ['Tillfällen', 'jul', 'Jul'],
    ['Teman', 'mys', 'Mysigt'],
  ];
  for (const [label, text, chip] of picks) {
    await dialog.getByRole('button', { name: `+ Lägg till ${label}` }).click();
    const search = dialog.getByRole('combobox', { name: `Sök ${label}` });
    await expect(search).toBeFocused();
    await expect(search).toHaveAttribute('placeholder', `Sök ${label}...`);
    await search.fill('zzz');
    await expect(dialog.getByText('Inga alternativ hittades.')).toBeVisible();
    await search.fill(text);
    await search.press('Enter');
    // Inside the picker's own list: the product type select has options too.
    await expect(dialog.getByRole('listbox', { name: label }).getByRole('option', { name: chip })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await search.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Ta bort ${chip}` })).toBeVisible();
  }
  await expectNoA11yViolations(page);
  await dialog.getByRole('switch', { name: 'Behöver omtaggning' }).click();
  await expect(dialog.getByRole('switch', { name: 'Behöver omtaggning' })).toHaveAttribute('aria-checked', 'true');
  await dialog.getByLabel('Produktnamn').fill('Redigerad kopp');
  await dialog.getByLabel('Pris (SEK)').fill('1 299,50');
  await dialog.getByLabel('Produkttyp').selectOption('mugg');
  await expect(dialog.getByText('Sparas som vald av admin – ändras inte av import eller omtaggning')).toBeVisible();
  await dialog.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(toast(page).filter({ hasText: 'Produkten uppdaterad!' })).toContainText(
    'Redigerad kopp har uppdaterats',
  );
  await expect(dialog).toBeHidden();
  const [saved] = await db.query(
    `SELECT title, price_value::text AS price, price_bucket, to_whom, age_groups, interests, occasions, themes,
            needs_tagging, product_type, product_type_source FROM products WHERE id = $1`,
    [product!.id],
  );
  expect(saved).toEqual({
    title: 'Redigerad kopp',
    price: '1299.50',
    price_bucket: '1000-plus',
    to_whom: ['mamma'],
    age_groups: ['vuxen'],
    interests: ['trädgård'],
    occasions: ['jul'],
    themes: ['mysigt'],
    needs_tagging: true,
    product_type: 'mugg',
    product_type_source: 'admin',
  });
  await field.fill('Redigerad kopp');
  await field.press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId('admin-product-type')).toHaveText('Produkttyp: Mugg och kopp');
});

test('the type filter lists the products whose type is not known, "Okänd" first', async ({ page, adminSite }) => {
  const db = adminSite.db;
  await addProducts(db, 'Typlösa boden', ['Okänd pryl 1', 'Okänd pryl 2']);
  const unknown = await scalar(db, "SELECT count(*)::int AS n FROM products WHERE product_type = 'okand'");
  await openProductsTab(page);
  const select = page.getByLabel('Produkttyp');
  await expect(select.locator('option').nth(1)).toHaveText(new RegExp(`^Okänd \\(${unknown}\\)$`));
  await select.selectOption('okand');
  await expect(page.getByTestId('admin-product-type').first()).toHaveText('Produkttyp: Okänd');
  await expect(rows(page)).toHaveCount(Math.min(unknown, 50));
  const types = await page.getByTestId('admin-product-type').allTextContents();
  expect(types.every((text) => text === 'Produkttyp: Okänd')).toBe(true);
});
