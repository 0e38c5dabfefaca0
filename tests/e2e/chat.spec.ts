import { expect, type Page, type Route, test } from '@playwright/test';
import { expectNoA11yViolations } from './helpers.ts';

const GREETING = 'Hej! 👋 Beskriv mottagare, tillfälle och budget så tar jag fram presenter.';
const PLACEHOLDER = 'T.ex. present till pappa som älskar att fiska, max 500 kr';
const MORE = 'Ge mig fler presentförslag med liknande kriterier';

const launcher = (page: Page) => page.getByRole('button', { name: 'Öppna Presentpilot AI' });
const panel = (page: Page) => page.getByRole('region', { name: 'Presentpilot AI' });
const log = (page: Page) => page.getByRole('log', { name: 'AI-chatt' });
const input = (page: Page) => page.getByRole('textbox', { name: 'Meddelande till AI-assistenten' });
const cards = (page: Page) => log(page).locator('[data-product-card]');
const toasts = (page: Page) => page.getByRole('status');

async function openChat(page: Page): Promise<void> {
  await launcher(page).click();
  await expect(log(page)).toBeVisible();
}

async function skipForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Hoppa över' }).click();
}

async function priceOf(page: Page, id: string): Promise<number | null> {
  const response = await page.request.get(`/api/products/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: { priceSEK: number | null } }).product.priceSEK;
}

/** A fake /api/chat answer: the given text as OpenAI-style chunks and [DONE]. */
function sse(text: string): string {
  const chunks = text.match(/.{1,12}/gsu) ?? [];
  return `${chunks.map((content) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`).join('')}data: [DONE]\n\n`;
}

test('the intro bubble shows the greeting until dismissed, also after a reload', async ({ page }) => {
  await page.goto('/');
  const bubble = page.getByRole('button', { name: GREETING });
  await expect(bubble).toBeVisible();
  await page.getByRole('button', { name: 'Dölj meddelandet' }).click();
  await expect(bubble).toBeHidden();
  await page.reload();
  await expect(launcher(page)).toBeVisible();
  await expect(bubble).toBeHidden();
});

test('a tap on the chat button while the scripts of the page are still loading opens the chat once they run', async ({
  page,
}) => {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  await page.goto('/', { waitUntil: 'commit' });
  await launcher(page).click();
  await expect(page.locator('[data-chat-launcher]')).toHaveAttribute('data-chat-tapped', '');
  await expect(log(page)).toBeHidden();
  released = true;
  for (const route of held.splice(0)) await route.continue();
  await expect(log(page)).toBeVisible();
  await expect(log(page)).toContainText(GREETING);
  await expect(page.locator('[data-chat-launcher]')).not.toHaveAttribute('data-chat-tapped', '');
});

test('pointing at the chat button loads the chat without swapping the button, so the click after it counts', async ({
  page,
}) => {
  await page.goto('/');
  await launcher(page).evaluate((button) => button.setAttribute('data-static-launcher', ''));
  const chunk = page.waitForResponse((response) => /\/mount\.[\w-]+\.js$/.test(response.url()));
  await launcher(page).hover();
  const url = (await chunk).url();
  // Once the chunk has run (importing it again resolves after that) and a render would have been committed (a frame
  // and 200 ms later), the static button is still the one in the page.
  const kept = await page.evaluate(async (src) => {
    await import(src);
    await new Promise((settle) => requestAnimationFrame(() => setTimeout(settle, 200)));
    return document.querySelector('[data-static-launcher]') !== null;
  }, url);
  expect(kept).toBe(true);
  await launcher(page).click();
  await expect(log(page)).toBeVisible();
});

test('the panel opens from the button, the bubble and the page CTA, and can be minimised and closed', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: GREETING }).click();
  await expect(panel(page).getByRole('heading', { name: 'Presentpilot AI' })).toBeVisible();
  await expect(log(page)).toContainText(GREETING);
  await expect(page.getByText('Beskriv mottagare, tillfälle & budget')).toBeVisible();
  await expect(input(page)).toHaveAttribute('placeholder', PLACEHOLDER);
  await expect(page.getByRole('button', { name: GREETING })).toBeHidden();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Minimera chatten' }).click();
  await expect(log(page)).toBeHidden();
  await page.getByRole('button', { name: 'Visa chatten' }).click();
  await expect(log(page)).toBeVisible();
  await page.getByRole('button', { name: 'Stäng chatten' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole('button', { name: GREETING })).toBeVisible();

  await page.getByRole('button', { name: 'Starta chatt' }).first().click();
  await expect(log(page)).toBeVisible();
});

test('quick form: budget rules, the message it sends, a streamed reply with cards and "Generera nya förslag"', async ({
  page,
}) => {
  await page.goto('/');
  await openChat(page);
  const form = page.getByRole('form', { name: 'Snabbformulär' });
  await expect(form).toBeVisible();
  const submit = form.getByRole('button', { name: 'Visa förslag' });
  await expect(submit).toBeDisabled();
  await expect(form.locator('[data-budget-display]')).toHaveText('350 – 1 800 kr');
  const max = form.getByRole('spinbutton', { name: 'Till (kr)' });
  await max.fill('9000');
  await expect(form.locator('[data-budget-display]')).toHaveText('350 – 5 000+ kr');
  await max.fill('700');
  await expect(form.locator('[data-budget-display]')).toHaveText('350 – 700 kr');
  await form.getByRole('textbox', { name: 'Vem är presenten till?' }).fill('pappa');
  // The demo catalogue holds six cooking presents for a father at 350–700 kr, enough for two full replies; an
  // interest with fewer gets an honest 'inga fler' instead of unrelated products.
  await form.getByRole('textbox', { name: 'Intressen (valfritt)' }).fill('matlagning');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(form).toBeHidden();
  await expect(log(page).getByText('Present till: pappa')).toBeVisible();
  await expect(log(page)).toContainText('Budget: 350 - 700 kr');
  await expect(log(page)).toContainText('Intressen: matlagning');
  const more = page.getByRole('button', { name: /Generera nya förslag/ });
  await expect(more).toBeVisible({ timeout: 15_000 });
  await expect(log(page).locator('strong').first()).toBeVisible();
  await expect(log(page)).not.toContainText('<id:');
  const first = await cards(page).evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-product-card') ?? ''),
  );
  expect(first.length).toBeGreaterThan(0);
  expect(first.length).toBeLessThanOrEqual(3);
  for (const id of first) {
    const price = await priceOf(page, id);
    expect(price).not.toBeNull();
    expect(price!).toBeGreaterThanOrEqual(350);
    expect(price!).toBeLessThanOrEqual(700);
  }
  await expect(
    cards(page)
      .first()
      .getByRole('link', { name: /Till butiken/ }),
  ).toHaveAttribute('href', /utm_campaign=chat/);
  await expectNoA11yViolations(page);

  await more.click();
  await expect(log(page).getByText(MORE)).toBeVisible();
  await expect(page.getByRole('button', { name: /Generera nya förslag/ })).toHaveCount(1, { timeout: 15_000 });
  await expect(cards(page)).toHaveCount(first.length + 3, { timeout: 15_000 });
  const all = await cards(page).evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-product-card') ?? ''),
  );
  const second = all.slice(first.length);
  for (const id of second) expect(first).not.toContain(id);
});

