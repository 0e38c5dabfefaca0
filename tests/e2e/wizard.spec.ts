import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoA11yViolations, openHydrated } from './helpers.ts';
import { quietChat } from './visitor-fixtures.ts';

/** Saves a full-page screenshot to SHOTS_DIR when it is set (for looking at every step and state). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const project = test.info().project.name;
  await page.screenshot({
    path: `${dir}/wizard-${project}-${name}.png`,
    fullPage: project === 'desktop',
    animations: 'disabled',
  });
}

const wizard = (page: Page) => page.locator('[data-wizard-step]');
const progress = (page: Page) => page.getByRole('navigation', { name: 'Steg i presentgeneratorn' });
const progressStep = (page: Page, n: number) => progress(page).locator(`button[data-step="${n}"]`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An option button of the current step (suggested categories also read "Passar bra"). */
const option = (page: Page, name: string) =>
  wizard(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}( Passar bra)?$`) });
const next = (page: Page) => page.getByRole('button', { name: 'Nästa steg' });

async function choose(page: Page, ...names: string[]): Promise<void> {
  for (const name of names) {
    await option(page, name).click();
    await expect(option(page, name)).toHaveAttribute('aria-pressed', 'true');
  }
}

async function walkToBudget(page: Page): Promise<void> {
  await choose(page, 'Mamma');
  await next(page).click();
  await choose(page, 'Jul');
  await next(page).click();
  await choose(page, 'Hem & Inredning');
  await next(page).click();
}

function cards(page: Page): Locator {
  return page.locator('[data-product-card]');
}

test.beforeEach(async ({ page }) => {
  await quietChat(page);
});

test('the wizard walks four steps with the rules of each', async ({ page }) => {
  test.slow();
  await openHydrated(page, '/presentgenerator');
  await expect(page).toHaveTitle(/Hitta presenter & gåvor/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hitta presenter & gåvor' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/presentgenerator$/);
  await expect(page.getByText('Välj dina preferenser ovan för att hitta presenter.')).toBeVisible();

  // Its own sticky header: logo, Slumpa, saved drawer, AI Express.
  const header = page.locator('[data-generator-header]');
  await expect(header.getByRole('link', { name: /Presentpilot/ })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Slumpa' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sparade presenter (0)' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'AI Express' })).toHaveAttribute('href', '/presentgenerator/express');

  // Step 1: nothing chosen yet, later steps locked.
  await expect(page.getByRole('heading', { level: 2, name: 'Vem ska få presenten?' })).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Bakåt' })).toHaveCount(0);
  await expect(progressStep(page, 1)).toHaveAttribute('aria-current', 'step');
  for (const n of [2, 3, 4]) await expect(progressStep(page, n)).toBeDisabled();
  await expectNoA11yViolations(page);
  await shot(page, '1-start');

  await choose(page, 'Mamma', 'Pappa');
  await expect(progressStep(page, 1)).toContainText('Mamma +1');
  await expect(progressStep(page, 1)).toHaveAttribute('data-complete', 'true');
  await expect(progressStep(page, 2)).toBeEnabled();
  await expect(progressStep(page, 3)).toBeDisabled();
  await shot(page, '1-valt');
  await next(page).click();

  // Step 2: occasions for the chosen recipients; "Nästa steg" waits for a choice.
  await expect(page.getByRole('heading', { level: 2, name: 'Vad är tillfället?' })).toBeVisible();
  await expect(option(page, 'Mors dag')).toBeVisible();
  await expect(option(page, 'Fars dag')).toBeVisible();
  await expect(option(page, 'Dop')).toHaveCount(0);
  await expect(next(page)).toBeDisabled();
  await choose(page, 'Jul');
  await expect(progressStep(page, 2)).toContainText('Jul');
  await shot(page, '2-tillfalle');
  await next(page).click();

  // Step 3: categories, the mapped ones first, never the corporate option.
  await expect(page.getByRole('heading', { level: 2, name: 'Vilken typ av present letar du efter?' })).toBeVisible();
  await expect(option(page, 'Företagsgåvor')).toHaveCount(0);
  const labels = await wizard(page).getByRole('list', { name: 'Kategorier' }).getByRole('button').allTextContents();
  expect(labels.length).toBe(10);
  expect(labels.findIndex((text) => text.includes('Hem & Inredning'))).toBeLessThan(
    labels.findIndex((text) => text.includes('Spel & Gaming')),
  );
  await expect(next(page)).toBeDisabled();
  await choose(page, 'Hem & Inredning', 'Mat & Dryck');
  await expect(progressStep(page, 3)).toContainText(/\+1/);
  await shot(page, '3-kategori');
  await next(page).click();

  // Step 4: budget, keyword, "Visa presenter" only once a budget is chosen.
  await expect(page.getByRole('heading', { level: 2, name: 'Vad är din prisram?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Visa presenter' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Börja om' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nästa steg' })).toHaveCount(0);
  const keyword = page.getByLabel('Lägg till eget sökord (valfritt)');
  await expect(keyword).toBeVisible();
  await expect(page.getByText(/hjälper oss att prioritera specifika produkter/)).toBeVisible();
  for (const budget of [
    'Under 200 kr',
    '200–500 kr',
    '500–1 000 kr',
    '1 000–2 500 kr',
    '2 500–5 000 kr',
    'Över 5 000 kr',
  ]) {
    await expect(option(page, budget)).toBeVisible();
  }
  await choose(page, '200–500 kr');
  await expect(page.getByRole('button', { name: 'Visa presenter' })).toBeVisible();
  await expect(progressStep(page, 4)).toContainText('200–500 kr');
  await expectNoA11yViolations(page);
  await shot(page, '4-budget');

  // Bakåt goes one step; the progress bar jumps back and forth between reachable steps.
  await page.getByRole('button', { name: 'Bakåt' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vilken typ av present letar du efter?' })).toBeVisible();
  await progressStep(page, 1).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vem ska få presenten?' })).toBeVisible();
  await progressStep(page, 4).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vad är din prisram?' })).toBeVisible();
  await expect(option(page, '200–500 kr')).toHaveAttribute('aria-pressed', 'true');

  // Search: loading, then "Visar N presenter" with generator cards.
  await keyword.fill('  ljus  ');
  let sent: Record<string, unknown> | null = null;
  await page.route('**/api/generator', async (route) => {
    sent = route.request().postDataJSON() as Record<string, unknown>;
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Visa presenter' }).click();
  await expect(page.getByText('Laddar presenter...')).toBeVisible();
  // Colour and scent variants of one candle count once, so the list may hold a single present ("Visar 1 present").
  await expect(page.getByRole('heading', { name: /^Visar \d+ present(er)?$/ })).toBeVisible();
  expect(sent).toEqual({
    recipients: ['mamma', 'pappa'],
    occasions: ['jul'],
    categories: ['hem-inredning', 'mat-dryck'],
    budget: '200-500',
    keyword: 'ljus',
  });
  const count = Number(
    ((await page.getByRole('heading', { name: /^Visar \d+ present(er)?$/ }).textContent()) ?? '').match(/\d+/)![0],
  );
  await expect(cards(page)).toHaveCount(count);
  await expect(cards(page).first().getByRole('heading')).toContainText(/ljus/i);
  await expect(
    cards(page)
      .first()
      .getByRole('link', { name: /Till butiken/ }),
  ).toHaveAttribute('href', /utm_campaign=gift-generator/);
  expect((await cards(page).first().getByRole('list', { name: 'Passar för' }).getByRole('listitem').count()) <= 2).toBe(
    true,
  );
  await expectNoA11yViolations(page);
  await shot(page, '5-resultat');
});

test('changing an earlier step clears the later ones', async ({ page }) => {
  await openHydrated(page, '/presentgenerator');
  await walkToBudget(page);
  await choose(page, 'Under 200 kr');
  await expect(progressStep(page, 4)).toHaveAttribute('data-complete', 'true');

  // Categories changed → the budget is cleared.
  await progressStep(page, 3).click();
  await choose(page, 'Mat & Dryck');
  await expect(progressStep(page, 4)).toHaveAttribute('data-complete', 'false');
  await next(page).click();
  await expect(page.getByRole('button', { name: 'Visa presenter' })).toHaveCount(0);

  // Occasions changed → categories and budget cleared, steps 4 locked.
  await progressStep(page, 2).click();
  await choose(page, 'Födelsedag');
  await expect(progressStep(page, 3)).toHaveAttribute('data-complete', 'false');
  await expect(progressStep(page, 4)).toBeDisabled();

  // Recipients changed → occasions, categories and budget cleared.
  await progressStep(page, 1).click();
  await choose(page, 'Partner');
  await expect(progressStep(page, 2)).toHaveAttribute('data-complete', 'false');
  await expect(progressStep(page, 3)).toBeDisabled();
  await expect(progressStep(page, 4)).toBeDisabled();
  await expect(progressStep(page, 2)).not.toContainText('Jul');
  await next(page).click();
  await expect(wizard(page).getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(option(page, 'Alla hjärtans dag')).toBeVisible();
});

test('"Börja om" clears everything including the keyword', async ({ page }) => {
  await openHydrated(page, '/presentgenerator');
  await walkToBudget(page);
  await choose(page, '500–1 000 kr');
  await page.getByLabel('Lägg till eget sökord (valfritt)').fill('kaffe');
  await page.getByRole('button', { name: 'Visa presenter' }).click();
  await expect(page.getByRole('heading', { name: /^Visar \d+ presenter$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Börja om' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vem ska få presenten?' })).toBeVisible();
  await expect(wizard(page).getByRole('button', { pressed: true })).toHaveCount(0);
  for (const n of [2, 3, 4]) await expect(progressStep(page, n)).toBeDisabled();
  await expect(page.getByText('Välj dina preferenser ovan för att hitta presenter.')).toBeVisible();
  await walkToBudget(page);
  await expect(page.getByLabel('Lägg till eget sökord (valfritt)')).toHaveValue('');
});

test('a search without products shows the empty text', async ({ page }) => {
  await page.route('**/api/generator', (route) =>
    route.fulfill({ json: { products: [], fallback: 'all' }, headers: { 'cache-control': 'no-store' } }),
  );
  await openHydrated(page, '/presentgenerator');
  await walkToBudget(page);
  await choose(page, 'Över 5 000 kr');
  await page.getByRole('button', { name: 'Visa presenter' }).click();
  await expect(page.getByText('Inga produkter hittades. Prova att justera dina filter ovan.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, '6-tomt');
});

test('a failing search is logged and shows the empty text', async ({ page }) => {
  await page.route('**/api/generator', (route) => route.fulfill({ status: 500, json: { error: 'Något gick fel.' } }));
  await openHydrated(page, '/presentgenerator');
  await walkToBudget(page);
  await choose(page, 'Under 200 kr');
  await page.getByRole('button', { name: 'Visa presenter' }).click();
  await expect(page.getByText('Inga produkter hittades. Prova att justera dina filter ovan.')).toBeVisible();
});

test('a category page takes its title, canonical and preselects its category', async ({ page }) => {
  await openHydrated(page, '/presentgenerator/mat-dryck');
  await expect(page.getByRole('heading', { level: 1, name: 'Mat & Dryck' })).toBeVisible();
  await expect(page).toHaveTitle(/Mat & Dryck/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/presentgenerator\/mat-dryck$/);
  await choose(page, 'Mamma');
  await next(page).click();
  await choose(page, 'Födelsedag');
  await next(page).click();
  await expect(option(page, 'Mat & Dryck')).toHaveAttribute('aria-pressed', 'true');
  const first = wizard(page).getByRole('list', { name: 'Kategorier' }).getByRole('button').first();
  await expect(first).toContainText('Mat & Dryck');
  await expect(next(page)).toBeEnabled();
  // The visitor may still change it, and it is not forced back.
  await option(page, 'Mat & Dryck').click();
  await expect(next(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Bakåt' }).click();
  await next(page).click();
  await expect(option(page, 'Mat & Dryck')).toHaveAttribute('aria-pressed', 'false');
  await expectNoA11yViolations(page);
  await shot(page, '7-kategorisida');

  const response = await openHydrated(page, '/presentgenerator/upplevelser');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Upplevelser' })).toBeVisible();
});

test('random gift from the results, "Slumpa igen" and saving', async ({ page }) => {
  await openHydrated(page, '/presentgenerator');
  await walkToBudget(page);
  await choose(page, '200–500 kr');
  await page.getByRole('button', { name: 'Visa presenter' }).click();
  await expect(page.getByRole('heading', { name: /^Visar \d+ presenter$/ })).toBeVisible();
  const titles = (await cards(page).getByRole('heading').allTextContents()).map((title) => title.trim());

  await page.getByRole('button', { name: 'Slumpa bland resultaten' }).click();
  const dialog = page.locator('dialog[data-random-dialog]');
  await expect(dialog).toBeVisible();
  const title = dialog.locator('[data-random-title]');
  await expect(title).not.toBeEmpty();
  const firstPick = ((await title.textContent()) ?? '').trim();
  expect(titles).toContain(firstPick);
  await shot(page, '8-slumpa');
  await dialog.getByRole('button', { name: 'Slumpa igen' }).click();
  await expect(title).not.toBeEmpty();
  const secondPick = ((await title.textContent()) ?? '').trim();
  expect(titles).toContain(secondPick);
  await dialog.getByRole('button', { name: 'Spara present' }).click();
  await expect(dialog.getByRole('button', { name: 'Ta bort från sparade' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Stäng' }).click();

  // The header's saved drawer counts it and lists it.
  const header = page.locator('[data-generator-header]');
  await expect(header.getByRole('button', { name: 'Sparade presenter (1)' })).toBeVisible();
  await cards(page).getByRole('button', { name: 'Spara present' }).first().click();
  await expect(header.getByRole('button', { name: 'Sparade presenter (2)' })).toBeVisible();
  await header.getByRole('button', { name: 'Sparade presenter (2)' }).click();
  const drawer = page.getByRole('dialog', { name: 'Sparade presenter (2)' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  await expect(drawer.getByRole('link', { name: /Till butiken/ }).first()).toHaveAttribute(
    'href',
    /utm_campaign=gift-generator/,
  );
  await expectNoA11yViolations(page);
  await shot(page, '9-sparade');
  await drawer.getByRole('button', { name: 'Stäng' }).click();
  await expect(drawer).toBeHidden();
});
