/**
 * /admin/amazon end to end: without credentials (the variables named, search off), and with credentials pointing
 * at a fake Creators API this test serves on 127.0.0.1 (the site is served from this test process, so the
 * environment set here is what the server reads): empty search text, results, adding to the catalogue, no
 * results, an error; axe and screenshots at 390 and 1280 px. Amazon's image host is answered by the test.
 */
import type { Page } from '@playwright/test';
import { type FakeCreatorsApi, fakeAmazonEnv, startFakeCreatorsApi } from '../integration/helpers/fake-creators-api.ts';
import { expect, test } from './admin-auth.ts';
import { expectNoA11yViolations } from './helpers.ts';

const VARIABLES = [
  'AMAZON_CREDENTIAL_ID',
  'AMAZON_CREDENTIAL_SECRET',
  'AMAZON_PARTNER_TAG',
  'AMAZON_CREDENTIAL_VERSION',
  'AMAZON_TOKEN_URL',
  'AMAZON_API_HOST',
] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

function setAmazonEnv(values: Partial<Record<(typeof VARIABLES)[number], string>>): void {
  for (const name of VARIABLES) delete process.env[name];
  Object.assign(process.env, values);
}

const IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#f27f5c"/><circle cx="200" cy="200" r="120" fill="#fff5f1"/></svg>`;

const toasts = (page: Page) => page.locator('#notiser li');

async function openScreen(page: Page) {
  await page.route('https://m.media-amazon.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: IMAGE }),
  );
  await page.goto('/admin/amazon');
  await expect(page.getByRole('heading', { level: 1, name: 'Amazon Produktimport' })).toBeVisible();
}

async function shoot(page: Page, name: string, info: import('@playwright/test').TestInfo) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test.describe('Amazon Produktimport', () => {
  let fake: FakeCreatorsApi;

  test.beforeAll(async () => {
    fake = await startFakeCreatorsApi();
  });

  test.afterAll(async () => {
    for (const name of VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await fake?.close();
  });

  test('without credentials: names the variables to set and keeps search off', async ({ page }, info) => {
    setAmazonEnv({ AMAZON_PARTNER_TAG: 'presentpilot-21' });
    await openScreen(page);
    const notice = page.getByRole('region', { name: 'Amazon-sökningen är inte konfigurerad' });
    await expect(notice).toBeVisible();
    for (const name of ['AMAZON_CREDENTIAL_ID', 'AMAZON_CREDENTIAL_SECRET', 'AMAZON_CREDENTIAL_VERSION']) {
      await expect(notice.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(notice.getByText('AMAZON_PARTNER_TAG', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Sök på Amazon' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sök', exact: true })).toBeDisabled();
    await expect(page.getByRole('listitem').filter({ hasText: 'Lägg till' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await shoot(page, 'amazon-utan-nycklar', info);
  });

  test('with credentials: searches, adds a product, no results and errors', async ({ page, adminSite }, info) => {
    setAmazonEnv(fakeAmazonEnv(fake, '3.2'));
    await openScreen(page);
    await expect(page.getByRole('region', { name: 'Amazon-sökningen är inte konfigurerad' })).toHaveCount(0);
    const box = page.getByRole('searchbox', { name: 'Sök på Amazon' });
    await expect(box).toBeEnabled();

    // Empty or blank text: a toast, and no call to Amazon.
    fake.requests.length = 0;
    await box.fill('   ');
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    await expect(toasts(page).filter({ hasText: 'Ange sökord' })).toContainText(
      'Skriv in vad du vill söka efter på Amazon',
    );
    expect(fake.requests).toHaveLength(0);

    // Enter searches, with the text trimmed.
    await box.fill('  lego  ');
    await box.press('Enter');
    await expect(toasts(page).filter({ hasText: 'Sökning klar' })).toContainText('Hittade 3 produkter');
    const cards = page.getByRole('region', { name: 'Sökresultat' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    const search = fake.requests.find((request) => request.path === '/catalog/v1/searchItems');
    expect(JSON.parse(search?.body ?? '{}').keywords).toBe('lego');

    const first = cards.nth(0);
    await expect(first.getByRole('heading', { name: 'Lego Deluxe' })).toBeVisible();
    await expect(first.getByRole('img', { name: 'Lego Deluxe' })).toBeVisible();
    await expect(first).toContainText('349 kr');
    await expect(first).toContainText('I lager');
    await expect(first.getByRole('link', { name: 'Visa på Amazon →' })).toHaveAttribute(
      'href',
      'https://www.amazon.se/dp/B0FAKE0001?tag=presentpilot-21',
    );
    await expect(cards.nth(1)).toContainText('1\u00a0299,50 kr');
    await expect(cards.nth(1)).toContainText('Tillfälligt slut');
    const bare = cards.nth(2);
    await expect(bare).toContainText('Ingen bild');
    await expect(bare).toContainText('Ingen beskrivning');
    await expect(bare).toContainText('N/A');
    await expectNoA11yViolations(page);
    await shoot(page, 'amazon-resultat', info);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Lägg till: saved in the catalogue, once, even when added twice.
    await first.getByRole('button', { name: 'Lägg till' }).click();
    await expect(toasts(page).filter({ hasText: 'Produkt tillagd' })).toContainText(
      'Lego Deluxe har lagts till i katalogen',
    );
    await first.getByRole('button', { name: 'Lägg till' }).click();
    await expect(toasts(page).filter({ hasText: 'Produkt tillagd' })).toHaveCount(2);
    const rows = await adminSite.db.query<{
      merchant: string;
      source: string;
      product_url: string;
      needs_tagging: boolean;
    }>(`SELECT merchant, source, product_url, needs_tagging FROM products WHERE merchant_pid = 'B0FAKE0001'`);
    expect(rows).toEqual([
      {
        merchant: 'Amazon',
        source: 'amazon',
        product_url: 'https://www.amazon.se/dp/B0FAKE0001?tag=presentpilot-21',
        needs_tagging: true,
      },
    ]);

    // No results.
    await box.fill('tomt');
    await box.press('Enter');
    await expect(page.getByText('Inga produkter hittades. Prova andra sökord.')).toBeVisible();
    await expect(toasts(page).filter({ hasText: 'Hittade 0 produkter' })).toBeVisible();
    await expect(cards).toHaveCount(0);

    // Amazon fails: 'Sökfel' with the reason.
    await box.fill('trasig');
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    await expect(toasts(page).filter({ hasText: 'Sökfel' })).toContainText('Amazon svarade med fel 500');
    await expectNoA11yViolations(page);
  });
});
