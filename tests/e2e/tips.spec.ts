import { expect, test } from '@playwright/test';

const WITH_BANNERS = 'julklappstips-till-pappa';
const WITHOUT_CTA = 'budgetpresenter-under-300';

test.describe('tip pages', () => {
  test('/tips lists the active tip pages with links to /tips/{slug}', async ({ page }) => {
    await page.goto('/tips');
    await expect(page.getByRole('heading', { level: 1, name: 'Presenttips och guider' })).toBeVisible();
    const links = page.locator('[data-tip-list] a');
    expect(await links.count()).toBeGreaterThan(0);
    await expect(page.locator(`[data-tip-list] a[href="/tips/${WITH_BANNERS}"]`)).toBeVisible();
  });

  for (const path of [`/tips/${WITH_BANNERS}`, `/${WITH_BANNERS}`]) {
    test(`${path} shows ingress, tips, extra tip and CTA, canonical /tips/{slug}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: /Julklappstips till pappa/ })).toBeVisible();
      await expect(page.locator('[data-ingress]')).toBeVisible();
      expect(await page.locator('[data-tips] > li').count()).toBeGreaterThan(2);
      await expect(page.getByRole('heading', { name: 'Extra tips' })).toBeVisible();
      const cta = page.locator('[data-tip-cta]');
      await expect(cta).toHaveCount(1);
      await expect(cta).toHaveText(/\S/);
      await expect(cta).toHaveAttribute('href', /\S/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/tips/${WITH_BANNERS}$`));
    });
  }

  test('no CTA when the page lacks text or address', async ({ page }) => {
    await page.goto(`/tips/${WITHOUT_CTA}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-tip-cta]')).toHaveCount(0);
  });

  test('the banner for the viewport width is shown, top under the ingress and bottom after the tips', async ({
    page,
  }, testInfo) => {
    await page.goto(`/tips/${WITH_BANNERS}`);
    const desktop = testInfo.project.name === 'desktop';
    const top = page.locator('[data-banner-slot$="_top"]:visible');
    const bottom = page.locator('[data-banner-slot$="_bottom"]:visible');
    await expect(top).toHaveCount(1);
    await expect(bottom).toHaveCount(1);
    await expect(top).toHaveAttribute('data-banner-slot', desktop ? 'desktop_top' : 'mobile_top');
    await expect(bottom).toHaveAttribute('data-banner-slot', desktop ? 'desktop_bottom' : 'mobile_bottom');
    const image = top.locator('img');
    await expect(image).toBeVisible();
    const box = await image.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(desktop ? 980 : 320);
    expect(Math.round(box?.height ?? 0)).toBe(desktop ? 120 : 100);
    // Order: ingress, top banner, tips, bottom banner.
    const y = async (selector: string) => (await page.locator(selector).first().boundingBox())?.y ?? -1;
    const ingress = await y('[data-ingress]');
    const tips = await y('[data-tips]');
    const topY = (await top.boundingBox())?.y ?? -1;
    const bottomY = (await bottom.boundingBox())?.y ?? -1;
    expect(ingress).toBeLessThan(topY);
    expect(topY).toBeLessThan(tips);
    expect(tips).toBeLessThan(bottomY);
    // Banner links open the shop in a new tab, sanitised to the allowed attributes.
    const link = top.locator('a');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test('the tablet banner shows between 769 and 1024 px', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto(`/tips/${WITH_BANNERS}`);
    await expect(page.locator('[data-banner-slot$="_top"]:visible')).toHaveAttribute('data-banner-slot', 'tablet_top');
    const box = await page.locator('[data-banner-slot="tablet_top"] img').boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(728);
  });

  test('unknown and inactive slugs give the 404 page', async ({ page }) => {
    for (const path of ['/tips/finns-inte', '/en-tipssida-som-inte-finns']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Oops! Sidan kunde inte hittas')).toBeVisible();
    }
  });
});
