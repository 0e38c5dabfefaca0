import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { amazonConfigFrom } from '../../src/features/catalogue/admin/amazon.ts';
import type { CreatorsConfig } from '../../src/features/catalogue/admin/creators-api.ts';
import { AmazonApiError, CreatorsClient } from '../../src/features/catalogue/admin/creators-client.server.ts';
import { POST as addRoute } from '../../src/pages/api/admin/amazon/add.ts';
import { POST as searchRoute } from '../../src/pages/api/admin/amazon/search.ts';
import { GET as statusRoute } from '../../src/pages/api/admin/amazon/status.ts';
import { asAdmin } from './helpers/admin.ts';
import { databaseChecksum } from './helpers/checksum.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';
import {
  FAKE_CREDENTIALS,
  type FakeCreatorsApi,
  fakeAmazonEnv,
  startFakeCreatorsApi,
} from './helpers/fake-creators-api.ts';

let fake: FakeCreatorsApi;
beforeAll(async () => {
  fake = await startFakeCreatorsApi();
});
afterAll(async () => {
  await fake.close();
});

function configFor(version: '2.2' | '3.2', overrides: Partial<CreatorsConfig> = {}): CreatorsConfig {
  const { config } = amazonConfigFrom(fakeAmazonEnv(fake, version));
  if (!config) throw new Error('the fake environment is complete');
  return { ...config, ...overrides };
}

/** A client on a clock the test moves: sleeping advances it, and every wait is recorded. */
function clockedClient(config: CreatorsConfig, advance = true) {
  const clock = { now: 1_000_000, waits: [] as number[] };
  const client = new CreatorsClient(config, {
    now: () => clock.now,
    sleep: async (ms) => {
      clock.waits.push(ms);
      if (advance) clock.now += ms;
    },
  });
  return { client, clock };
}

const searches = () => fake.requests.filter((request) => request.path === '/catalog/v1/searchItems');

