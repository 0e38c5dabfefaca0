/**
 * Playwright fixture for the XSS run: one worker opens an in-memory database with the real migrations and the demo
 * catalogue, fills it with the corpus through every input a feed and an admin control, builds the site from it in
 * this process (pages are prerendered from the database) and serves the build, signed-in admin included.
 *
 * - Feed: a Google Merchant feed whose titles, descriptions, brands, categories, product, affiliate and image
 *   links carry the payloads, imported by the real import job (startRun + driveJob).
 * - Admin: every imported product edited through PATCH /api/admin/products/[id] behind the admin guard (title of
 *   every other product, each description, the tags that put them on the landing pages).
 * - Tip pages with every field and banner slot, and homepage categories with their products: through
 *   POST /api/admin/tip-pages and POST /api/admin/homepage, as a signed-in admin.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect } from '@playwright/test';
import type { APIContext } from 'astro';
import { serveBuild } from '../../scripts/serve.ts';
import { buildSite } from '../../scripts/site-build.ts';
import type { FeedItem } from '../../src/dev/feeds/synthetic-feed.ts';
import { seedDemo } from '../../src/dev/seed.server.ts';
import { adminGuard } from '../../src/features/admin/auth/guard.server.ts';
import { createSession } from '../../src/features/admin/auth/sessions.server.ts';
import { saveUser } from '../../src/features/admin/auth/users.server.ts';
import { importSettingsSchema } from '../../src/features/import/cadence.ts';
import { importJob } from '../../src/features/import/import-job.server.ts';
import { startRun } from '../../src/features/import/import-run.server.ts';
import { setDb } from '../../src/lib/db/db.server.ts';
import { migrate } from '../../src/lib/db/migrate.server.ts';
import { MEMORY_DATA_DIR, openPglite } from '../../src/lib/db/pglite.server.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { driveJob } from '../../src/lib/jobs/job-engine.server.ts';
import { POST as createCategory } from '../../src/pages/api/admin/homepage/index.ts';
import { PATCH as patchProduct } from '../../src/pages/api/admin/products/[id].ts';
import { POST as createTipPage } from '../../src/pages/api/admin/tip-pages/index.ts';
import { googleXml } from '../integration/helpers/feeds.ts';
import { PAYLOADS } from './corpus.ts';

export const MERCHANT = 'Säkerhetsbutiken';
export const ADMIN = { email: 'admin@sakerhet.se', password: 'ett långt säkerhetslösenord' } as const;
const BANNER_SLOTS = ['desktop_top', 'desktop_bottom', 'tablet_top', 'tablet_bottom', 'mobile_top', 'mobile_bottom'];
/** Payloads per tip page (its tips, ingress, extra tip, call to action and banners). */
const PER_TIP_PAGE = 30;

export interface XssSite {
  db: Db;
  base: string;
  /** Where each input's payloads went, for the report: input name → payloads written. */
  written: Record<string, number>;
  tipSlugs: string[];
  productIds: string[];
}

const payload = (index: number) => PAYLOADS[index % PAYLOADS.length]?.text ?? '';

/**
 * A link carrying the payload: inside a real address (query or a broken-out quote), or for every fifth row as
 * the whole address (`javascript:`, `data:`), which the importer must refuse.
 */
function payloadLink(index: number, host: string, hostile = index % 5 === 0): string {
  const text = payload(index);
  if (hostile) return index % 2 === 0 ? `javascript:${text}` : `data:text/html,${text}`;
  if (index % 2 === 0) return `https://${host}/p/${index}?q=${encodeURIComponent(text)}`;
  return `https://${host}/p/${index}"${text}`;
}

