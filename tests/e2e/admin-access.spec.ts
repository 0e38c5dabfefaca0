/** Admin sign-in and access: validation texts, wrong role, expired session, sign-out, axe (390 px and 1280 px). */

import { ADMIN, expect, SIGNED_OUT, signInThroughForm, test, USER } from './admin-auth.ts';
import { expectNoA11yViolations } from './helpers.ts';

const toast = (page: import('@playwright/test').Page) => page.locator('#notiser li');

test.describe('signed out', () => {
  test.use({ storageState: SIGNED_OUT });

  test('the login form needs both fields and tells a wrong password without saying which part was wrong', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
    await expect(page.getByText('Kontakta en systemadministratör')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(toast(page).filter({ hasText: 'Fel' })).toContainText('Ange både email och lösenord');

    await page.getByLabel('Lösenord').fill('inte rätt lösenord');
    await page.getByLabel('Email').fill('okand-for-e2e@e2e.se');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(toast(page).filter({ hasText: 'Inloggning misslyckades' })).toContainText(
      'Felaktig email eller lösenord',
    );
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('signing in says Inloggad and opens the panel; a live session skips the form', async ({ page }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await expect(toast(page).filter({ hasText: 'Inloggad' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([
      'Synkronisering',
      'Produkter',
      'Butiker',
      'Startsida',
      'Tips-sidor',
      'Moderering',
      'Statistik',
    ]);
    await page.goto('/admin/login');
    await page.waitForURL('**/admin');
  });

  test('without a session /admin leads to the login page', async ({ page }) => {
    await page.goto('/admin?tab=produkter');
    await page.waitForURL('**/admin/login');
  });

  test('a user without the admin role gets Åtkomst nekad and the home page', async ({ page }) => {
    await signInThroughForm(page, USER.email, USER.password);
    await expect(toast(page).filter({ hasText: 'Åtkomst nekad' })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

test.describe('signed in', () => {
  test('the panel checks access first, keeps the tab in the URL and passes axe', async ({ page }) => {
    await page.goto('/admin?tab=statistik');
    await expect(page.getByRole('tab', { name: 'Statistik' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Butiker' }).click();
    await expect(page).toHaveURL(/\?tab=butiker$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Butiker' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Statistik' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Statistik' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Synkronisering' })).toBeFocused();
    await expectNoA11yViolations(page);
  });

  test('an expired session leads back to the login page', async ({ adminSite, browser }) => {
    // A session of its own, so the worker's shared session stays alive for the other tests.
    const context = await browser.newContext({ baseURL: adminSite.base, storageState: SIGNED_OUT });
    const own = await context.newPage();
    await signInThroughForm(own, ADMIN.email, ADMIN.password);
    await own.waitForURL('**/admin');
    const cookie = (await context.cookies()).find((item) => item.name === 'pp_admin_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256')
      .update(cookie?.value ?? '')
      .digest('hex');
    await adminSite.db.query("UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE token_hash = $1", [
      hash,
    ]);
    await own.reload();
    await own.waitForURL('**/admin/login');
    await context.close();
  });

  test('Logga ut ends the session on the server', async ({ adminSite, browser }) => {
    const context = await browser.newContext({ baseURL: adminSite.base, storageState: SIGNED_OUT });
    const own = await context.newPage();
    await signInThroughForm(own, ADMIN.email, ADMIN.password);
    await own.waitForURL('**/admin');
    const before = await adminSite.db.query('SELECT 1 FROM sessions');
    await own.getByRole('button', { name: 'Logga ut', exact: true }).click();
    await own.waitForURL('**/admin/login');
    const after = await adminSite.db.query('SELECT 1 FROM sessions');
    expect(after.length).toBe(before.length - 1);
    await context.close();
  });
});
