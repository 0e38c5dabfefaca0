/**
 * Tagging with a model: the real `openai` SDK against a local OpenAI-compatible server on 127.0.0.1 (Responses API
 * and Batch API). Answers map back to products by id, invented tag values are dropped, account errors become the
 * typed errors the tagging job acts on, other failures fall back to the offline tagger, and a Batch API run that
 * stops is resumed without sending any product twice.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TaggingAuthError,
  TaggingCreditsError,
  TaggingRateLimitError,
  type TagItem,
  tagBatch,
  taggingEngineKind,
} from '../../src/features/tagging/engine.server.ts';
import { runBatchTagging } from '../../src/features/tagging/openai-batch.server.ts';
import { TAGGING_INSTRUCTIONS } from '../../src/features/tagging/openai-tagging.ts';
import { tagProduct } from '../../src/features/tagging/tagger.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { resetEnv } from '../../src/lib/env.ts';
import {
  approveAll,
  type FakeOpenAiResponses,
  type ModelFunction,
  requestedProducts,
  startFakeOpenAiResponses,
} from '../helpers/openai-responses-server.ts';
import { pglite, type TestDatabase } from './helpers/engines.ts';
import { captureConsole, endOpenAiTest, restoreOpenAiEnv, savedOpenAiEnv } from './helpers/tagging.ts';

const KEY = 'sk-test-hemlig-nyckel-123';

const TITLES = [
  'Fiskespö för havsöring',
  'Kortlek i trä med ask',
  'Kaffekopp med namn',
  'Laddkabel USB-C 2 m',
  'Yogamatta i naturgummi',
  'Krukväxt Monstera',
];

function item(index: number): TagItem {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    input: {
      title: TITLES[index % TITLES.length] ?? 'Produkt',
      description: 'En fin sak.',
      categoryPath: ['Presenter'],
      brand: 'Märket',
      price: 100 + index * 10,
      merchant: 'Testbutiken',
    },
  };
}

/** A model that tags by title: cables are rejected, the rest approved with tags that tell the products apart. */
const titleModel: ModelFunction = (products) => ({
  products: products.map((product) =>
    product.title.includes('Laddkabel')
      ? { ...base(product.id), approved: false, ai_rejection_reason: 'Tillbehör, ingen present' }
      : {
          ...base(product.id),
          interests: product.title.includes('Fiskespö')
            ? ['friluftsliv']
            : product.title.includes('Kortlek')
              ? ['gaming']
              : [],
          to_whom: ['vän'],
        },
  ),
});

function base(id: string) {
  return {
    id,
    approved: true,
    ai_rejection_reason: null,
    to_whom: [] as string[],
    age_groups: ['vuxen'],
    interests: [] as string[],
    occasions: [] as string[],
    themes: [] as string[],
    audience: 'unisex',
  };
}

