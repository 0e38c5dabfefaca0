/**
 * Playwright fixture for the admin screens. Each worker serves the built site from this test process on its own
 * in-memory database (the demo catalogue, an admin and a user without the admin role), so specs can read and write
 * the database they test; the worker signs in through the login form once and every test reuses that session
 * (storageState). Use `test` and `expect` from here; a spec that needs to be signed out uses
 * `test.use({ storageState: SIGNED_OUT })`.
 *
 * Publishing works here as under `npm start`: 'Publicera nu' in the panel header rebuilds the site from the worker's
 * database into a worker-specific directory and switches the worker's server to it. Only an admin's click publishes
 * (settled edits and imports do not start a build during another test). Call `publishAndWait(page)` after a change
 * to see it on the visitor pages; it allows for a 1–3 minute build.
 */
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect } from '@playwright/test';
import { createLocalPublisher } from '../../scripts/local-publisher.ts';
import { serveSite } from '../../scripts/serve.ts';
import { seedDemo } from '../../src/dev/seed.server.ts';
import { saveUser } from '../../src/features/admin/auth/users.server.ts';
import { registerLocalPublisher } from '../../src/features/publish/publish.server.ts';
import { setDb } from '../../src/lib/db/db.server.ts';
import { migrate } from '../../src/lib/db/migrate.server.ts';
import { MEMORY_DATA_DIR, openPglite } from '../../src/lib/db/pglite.server.ts';
import type { Db } from '../../src/lib/db/types.ts';

const OUT_NAME = process.env.PRESENTPILOT_OUT_DIR ?? 'dist/e2e';
const OUT_DIR = new URL(`../../${OUT_NAME}/`, import.meta.url);

export const ADMIN = { email: 'admin@e2e.se', password: 'ett långt e2e-lösenord' } as const;
export const USER = { email: 'anvandare@e2e.se', password: 'ett annat långt lösenord' } as const;
export const SIGNED_OUT = { cookies: [], origins: [] };

export interface AdminSite {
  db: Db;
  base: string;
}

/**
 * Publishes the worker's site from the admin panel (the page must show the panel with a change waiting): clicks
 * 'Publicera nu' (waiting for the header to show it) and waits until the header says 'Publicerad …', failing with the
 * header's error if the build fails. A rebuild takes 1–3 minutes on a busy machine, so this extends the test's
 * timeout by five minutes. Afterwards every page of the worker's site shows the change.
 */
export async function publishAndWait(page: import('@playwright/test').Page): Promise<void> {
  const timeout = 300_000;
  if (test.info().timeout > 0) test.info().setTimeout(test.info().timeout + timeout);
  const header = page.getByRole('region', { name: 'Publicering' });
  const button = header.getByRole('button', { name: 'Publicera nu' });
  await button.click();
  // The button goes while the build runs (an earlier failure's text may still show until the answer arrives).
  await expect(button).toBeHidden({ timeout });
  // A failed build ends the wait at once, with the header's error as the failure message.
  const status = header.getByRole('status');
  await expect(status).toHaveText(/^(Publicerad |Publiceringen misslyckades)/, { timeout });
  await expect(status).toHaveText(/^Publicerad /, { timeout: 1 });
}

/** Signs in through the form and waits for the panel. */
export async function signInThroughForm(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Lösenord').fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

export const test = base.extend<{ useSiteDb: undefined }, { adminSite: AdminSite; adminState: string }>({
  adminSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
    async ({}, use, workerInfo) => {
      const db = await openPglite(MEMORY_DATA_DIR);
      await migrate(db);
      await seedDemo(db);
      await saveUser(db, { ...ADMIN, admin: true });
      await saveUser(db, { ...USER, admin: false });
      setDb(db);
      const site = await serveSite(new URL('server/entry.mjs', OUT_DIR).pathname, '127.0.0.1', 0);
      const server: Server = site.server;
      const buildsDir = new URL(`../../${OUT_NAME}-builds/worker-${workerInfo.workerIndex}/`, import.meta.url);
      await rm(buildsDir, { recursive: true, force: true });
      registerLocalPublisher(createLocalPublisher({ site, buildsDir, automatic: false }));
      await use({ db, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
      registerLocalPublisher(undefined);
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
    { scope: 'worker' },
  ],
  adminState: [
    async ({ adminSite, browser }, use, workerInfo) => {
      const path = `${workerInfo.project.outputDir}/admin-state-${workerInfo.workerIndex}.json`;
      const page = await browser.newPage({ baseURL: adminSite.base });
      await signInThroughForm(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin');
      // Once per worker: the password check (Argon2id) and the panel's first load may take a while on a machine
      // busy with the other worker's build, so this wait allows more than an assertion's usual 10 s.
      await expect(page.getByRole('tablist', { name: 'Adminflikar' })).toBeVisible({ timeout: 30_000 });
      await page.context().storageState({ path });
      await page.close();
      await use(path);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ adminSite }, use) => use(adminSite.base),
  storageState: async ({ adminState }, use) => use(adminState),
  // Another spec in this worker may have installed its own database as the process-wide one: put ours back.
  useSiteDb: [
    async ({ adminSite }, use) => {
      setDb(adminSite.db);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