test('typing: Shift+Enter makes a new line, Enter sends and clears; the reply streams in', async ({ page }) => {
  await page.goto('/');
  await openChat(page);
  await skipForm(page);
  await input(page).fill('Present till mamma som gillar kaffe');
  await input(page).press('Shift+Enter');
  await input(page).pressSequentially('max 400 kr');
  await expect(input(page)).toHaveValue('Present till mamma som gillar kaffe\nmax 400 kr');
  await input(page).press('Enter');
  await expect(input(page)).toHaveValue('');
  const reply = log(page).locator('div.bg-white').last();
  await expect(reply).toContainText('🎁', { timeout: 15_000 });
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Skicka' })).toBeDisabled();
});

test('a missing budget gets one follow-up question and no products', async ({ page }) => {
  await page.goto('/');
  await openChat(page);
  await skipForm(page);
  await input(page).fill('Present till mamma som gillar kaffe');
  await input(page).press('Enter');
  await expect(log(page)).toContainText('Ungefär hur mycket vill du lägga på presenten?', { timeout: 15_000 });
  await expect(cards(page)).toHaveCount(0);
});

test('a failing chat server shows the error toast and removes the pending message', async ({ page }) => {
  // The server answers only once the pending state has been checked.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/chat', async (route) => {
    await answered;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Något gick fel."}' });
  });
  await page.goto('/');
  await openChat(page);
  await skipForm(page);
  await input(page).fill('Present till pappa, max 300 kr');
  await input(page).press('Enter');
  await expect(log(page).getByText('AI-assistenten skriver …')).toBeAttached();
  await expect(input(page)).toBeDisabled();
  answer();
  await expect(toasts(page).getByText('Något gick fel')).toBeVisible();
  await expect(toasts(page).getByText('Kunde inte få svar från AI-assistenten. Försök igen.')).toBeVisible();
  await expect(log(page).getByText('Present till pappa, max 300 kr')).toHaveCount(0);
  await expect(input(page)).toBeEnabled();
});