describe('tagging with an OpenAI-compatible model', () => {
  let fake: FakeOpenAiResponses;
  const saved = savedOpenAiEnv();
  const logged: string[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAiResponses();
  });
  beforeEach(() => {
    process.env.OPENAI_API_KEY = KEY;
    process.env.OPENAI_BASE_URL = fake.baseURL;
    process.env.OPENAI_MODEL = 'taggmodell';
    resetEnv();
    fake.setModel(titleModel);
    captureConsole(logged);
  });
  afterEach(() => endOpenAiTest(fake, logged, KEY));
  afterAll(async () => {
    restoreOpenAiEnv(saved);
    await fake?.close();
  });

  describe('tagBatch', () => {
    it('uses the offline tagger without a key, sending nothing', async () => {
      delete process.env.OPENAI_API_KEY;
      resetEnv();
      expect(taggingEngineKind()).toBe('offline');
      const items = [item(0), item(3)];
      const outcomes = await tagBatch(items);
      expect(outcomes).toEqual(items.map((one) => ({ id: one.id, result: tagProduct(one.input), engine: 'offline' })));
      expect(fake.calls).toHaveLength(0);
    });

    it('maps the model’s answers to the products, batches of 25 with the vocabulary first and the ids in the request', async () => {
      expect(taggingEngineKind()).toBe('openai');
      const items = Array.from({ length: 60 }, (_, index) => item(index));
      const outcomes = await tagBatch(items);
      expect(outcomes.map((outcome) => outcome.id)).toEqual(items.map((one) => one.id));
      expect(outcomes.every((outcome) => outcome.engine === 'openai')).toBe(true);
      expect(outcomes[0]?.result).toEqual({
        approved: true,
        ai_rejection_reason: null,
        to_whom: ['vän'],
        age_groups: ['vuxen'],
        interests: ['friluftsliv'],
        occasions: [],
        themes: [],
        audience: 'unisex',
        price_bucket: 'under-200',
        // The model named no type: the offline classifier's.
        product_type: tagProduct(items[0]!.input).product_type,
        product_type_source: tagProduct(items[0]!.input).product_type_source,
      });
      expect(outcomes[1]?.result.interests).toEqual(['gaming']);
      expect(outcomes[3]?.result).toMatchObject({ approved: false, ai_rejection_reason: 'Tillbehör, ingen present' });

      expect(fake.requests.map((request) => requestedProducts(request).length).sort()).toEqual([10, 25, 25]);
      const sentIds = fake.requests.flatMap((request) => requestedProducts(request).map((product) => product.id));
      expect(sentIds.sort()).toEqual(items.map((one) => one.id).sort());
      for (const request of fake.requests) {
        expect(request.model).toBe('taggmodell');
        expect(request.instructions).toBe(TAGGING_INSTRUCTIONS);
        expect(request.instructions?.startsWith('TILLÅTNA VÄRDEN')).toBe(true);
        expect(request.prompt_cache_key).toBeTruthy();
        expect(request.text?.format).toMatchObject({ type: 'json_schema', name: 'produkttaggar', strict: true });
      }
      expect(fake.calls.every((call) => call.authorization === `Bearer ${KEY}`)).toBe(true);
    });

    it('drops invented tag values and keeps the rest of the answer', async () => {
      fake.script({
        model: (products) => ({
          products: products.map((product) => ({
            ...base(product.id),
            to_whom: ['chef', 'pappa', 'grannen'],
            interests: ['fiske', 'friluftsliv'],
            occasions: ['halloween', 'jul'],
            themes: ['retro'],
            age_groups: ['40+', 'senior'],
            audience: 'utomjording',
            product_type: 'fiskespö',
          })),
        }),
      });
      const [outcome] = await tagBatch([item(0)]);
      expect(outcome).toEqual({
        id: item(0).id,
        engine: 'openai',
        result: {
          approved: true,
          ai_rejection_reason: null,
          to_whom: ['pappa'],
          age_groups: ['senior'],
          interests: ['friluftsliv'],
          occasions: ['jul'],
          themes: [],
          audience: null,
          price_bucket: 'under-200',
          product_type: tagProduct(item(0).input).product_type,
          product_type_source: tagProduct(item(0).input).product_type_source,
        },
      });
    });

    it('takes the product type from the model’s answer, constrained to the ontology’s ids in the schema', async () => {
      fake.script({
        model: (products) => ({ products: products.map((p) => ({ ...base(p.id), product_type: 'fiske' })) }),
      });
      const [outcome] = await tagBatch([item(0)]);
      expect(outcome?.result).toMatchObject({ product_type: 'fiske', product_type_source: 'model' });
      const schema = JSON.stringify(fake.requests.at(-1)?.text?.format?.schema);
      expect(schema).toContain('"product_type"');
      expect(schema).toContain('"whisky"');
      expect(schema).toContain('"okand"');
    });

    it('tags a product the answer leaves out, or answers unreadably, with the offline tagger', async () => {
      const items = [item(0), item(1), item(2)];
      fake.script({
        model: (products) => ({
          products: [
            { ...base(products[0]?.id ?? ''), to_whom: ['mamma'] },
            { ...base(products[2]?.id ?? ''), approved: 'kanske' },
            { ...base('99999999-0000-4000-8000-000000000000'), to_whom: ['pappa'] },
          ],
        }),
      });
      const outcomes = await tagBatch(items);
      expect(outcomes.map((outcome) => outcome.engine)).toEqual(['openai', 'offline', 'offline']);
      expect(outcomes[0]?.result.to_whom).toEqual(['mamma']);
      expect(outcomes[1]?.result).toEqual(tagProduct(items[1]!.input));
      expect(outcomes[2]?.result).toEqual(tagProduct(items[2]!.input));
    });

    it.each([
      ['a server error (500)', { status: 500, message: 'overloaded' }],
      ['malformed JSON', { text: '{"products": [{"id": ' }],
      ['an answer that is not the schema', { text: '"hej"' }],
    ])('falls back to the offline tagger on %s', async (_name, reply) => {
      const items = [item(0), item(1)];
      fake.script(reply);
      const outcomes = await tagBatch(items);
      expect(outcomes).toEqual(items.map((one) => ({ id: one.id, result: tagProduct(one.input), engine: 'offline' })));
      expect(fake.requests).toHaveLength(1);
    });

    it.each([401, 403] as const)('a refused key (%i) throws TaggingAuthError', async (status) => {
      fake.script({ status, message: 'Incorrect API key provided: sk-test-***' });
      const error = await tagBatch([item(0)]).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(TaggingAuthError);
      expect(error).toMatchObject({ status, completed: [] });
    });

    it('no credits (402) throws TaggingCreditsError with the spec text', async () => {
      fake.script({ status: 402, message: 'insufficient_quota' });
      const error = await tagBatch([item(0)]).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(TaggingCreditsError);
      expect((error as Error).message).toBe('AI-krediter slut');
    });

    it('a rate limit (429) throws TaggingRateLimitError with the retry-after, keeping what was tagged', async () => {
      const items = Array.from({ length: 50 }, (_, index) => item(index));
      fake.script({ model: approveAll }, { status: 429, message: 'slow down', headers: { 'retry-after': '7' } });
      const error = await tagBatch(items).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(TaggingRateLimitError);
      expect(error).toMatchObject({
        status: 429,
        retryAfterMs: 7000,
        message: 'Rate limit: För många förfrågningar. Väntar innan nästa försök...',
      });
      const completed = (error as TaggingRateLimitError).completed;
      expect(completed).toHaveLength(25);
      expect(completed.every((outcome) => outcome.engine === 'openai')).toBe(true);

      fake.script({ status: 429, message: 'slow down', headers: { 'retry-after-ms': '1500' } });
      expect(await tagBatch([item(0)]).catch((thrown: unknown) => thrown)).toMatchObject({ retryAfterMs: 1500 });
      fake.script({ status: 429, message: 'slow down' });
      expect(await tagBatch([item(0)]).catch((thrown: unknown) => thrown)).toMatchObject({ retryAfterMs: null });
      fake.script({ status: 429, headers: { 'retry-after': new Date(Date.now() + 60_000).toUTCString() } });
      const dated = (await tagBatch([item(0)]).catch((thrown: unknown) => thrown)) as TaggingRateLimitError;
      expect(dated.retryAfterMs).toBeGreaterThan(50_000);
      expect(dated.retryAfterMs).toBeLessThanOrEqual(60_000);
    });

    it('with accountErrors "fallback", account errors tag offline instead of throwing', async () => {
      fake.script({ status: 402 }, { status: 401 });
      const outcomes = await tagBatch(
        Array.from({ length: 30 }, (_, index) => item(index)),
        { accountErrors: 'fallback' },
      );
      expect(outcomes).toHaveLength(30);
      expect(outcomes.every((outcome) => outcome.engine === 'offline')).toBe(true);
    });
  });

  describe('runBatchTagging (Batch API)', () => {
    let test: TestDatabase;
    let db: Db;
    let ids: string[] = [];

    beforeAll(async () => {
      test = await pglite.open();
      db = test.db;
    });
    afterAll(async () => {
      await test?.dispose();
    });
    beforeEach(async () => {
      await db.query('DELETE FROM tagging_batches');
      await db.query('DELETE FROM products');
      await db.query(
        `INSERT INTO products (title, description, merchant, merchant_pid, product_url, price_value, category_path,
           brand, needs_tagging)
         SELECT t, 'En fin sak.', 'Testbutiken', 'b-' || i, 'https://example.se/' || i, 90 + i * 10, '{Presenter}',
           'Märket', true
           FROM unnest($1::text[]) WITH ORDINALITY AS u(t, i)`,
        [Array.from({ length: 25 }, (_, index) => TITLES[index % TITLES.length] ?? 'Produkt')],
      );
      await db.query(
        `INSERT INTO products (title, merchant, merchant_pid, product_url, interests, needs_tagging)
         VALUES ('Redan taggad', 'Testbutiken', 'klar', 'https://example.se/klar', '{teknik}', false)`,
      );
      ids = (await db.query<{ id: string }>('SELECT id FROM products WHERE needs_tagging ORDER BY id')).map(
        (row) => row.id,
      );
      fake.files.clear();
      fake.batches.clear();
      fake.setBatchFinish(2);
      fake.setBatchLine(() => 'model');
    });
    /** Every JSONL line uploaded for a batch, parsed. */
    function uploadedLines() {
      return [...fake.files.values()]
        .filter((file) => file.purpose === 'batch')
        .flatMap((file) => file.content.split('\n').filter(Boolean))
        .map((line) => JSON.parse(line) as { custom_id: string; method: string; url: string; body: { model: string } });
    }

    async function products() {
      return db.query<{
        id: string;
        title: string;
        needs_tagging: boolean;
        interests: string[];
        to_whom: string[];
        is_active: boolean;
        ai_rejection_reason: string | null;
      }>(
        'SELECT id, title, needs_tagging, interests, to_whom, is_active, ai_rejection_reason FROM products ORDER BY id',
      );
    }

    it('sends the products as JSONL batches, polls them and writes the cleaned answers', async () => {
      const progress: string[] = [];
      const result = await runBatchTagging(db, {
        pollIntervalMs: 1,
        requestsPerBatch: 10,
        onProgress: (step) => {
          progress.push(step.phase);
        },
      });
      expect(result).toMatchObject({ tagged: 25, modelTagged: 25, offlineTagged: 0, failedBatches: [] });
      expect(result.batches).toHaveLength(3);
      expect(result.approved + result.rejected).toBe(25);
      expect(progress).toContain('skickar');
      expect(progress).toContain('väntar');
      expect(progress).toContain('sparar');

      const lines = uploadedLines();
      expect(lines.map((line) => line.custom_id).sort()).toEqual(ids);
      expect(lines.every((line) => line.method === 'POST' && line.url === '/v1/responses')).toBe(true);
      expect(lines.every((line) => line.body.model === 'taggmodell')).toBe(true);
      expect(fake.calls.filter((call) => call.method === 'POST' && call.path === '/batches')).toHaveLength(3);

      const rows = await products();
      const fishing = rows.find((row) => row.title === 'Fiskespö för havsöring');
      expect(fishing).toMatchObject({
        needs_tagging: false,
        interests: ['friluftsliv'],
        to_whom: ['vän'],
        is_active: true,
      });
      const cable = rows.find((row) => row.title === 'Laddkabel USB-C 2 m');
      expect(cable).toMatchObject({ is_active: false, ai_rejection_reason: 'Tillbehör, ingen present' });
      expect(rows.find((row) => row.title === 'Redan taggad')).toMatchObject({ interests: ['teknik'] });
      expect(rows.filter((row) => row.needs_tagging)).toHaveLength(0);
      const open = await db.query('SELECT id FROM tagging_batches WHERE applied_at IS NULL');
      expect(open).toHaveLength(0);
    });

    it('drops invented values from batch answers and tags failed or unreadable lines offline', async () => {
      const [invented, failed, broken] = ids;
      fake.setModel((products) => ({
        products: products.map((product) => ({
          ...base(product.id),
          interests: product.id === invented ? ['fiske', 'friluftsliv', 'gaming'] : ['musik/film'],
          audience: product.id === invented ? 'alien' : 'unisex',
        })),
      }));
      fake.setBatchLine((customId) =>
        customId === failed
          ? { status: 500, message: 'fel' }
          : customId === broken
            ? { text: '{"products": [' }
            : 'model',
      );
      const result = await runBatchTagging(db, { pollIntervalMs: 1 });
      expect(result).toMatchObject({ tagged: 25, modelTagged: 23, offlineTagged: 2 });
      const rows = new Map((await products()).map((row) => [row.id, row]));
      expect(rows.get(invented ?? '')?.interests).toEqual(['friluftsliv', 'gaming']);
      const offlineFailed = rows.get(failed ?? '');
      expect(offlineFailed?.needs_tagging).toBe(false);
      expect(offlineFailed?.interests).not.toEqual(['musik/film']);
      expect(rows.get(broken ?? '')?.needs_tagging).toBe(false);
      const [batch] = await db.query<{ model_tagged: number; offline_tagged: number }>(
        'SELECT model_tagged, offline_tagged FROM tagging_batches',
      );
      expect(batch).toEqual({ model_tagged: 23, offline_tagged: 2 });
    });

    it('a batch the provider fails as a whole is tagged offline and reported', async () => {
      fake.setBatchFinish(1, 'failed');
      const result = await runBatchTagging(db, { pollIntervalMs: 1 });
      expect(result).toMatchObject({ tagged: 25, modelTagged: 0, offlineTagged: 25 });
      expect(result.failedBatches).toEqual([
        { id: expect.any(String), status: 'failed', error: 'Batchen misslyckades' },
      ]);
      expect((await products()).filter((row) => row.needs_tagging)).toHaveLength(0);
    });

    it('a run stopped while sending and waiting is resumed: open batches are polled, only untagged products are sent', async () => {
      // First run: two batches go out, the third upload fails (a restart would look the same).
      fake.setBatchFinish(3);
      let uploads = 0;
      const first = await runBatchTagging(db, {
        pollIntervalMs: 1,
        requestsPerBatch: 10,
        onProgress: (step) => {
          if (step.phase === 'skickar' && ++uploads === 3) fake.scriptBatchApi({ status: 503, message: 'nere' });
        },
      }).catch((thrown: unknown) => thrown);
      expect(first).toMatchObject({ status: 503 });
      const open = await db.query<{ id: string; product_ids: string[] }>(
        'SELECT id, product_ids::text[] AS product_ids FROM tagging_batches WHERE applied_at IS NULL',
      );
      expect(open).toHaveLength(2);
      const sentFirst = new Set(uploadedLines().map((line) => line.custom_id));
      expect(sentFirst.size).toBe(20);

      // Second run, stopped while waiting: it sends the last 5 products and nothing else.
      const controller = new AbortController();
      const second = await runBatchTagging(db, {
        pollIntervalMs: 5,
        requestsPerBatch: 10,
        signal: controller.signal,
        onProgress: (step) => {
          if (step.phase === 'väntar') controller.abort(new Error('stoppad'));
        },
      }).catch((thrown: unknown) => thrown);
      expect((second as Error).message).toBe('stoppad');
      const afterSecond = uploadedLines().map((line) => line.custom_id);
      expect(afterSecond).toHaveLength(25);
      expect(new Set(afterSecond).size).toBe(25);
      expect(afterSecond.slice(20).every((id) => !sentFirst.has(id))).toBe(true);

      // Some products get tagged by hand meanwhile: the run keeps the admin's tags.
      const handTagged = open[0]?.product_ids[0] ?? '';
      await db.query(`UPDATE products SET needs_tagging = false, interests = '{pyssel}' WHERE id = $1`, [handTagged]);

      // Third run: polls the three open batches to the end and sends nothing new.
      const batchesBefore = fake.calls.filter((call) => call.method === 'POST' && call.path === '/batches').length;
      const third = await runBatchTagging(db, { pollIntervalMs: 1, requestsPerBatch: 10 });
      expect(third.batches).toHaveLength(3);
      expect(third.tagged).toBe(24);
      expect(fake.calls.filter((call) => call.method === 'POST' && call.path === '/batches')).toHaveLength(
        batchesBefore,
      );
      expect(uploadedLines()).toHaveLength(25);
      const rows = await products();
      expect(rows.filter((row) => row.needs_tagging)).toHaveLength(0);
      expect(rows.find((row) => row.id === handTagged)?.interests).toEqual(['pyssel']);
      expect(await db.query('SELECT 1 FROM tagging_batches WHERE applied_at IS NULL')).toHaveLength(0);

      // A later run with nothing left to tag sends nothing.
      const idle = await runBatchTagging(db, { pollIntervalMs: 1 });
      expect(idle).toMatchObject({ batches: [], tagged: 0 });
      expect(uploadedLines()).toHaveLength(25);
    });

    it('only the given products are sent when productIds is set', async () => {
      const chosen = ids.slice(0, 4);
      const result = await runBatchTagging(db, { pollIntervalMs: 1, productIds: chosen });
      expect(result.tagged).toBe(4);
      expect(
        uploadedLines()
          .map((line) => line.custom_id)
          .sort(),
      ).toEqual(chosen);
      expect((await products()).filter((row) => row.needs_tagging)).toHaveLength(21);
    });

    it.each([
      [401, TaggingAuthError],
      [402, TaggingCreditsError],
      [429, TaggingRateLimitError],
    ] as const)(
      'an account error (%i) from the Batch API throws the typed error and tags nothing',
      async (status, type) => {
        fake.scriptBatchApi({ status });
        const error = await runBatchTagging(db, { pollIntervalMs: 1 }).catch((thrown: unknown) => thrown);
        expect(error).toBeInstanceOf(type);
        expect((await products()).filter((row) => row.needs_tagging)).toHaveLength(25);
      },
    );

    it('needs a key', async () => {
      delete process.env.OPENAI_API_KEY;
      resetEnv();
      await expect(runBatchTagging(db)).rejects.toThrow(/OPENAI_API_KEY saknas/);
    });
  });
});
