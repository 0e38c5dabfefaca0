/**
 * AI tagging on the Synkronisering tab end to end, with the background tagging runner on the site's database: a
 * run started after its confirmation, the live state, pause, the saved progress found again after a reload,
 * restart with the spec's confirmation and 'Progress raderad', continue to the end with the counts of the database,
 * a run stopped on an error, and an expired session sent to the login; axe and screenshots on the way.
 */
import type { Page } from '@playwright/test';
import { taggingJob } from '../../src/features/tagging/tagging-job.server.ts';
import { type BackgroundRunner, startJobRunner } from '../../src/lib/jobs/background-runner.server.ts';
import { expect, test } from './admin-auth.ts';
import { expectNoA11yViolations } from './helpers.ts';

const toast = (page: Page) => page.locator('#notiser li');
const RESTART_TEXT = 'Detta kommer radera all sparad progress och starta om från början. Är du säker?';
/** The tagging run's products tagged so far. */
const PROCESSED = "SELECT (counts ->> 'processed')::int AS processed FROM jobs WHERE kind = 'tagging'";

test.describe('AI-taggning', () => {
  let runner: BackgroundRunner;

  test.beforeAll(async ({ adminSite }) => {
    runner = startJobRunner(adminSite.db, taggingJob, { intervalMs: 200, drive: () => ({}) });
  });

  test.afterAll(async () => {
    await runner?.stop();
  });

  test('starts after a confirmation, pauses, finds the saved progress, restarts, continues and finishes', async ({
    page,
    adminSite,
  }, info) => {
    test.setTimeout(120_000);
    await adminSite.db.query("DELETE FROM jobs WHERE kind = 'tagging'");
    await adminSite.db.query('UPDATE products SET needs_tagging = true');
    const [{ total } = { total: 0 }] = await adminSite.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM products',
    );

    await page.goto('/admin?tab=synkronisering');
    const panel = page.getByRole('region', { name: 'AI-taggning', exact: true });
    await expect(panel).toContainText(`${total.toLocaleString('sv-SE')} produkter behöver taggas`);
    await expect(panel).toContainText('motor: offline');
    await expectNoA11yViolations(page);

    // Cancel first: nothing starts.
    await panel.getByRole('button', { name: '5000 produkter' }).click();
    const confirm = page.getByRole('dialog', { name: 'Starta taggning: 5000 produkter?' });
    await expect(confirm).toContainText('100 åt gången med 1 s paus');
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Avbryt' }).click();
    await expect(confirm).toBeHidden();
    expect((await adminSite.db.query("SELECT 1 FROM jobs WHERE kind = 'tagging'")).length).toBe(0);

    await panel.getByRole('button', { name: '5000 produkter' }).click();
    await confirm.getByRole('button', { name: 'Starta taggning' }).click();
    const progress = page.getByRole('region', { name: 'Taggningens förlopp' });
    await expect(progress).toContainText('Status: Taggar');
    await expect(progress).toContainText('5000 produkter');
    for (const name of ['5000 produkter', 'Taysta', 'Alla produkter'])
      await expect(panel.getByRole('button', { name, exact: true })).toBeDisabled();
    await expect(progress.getByText('Omgång')).toBeVisible();
    await expect(progress.getByText('Beräknad tid kvar')).toBeVisible();

    // Pause mid-run: once the first batch is saved (on a busy machine the screen can show the run before it is).
    const processed = async () => (await adminSite.db.query<{ processed: number }>(PROCESSED))[0]?.processed ?? 0;
    await expect.poll(processed, { intervals: [50] }).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'Pausa taggningen' }).click();
    await expect(progress).toContainText('Status: Pausad');
    const found = page.getByRole('region', { name: 'Pågående taggning hittad' });
    await expect(found).toBeVisible();
    await page.screenshot({ path: info.outputPath(`tagging-found-${info.project.name}.png`), fullPage: true });

    // The saved progress is on the server: a reload finds it again, the run buttons stay disabled.
    await page.reload();
    await expect(found).toContainText('Pågående taggning hittad');
    await expect(found).toContainText('5000 produkter:');
    await expect(panel.getByRole('button', { name: 'Alla produkter' })).toBeDisabled();
    await expectNoA11yViolations(page);
    const [paused] = await adminSite.db.query<{ id: string; processed: number }>(
      `SELECT id::text, (counts ->> 'processed')::int AS processed FROM jobs WHERE kind = 'tagging'`,
    );
    expect(paused?.processed).toBeGreaterThan(0);
    expect(paused?.processed).toBeLessThan(total);

    await found.getByRole('button', { name: 'Starta om' }).click();
    const restart = page.getByRole('dialog', { name: 'Starta om taggningen?' });
    await expect(restart).toContainText(RESTART_TEXT);
    await expectNoA11yViolations(page);
    await restart.getByRole('button', { name: 'Starta om' }).click();
    await expect(toast(page).filter({ hasText: 'Progress raderad' })).toBeVisible();
    await expect(progress).toContainText('Status: Taggar');
    const runs = await adminSite.db.query<{ id: string }>("SELECT id::text FROM jobs WHERE kind = 'tagging'");
    expect(runs).toHaveLength(1);
    expect(runs[0]?.id).not.toBe(paused?.id);

    await panel.getByRole('button', { name: 'Pausa taggningen' }).click();
    await expect(found).toBeVisible();
    await found.getByRole('button', { name: 'Fortsätt' }).click();
    await expect(found).toBeHidden();
    await expect(progress).toContainText('Status: Klar', { timeout: 60_000 });
    await expect(toast(page).filter({ hasText: 'Taggning klar' })).toBeVisible();

    // The restarted run took what the deleted progress had not tagged yet: now every product is tagged once.
    const [done] = await adminSite.db.query<{ processed: number; approved: number; rejected: number }>(
      `SELECT (counts ->> 'processed')::int AS processed, (counts ->> 'approved')::int AS approved,
         (counts ->> 'rejected')::int AS rejected FROM jobs WHERE kind = 'tagging' AND status = 'done'`,
    );
    const [left] = await adminSite.db.query<{ needing: number }>(
      'SELECT count(*)::int AS needing FROM products WHERE needs_tagging',
    );
    expect(left?.needing).toBe(0);
    expect(done?.processed).toBe(total - (paused?.processed ?? 0));
    expect((done?.approved ?? 0) + (done?.rejected ?? 0)).toBe(done?.processed);
    const figure = (label: string) => progress.getByText(label, { exact: true }).locator('xpath=..');
    await expect(figure('Godkända')).toContainText((done?.approved ?? 0).toLocaleString('sv-SE'));
    await expect(figure('Avvisade')).toContainText((done?.rejected ?? 0).toLocaleString('sv-SE'));
    await expect(progress.getByRole('progressbar', { name: 'Taggade produkter' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(panel.getByRole('button', { name: 'Alla produkter' })).toBeEnabled();
    await page.screenshot({ path: info.outputPath(`tagging-done-${info.project.name}.png`), fullPage: true });
  });

  test('retries a failed poll twice, 500 ms × attempt apart, before it says so', async ({ page, adminSite }) => {
    await adminSite.db.query("DELETE FROM jobs WHERE kind = 'tagging'");
    let calls = 0;
    await page.route('**/api/admin/tagging/state', (route) => {
      calls += 1;
      return calls <= 2 ? route.abort('connectionreset') : route.continue();
    });
    await page.goto('/admin?tab=synkronisering');
    const panel = page.getByRole('region', { name: 'AI-taggning', exact: true });
    await expect(panel).toContainText('produkter behöver taggas');
    expect(calls).toBe(3);
    await expect(toast(page).filter({ hasText: 'Fel' })).toHaveCount(0);

    // The merchant chosen on the tab is offered as a run of its own (batches of 200).
    await page.getByLabel('Butik', { exact: true }).selectOption({ label: 'Taysta' });
    await panel.getByRole('button', { name: 'Butiken Taysta' }).click();
    const confirm = page.getByRole('dialog', { name: 'Starta taggning: Butiken Taysta?' });
    await expect(confirm).toContainText('Alla produkter från Taysta som behöver taggas, 200 åt gången med 2 s paus.');
    await confirm.getByRole('button', { name: 'Avbryt' }).click();
    await expect(confirm).toBeHidden();
  });

  test('shows a run stopped on an error and sends an expired session to the login', async ({ page, adminSite }) => {
    await adminSite.db.query("DELETE FROM jobs WHERE kind = 'tagging'");
    await adminSite.db.query('UPDATE products SET needs_tagging = true');
    await adminSite.db.query(
      `INSERT INTO jobs (kind, lock_key, status, params, cursor, counts, failures, last_error)
       VALUES ('tagging', 'tagging', 'stopped',
         '{"scope": "alla", "merchant": null, "batch_size": 200, "pause_ms": 2000, "max_products": null}',
         jsonb_build_object('id', null, 'segment_started_at', now(), 'segment_processed', 0),
         '{"batch_number": 0, "processed": 400, "remaining": 250, "approved": 380, "rejected": 20, "model_tagged": 0}',
         3, 'AI-krediter slut')`,
    );
    await page.goto('/admin?tab=synkronisering');
    const progress = page.getByRole('region', { name: 'Taggningens förlopp' });
    await expect(progress).toContainText('Status: Stoppad av fel');
    await expect(progress.getByRole('alert')).toHaveText('AI-krediter slut');
    await expect(page.getByRole('region', { name: 'Pågående taggning hittad' })).toContainText('400 taggade, 250 kvar');
    await expect(page.getByRole('button', { name: 'Taysta', exact: true })).toBeDisabled();
    await expectNoA11yViolations(page);

    // The state's poll after the session ran out (other screens' polls are kept out of this: they leave at once).
    await page.route('**/api/admin/tagging/state', (route) =>
      route.fulfill({ status: 401, json: { error: 'Du måste vara inloggad som admin.' } }),
    );
    await expect(toast(page).filter({ hasText: 'Session utgången' })).toContainText(
      'Din admin-inloggning har gått ut. Logga in igen.',
      { timeout: 15_000 },
    );
    await page.waitForURL('**/admin/login');
    await adminSite.db.query("DELETE FROM jobs WHERE kind = 'tagging'");
  });
});
