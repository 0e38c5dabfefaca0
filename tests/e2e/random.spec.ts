import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './helpers.ts';
import { beaconBodies, quietChat, recordBeacons } from './visitor-fixtures.ts';

test.beforeEach(async ({ page }) => quietChat(page));

test('"Slumpa present" opens a random gift; "Slumpa igen" swaps it; Escape closes and returns focus', async ({
  page,
}) => {
  await page.goto('/');
  const opener = page.locator('[data-site-header]').getByRole('button', { name: 'Slumpa present' });
  const pool = page.waitForRequest((request) => request.url().includes('/api/products?limit=500'));
  await opener.click();
  await pool;
  const dialog = page.getByRole('dialog', { name: 'Slumpad present' });
  await expect(dialog).toBeVisible();
  const buy = dialog.getByRole('link', { name: 'Köp här' });
  await expect(buy).toHaveAttribute('href', /utm_campaign=random-gift/);
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(buy).toHaveAttribute('rel', /noopener noreferrer/);
  await expect(dialog.getByText(/^hos .+/)).toBeVisible();
  await expect(dialog.locator('[data-random-price]')).toHaveText(/kr$|Pris varierar/);
  await expect(dialog.getByRole('heading', { level: 2 })).not.toBeEmpty();
  const first = await buy.getAttribute('data-track-click');
  await dialog.getByRole('button', { name: 'Slumpa igen' }).click();
  await expect(buy).not.toHaveAttribute('data-track-click', first ?? '');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the heart in the dialog saves the gift, and "Köp här" reports the click before opening the shop', async ({
  page,
}) => {
  await recordBeacons(page);
  await page.goto('/sparade');
  await page.locator('main').getByRole('button', { name: 'Slumpa present' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slumpad present' });
  const heart = dialog.getByRole('button', { name: 'Spara present' });
  await heart.click();
  await expect(page.getByText('Sparad!')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Ta bort från sparade' })).toBeVisible();
  await expect(page.locator('[data-saved-grid] [data-product-card]')).toHaveCount(1);

  const buy = dialog.getByRole('link', { name: 'Köp här' });
  const productId = await buy.getAttribute('data-track-click');
  const popup = page.waitForEvent('popup');
  await buy.click();
  await expect
    .poll(() => beaconBodies(page, '/api/track'))
    .toContainEqual({ productId, event: 'click', source: 'random-gift' });
  await (await popup).close();
});

test('a failed image shows the placeholder icon', async ({ page }) => {
  await page.route('**/images/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/');
  await page.locator('[data-site-header]').getByRole('button', { name: 'Slumpa present' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slumpad present' });
  await expect(dialog.locator('[data-random-image-fallback]')).toBeVisible();
});
