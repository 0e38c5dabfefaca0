/**
 * The Synkronisering tab end to end: a merchant whose feed this test serves on 127.0.0.1, the background import
 * runner on the site's database, scan, start, progress to done, the logs, a reload showing the same run, deleting
 * the merchant's products; axe on the way.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { Page } from '@playwright/test';
import { writeGoogleMerchantXml } from '../../src/dev/feeds/feed-writers.ts';
import { generateFeedItems } from '../../src/dev/feeds/synthetic-feed.ts';
import { merchantSourceId } from '../../src/features/catalogue/admin/merchant.ts';
import { fetchingDrive, importJob } from '../../src/features/import/import-job.server.ts';
import { type BackgroundRunner, startJobRunner } from '../../src/lib/jobs/background-runner.server.ts';
import { expect, test } from './admin-auth.ts';
import { expectNoA11yViolations } from './helpers.ts';

const toast = (page: Page) => page.locator('#notiser li');

async function feedBytes(count: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await writeGoogleMerchantXml([...generateFeedItems(count, 3)], sink);
  return Buffer.concat(chunks);
}

test.describe('Synkronisering', () => {
  let server: Server;
  let runner: BackgroundRunner;
  let feedUrl = '';

  test.beforeAll(async ({ adminSite }) => {
    const feed = await feedBytes(2600);
    server = createServer((request, response) => {
      if (request.url === '/feed.xml') {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(feed);
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
    runner = startJobRunner(adminSite.db, importJob, {
      intervalMs: 200,
      drive: (signal) => fetchingDrive(adminSite.db, {}, signal),
    });
  });

  test.afterAll(async () => {
    await runner?.stop();
    await new Promise((resolve) => server?.close(resolve));
  });

  test('scans, imports a feed to the end, shows the logs and deletes the products', async ({
    page,
    adminSite,
  }, info) => {
    test.setTimeout(90_000);
    const name = `Flödesbutik ${info.project.name}`;
    await adminSite.db.query(
      `INSERT INTO merchants (name, feed_url, status_url, source_id) VALUES ($1, $2, $2, $3)
       ON CONFLICT DO NOTHING`,
      [name, feedUrl, merchantSourceId(name)],
    );

    await page.goto('/admin?tab=synkronisering');
    await expect(page.getByRole('heading', { name: 'Synkronisering', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'AI-taggning', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Starta import' }).click();
    await expect(toast(page).filter({ hasText: 'Välj butik först' })).toBeVisible();

    await page.getByLabel('Butik', { exact: true }).selectOption({ label: name });
    const infoBox = page.getByRole('region', { name: 'Butiksinformation' });
    await expect(infoBox).toContainText(feedUrl);
    await expect(infoBox).toContainText('Ingen än');
    await expect(page.getByText('Inga loggar än')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Skanna flödet' }).click();
    await expect(toast(page).filter({ hasText: 'Skanning klar!' })).toContainText('Feedet innehåller 2600 produkter.');

    await page.getByLabel('Omgångsstorlek (rader)').fill('2000');
    await page.getByRole('button', { name: 'Starta import' }).click();
    const progress = page.getByRole('region', { name: 'Importens förlopp' });
    await expect(progress).toContainText(/Status: (Importerar|Klar)/);
    await expect(progress).toContainText('Status: Klar', { timeout: 60_000 });
    await expect(progress.getByRole('progressbar', { name: 'Bearbetade produkter' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    const [run] = await adminSite.db.query<{ total: number; added: number; failed: number }>(
      `SELECT (cursor ->> 'total')::int AS total, (counts ->> 'added')::int AS added,
         (counts ->> 'failed')::int AS failed
       FROM jobs WHERE kind = 'import' AND params ->> 'merchant' = $1 ORDER BY created_at DESC LIMIT 1`,
      [name],
    );
    expect(run?.added).toBe(run?.total);
    expect((run?.total ?? 0) + (run?.failed ?? 0)).toBe(2600);
    await expect(page.getByRole('button', { name: 'Återställ och Starta Ny Import' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: `${run?.added} nya` })).toBeVisible();
    await expect(page.getByRole('link', { name: /Ladda ner senaste importens fel som CSV/ })).toBeVisible();
    await expectNoA11yViolations(page);

    // A reload reads the same run from the server.
    await page.reload();
    await page.getByLabel('Butik', { exact: true }).selectOption({ label: name });
    await expect(page.getByRole('region', { name: 'Importens förlopp' })).toContainText('Status: Klar');
    await expect(page.getByRole('region', { name: 'Butiksinformation' })).not.toContainText('Ingen än');

    await page.getByRole('button', { name: 'Radera alla produkter från butiken' }).click();
    const dialog = page.getByRole('dialog', { name: `Radera alla produkter från ${name}?` });
    await expect(dialog).toContainText('⚠️ Detta raderar alla produkter, statistik och loggar permanent');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Radera allt' }).click();
    await expect(toast(page).filter({ hasText: 'Raderat!' })).toContainText(`${run?.added} produkter`);
    await expect(dialog).toBeHidden({ timeout: 5000 });
    await expect(page.getByText('Inga loggar än')).toBeVisible();
    const [left] = await adminSite.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products WHERE merchant = $1',
      [name],
    );
    expect(left?.n).toBe(0);
  });
});
