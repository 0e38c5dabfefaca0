/**
 * Issue 19, "What it must show", third bullet: the two real catalogues of ../shared/catalogues/real (Systembolaget's
 * drinks, Bygghemma's sofas) go through the admin exactly as an operator's shops would. As setup each is written out
 * as the shop's own Google Merchant feed (a temp dir, served on 127.0.0.1; never copied into the repository); then
 * the merchants are created and their feeds imported through the admin API, 'Alla produkter' is tagged offline
 * through the admin API and the job engine it starts, and the products are read back from the database and scored
 * against the labelled real products (joined by the feed's g:id, which is the labels' key). The issue's figures must
 * hold there too. On the embedded database and, when one answers, the real PostgreSQL server. Skipped, with a
 * message, when ../shared is absent.
 */
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeGoogleMerchantXml } from '../../src/dev/feeds/feed-writers.ts';
import type { FeedItem } from '../../src/dev/feeds/synthetic-feed.ts';
import type { AdminMerchant } from '../../src/features/catalogue/admin/merchant.ts';
import type { AdminProduct, AdminProductPage } from '../../src/features/catalogue/admin/products.ts';
import {
  isTypeOrDescendant,
  PRODUCT_TYPES,
  productType,
  UNKNOWN_TYPE,
} from '../../src/features/catalogue/concepts/product-types.ts';
import type { SyncState } from '../../src/features/import/admin/sync.ts';
import { fetchingDrive, importJob } from '../../src/features/import/import-job.server.ts';
import type { LabelledProduct } from '../../src/features/tagging/fixtures/labelled-format.ts';
import {
  formatLabelledSet,
  type LabelledAnswer,
  type LabelledSetReport,
  scoreLabelledSet,
} from '../../src/features/tagging/labelled-evaluation.ts';
import {
  evaluateLabelledSet,
  loadLabelledCatalogues,
  productTypeTree,
  REAL_LABELS,
} from '../../src/features/tagging/labelled-set.server.ts';
import {
  BYGGHEMMA_FILE,
  REAL_CATALOGUES_DIR,
  realCataloguesMissing,
  SYSTEMBOLAGET_FILE,
} from '../../src/features/tagging/real-catalogues.server.ts';
import {
  bygghemmaProducts,
  type RealProduct,
  systembolagetProducts,
  urlSlug,
} from '../../src/features/tagging/real-catalogues.ts';
import { taggingJob } from '../../src/features/tagging/tagging-job.server.ts';
import type { TaggingState } from '../../src/features/tagging/tagging-rules.ts';
import { setDb } from '../../src/lib/db/db.server.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { resetEnv } from '../../src/lib/env.ts';
import { type BackgroundRunner, startJobRunner } from '../../src/lib/jobs/background-runner.server.ts';
import { driveJob } from '../../src/lib/jobs/job-engine.server.ts';
import { POST as startImportRoute } from '../../src/pages/api/admin/import/start.ts';
import { GET as importStateRoute } from '../../src/pages/api/admin/import/state.ts';
import { POST as createMerchantRoute } from '../../src/pages/api/admin/merchants/index.ts';
import { PATCH as updateProductRoute } from '../../src/pages/api/admin/products/[id].ts';
import { GET as searchRoute } from '../../src/pages/api/admin/products/search.ts';
import { POST as tagProductsRoute } from '../../src/pages/api/admin/tag-products.ts';
import { POST as startTaggingRoute } from '../../src/pages/api/admin/tagging/start.ts';
import { GET as taggingStateRoute } from '../../src/pages/api/admin/tagging/state.ts';
import { callAdmin, signedIn } from './helpers/admin.ts';
import { engines, type TestDatabase } from './helpers/engines.ts';
import { OPENAI_ENV_KEYS, restoreOpenAiEnv, savedOpenAiEnv } from './helpers/tagging.ts';

/** Issue 19's figures. */
const TARGETS = { type: 0.9, decision: 0.97, toWhom: 0.9, interests: 0.85 } as const;

/** The two shops, their feed's file on the test's server, and the label keys' prefix (the key is prefix + g:id). */
const SHOPS = {
  systembolaget: { name: 'Systembolaget', file: 'systembolaget.xml', prefix: 'sb:' },
  bygghemma: { name: 'Bygghemma', file: 'bygghemma.xml', prefix: 'bh:' },
} as const;
type Shop = keyof typeof SHOPS;

