import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './helpers.ts';
import { isMobile, quietChat } from './visitor-fixtures.ts';

test.beforeEach(async ({ page }) => quietChat(page));

test('the header is sticky and turns to glass after 10 px of scroll', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('[data-site-header]');
  await expect(header).toHaveAttribute('data-glass', 'false');
  await expect(header.getByRole('link', { name: /Presentpilot, till startsidan/ })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Slumpa present' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sparade presenter' })).toHaveAttribute('href', '/sparade');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-glass', 'true');
  await expect(header).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-glass', 'false');
});

test('the tips menu lists the active tip pages', async ({ page }) => {
  await page.goto('/');
  if (isMobile(page)) {
    await page.locator('[data-mobile-menu] summary').click();
    const menu = page.getByRole('navigation', { name: 'Mobilmeny' });
    await expect(menu.getByRole('link', { name: 'Tips', exact: true })).toBeVisible();
    expect(await menu.locator('a[href^="/tips/"]').count()).toBeGreaterThan(0);
  } else {
    const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
    await nav.locator('summary').click();
    await expect(nav.getByRole('link', { name: 'Alla tips' })).toBeVisible();
    const tips = nav.locator('a[href^="/tips/"]');
    expect(await tips.count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Alla tips' })).toBeHidden();
  }
});

test('the bottom tab bar shows below 1024 px with the exact-match tab highlighted', async ({ page }) => {
  await page.goto('/utforska');
  const tabs = page.getByRole('navigation', { name: 'Flikar' });
  if (!isMobile(page)) {
    await expect(tabs).toBeHidden();
    return;
  }
  await expect(tabs).toBeVisible();
  await expect(tabs.getByRole('link')).toHaveText(['Hem', 'Utforska', 'Rabattkoder', 'Rimmstuga']);
  await expect(tabs.getByRole('link', { name: 'Utforska' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Hem' })).not.toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Hem' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Flikar' }).getByRole('link', { name: 'Hem' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the footer links every section and theme page, with the disclaimer and this year', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer).toContainText('Vi kan få provision via vissa länkar');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Presentpilot`);
  for (const href of [
    '/presentgenerator',
    '/utforska',
    '/rabattkoder',
    '/tips',
    '/rimmstuga',
    '/julklappstips',
    '/fars-dag-present',
    '/mors-dag-present',
    '/black-week-erbjudanden',
    '/fodelsedagspresent',
    '/om-oss',
    '/kontakt',
    '/integritetspolicy',
    '/cookies',
    '/sitemap',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});

test('the chat button opens the chat through the window event, and is hidden on /sparade and /bla-igenom', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    (window as { chatOpened?: boolean }).chatOpened = false;
    window.addEventListener('open-presentpilot-chat', () => {
      (window as { chatOpened?: boolean }).chatOpened = true;
    });
  });
  await page.locator('[data-chat-launcher] [data-open-chat]').last().click();
  expect(await page.evaluate(() => (window as { chatOpened?: boolean }).chatOpened)).toBe(true);
  for (const path of ['/sparade', '/bla-igenom']) {
    await page.goto(path);
    await expect(page.locator('[data-chat-launcher]')).toHaveCount(0);
  }
});

test('layout pages pass axe', async ({ page }) => {
  await page.goto('/utforska');
  await expectNoA11yViolations(page);
});
