import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/den-har-sidan-finns-inte/alls');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Sidan kunde inte hittas' })).toBeVisible();
  const home = page.getByRole('link', { name: 'Tillbaka hem' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});