/**
 * Google product categories a drinks shop's feed carries for its departments (421 wine, 414 beer, 417 spirits); the
 * alcohol-free and cider departments span several, so they carry none. A sofa shop's feed: 460 Furniture > Sofas.
 */
const SYSTEMBOLAGET_GOOGLE: Readonly<Record<string, string>> = { vin: '421', öl: '414', sprit: '417' };
const SOFAS_GOOGLE = '460';

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function base(product: RealProduct | undefined, merchant: string): Omit<FeedItem, 'merchantPid' | 'productUrl'> {
  return {
    merchant,
    title: product?.input.title ?? '',
    description: product?.input.description ?? '',
    price: product?.input.price ?? null,
    currency: 'SEK',
    brand: product?.input.brand ?? '',
    gtin: null,
    affiliateUrl: '',
    imageUrl: '',
    categoryPath: product ? [...product.input.categoryPath] : [],
    availability: 'in stock',
    condition: 'new',
    kind: 'real',
    kindName: 'Riktig produkt',
  };
}

/**
 * Systembolaget's assortment as its own feed would list it: every entry of the JSON (g:id = the product URL's last
 * segment, the labels' key; title = name + subtitle; the description the shop states; product_type = its department
 * tags). An entry without a price (or a name) is written as it is: the importer reports it.
 */
function systembolagetFeed(json: unknown): FeedItem[] {
  const products = new Map(systembolagetProducts(json).map((product) => [product.key, product]));
  return Object.entries(record(json)).map(([url, value]) => {
    const raw = record(value);
    const id = urlSlug(url);
    const product = products.get(`${SHOPS.systembolaget.prefix}${id}`);
    const google = SYSTEMBOLAGET_GOOGLE[product?.input.categoryPath[0] ?? ''];
    return {
      ...base(product, SHOPS.systembolaget.name),
      merchantPid: id,
      productUrl: url,
      affiliateUrl: url,
      imageUrl: text(raw.image),
      ...(google ? { googleCategory: google } : {}),
    };
  });
}

/** Bygghemma's sofas as its feed would list them: g:id = sku, the price in kronor (the scrape has öre). */
function bygghemmaFeed(json: unknown): FeedItem[] {
  const products = new Map(bygghemmaProducts(json).map((product) => [product.key, product]));
  return (Array.isArray(json) ? json : []).map((value, index) => {
    const raw = record(value);
    const sku = text(raw.sku);
    const product = products.get(`${SHOPS.bygghemma.prefix}${sku}`);
    const url = text(raw.url);
    const images = Array.isArray(raw.images) ? raw.images.map(text).filter(Boolean) : [];
    const group = text(raw.variantGroupUrl);
    const gtin = text(raw.gtin);
    return {
      ...base(product, SHOPS.bygghemma.name),
      merchantPid: sku === '' ? `rad-${index + 1}` : sku,
      productUrl: url,
      affiliateUrl: url,
      imageUrl: images[0] ?? '',
      gtin: gtin === '' ? null : gtin,
      availability: text(raw.availability) === 'out_of_stock' ? 'out of stock' : 'in stock',
      googleCategory: SOFAS_GOOGLE,
      ...(group === '' ? {} : { itemGroupId: urlSlug(group) }),
    };
  });
}

async function writeFeed(path: string, items: readonly FeedItem[], shop: string): Promise<void> {
  const out = createWriteStream(path);
  await writeGoogleMerchantXml(items, out, { title: shop, link: 'https://example.se/', description: `${shop}s flöde` });
  out.end();
  await finished(out);
}

interface StoredProduct {
  merchant: string;
  merchant_pid: string;
  title: string;
  product_type: string | null;
  product_type_source: string | null;
  family_id: string | null;
  is_active: boolean;
  ai_rejection_reason: string | null;
  to_whom: string[];
  age_groups: string[];
  interests: string[];
  occasions: string[];
  themes: string[];
  audience: string | null;
}

