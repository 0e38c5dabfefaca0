/**
 * The Tips-sidor tab end to end on the worker's own database: create a tip page with tips and banners (a hostile
 * one among them), the dialog's limits and counters, each banner's sanitised preview and the whole-page preview,
 * edit (tips reordered), reorder the list by mouse, keyboard and move buttons, hide, show and delete, each checked in
 * the database; no browser dialog ever fires; axe on the tab, its dialogs and the preview; screenshots at 390 and
 * 1280 px. After publishing: the page at /tips/{slug} and /{slug} with the hostile banner stripped, 404 once hidden.
 */
import type { Locator, Page } from '@playwright/test';
import type { Db } from '../../src/lib/db/types.ts';
import { expect, publishAndWait, SIGNED_OUT, test } from './admin-auth.ts';
import { dragWithMouse, expectNoA11yViolations, keysListened } from './helpers.ts';

const toast = (page: Page) => page.locator('#notiser li');
const list = (page: Page) => page.getByRole('list', { name: 'Tipssidor i ordning' });
const rows = (page: Page) => list(page).locator(':scope > li');

/** Every way a banner could try to run code or take over the page. */
const HOSTILE_BANNER = [
  '<script>window.__pwned = 1; alert("script")</script>',
  '<img src="https://img.example/x.png" alt="Bild" onerror="alert(\'onerror\')" onload="alert(\'onload\')">',
  '<a href="javascript:alert(\'js-link\')" onclick="alert(\'click\')" style="position:fixed;inset:0">Klicka</a>',
  '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>',
  '<svg onload="alert(\'svg\')"><script>alert("svg-script")</script></svg>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="data">',
  '<style>body{display:none}</style>',
  '<a href="https://track.example/klick?id=42" target="_blank"><img src="/favicon.svg" width="980" height="120" alt="Julrea hos Exempelbutiken"></a>',
].join('\n');

const GOOD_BANNER =
  '<a href="https://track.example/klick?id=7" target="_blank"><img src="/favicon.svg" width="320" height="100" alt="Mobilbanner"></a>';

async function storedOrder(db: Db): Promise<{ id: string; title: string }[]> {
  return db.query('SELECT id::text, title FROM tip_pages ORDER BY sort_order, created_at, id');
}