test('ids that match no product, and a failing product lookup, give their toasts', async ({ page }) => {
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body: sse('🎁 Slutsåld – 100 kr <id: 00000000-0000-4000-8000-000000000000>'),
    }),
  );
  await page.goto('/');
  await openChat(page);
  await skipForm(page);
  await input(page).fill('Present till pappa, max 300 kr');
  await input(page).press('Enter');
  await expect(toasts(page).getByText('Kunde inte hitta produkterna')).toBeVisible();
  await expect(toasts(page).getByText('Produkterna verkar vara slutsålda. Försök igen.')).toBeVisible();
  await expect(log(page).getByText('Slutsåld')).toBeVisible();

  await page.route('**/api/products/*', (route) => route.fulfill({ status: 500, body: '{}' }));
  await input(page).fill('fler förslag');
  await input(page).press('Enter');
  await expect(toasts(page).getByText('Kunde inte hämta produkter')).toBeVisible();
  await expect(toasts(page).getByText('Ett fel uppstod. Försök igen.')).toBeVisible();
});

test('the conversation survives a reload; corrupt saved data is ignored', async ({ page }) => {
  await page.goto('/');
  await openChat(page);
  await skipForm(page);
  await input(page).fill('Present till pappa som älskar att fiska, max 500 kr');
  await input(page).press('Enter');
  await expect(page.getByRole('button', { name: /Generera nya förslag/ })).toBeVisible({ timeout: 15_000 });
  const count = await cards(page).count();
  await page.reload();
  await openChat(page);
  await expect(log(page).getByText('Present till pappa som älskar att fiska, max 500 kr')).toBeVisible();
  await expect(cards(page)).toHaveCount(count);
  await expect(page.getByRole('form', { name: 'Snabbformulär' })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('presentpilot-chat-first-open'))).toBe('false');
  expect(await page.evaluate(() => localStorage.getItem('presentpilot-form'))).toBe('true');
  const recommendations = await page.evaluate(() => localStorage.getItem('presentpilot-chat-recommendations'));
  expect(JSON.parse(recommendations ?? '[]')).toHaveLength(count);

  await page.evaluate(() => localStorage.setItem('presentpilot-chat-messages', '{trasig'));
  await page.reload();
  await openChat(page);
  await expect(log(page)).toContainText(GREETING);
  await expect(log(page).getByText('Present till pappa som älskar att fiska, max 500 kr')).toHaveCount(0);
});

test('a prompt handed over by the generator is sent when the page opens', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('prompt-set')) {
      sessionStorage.setItem('prompt-set', '1');
      sessionStorage.setItem('presentpilot-generator-prompt', 'Present till mormor som gillar trädgård, max 400 kr');
    }
  });
  await page.goto('/');
  await expect(log(page).getByText('Present till mormor som gillar trädgård, max 400 kr')).toBeVisible();
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('presentpilot-generator-prompt'))).toBeNull();
});

test('the chat is not on the saved list, the browse screen or Rimmstuga', async ({ page }) => {
  for (const path of ['/sparade', '/bla-igenom', '/rimmstuga']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(launcher(page)).toHaveCount(0);
  }
});