describe('Creators API adapter against a local fake', () => {
  afterEach(() => {
    fake.requests.length = 0;
    fake.expiresIn = 3600;
  });

  it('version 3.2: Login with Amazon JSON token with scope creatorsapi::default, then a lowerCamelCase search', async () => {
    const { client } = clockedClient(configFor('3.2'));
    const items = await client.searchItems('lego');
    const [token, search] = fake.requests;
    expect(token?.path).toBe('/lwa/token');
    expect(token?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(token?.body ?? '')).toEqual({
      grant_type: 'client_credentials',
      client_id: FAKE_CREDENTIALS.id,
      client_secret: FAKE_CREDENTIALS.secret,
      scope: 'creatorsapi::default',
    });
    expect(search?.path).toBe('/catalog/v1/searchItems');
    expect(search?.headers['x-marketplace']).toBe('www.amazon.se');
    expect(search?.headers.authorization).toMatch(/^Bearer token-\d+$/);
    expect(JSON.parse(search?.body ?? '')).toEqual({
      partnerTag: 'presentpilot-21',
      partnerType: 'Associates',
      marketplace: 'www.amazon.se',
      keywords: 'lego',
      itemCount: 10,
      resources: [
        'itemInfo.title',
        'itemInfo.features',
        'images.primary.large',
        'offersV2.listings.price',
        'offersV2.listings.availability',
      ],
    });
    expect(items).toEqual([
      {
        asin: 'B0FAKE0001',
        title: 'Lego Deluxe',
        description: 'Lego Deluxe i fin presentförpackning. Levereras inom två dagar.',
        price: 349,
        availability: 'I lager',
        imageUrl: 'https://m.media-amazon.com/images/I/B0FAKE0001.jpg',
        affiliateUrl: 'https://www.amazon.se/dp/B0FAKE0001?tag=presentpilot-21',
      },
      {
        asin: 'B0FAKE0002',
        title: 'Lego Mini',
        description: 'Lego Mini i fin presentförpackning. Levereras inom två dagar.',
        price: 1299.5,
        availability: 'Tillfälligt slut',
        imageUrl: 'https://m.media-amazon.com/images/I/B0FAKE0002.jpg',
        affiliateUrl: 'https://www.amazon.se/dp/B0FAKE0002?tag=presentpilot-21',
      },
      {
        asin: 'B0FAKE0003',
        title: 'Lego Basic',
        description: '',
        price: null,
        availability: 'Okänd tillgänglighet',
        imageUrl: null,
        affiliateUrl: 'https://www.amazon.se/dp/B0FAKE0003?tag=presentpilot-21',
      },
    ]);
  });

  it('version 2.2: Cognito form token with scope creatorsapi/default, and the version in the Authorization header', async () => {
    const { client } = clockedClient(configFor('2.2'));
    await client.searchItems('pussel', 2);
    const [token, search] = fake.requests;
    expect(token?.path).toBe('/cognito/token');
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: FAKE_CREDENTIALS.id,
      client_secret: FAKE_CREDENTIALS.secret,
      scope: 'creatorsapi/default',
    });
    expect(search?.headers.authorization).toMatch(/^Bearer token-\d+, Version 2\.2$/);
    expect(JSON.parse(search?.body ?? '').itemCount).toBe(2);
  });

  it('caches the token until 30 s before it expires, then fetches a new one', async () => {
    fake.expiresIn = 60;
    const { client, clock } = clockedClient(configFor('3.2'));
    const issued = fake.tokensIssued;
    await client.searchItems('lego');
    clock.now += 20_000;
    await client.searchItems('lego');
    expect(fake.tokensIssued - issued).toBe(1);
    clock.now += 15_000; // 35 s after the token was issued: within its last 30 s
    await client.searchItems('lego');
    expect(fake.tokensIssued - issued).toBe(2);
    const bearers = searches().map((request) => request.headers.authorization);
    expect(bearers[0]).toBe(bearers[1]);
    expect(bearers[2]).not.toBe(bearers[1]);
  });

  it('lets at most one search a second through, also for concurrent callers', async () => {
    const { client, clock } = clockedClient(configFor('3.2'), false);
    await Promise.all([client.searchItems('a'), client.searchItems('b'), client.searchItems('c')]);
    expect(searches()).toHaveLength(3);
    expect(clock.waits.sort((x, y) => x - y)).toEqual([1000, 2000]);
    expect(fake.tokensIssued).toBeGreaterThan(0);
    expect(fake.requests.filter((request) => request.path === '/lwa/token')).toHaveLength(1);
  });

  it('waits after a 429 and retries once', async () => {
    const { client, clock } = clockedClient(configFor('3.2'));
    const items = await client.searchItems('upptagen');
    expect(items).toHaveLength(3);
    expect(searches()).toHaveLength(2);
    expect(clock.waits).toEqual([1000]);
  });

  it('gives up after a second 429 with a clear message', async () => {
    const { client } = clockedClient(configFor('3.2'));
    await expect(client.searchItems('alltid-upptagen')).rejects.toThrow(
      'Amazon tar emot för många förfrågningar just nu (429). Försök igen om en stund.',
    );
    expect(searches()).toHaveLength(2);
  });

  it('answers no results as an empty list', async () => {
    const { client } = clockedClient(configFor('3.2'));
    expect(await client.searchItems('tomt')).toEqual([]);
  });

  it('turns 401, 500 and garbage into clear Swedish errors without secrets', async () => {
    const wrong = clockedClient(configFor('3.2', { credentialSecret: 'fel-hemlighet' })).client;
    const refused = await wrong.searchItems('lego').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AmazonApiError);
    expect((refused as Error).message).toBe(
      'Amazon godkände inte inloggningsuppgifterna (401). Kontrollera AMAZON_CREDENTIAL_ID, AMAZON_CREDENTIAL_SECRET och AMAZON_CREDENTIAL_VERSION.',
    );
    expect((refused as Error).message).not.toContain('fel-hemlighet');

    const { client } = clockedClient(configFor('3.2'));
    await expect(client.searchItems('trasig')).rejects.toThrow('Amazon svarade med fel 500: Internt fel');
    await expect(client.searchItems('skräp')).rejects.toThrow('Svaret från Amazon gick inte att läsa.');

    const stale = clockedClient(configFor('3.2')).client;
    // A token the service no longer knows: the search is refused with 401 and the token forgotten.
    (stale as unknown as { token: unknown }).token = { value: 'okänd', expiresAt: Number.MAX_SAFE_INTEGER };
    await expect(stale.searchItems('lego')).rejects.toThrow('Amazon nekade åtkomst (401): Ogiltig token');
    const before = fake.tokensIssued;
    await stale.searchItems('lego');
    expect(fake.tokensIssued).toBe(before + 1);

    const unreachable = clockedClient(configFor('3.2', { tokenUrl: 'http://127.0.0.1:9/token' })).client;
    await expect(unreachable.searchItems('lego')).rejects.toThrow('Kunde inte nå Amazon.');
  });
});

const VARIABLES = [
  'AMAZON_CREDENTIAL_ID',
  'AMAZON_CREDENTIAL_SECRET',
  'AMAZON_PARTNER_TAG',
  'AMAZON_CREDENTIAL_VERSION',
  'AMAZON_TOKEN_URL',
  'AMAZON_API_HOST',
] as const;

function setAmazonEnv(values: Partial<Record<(typeof VARIABLES)[number], string>>): void {
  for (const name of VARIABLES) delete process.env[name];
  Object.assign(process.env, values);
}