async function openTab(page: Page) {
  await page.goto('/admin?tab=tips-sidor');
  await expect(page.getByRole('heading', { name: 'Tips-sidor', level: 2 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

async function shownTitles(page: Page): Promise<string[]> {
  return rows(page).locator('[data-tip-page-title]').allTextContents();
}

/** Fails the test if any alert/confirm/prompt opens in this page. */
function forbidDialogs(page: Page): string[] {
  const fired: string[] = [];
  page.on('dialog', (dialog) => {
    fired.push(dialog.message());
    void dialog.dismiss();
  });
  return fired;
}

/** Nothing of the hostile banner survives in this part of a page. */
async function expectStripped(scope: Locator) {
  await expect(scope.locator('script, iframe, svg, style, object, embed')).toHaveCount(0);
  await expect(scope.locator('[onerror], [onload], [onclick], [style]')).toHaveCount(0);
  await expect(scope.locator('a[href^="javascript:" i], img[src^="data:" i]')).toHaveCount(0);
  await expect(
    scope.locator('a[href="https://track.example/klick?id=42"] img[alt="Julrea hos Exempelbutiken"]'),
  ).toHaveCount(1);
}

async function fillNewPage(page: Page, title: string) {
  await page.getByRole('button', { name: 'Ny tipssida' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny tipssida' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Titel', { exact: true }).fill(title);
  await dialog.getByLabel('Ingress').fill('Tre saker att tänka på när morfar redan har allt.');
  await dialog.getByLabel('Titel för tips 1').fill('Upplevelser före saker');
  await dialog.getByLabel('Beskrivning för tips 1').fill('En gemensam dag minns han längre än en pryl.');
  await dialog.getByRole('button', { name: 'Lägg till tips' }).click();
  await dialog.getByLabel('Titel för tips 2').fill('Något för händerna');
  await dialog.getByLabel('Beskrivning för tips 2').fill('Ett bra verktyg används varje vecka.');
  await dialog.getByLabel('CTA-text').fill('Se presenter till morfar');
  await dialog.getByLabel('CTA-länk').fill('/utforska');
  await dialog.getByLabel('Extra tips').fill('Fråga mormor – hon vet.');
  await dialog.getByLabel('Banner desktop_top 980×120').fill(HOSTILE_BANNER);
  await dialog.getByLabel('Banner mobile_top 320×100').fill(GOOD_BANNER);
  return dialog;
}

test.describe('Tips-sidor', () => {
  test('creates a page with tips and banners, previews it, edits, hides, shows and deletes it', async ({
    page,
    adminSite,
  }, info) => {
    const fired = forbidDialogs(page);
    const title = `Presenter till morfar ${info.project.name}`;
    const slug = `presenter-till-morfar-${info.project.name}`;
    await openTab(page);
    const before = await storedOrder(adminSite.db);
    await expect(rows(page)).toHaveCount(before.length);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: info.outputPath(`tips-tab-${info.project.name}.png`), fullPage: true });

    const dialog = await fillNewPage(page, title);
    await expect(dialog.getByText(`/tips/${slug}`)).toBeVisible();
    await expect(dialog.locator('[data-tip-count]')).toHaveText('2/10');

    // Each slot's preview is the sanitised banner; a banner without a link or an image gets the warning.
    const hostilePreview = dialog.locator('[data-banner-preview="desktop_top"]');
    // The image with onerror keeps its https source, the data: image loses its source, the banner's own stays.
    await expect(hostilePreview.locator('img')).toHaveCount(3);
    await expectStripped(hostilePreview);
    await expect(dialog.locator('[data-banner-preview="mobile_top"] a img')).toHaveCount(1);
    await expect(dialog.locator('[data-banner-warning="mobile_top"]')).toHaveCount(0);
    await dialog.getByLabel('Banner tablet_top 728×90').fill('<img src="/favicon.svg" alt="Bara bild">');
    await expect(dialog.locator('[data-banner-warning="tablet_top"]')).toHaveText(
      '⚠ Bannern bör innehålla både en spårningslänk och en bild',
    );
    await dialog.getByLabel('Banner tablet_top 728×90').fill('');
    await expect(dialog.locator('[data-banner-warning="tablet_top"]')).toHaveCount(0);

    // The rules, as the dialog applies them before sending.
    await dialog.getByLabel('Beskrivning för tips 2').fill(' ');
    await dialog.getByRole('button', { name: 'Skapa sida' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Alla tips måste ha titel och beskrivning');
    await dialog.getByLabel('Beskrivning för tips 2').fill('Ett bra verktyg används varje vecka.');
    await dialog.getByLabel('Metatitel').fill('M'.repeat(61));
    await expect(dialog.getByText('61/60 tecken')).toBeVisible();
    await dialog.getByRole('button', { name: 'Skapa sida' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Metatiteln får vara högst 60 tecken');
    await dialog.getByLabel('Metatitel').fill('Presenter till morfar – tips');
    await expect(dialog.getByText('28/60 tecken')).toBeVisible();
    await dialog.getByLabel('Metabeskrivning').fill('x'.repeat(161));
    await expect(dialog.getByText('161/160 tecken')).toBeVisible();
    await dialog.getByRole('button', { name: 'Skapa sida' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Metabeskrivningen får vara högst 160 tecken');
    await dialog.getByLabel('Metabeskrivning').fill('');
    expect(await storedOrder(adminSite.db)).toEqual(before);

    await expectNoA11yViolations(page);
    await dialog.screenshot({ path: info.outputPath(`tips-dialog-${info.project.name}.png`) });

    // The whole page, unsaved, as the site will render it.
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Förhandsgranska' }).click(),
    ]);
    const previewFired = forbidDialogs(preview);
    await preview.waitForLoadState('load');
    await expect(preview.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(preview.locator('[data-preview-notice]')).toBeVisible();
    await expect(preview.locator('[data-tips] li')).toHaveCount(2);
    await expect(preview.locator('[data-tip-cta]')).toHaveAttribute('href', '/utforska');
    await expectStripped(preview.locator('[data-banner-slot="desktop_top"] .banner-body'));
    expect(await preview.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expectNoA11yViolations(preview);
    await preview.screenshot({ path: info.outputPath(`tips-preview-${info.project.name}.png`), fullPage: true });
    expect(previewFired).toEqual([]);
    await preview.close();
    expect(await storedOrder(adminSite.db)).toEqual(before);

    await dialog.getByRole('button', { name: 'Skapa sida' }).click();
    await expect(toast(page).filter({ hasText: 'Skapat!' })).toContainText(title);
    await expect(dialog).toBeHidden();
    await expect(rows(page)).toHaveCount(before.length + 1);
    expect((await shownTitles(page)).at(-1)).toBe(title);
    await expect(rows(page).last()).toContainText(`/${slug}`);
    const [stored] = await adminSite.db.query<{ id: string; sort_order: number; meta_description: string | null }>(
      'SELECT id::text, sort_order, meta_description FROM tip_pages WHERE slug = $1',
      [slug],
    );
    expect(stored?.sort_order).toBe(
      Math.max(...(await adminSite.db.query<{ s: number }>('SELECT sort_order AS s FROM tip_pages')).map((r) => r.s)),
    );
    expect(stored?.meta_description).toBeNull();
    const banners = await adminSite.db.query<{ banner_type: string; html_code: string }>(
      'SELECT banner_type, html_code FROM tip_page_banners WHERE page_id = $1 ORDER BY banner_type',
      [stored?.id ?? ''],
    );
    expect(banners.map((banner) => banner.banner_type)).toEqual(['desktop_top', 'mobile_top']);
    expect(banners[0]?.html_code).not.toMatch(/<script|<iframe|<svg|<style|\son\w+=|style=|javascript:|data:/i);

    // Edit: the tips swap places with the move button, and the 10-tip limit shows itself.
    await rows(page)
      .last()
      .getByRole('button', { name: `Redigera ${title}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Redigera tipssida' });
    await expect(edit.getByLabel('Titel för tips 1')).toHaveValue('Upplevelser före saker');
    await expect(edit.locator('[data-banner-preview="desktop_top"]')).toBeVisible();
    await edit.getByRole('button', { name: 'Flytta ned tips 1' }).click();
    await expect(edit.getByLabel('Titel för tips 1')).toHaveValue('Något för händerna');
    for (let count = 3; count <= 10; count += 1) {
      await edit.getByRole('button', { name: 'Lägg till tips' }).click();
      await edit.getByLabel(`Titel för tips ${count}`).fill(`Tips nummer ${count}`);
      await edit.getByLabel(`Beskrivning för tips ${count}`).fill(`Beskrivning ${count}`);
    }
    await expect(edit.locator('[data-tip-count]')).toHaveText('10/10');
    await expect(edit.getByText('Du kan max ha 10 tips per sida')).toBeVisible();
    // The button says it is unavailable (aria-disabled) but stays focusable, and pressing it explains why.
    await expect(edit.getByRole('button', { name: 'Lägg till tips' })).toHaveAttribute('aria-disabled', 'true');
    await edit.getByRole('button', { name: 'Lägg till tips' }).click({ force: true });
    await expect(toast(page).filter({ hasText: 'Du kan max ha 10 tips per sida' })).toBeVisible();
    await expect(edit.getByLabel('Titel för tips 11')).toHaveCount(0);
    for (let count = 10; count > 2; count -= 1)
      await edit.getByRole('button', { name: `Ta bort tips ${count}` }).click();
    await edit.getByRole('button', { name: 'Ta bort tips 2' }).click();
    await expect(edit.getByRole('button', { name: 'Ta bort tips 1' })).toBeDisabled();
    await edit.getByRole('button', { name: 'Lägg till tips' }).click();
    await edit.getByLabel('Titel för tips 2').fill('Upplevelser före saker');
    await edit.getByLabel('Beskrivning för tips 2').fill('En gemensam dag minns han längre än en pryl.');
    await edit.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(toast(page).filter({ hasText: 'Sparat!' })).toBeVisible();
    const [content] = await adminSite.db.query<{ content: { tips: { title: string }[] } }>(
      'SELECT content FROM tip_pages WHERE slug = $1',
      [slug],
    );
    expect(content?.content.tips.map((tip) => tip.title)).toEqual(['Något för händerna', 'Upplevelser före saker']);

    // Hide and show.
    const row = rows(page).filter({ hasText: title });
    await row.getByRole('switch', { name: `Visa ${title} på sajten` }).click();
    await expect(toast(page).filter({ hasText: `${title} är dold` })).toContainText(/^Inaktiverad/);
    await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect(
      (await adminSite.db.query<{ a: boolean }>('SELECT is_active AS a FROM tip_pages WHERE slug = $1', [slug]))[0]?.a,
    ).toBe(false);
    await row.getByRole('switch', { name: `Visa ${title} på sajten` }).click();
    await expect(toast(page).filter({ hasText: `${title} visas på sajten` })).toContainText(/^Aktiverad/);
    expect(
      (await adminSite.db.query<{ a: boolean }>('SELECT is_active AS a FROM tip_pages WHERE slug = $1', [slug]))[0]?.a,
    ).toBe(true);

    // Delete, with confirmation (the toasts so far are cleared first: axe should see the dialog alone).
    await toast(page).evaluateAll((items) => {
      for (const item of items) item.remove();
    });
    await row.getByRole('button', { name: `Radera ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Radera tipssida?' });
    await expect(confirm).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: info.outputPath(`tips-confirm-${info.project.name}.png`) });
    await confirm.getByRole('button', { name: 'Avbryt' }).click();
    await expect(rows(page)).toHaveCount(before.length + 1);
    await row.getByRole('button', { name: `Radera ${title}` }).click();
    await confirm.getByRole('button', { name: 'Radera' }).click();
    await expect(toast(page).filter({ hasText: 'Raderat!' })).toContainText(title);
    await expect(rows(page)).toHaveCount(before.length);
    expect(await storedOrder(adminSite.db)).toEqual(before);
    expect(fired).toEqual([]);
  });

  test('reorders by mouse drag, by the keyboard and by the move buttons, each saved as 0..n-1', async ({
    page,
    adminSite,
  }) => {
    await openTab(page);
    const start = await storedOrder(adminSite.db);
    expect(start.length).toBeGreaterThanOrEqual(3);
    expect(await shownTitles(page)).toEqual(start.map((row) => row.title));
    const handle = (name: string) => page.getByRole('button', { name: `Dra för att flytta ${name}` });
    const [first, second, third] = start.map((row) => row.title) as [string, string, string];

    // Mouse: the first row dropped on the third. Rows differ in height at 390 px, so the drop may land one
    // place further; either way the others keep their order and the list shows what is stored.
    const titles = start.map((row) => row.title);
    // Away from the edges, where the list would scroll the page while the row is carried.
    await handle(second).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await dragWithMouse(page, handle(first), handle(third));
    await expect
      .poll(async () => (await storedOrder(adminSite.db)).map((row) => row.title).indexOf(first))
      .toBeGreaterThanOrEqual(2);
    const dragged = (await storedOrder(adminSite.db)).map((row) => row.title);
    expect(dragged.filter((title) => title !== first)).toEqual(titles.filter((title) => title !== first));
    await expect.poll(() => shownTitles(page)).toEqual(dragged);

    // Keyboard: space lifts, arrows up to the top, space drops. Each key waits for what a screen reader hears,
    // so it never arrives before the list has moved.
    const heard = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
    const count = start.length;
    const at = dragged.indexOf(first) + 1;
    await expect(handle(first)).toBeEnabled();
    await handle(first).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: first })).toHaveText(
      new RegExp(`(Lyfte ${first}, plats ${at}|${first} är nu på plats ${at}) av ${count}\\.`),
    );
    await keysListened(page);
    for (let place = at - 1; place >= 1; place -= 1) {
      await page.keyboard.press('ArrowUp');
      await heard(`${first} är nu på plats ${place} av ${count}.`);
    }
    await page.keyboard.press('Space');
    await expect.poll(async () => (await storedOrder(adminSite.db)).map((row) => row.title)).toEqual(titles);

    await page.getByRole('button', { name: `Flytta ned ${first}` }).click();
    await expect
      .poll(async () => (await storedOrder(adminSite.db)).map((row) => row.title).slice(0, 2))
      .toEqual([second, first]);
    await page.getByRole('button', { name: `Flytta upp ${first}` }).click();
    await expect
      .poll(async () => (await storedOrder(adminSite.db)).map((row) => row.title))
      .toEqual(start.map((row) => row.title));
    const orders = await adminSite.db.query<{ s: number }>('SELECT sort_order AS s FROM tip_pages ORDER BY sort_order');
    expect(orders.map((row) => row.s)).toEqual(orders.map((_, index) => index));
  });

  test('a reorder against a list changed elsewhere reloads the list with Fel', async ({ page, adminSite }) => {
    await openTab(page);
    const start = await storedOrder(adminSite.db);
    await adminSite.db.query(
      `INSERT INTO tip_pages (title, slug, content, sort_order)
       VALUES ('Skapad i en annan flik', 'skapad-i-en-annan-flik', '{"tips":[{"title":"A","description":"B"}]}', 999)`,
    );
    const [firstTitle] = start.map((row) => row.title) as [string];
    await page.getByRole('button', { name: `Flytta ned ${firstTitle}` }).click();
    await expect(toast(page).filter({ hasText: 'Fel' })).toContainText('Ordningen måste innehålla varje tipssida');
    await expect(rows(page)).toHaveCount(start.length + 1);
    expect((await storedOrder(adminSite.db)).slice(0, start.length)).toEqual(start);
    await adminSite.db.query("DELETE FROM tip_pages WHERE slug = 'skapad-i-en-annan-flik'");
  });

  test('the whole-page preview answers only a signed-in admin posting from the site', async ({
    page,
    browser,
    adminSite,
  }) => {
    const path = '/admin/tips-forhandsgranskning';
    const form = { sida: JSON.stringify({ title: 'Förhandsvisad sida', tips: [{ title: 'A', description: 'B' }] }) };
    const ok = await page.request.post(path, { form, headers: { origin: adminSite.base } });
    expect(ok.status()).toBe(200);
    expect(await ok.text()).toContain('Förhandsvisad sida');
    expect(ok.headers()['cache-control']).toContain('no-store');
    expect(ok.headers()['x-robots-tag']).toContain('noindex');

    const foreign = await page.request.post(path, { form, headers: { origin: 'https://evil.example' } });
    expect(foreign.status()).toBe(403);
    const bad = await page.request.post(path, { form: { sida: '{"title": 1}' }, headers: { origin: adminSite.base } });
    expect(bad.status()).toBe(400);
    const opened = await page.request.get(path, { maxRedirects: 0 });
    expect(opened.status()).toBe(303);

    const signedOut = await browser.newContext({ baseURL: adminSite.base, storageState: SIGNED_OUT });
    const anonymous = await signedOut.request.post(path, {
      form,
      headers: { origin: adminSite.base },
      maxRedirects: 0,
    });
    expect(anonymous.status()).toBe(303);
    expect(anonymous.headers().location).toContain('/admin/login');
    await signedOut.close();
  });

  test('after publishing the page is at /tips/{slug} and /{slug} with the hostile banner stripped; hidden, 404', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'desktop', 'one publishing run is enough: the pages are the same at both widths');
    const fired = forbidDialogs(page);
    const title = 'Publicerade tips till morfar';
    const slug = 'publicerade-tips-till-morfar';
    await openTab(page);
    const dialog = await fillNewPage(page, title);
    await dialog.getByRole('button', { name: 'Skapa sida' }).click();
    await expect(toast(page).filter({ hasText: 'Skapat!' })).toBeVisible();
    await publishAndWait(page);

    for (const path of [`/tips/${slug}`, `/${slug}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expectStripped(page.locator('[data-banner-slot="desktop_top"] .banner-body'));
      await expect(page.locator('[data-banner-slot="desktop_top"]')).toBeVisible();
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      await expectNoA11yViolations(page);
    }
    await page.screenshot({ path: info.outputPath('tips-published.png'), fullPage: true });

    await openTab(page);
    await rows(page)
      .filter({ hasText: title })
      .getByRole('switch', { name: `Visa ${title} på sajten` })
      .click();
    await expect(toast(page).filter({ hasText: 'Inaktiverad' })).toBeVisible();
    await publishAndWait(page);
    for (const path of [`/tips/${slug}`, `/${slug}`]) expect((await page.goto(path))?.status(), path).toBe(404);
    expect(fired).toEqual([]);
  });
});