/** The product read back as the tagger's answer: approved when it carries no rejection and is shown. */
function answerOf(row: StoredProduct): LabelledAnswer {
  const approved = row.ai_rejection_reason === null && row.is_active;
  return {
    approved,
    type: row.product_type ?? UNKNOWN_TYPE,
    tags: approved
      ? {
          to_whom: row.to_whom,
          age_groups: row.age_groups,
          interests: row.interests,
          occasions: row.occasions,
          themes: row.themes,
          audience: row.audience ? [row.audience] : [],
        }
      : null,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function printReport(title: string, report: LabelledSetReport): void {
  console.log(formatLabelledSet(title, report));
  const misses = new Map<string, number>();
  for (const miss of report.typeMisses) {
    const pair = `${miss.expected} → ${miss.actual}`;
    misses.set(pair, (misses.get(pair) ?? 0) + 1);
  }
  const top = [...misses].sort((a, b) => b[1] - a[1]).slice(0, 8);
  if (top.length > 0) console.log(`vanligaste typfel: ${top.map(([pair, n]) => `${pair} (${n})`).join(', ')}`);
}

function expectTargets(report: LabelledSetReport): void {
  expect(report.typeAccuracy).toBeGreaterThanOrEqual(TARGETS.type);
  expect(report.decisionAccuracy).toBeGreaterThanOrEqual(TARGETS.decision);
  expect(report.facets.to_whom.precision).toBeGreaterThanOrEqual(TARGETS.toWhom);
  expect(report.facets.interests.precision).toBeGreaterThanOrEqual(TARGETS.interests);
  // No funeral item or piece of furniture approved as an everyday present.
  expect(report.situationalAsEveryday).toBe(0);
}

/** Types that are no drink and say why a product is no present (spare parts, pet food and litter, …). */
const NON_DRINK_REASONS: ReadonlySet<string> = new Set(
  PRODUCT_TYPES.filter((type) => !isTypeOrDescendant(type.id, 'dryck'))
    .map((type) => productType(type.id).reason)
    .filter((reason): reason is string => typeof reason === 'string' && reason !== ''),
);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting, last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const missing = realCataloguesMissing();
if (missing) console.warn(`real-catalogues.test.ts: the real catalogues are ${missing}`);

const engineList = missing === null ? await engines() : [];

describe.skipIf(missing !== null)('the real catalogues through the admin (../shared/catalogues/real)', () => {
  let dir = '';
  let server: Server;
  let origin = '';
  const sockets = new Set<Socket>();
  const feeds = {} as Record<Shop, FeedItem[]>;
  let labelled: { systembolaget: LabelledProduct[]; bygghemma: LabelledProduct[] };
  const env = savedOpenAiEnv();

  beforeAll(async () => {
    // Offline tagging: no model key, whatever the machine has set.
    for (const key of OPENAI_ENV_KEYS) delete process.env[key];
    resetEnv();
    const json = (file: string): unknown => JSON.parse(readFileSync(join(REAL_CATALOGUES_DIR, file), 'utf8'));
    feeds.systembolaget = systembolagetFeed(json(SYSTEMBOLAGET_FILE));
    feeds.bygghemma = bygghemmaFeed(json(BYGGHEMMA_FILE));
    dir = mkdtempSync(join(tmpdir(), 'presentpilot-real-feeds-'));
    for (const shop of Object.keys(SHOPS) as Shop[])
      await writeFeed(join(dir, SHOPS[shop].file), feeds[shop], SHOPS[shop].name);
    const files = new Set(Object.values(SHOPS).map((shop) => `/${shop.file}`));
    server = createServer((request, response) => {
      if (files.has(request.url ?? '')) {
        response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
        createReadStream(join(dir, (request.url ?? '').slice(1))).pipe(response);
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('saknas');
      }
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const loaded = loadLabelledCatalogues();
    expect(loaded.skipped).toBeNull();
    expect(loaded.missing).toEqual([]);
    labelled = { systembolaget: loaded.systembolaget, bygghemma: loaded.bygghemma };
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
    restoreOpenAiEnv(env);
  });

  it('writes every catalogue entry to its shop’s feed, each labelled product under its key as g:id', () => {
    expect(feeds.systembolaget.length).toBe(
      Object.keys(JSON.parse(readFileSync(join(REAL_CATALOGUES_DIR, SYSTEMBOLAGET_FILE), 'utf8'))).length,
    );
    for (const shop of Object.keys(SHOPS) as Shop[]) {
      const ids = new Set(feeds[shop].map((item) => `${SHOPS[shop].prefix}${item.merchantPid}`));
      expect(ids.size, shop).toBe(feeds[shop].length);
      for (const { key } of REAL_LABELS[shop]) expect(ids.has(key), key).toBe(true);
    }
  });

  for (const engine of engineList) {
    describe.skipIf(engine.unavailable !== null)(`on ${engine.name}`, () => {
      let test: TestDatabase;
      let db: Db;
      let cookie = '';
      let runner: BackgroundRunner;
      const merchantIds = {} as Record<Shop, string>;

      const admin = async <T>(route: APIRoute, method: string, path: string, body?: unknown, params = {}) => {
        const response = await callAdmin(path, route, {
          method,
          cookie,
          params,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: response.status, data: (await response.json()) as T & { error?: string } };
      };
      const importState = async (id: string) =>
        (await admin<SyncState>(importStateRoute, 'GET', `/api/admin/import/state?merchantId=${id}`)).data;
      const taggingState = async () =>
        (await admin<TaggingState>(taggingStateRoute, 'GET', '/api/admin/tagging/state')).data;

      async function stored(): Promise<StoredProduct[]> {
        return db.query<StoredProduct>(
          `SELECT merchant, merchant_pid, title, product_type, product_type_source, family_id, is_active,
                  ai_rejection_reason, to_whom, age_groups, interests, occasions, themes, audience
             FROM products`,
        );
      }

      /** The stored products joined with the labels by key (shop's prefix + g:id); labels with no row listed. */
      function readBack(rows: readonly StoredProduct[], shop: Shop) {
        const byKey = new Map(
          rows
            .filter((row) => row.merchant === SHOPS[shop].name)
            .map((row) => [`${SHOPS[shop].prefix}${row.merchant_pid}`, row]),
        );
        const products: LabelledProduct[] = [];
        const answers: LabelledAnswer[] = [];
        const absent: string[] = [];
        for (const product of labelled[shop]) {
          const row = byKey.get(product.key ?? '');
          if (!row) {
            absent.push(product.key ?? product.title);
            continue;
          }
          // The stored title is what the admin and the visitors see; the labels judge that product.
          products.push({ ...product, title: row.title });
          answers.push(answerOf(row));
        }
        return { products, answers, absent, byKey };
      }

      /** Runs 'Alla produkter' as the Synkronisering tab starts it, driven by the job engine to its end. */
      async function tagAll(): Promise<TaggingState> {
        const started = await admin<TaggingState>(startTaggingRoute, 'POST', '/api/admin/tagging/start', {
          kind: 'alla',
        });
        expect(started.status, started.data.error).toBe(201);
        const run = await driveJob(db, taggingJob, started.data.run?.id ?? '', { honourDelays: false });
        expect(run?.status).toBe('done');
        return until(taggingState, (state) => state.run?.status === 'done');
      }

      beforeAll(async () => {
        test = await engine.open();
        db = test.db;
        setDb(db);
        cookie = await signedIn(db, 'operator@presentpilot.se');
        runner = startJobRunner(db, importJob, {
          intervalMs: 100,
          drive: (signal) => fetchingDrive(db, { allowPrivate: true, totalTimeoutMs: 60_000 }, signal),
        });
      });

      afterAll(async () => {
        await runner?.stop();
        await test?.dispose();
      });

      it('creates both merchants and imports their whole feeds: every row a product with a type, or reported', async () => {
        const started = Date.now();
        for (const shop of Object.keys(SHOPS) as Shop[]) {
          const created = await admin<{ merchant: AdminMerchant }>(
            createMerchantRoute,
            'POST',
            '/api/admin/merchants',
            {
              name: SHOPS[shop].name,
              feedUrl: `${origin}/${SHOPS[shop].file}`,
              statusUrl: `${origin}/${SHOPS[shop].file}`,
              isActive: true,
            },
          );
          expect(created.status, created.data.error).toBe(201);
          merchantIds[shop] = created.data.merchant.id;
          const start = await admin<SyncState>(startImportRoute, 'POST', '/api/admin/import/start', {
            merchantId: merchantIds[shop],
            maxProducts: 40_000,
            chunkSize: 2000,
          });
          expect(start.status, start.data.error).toBe(201);
        }
        for (const shop of Object.keys(SHOPS) as Shop[]) {
          const done = await until(
            () => importState(merchantIds[shop]),
            (state) => state.run?.finished === true,
          );
          const run = done.run as NonNullable<SyncState['run']>;
          expect(run.status, run.lastError ?? '').toBe('done');
          const imported = (await stored()).filter((row) => row.merchant === SHOPS[shop].name);
          const reported = await db.query<{ product_id: string; reason: string }>(
            `SELECT e.product_id, e.reason FROM import_row_errors e JOIN jobs r ON r.id = e.run_id
              WHERE r.params ->> 'merchant' = $1`,
            [SHOPS[shop].name],
          );
          const reasons = new Map<string, number>();
          for (const { reason } of reported) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
          const typed = imported.filter((row) => row.product_type !== null && row.product_type !== '');
          const unknown = imported.filter((row) => row.product_type === UNKNOWN_TYPE).length;
          console.log(
            `[${engine.name}] ${SHOPS[shop].name}: ${feeds[shop].length} rader i flödet → ${imported.length} importerade, ` +
              `${reported.length} rapporterade (${[...reasons].map(([reason, n]) => `${reason} ${n}`).join(', ') || 'inga'}), ` +
              `${unknown} av typen okänd`,
          );
          // None dropped silently: every feed row is a product or a reported row.
          expect(imported.length + reported.length).toBe(feeds[shop].length);
          expect(run.added).toBe(imported.length);
          expect(run.failed).toBe(reported.length);
          expect(typed.length).toBe(imported.length);
          for (const row of imported) expect(row.family_id, row.merchant_pid).not.toBeNull();
          // Only rows a shop's feed cannot sell are reported: no price, or no name at all.
          for (const { reason } of reported) expect(['saknar pris', 'saknar titel']).toContain(reason);
          const unpriced = feeds[shop].filter((item) => item.price === null).length;
          expect(reported.length).toBe(unpriced);
        }
        console.log(`[${engine.name}] import av båda katalogerna: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      });

      it('tags "Alla produkter" offline through the admin, and the tags read back meet the issue’s figures', async () => {
        const started = Date.now();
        const [{ total = 0 } = {}] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM products');
        const state = await tagAll();
        expect(state.run).toMatchObject({ status: 'done', totalProcessed: total });
        expect(state.needsTagging.total).toBe(0);
        console.log(`[${engine.name}] taggning av ${total} produkter: ${((Date.now() - started) / 1000).toFixed(1)} s`);

        const rows = await stored();
        expect(rows.every((row) => row.product_type !== null && row.product_type !== '')).toBe(true);
        const tree = productTypeTree();
        const reports = {} as Record<Shop, LabelledSetReport>;
        const joined = { products: [] as LabelledProduct[], answers: [] as LabelledAnswer[] };
        for (const shop of Object.keys(SHOPS) as Shop[]) {
          const { products, answers, absent } = readBack(rows, shop);
          expect(absent, `${shop}: labelled products not imported`).toEqual([]);
          reports[shop] = scoreLabelledSet(products, answers, tree);
          printReport(`[${engine.name}] ${SHOPS[shop].name}, importerad och taggad via admin`, reports[shop]);
          joined.products.push(...products);
          joined.answers.push(...answers);
        }
        const both = scoreLabelledSet(joined.products, joined.answers, tree);
        printReport(`[${engine.name}] båda katalogerna via admin`, both);
        const direct = evaluateLabelledSet([...labelled.systembolaget, ...labelled.bygghemma]);
        console.log(
          `[${engine.name}] samma märkta produkter direkt ur JSON (utan flöde och databas): typ ${percent(direct.typeAccuracy)}, ` +
            `godkänn/avvisa ${percent(direct.decisionAccuracy)}, to_whom ${percent(direct.facets.to_whom.precision)}, ` +
            `interests ${percent(direct.facets.interests.precision)}`,
        );
        expectTargets(both);
        for (const shop of Object.keys(SHOPS) as Shop[]) expect(reports[shop].situationalAsEveryday, shop).toBe(0);
        expect(both.alcoholFreeTypedAlcohol).toBe(0);

        // Every drink is a drink: no wine taken for a spare part, no beer for pet food or litter, in the whole
        // assortment, and no labelled present rejected for a reason of a type that is no drink.
        const drinks = rows.filter((row) => row.merchant === SHOPS.systembolaget.name);
        const notDrinks = drinks.filter((row) => !isTypeOrDescendant(row.product_type ?? UNKNOWN_TYPE, 'dryck'));
        const alienReasons = drinks.filter((row) => NON_DRINK_REASONS.has(row.ai_rejection_reason ?? ''));
        console.log(
          `[${engine.name}] Systembolaget: ${drinks.length - notDrinks.length} av ${drinks.length} typade som dryck, ` +
            `${alienReasons.length} avvisade med en orsak som inte gäller drycker`,
        );
        expect(notDrinks.map((row) => `${row.merchant_pid}: ${row.product_type}`)).toEqual([]);
        expect(alienReasons.map((row) => `${row.merchant_pid}: ${row.ai_rejection_reason}`)).toEqual([]);
        const { byKey } = readBack(rows, 'systembolaget');
        for (const product of labelled.systembolaget) {
          if (product.suitability !== 'gift') continue;
          const row = byKey.get(product.key ?? '');
          expect(row?.ai_rejection_reason ?? null, product.key).toBeNull();
        }

        // No sofa of the whole shop offered as an everyday present.
        const sofas = rows.filter((row) => row.merchant === SHOPS.bygghemma.name);
        const everyday = sofas.filter((row) => answerOf(row).approved && row.occasions.length > 0);
        expect(everyday.map((row) => row.merchant_pid)).toEqual([]);
        expect(sofas.every((row) => isTypeOrDescendant(row.product_type ?? UNKNOWN_TYPE, 'mobler'))).toBe(true);
      });

      it('keeps an admin’s type edit through a re-tag of the product and of the whole shop', async () => {
        const [target] = await db.query<{ id: string; title: string; product_type: string }>(
          `SELECT id::text, title, product_type FROM products
            WHERE merchant = $1 AND ai_rejection_reason IS NULL AND product_type = 'rott-vin'
            ORDER BY merchant_pid LIMIT 1`,
          [SHOPS.systembolaget.name],
        );
        if (!target) throw new Error('no approved red wine imported');
        // The admin finds the product, opens the dialog and files it under plain "Vin", asking for new tags.
        const found = await admin<AdminProductPage>(
          searchRoute,
          'GET',
          `/api/admin/products/search?q=${encodeURIComponent(target.title)}`,
        );
        const product = found.data.products.find((row: AdminProduct) => row.id === target.id);
        if (!product) throw new Error('the admin search does not find the product');
        const chosen = 'vin';
        const saved = await admin<{ product: AdminProduct }>(
          updateProductRoute,
          'PATCH',
          `/api/admin/products/${target.id}`,
          {
            title: product.title,
            price: product.price === null ? '' : String(product.price),
            description: product.description,
            to_whom: product.toWhom,
            age_groups: product.ageGroups,
            interests: product.interests,
            occasions: product.occasions,
            themes: product.themes,
            is_active: product.isActive,
            needs_tagging: true,
            product_type: chosen,
          },
          { id: target.id },
        );
        expect(saved.status, saved.data.error).toBe(200);
        expect(saved.data.product).toMatchObject({ productType: chosen, productTypeSource: 'admin' });

        const typeOf = async () =>
          (
            await db.query<{ product_type: string; product_type_source: string | null; needs_tagging: boolean }>(
              'SELECT product_type, product_type_source, needs_tagging FROM products WHERE id = $1::uuid',
              [target.id],
            )
          )[0];
        await tagAll();
        expect(await typeOf()).toEqual({ product_type: chosen, product_type_source: 'admin', needs_tagging: false });

        // A re-tag of every product of the shop (the spec's tag-products call with tag_all, page by page).
        const before = new Map(
          (await stored()).map((row) => [`${row.merchant}/${row.merchant_pid}`, row.product_type]),
        );
        let offset = 0;
        for (let page = 0; page < 50; page += 1) {
          const batch = await admin<{ updated: number; hasMore: boolean }>(
            tagProductsRoute,
            'POST',
            '/api/admin/tag-products',
            { offset, limit: 500, tag_all: true, merchant: SHOPS.systembolaget.name },
          );
          expect(batch.status, batch.data.error).toBe(200);
          offset += batch.data.updated;
          if (!batch.data.hasMore) break;
        }
        expect(offset).toBe(feeds.systembolaget.filter((item) => item.price !== null && item.title !== '').length);
        expect(await typeOf()).toEqual({ product_type: chosen, product_type_source: 'admin', needs_tagging: false });
        // The re-tag tells every other product the same type as before.
        const changed = (await stored()).filter(
          (row) => before.get(`${row.merchant}/${row.merchant_pid}`) !== row.product_type,
        );
        expect(changed).toEqual([]);
      });
    });
  }
});