describe('Amazon admin routes (PGlite, demo catalogue)', () => {
  const test = useDemoDatabase();
  const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  afterAll(() => {
    for (const name of VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  const item = {
    asin: 'B0FAKE0001',
    title: 'Lego Deluxe',
    description: 'Lego Deluxe i fin presentförpackning.',
    price: 349,
    imageUrl: 'https://m.media-amazon.com/images/I/B0FAKE0001.jpg',
  };
  const amazonRows = () =>
    test.db.query<Record<string, unknown>>(
      `SELECT title, description, price_value::float AS price, price_bucket, merchant, source, product_url, image_url,
         needs_tagging, is_active FROM products WHERE merchant = 'Amazon' AND merchant_pid = $1`,
      [item.asin],
    );

  it('without credentials: status names the variables, search and add refuse and change nothing', async () => {
    setAmazonEnv({ AMAZON_CREDENTIAL_ID: 'id' });
    const status = await asAdmin(statusRoute, 'GET', '/api/admin/amazon/status');
    expect(status.data).toEqual({
      configured: false,
      missing: ['AMAZON_CREDENTIAL_SECRET', 'AMAZON_PARTNER_TAG', 'AMAZON_CREDENTIAL_VERSION'],
    });
    const before = await databaseChecksum(test.db);
    const search = await asAdmin(searchRoute, 'POST', '/api/admin/amazon/search', { keywords: 'lego' });
    expect(search.status).toBe(503);
    expect(search.data.error).toBe(
      'Amazon-sökningen är inte konfigurerad: sätt AMAZON_CREDENTIAL_SECRET, AMAZON_PARTNER_TAG, AMAZON_CREDENTIAL_VERSION.',
    );
    const add = await asAdmin(addRoute, 'POST', '/api/admin/amazon/add', item);
    expect(add.status).toBe(503);
    expect(await databaseChecksum(test.db)).toEqual(before);
  });

  it('with credentials: search answers the products, trimmed keywords, at most 10', async () => {
    setAmazonEnv(fakeAmazonEnv(fake, '3.2'));
    expect((await asAdmin(statusRoute, 'GET', '/api/admin/amazon/status')).data).toEqual({
      configured: true,
      missing: [],
    });
    fake.requests.length = 0;
    const found = await asAdmin<{ products: { title: string }[] }>(searchRoute, 'POST', '/api/admin/amazon/search', {
      keywords: '  lego  ',
      maxResults: 10,
    });
    expect(found.status).toBe(200);
    expect(found.data.products.map((product) => product.title)).toEqual(['Lego Deluxe', 'Lego Mini', 'Lego Basic']);
    expect(JSON.parse(searches()[0]?.body ?? '').keywords).toBe('lego');

    const empty = await asAdmin(searchRoute, 'POST', '/api/admin/amazon/search', { keywords: '   ' });
    expect(empty.status).toBe(400);
    const tooMany = await asAdmin(searchRoute, 'POST', '/api/admin/amazon/search', {
      keywords: 'lego',
      maxResults: 50,
    });
    expect(tooMany.status).toBe(400);
    const broken = await asAdmin(searchRoute, 'POST', '/api/admin/amazon/search', { keywords: 'trasig' });
    expect(broken.status).toBe(502);
    expect(broken.data.error).toBe('Amazon svarade med fel 500: Internt fel');
  });

  it('add inserts the product once, then updates it, never duplicates', async () => {
    setAmazonEnv(fakeAmazonEnv(fake, '3.2'));
    await test.db.query(`DELETE FROM merchants WHERE name = 'Amazon'`);
    const first = await asAdmin<{ id: string; added: boolean }>(addRoute, 'POST', '/api/admin/amazon/add', item);
    expect(first.status).toBe(200);
    expect(first.data.added).toBe(true);
    expect(await amazonRows()).toEqual([
      {
        title: 'Lego Deluxe',
        description: 'Lego Deluxe i fin presentförpackning.',
        price: 349,
        price_bucket: '200-500',
        merchant: 'Amazon',
        source: 'amazon',
        product_url: 'https://www.amazon.se/dp/B0FAKE0001?tag=presentpilot-21',
        image_url: 'https://m.media-amazon.com/images/I/B0FAKE0001.jpg',
        needs_tagging: true,
        is_active: true,
      },
    ]);
    const merchants = await test.db.query(`SELECT source_id FROM merchants WHERE name = 'Amazon'`);
    expect(merchants).toEqual([{ source_id: 'feed-amazon' }]);

    const again = await asAdmin<{ id: string; added: boolean }>(addRoute, 'POST', '/api/admin/amazon/add', {
      ...item,
      price: 1299,
    });
    expect(again.data).toEqual({ id: first.data.id, added: false });
    const rows = await amazonRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ price: 1299, price_bucket: '1000-plus' });
    expect(await test.db.query(`SELECT 1 FROM merchants WHERE name = 'Amazon'`)).toHaveLength(1);
  });

  it('bad input: a clear 400 and the database unchanged', async () => {
    setAmazonEnv(fakeAmazonEnv(fake, '3.2'));
    const before = await databaseChecksum(test.db);
    const bad = [
      { ...item, asin: 'inte-ett-asin' },
      { ...item, title: '   ' },
      { ...item, price: -5 },
      { ...item, imageUrl: 'javascript:alert(1)' },
      { ...item, title: 'NUL\u0000' },
      'inte json',
    ];
    for (const body of bad) {
      const answer = await asAdmin(addRoute, 'POST', '/api/admin/amazon/add', body);
      expect(answer.status).toBe(400);
      expect(answer.data.error).toMatch(/Ogiltig|kontrolltecken/);
    }
    expect(await databaseChecksum(test.db)).toEqual(before);
  });
});