function feedItems(): FeedItem[] {
  return PAYLOADS.map((_, index) => ({
    merchantPid: `xss-${index + 1}`,
    merchant: MERCHANT,
    title: `Gåva ${index + 1} ${payload(index)}`,
    description: `${payload(index + 1)} ${payload(index + 2)}`,
    price: 100 + index,
    currency: 'SEK',
    brand: payload(index + 3).slice(0, 70),
    gtin: null,
    productUrl: payloadLink(index, 'butik.example', false),
    affiliateUrl: payloadLink(index + 1, 'spara.example'),
    imageUrl: payloadLink(index + 2, 'bild.example', false),
    categoryPath: ['Presenter', payload(index + 4)],
    availability: 'in stock',
    condition: 'new',
    kind: 'xss',
    kindName: payload(index + 5),
  }));
}

async function importPayloadFeed(db: Db): Promise<number> {
  const settings = importSettingsSchema.parse({ maxProducts: 40_000, chunkSize: 2000 });
  const bytes = await googleXml(feedItems());
  const { run } = await startRun(db, {
    merchant: MERCHANT,
    feedUrl: 'https://butik.example/flode.xml',
    settings,
    startedBy: null,
  });
  const done = await driveJob(db, importJob, run.id, { openSource: async () => bytes, honourDelays: false });
  expect(done?.status).toBe('done');
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM products WHERE merchant = $1', [
    MERCHANT,
  ]);
  // Rows whose affiliate link is a javascript: or data: address are refused; every other row is in.
  expect(row?.count).toBe(PAYLOADS.filter((_, index) => (index + 1) % 5 !== 0).length);
  return row?.count ?? 0;
}

type Route = (context: APIContext) => Promise<Response> | Response;

/** A request from the signed-in admin, through the guard and the route, as the server runs it. */
async function asAdmin(
  route: Route,
  cookie: string,
  method: string,
  path: string,
  body: unknown,
  params: Record<string, string> = {},
): Promise<Response> {
  const url = new URL(path, 'http://127.0.0.1');
  const request = new Request(url, {
    method,
    headers: { 'content-type': 'application/json', origin: url.origin, cookie },
    body: JSON.stringify(body),
  });
  const context = { url, request, params, locals: {}, clientAddress: '127.0.0.1' } as unknown as APIContext;
  return adminGuard(context, async () => route(context));
}

/** Edits every imported product as a signed-in admin would, through the guard and the route. */
async function editAsAdmin(db: Db, cookie: string): Promise<string[]> {
  const rows = await db.query<{ id: string; title: string }>(
    'SELECT id::text, title FROM products WHERE merchant = $1 ORDER BY merchant_pid',
    [MERCHANT],
  );
  for (const [index, row] of rows.entries()) {
    const body = {
      title: index % 2 === 0 ? `Redigerad ${index + 1} ${payload(index + 7)}` : row.title,
      price: 150 + index,
      description: `${payload(index + 8)}\n${payload(index + 9)}`,
      to_whom: ['mamma', 'pappa', 'vän'],
      age_groups: ['vuxen'],
      interests: ['matlagning'],
      occasions: ['jul', 'födelsedag'],
      themes: [],
      is_active: true,
      needs_tagging: false,
    };
    const response = await asAdmin(patchProduct, cookie, 'PATCH', `/api/admin/products/${row.id}`, body, {
      id: row.id,
    });
    expect(response.status, `PATCH ${row.id}: ${await response.clone().text()}`).toBe(200);
  }
  // Put them first on the home page's trending row and the browse screen.
  await db.query('UPDATE products SET trend_score = 1000, featured = true, rank_boost = 100 WHERE merchant = $1', [
    MERCHANT,
  ]);
  return rows.map((row) => row.id);
}

/**
 * Tip pages through POST /api/admin/tip-pages: every field and banner slot carries payloads. A page the API
 * refuses (a call-to-action address it does not take) is sent again with that address inside a real one.
 */
