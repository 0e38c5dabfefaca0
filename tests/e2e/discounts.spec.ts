import { expect, test } from '@playwright/test';

test.describe('discount codes', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The shops are outside; answer their pages locally.
    await context.route(/^https:\/\/www\./, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Butik</title><p>Butik</p>' }),
    );
  });

  test('shows the active codes as cards, masked', async ({ page }) => {
    await page.goto('/rabattkoder');
    await expect(page.getByRole('heading', { level: 1, name: 'Rabattkoder' })).toBeVisible();
    const cards = page.locator('[data-discount-card]');
    expect(await cards.count()).toBeGreaterThan(0);
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(/\S/);
    await expect(first.locator('[data-discount-value]')).toHaveText(/\d/);
    await expect(first.getByText(/^Giltig t\.o\.m\./)).toBeVisible();
    const code = (await first.locator('[data-copy-code]').getAttribute('data-copy-code')) ?? '';
    expect(code.length).toBeGreaterThan(5);
    await expect(first.locator('[data-code-display]')).toHaveText(`${code.slice(0, 3)}***${code.slice(-2)}`);
  });

  test('"Kopiera & gå till butiken" reveals and copies the code, toasts and opens the shop', async ({ page }) => {
    await page.goto('/rabattkoder');
    const card = page.locator('[data-discount-card]').first();
    const link = card.getByRole('link', { name: /Kopiera & gå till butiken/ });
    const code = (await link.getAttribute('data-copy-code')) ?? '';
    const shop = (await link.getAttribute('href')) ?? '';
    const popupPromise = page.waitForEvent('popup');
    await link.click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(shop);
    await expect(card.locator('[data-code-display]')).toHaveText(code);
    await expect(page.getByText('Rabattkod kopierad!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });
});
