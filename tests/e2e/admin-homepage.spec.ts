/**
 * The Startsida tab end to end on the worker's own database: create a category with products from the search,
 * edit it, hide and show it, delete it; reorder by mouse drag, by the keyboard (space, arrows, space) and by the
 * move buttons, each checked in the database; the 15-product limit and duplicates in the dialog; a reorder against
 * a changed list reloads with 'Fel'; axe on the tab and its dialogs; screenshots at 390 and 1280 px.
 */
import type { Page } from '@playwright/test';
import type { Db } from '../../src/lib/db/types.ts';
import { expect, publishAndWait, test } from './admin-auth.ts';
import { dragWithMouse, expectNoA11yViolations, keysListened } from './helpers.ts';

const toast = (page: Page) => page.locator('#notiser li');
const list = (page: Page) => page.getByRole('list', { name: 'Startsidans kategorier' });
const rows = (page: Page) => list(page).locator(':scope > li');

async function storedOrder(db: Db): Promise<{ id: string; title: string }[]> {
  return db.query('SELECT id::text, title FROM homepage_categories ORDER BY sort_order, title, id');
}

async function openTab(page: Page) {
  await page.goto('/admin?tab=startsida');
  await expect(page.getByRole('heading', { name: 'Startsida', level: 2 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

/** The row titles as the list shows them. */
async function shownTitles(page: Page): Promise<string[]> {
  return rows(page).locator('p.font-semibold').allTextContents();
}

test.describe('Startsida', () => {
  test('creates a category from the search, edits, hides, shows and deletes it', async ({ page, adminSite }, info) => {
    const title = `Årets Julklapp ${info.project.name}`;
    const slug = `arets-julklapp-${info.project.name}`;
    await openTab(page);
    const before = await storedOrder(adminSite.db);
    await expect(rows(page)).toHaveCount(before.length);

    await page.getByRole('button', { name: 'Lägg till kategori' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lägg till kategori' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Lägg till', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Titel måste fyllas i');
    // A title whose slug another category has is refused with the server's message.
    const taken = before[0]?.title ?? '';
    await dialog.getByRole('textbox', { name: 'Titel' }).fill(`${taken.toUpperCase()}!`);
    await dialog.getByRole('button', { name: 'Lägg till', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText(`används redan av kategorin ”${taken}”`);
    await expect(toast(page).filter({ hasText: 'Fel' }).filter({ hasText: 'används redan' })).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Titel' }).fill(title);
    await expect(dialog.getByText(`Slug (skapas av titeln): ${slug}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sök', exact: true })).toBeDisabled();
    const search = dialog.getByRole('searchbox');
    await search.fill('ljus');
    await search.press('Enter');
    const results = dialog.getByRole('list', { name: 'Sökresultat' }).locator('li');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeLessThanOrEqual(20);
    await expect(dialog.getByText(/^Visar \d+ av \d+ träffar för ”ljus”$/)).toBeVisible();
    const picked = [];
    for (const index of [0, 1, 2]) {
      const name = (await results.nth(index).locator('p').first().textContent()) ?? '';
      picked.push(name);
      await results
        .nth(index)
        .getByRole('button', { name: `Lägg till ${name}` })
        .click();
    }
    await expect(dialog.getByRole('heading', { name: 'Valda produkter (3/15)' })).toBeVisible();
    await results
      .nth(0)
      .getByRole('button', { name: /^Lägg till / })
      .click();
    await expect(toast(page).filter({ hasText: 'Redan vald' })).toContainText('Produkten är redan tillagd');

    // Search by the button this time, then reorder and remove among the chosen ones.
    await search.fill('te');
    await dialog.getByRole('button', { name: 'Sök', exact: true }).click();
    await expect(dialog.getByText(/^Visar \d+ av \d+ träffar för ”te”$/)).toBeVisible();
    const chosen = dialog.getByRole('list', { name: /^Valda produkter/ });
    await chosen.getByRole('button', { name: `Flytta upp ${picked[2]}` }).click();
    await chosen.getByRole('button', { name: `Ta bort ${picked[0]}` }).click();
    await expect(dialog.getByRole('heading', { name: 'Valda produkter (2/15)' })).toBeVisible();
    // Escape cancels a keyboard drag inside the dialog and leaves the dialog open.
    const productHandle = chosen.getByRole('button', { name: `Dra för att flytta ${picked[2]}` });
    await productHandle.focus();
    await page.keyboard.press('Space');
    await expect(productHandle).toHaveAttribute('aria-pressed', 'true');
    await keysListened(page);
    await page.keyboard.press('Escape');
    await expect(productHandle).not.toHaveAttribute('aria-pressed', 'true');
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: info.outputPath(`startsida-dialog-${info.project.name}.png`) });

    await dialog.getByRole('button', { name: 'Lägg till', exact: true }).click();
    await expect(toast(page).filter({ hasText: 'Skapat!' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Publicering' })).toContainText('Ändringar väntar på publicering');
    await expect(rows(page)).toHaveCount(before.length + 1);
    await expect(rows(page).last()).toContainText(title);
    await expect(rows(page).last()).toContainText('2 valda produkter');
    const [created] = await adminSite.db.query<{ id: string; slug: string; sort_order: number; products: string[] }>(
      `SELECT c.id::text, c.slug, c.sort_order,
              array(SELECT p.title FROM homepage_category_products cp JOIN products p ON p.id = cp.product_id
                    WHERE cp.category_id = c.id ORDER BY cp.sort_order) AS products
       FROM homepage_categories c WHERE c.title = $1`,
      [title],
    );
    expect(created).toMatchObject({ slug, sort_order: before.length, products: [picked[2], picked[1]] });

    // Edit: a new title gives a new slug; the products stay.
    await rows(page)
      .last()
      .getByRole('button', { name: `Redigera ${title}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Redigera kategori' });
    await expect(edit.getByRole('textbox', { name: 'Titel' })).toHaveValue(title);
    await expect(edit.getByRole('heading', { name: 'Valda produkter (2/15)' })).toBeVisible();
    const renamed = `${title} Ö`;
    await edit.getByRole('textbox', { name: 'Titel' }).fill(renamed);
    await edit.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(toast(page).filter({ hasText: 'Sparat!' })).toBeVisible();
    await expect(rows(page).last()).toContainText(renamed);
    const [saved] = await adminSite.db.query<{ slug: string }>('SELECT slug FROM homepage_categories WHERE id = $1', [
      created!.id,
    ]);
    expect(saved?.slug).toBe(`${slug}-o`);

    // Hide and show.
    await page.getByRole('button', { name: `Dölj ${renamed}` }).click();
    await expect(toast(page).filter({ hasText: 'Inaktiverad' })).toBeVisible();
    await expect(rows(page).last()).toContainText('Dold');
    const hidden = await adminSite.db.query('SELECT 1 FROM homepage_categories WHERE id = $1 AND NOT is_active', [
      created!.id,
    ]);
    expect(hidden).toHaveLength(1);
    await page.screenshot({ path: info.outputPath(`startsida-tab-${info.project.name}.png`), fullPage: true });
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: `Visa ${renamed}` }).click();
    await expect(toast(page).filter({ hasText: /^Aktiverad/ })).toBeVisible();
    await expect(page.getByRole('button', { name: `Dölj ${renamed}` })).toBeVisible();

    // Delete, after a confirmation (cancelling first changes nothing).
    await page.getByRole('button', { name: `Radera ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Radera kategori' });
    await expect(confirm).toContainText(`Vill du radera kategorin ”${renamed}”?`);
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Avbryt' }).click();
    await expect(rows(page)).toHaveCount(before.length + 1);
    await page.getByRole('button', { name: `Radera ${renamed}` }).click();
    await confirm.getByRole('button', { name: 'Radera' }).click();
    await expect(toast(page).filter({ hasText: 'Raderat!' })).toBeVisible();
    await expect(rows(page)).toHaveCount(before.length);
    expect(await storedOrder(adminSite.db)).toEqual(before);
  });

  test('reorders by mouse drag, by the keyboard and by the move buttons, each saved in order', async ({
    page,
    adminSite,
  }) => {
    await openTab(page);
    const start = (await storedOrder(adminSite.db)).map((row) => row.title);
    expect(await shownTitles(page)).toEqual(start);
    const handle = (title: string) => list(page).getByRole('button', { name: `Dra för att flytta ${title}` });
    const saved = async (expected: string[]) => {
      await expect(toast(page).filter({ hasText: 'Sparat!' }).last()).toBeVisible();
      await expect.poll(async () => (await storedOrder(adminSite.db)).map((row) => row.title)).toEqual(expected);
      expect(await shownTitles(page)).toEqual(expected);
      await page.locator('#notiser li').evaluateAll((items) => {
        for (const item of items) item.remove();
      });
    };

    // Mouse: the first row onto the third, away from the edges where the page would scroll.
    const [a = '', b = '', c = '', ...rest] = start;
    await handle(b).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await dragWithMouse(page, handle(a), handle(c));
    await saved([b, c, a, ...rest]);

    // A press that moves under 5 px is no drag; at 8 px it is (Escape then cancels it and nothing changes).
    const box = await handle(b).boundingBox();
    if (!box) throw new Error('the handle is on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 3, { steps: 3 });
    await expect(handle(b)).not.toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 8, { steps: 3 });
    await expect(handle(b)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await expect(handle(b)).not.toHaveAttribute('aria-pressed', 'true');
    expect((await storedOrder(adminSite.db)).map((row) => row.title)).toEqual([b, c, a, ...rest]);

    // Keyboard: space lifts, two arrows down, space drops.
    // Each step waits for what a screen reader hears, so a key never arrives before the list has moved.
    const heard = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
    const count = start.length;
    await handle(b).focus();
    await page.keyboard.press('Space');
    await expect(handle(b)).toHaveAttribute('aria-pressed', 'true');
    await keysListened(page);
    await page.keyboard.press('ArrowDown');
    await heard(`${b} är nu på plats 2 av ${count}.`);
    await page.keyboard.press('ArrowDown');
    await heard(`${b} är nu på plats 3 av ${count}.`);
    await page.keyboard.press('Space');
    await saved([c, a, b, ...rest]);
    await expect(handle(b)).toBeFocused();

    // Buttons.
    await list(page)
      .getByRole('button', { name: `Flytta ned ${c}` })
      .click();
    await saved([a, c, b, ...rest]);
    // The moved row's button keeps the focus, so the keyboard can go on moving it.
    await expect(list(page).getByRole('button', { name: `Flytta ned ${c}` })).toBeFocused();
    await list(page)
      .getByRole('button', { name: `Flytta upp ${b}` })
      .click();
    await saved([a, b, c, ...rest]);
    await expect(list(page).getByRole('button', { name: `Flytta upp ${a}` })).toBeDisabled();

    // Auto-scroll: a row held near the bottom edge of a short window scrolls the page; Escape cancels the drag.
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('the project sets a viewport');
    await page.setViewportSize({ width: viewport.width, height: 480 });
    await handle(a).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const scrolled = () => page.evaluate(() => window.scrollY);
    const before = await scrolled();
    const held = await handle(a).boundingBox();
    if (!held) throw new Error('the handle is on screen');
    await page.mouse.move(held.x + held.width / 2, held.y + held.height / 2);
    await page.mouse.down();
    await page.mouse.move(held.x + held.width / 2, held.y + held.height / 2 + 10, { steps: 3 });
    await page.mouse.move(held.x + held.width / 2, 470, { steps: 5 });
    await expect.poll(scrolled).toBeGreaterThan(before + 50);
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await page.setViewportSize(viewport);
    expect((await storedOrder(adminSite.db)).map((row) => row.title)).toEqual([a, b, c, ...rest]);

    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    expect(await shownTitles(page)).toEqual([a, b, c, ...rest]);
  });

  test('a reorder against a list changed meanwhile is refused with Fel and the list reloads', async ({
    page,
    adminSite,
  }, info) => {
    const title = `Tillfällig ${info.project.name}`;
    await adminSite.db.query(
      `INSERT INTO homepage_categories (title, slug, sort_order)
       SELECT $1, $2, coalesce(max(sort_order) + 1, 0) FROM homepage_categories`,
      [title, `tillfallig-${info.project.name}`],
    );
    await openTab(page);
    await expect(rows(page).last()).toContainText(title);
    await adminSite.db.query('DELETE FROM homepage_categories WHERE title = $1', [title]);
    const order = await storedOrder(adminSite.db);
    await list(page)
      .getByRole('button', { name: `Flytta ned ${order[0]?.title}` })
      .click();
    await expect(toast(page).filter({ hasText: 'Fel' })).toContainText('varje kategori precis en gång');
    await expect(rows(page)).toHaveCount(order.length);
    expect(await shownTitles(page)).toEqual(order.map((row) => row.title));
    expect(await storedOrder(adminSite.db)).toEqual(order);
  });

  test('the dialog refuses a 16th product', async ({ page, adminSite }, info) => {
    const title = `Full ${info.project.name}`;
    const [row] = await adminSite.db.query<{ id: string }>(
      `INSERT INTO homepage_categories (title, slug, sort_order)
       SELECT $1, $2, coalesce(max(sort_order) + 1, 0) FROM homepage_categories RETURNING id::text`,
      [title, `full-${info.project.name}`],
    );
    await adminSite.db.query(
      `INSERT INTO homepage_category_products (category_id, product_id, sort_order)
       SELECT $1, id, (row_number() OVER (ORDER BY id) - 1)::int
       FROM (SELECT id FROM products WHERE title NOT ILIKE '%ljus%' ORDER BY id LIMIT 15) p`,
      [row!.id],
    );
    try {
      await openTab(page);
      await expect(rows(page).last()).toContainText('15 valda produkter');
      await page.getByRole('button', { name: `Redigera ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Redigera kategori' });
      await expect(dialog.getByRole('heading', { name: 'Valda produkter (15/15)' })).toBeVisible();
      await dialog.getByRole('searchbox').fill('ljus');
      await dialog.getByRole('searchbox').press('Enter');
      await dialog
        .getByRole('list', { name: 'Sökresultat' })
        .getByRole('button', { name: /^Lägg till / })
        .first()
        .click();
      await expect(toast(page).filter({ hasText: 'Max antal' })).toContainText(
        'Du kan max välja 15 produkter per kategori',
      );
      await expect(dialog.getByRole('heading', { name: 'Valda produkter (15/15)' })).toBeVisible();
    } finally {
      await adminSite.db.query('DELETE FROM homepage_categories WHERE id = $1', [row!.id]);
    }
  });

  test('a long press drags a row by touch', async ({ page, adminSite }, info) => {
    test.skip(info.project.name !== 'mobil', 'the phone project has a touch screen');
    await openTab(page);
    const start = (await storedOrder(adminSite.db)).map((row) => row.title);
    const [a = '', b = '', ...rest] = start;
    const handle = list(page).getByRole('button', { name: `Dra för att flytta ${a}` });
    await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const from = await handle.boundingBox();
    const to = await list(page)
      .getByRole('button', { name: `Dra för att flytta ${b}` })
      .boundingBox();
    if (!from || !to) throw new Error('both handles are on screen');
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: from.x + from.width / 2, y }],
      });
    const y0 = from.y + from.height / 2;
    await touch('touchStart', y0);
    // Held still, the press becomes a drag (after 120 ms).
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    const y1 = to.y + to.height / 2 + 4;
    for (let step = 1; step <= 8; step += 1) await touch('touchMove', y0 + ((y1 - y0) * step) / 8);
    await touch('touchEnd', y1);
    await expect(toast(page).filter({ hasText: 'Sparat!' })).toBeVisible();
    await expect.poll(async () => (await storedOrder(adminSite.db)).map((row) => row.title)).toEqual([b, a, ...rest]);
    await list(page)
      .getByRole('button', { name: `Flytta ned ${b}` })
      .click();
    await expect.poll(async () => (await storedOrder(adminSite.db)).map((row) => row.title)).toEqual(start);
  });

  test('after publishing, / shows a renamed category as the hero word, a new one with its grid, and not a hidden one', async ({
    page,
    adminSite,
  }, info) => {
    const renamed = `Morfar ${info.project.name}`;
    const added = `Nyinflyttade ${info.project.name}`;
    const [product] = await adminSite.db.query<{ title: string }>(
      `SELECT title FROM products_public WHERE char_length(title) BETWEEN 12 AND 60 ORDER BY id DESC LIMIT 1`,
    );
    if (!product) throw new Error('the demo catalogue has active products');
    await openTab(page);
    const [first, second] = await storedOrder(adminSite.db);
    if (!first || !second) throw new Error('the demo catalogue has homepage categories');

    await page.getByRole('button', { name: `Redigera ${first.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Redigera kategori' });
    await edit.getByRole('textbox', { name: 'Titel' }).fill(renamed);
    await edit.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(toast(page).filter({ hasText: 'Sparat!' })).toBeVisible();

    await page.getByRole('button', { name: `Dölj ${second.title}` }).click();
    await expect(toast(page).filter({ hasText: 'Inaktiverad' })).toBeVisible();

    await page.getByRole('button', { name: 'Lägg till kategori' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lägg till kategori' });
    await dialog.getByRole('textbox', { name: 'Titel' }).fill(added);
    await dialog.getByRole('searchbox').fill(product.title);
    await dialog.getByRole('searchbox').press('Enter');
    await dialog
      .getByRole('list', { name: 'Sökresultat' })
      .getByRole('button', { name: `Lägg till ${product.title}`, exact: true })
      .first()
      .click();
    await expect(dialog.getByRole('heading', { name: 'Valda produkter (1/15)' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Lägg till', exact: true }).click();
    await expect(toast(page).filter({ hasText: 'Skapat!' })).toBeVisible();

    await publishAndWait(page);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('[data-hero-word]')).toHaveText(renamed);
    const picker = page.getByRole('list', { name: 'Välj mottagare eller tillfälle' });
    await expect(picker.getByRole('button', { name: renamed, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(picker.getByRole('button', { name: second.title, exact: true })).toHaveCount(0);
    await picker.getByRole('button', { name: added, exact: true }).click();
    await expect(page.locator('[data-hero-word]')).toHaveText(added);
    const grid = page.locator('[data-home-grid]:not([hidden])');
    await expect(grid).toHaveCount(1);
    await expect(grid.getByRole('heading', { name: `Presenter till ${added}` })).toBeAttached();
    await expect(grid.locator('[data-product-card]').first()).toContainText(product.title);
    await expectNoA11yViolations(page);
  });
});