async function writeTipPages(cookie: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let start = 0, page = 1; start < PAYLOADS.length; start += PER_TIP_PAGE, page++) {
    const at = (offset: number) => payload(start + offset);
    const slug = `sakerhet-${page}`;
    const body = {
      title: `Tips ${page} ${at(20)}`.slice(0, 200),
      slug,
      ingress: at(21),
      tips: Array.from({ length: 10 }, (_, index) => ({
        title: at(index * 2).slice(0, 200),
        description: at(index * 2 + 1),
      })),
      ctaText: at(22).slice(0, 100),
      ctaUrl: payloadLink(start + 23, 'tips.example'),
      extraTip: at(24),
      metaTitle: at(25).slice(0, 60),
      metaDescription: at(25).slice(0, 160),
      banners: Object.fromEntries(
        BANNER_SLOTS.map((slot, index) => [
          slot,
          `<a href="${payloadLink(start + 26 + index, 'annons.example')}"><img src="/images/feed/xss.svg" alt="annons"></a>${at(26 + index)}`,
        ]),
      ),
      isActive: true,
    };
    let response = await asAdmin(createTipPage, cookie, 'POST', '/api/admin/tip-pages', body);
    if (response.status === 400) {
      const safe = { ...body, ctaUrl: `https://tips.example/?q=${encodeURIComponent(at(23))}` };
      response = await asAdmin(createTipPage, cookie, 'POST', '/api/admin/tip-pages', safe);
    }
    expect(response.status, `tip page ${slug}: ${await response.clone().text()}`).toBe(201);
    slugs.push(slug);
  }
  return slugs;
}

/** Homepage categories through POST /api/admin/homepage: payload titles (80 characters at most), six products each. */
async function writeHomepageCategories(cookie: string, productIds: readonly string[]): Promise<number> {
  const count = 12;
  for (let index = 0; index < count; index++) {
    const body = {
      title: `Kategori ${index + 1} ${payload(index * 28 + 11)}`.slice(0, 80),
      productIds: productIds.slice(index * 6, index * 6 + 6),
    };
    const response = await asAdmin(createCategory, cookie, 'POST', '/api/admin/homepage', body);
    expect(response.status, `category ${index + 1}: ${await response.clone().text()}`).toBe(201);
  }
  return count;
}

const OUT_DIR = `${process.env.PRESENTPILOT_OUT_DIR ?? 'dist/e2e'}-xss`;

export const test = base.extend<{ useSiteDb: undefined }, { xssSite: XssSite; adminCookie: string }>({
  xssSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
    async ({}, use) => {
      const db = await openPglite(MEMORY_DATA_DIR);
      await migrate(db);
      await seedDemo(db);
      // The guard and the routes read the process-wide database.
      setDb(db);
      const adminId = await saveUser(db, { ...ADMIN, admin: true });
      const cookie = `pp_admin_session=${await createSession(db, adminId)}`;
      const written: Record<string, number> = {};
      written.feed = await importPayloadFeed(db);
      const productIds = await editAsAdmin(db, cookie);
      written.adminEdits = productIds.length;
      const tipSlugs = await writeTipPages(cookie);
      written.tipPages = tipSlugs.length;
      written.homepageCategories = await writeHomepageCategories(cookie, productIds);
      process.env.PRESENTPILOT_ADAPTER = 'node';
      process.env.PRESENTPILOT_OUT_DIR = OUT_DIR;
      process.env.ASTRO_LOG_LEVEL ??= 'warn';
      await buildSite();
      const entry = new URL(`../../${OUT_DIR}/server/entry.mjs`, import.meta.url).pathname;
      const server: Server = await serveBuild(entry, '127.0.0.1', 0);
      await use({
        db,
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        written,
        tipSlugs,
        productIds,
      });
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
    { scope: 'worker', timeout: 600_000 },
  ],
  adminCookie: [
    async ({ xssSite }, use) => {
      const [row] = await xssSite.db.query<{ id: string }>('SELECT id::text FROM users WHERE email = $1', [
        ADMIN.email,
      ]);
      await use(`pp_admin_session=${await createSession(xssSite.db, row?.id ?? '')}`);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ xssSite }, use) => use(xssSite.base),
  useSiteDb: [
    async ({ xssSite }, use) => {
      setDb(xssSite.db);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
