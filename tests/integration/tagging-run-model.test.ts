/**
 * The tagging run with a model (OPENAI_API_KEY set), the real `openai` SDK against a local OpenAI-compatible server
 * on 127.0.0.1 and PGlite with the real migrations: 'Alla produkter' goes through the Batch API with exact counts and
 * a publish at the end; a run paused while the provider works and continued sends every product exactly once; an
 * account error part way through a batch keeps what the model had already tagged and stops the run by the spec.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { taggingState, tagProductsBatch } from '../../src/features/tagging/admin/tagging.server.ts';
import { taggingJob } from '../../src/features/tagging/tagging-job.server.ts';
import { TAGGING_TEXT } from '../../src/features/tagging/tagging-rules.ts';
import {
  getTaggingRun,
  restartTaggingRun,
  startTaggingRun,
  type TaggingRun,
} from '../../src/features/tagging/tagging-run.server.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { resetEnv } from '../../src/lib/env.ts';
import { continueJob, driveJob, pauseJob } from '../../src/lib/jobs/job-engine.server.ts';
import {
  type FakeOpenAiResponses,
  type ModelFunction,
  startFakeOpenAiResponses,
} from '../helpers/openai-responses-server.ts';
import { pglite, type TestDatabase } from './helpers/engines.ts';
import { captureConsole, endOpenAiTest, logTaggings, restoreOpenAiEnv, savedOpenAiEnv } from './helpers/tagging.ts';

const KEY = 'sk-test-hemlig-nyckel-456';
const TITLES = ['Fiskespö för havsöring', 'Kortlek i trä', 'Laddkabel USB-C 2 m', 'Yogamatta', 'Kaffekopp med namn'];
const BATCH_API = { pollIntervalMs: 5, requestsPerBatch: 25, watchMs: 20 };

/** Cables are rejected, the rest approved. */
const cableModel: ModelFunction = (products) => ({
  products: products.map((product) => ({
    id: product.id,
    approved: !product.title.includes('Laddkabel'),
    ai_rejection_reason: product.title.includes('Laddkabel') ? 'Tillbehör, ingen present' : null,
    to_whom: ['vän'],
    age_groups: ['vuxen'],
    interests: product.title.includes('Fiskespö') ? ['friluftsliv'] : [],
    occasions: [],
    themes: [],
    audience: 'unisex',
  })),
});

describe('tagging run with a model (real SDK, local OpenAI-compatible server)', () => {
  let fake: FakeOpenAiResponses;
  let test: TestDatabase;
  let db: Db;
  const saved = savedOpenAiEnv();
  const logged: string[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAiResponses();
    test = await pglite.open();
    db = test.db;
    await logTaggings(db);
  });
  beforeEach(async () => {
    process.env.OPENAI_API_KEY = KEY;
    process.env.OPENAI_BASE_URL = fake.baseURL;
    process.env.OPENAI_MODEL = 'taggmodell';
    resetEnv();
    fake.setModel(cableModel);
    fake.setBatchLine(() => 'model');
    fake.setBatchFinish(2);
    fake.files.clear();
    fake.batches.clear();
    captureConsole(logged);
    for (const table of ['jobs', 'tagging_batches', 'tagged_log', 'products']) {
      await db.query(`DELETE FROM ${table}`);
    }
    await db.query('UPDATE publish_state SET publish_now = false, reasons = $1::jsonb', ['[]']);
  });
  afterEach(() => endOpenAiTest(fake, logged, KEY));
  afterAll(async () => {
    restoreOpenAiEnv(saved);
    await fake?.close();
    await test?.dispose();
  });

  /** `n` products needing tags; returns how many of them the model rejects (the cables). */
  async function addProducts(n: number): Promise<number> {
    const titles = Array.from({ length: n }, (_, index) => TITLES[index % TITLES.length] ?? 'Produkt');
    await db.query(
      `INSERT INTO products (title, description, merchant, merchant_pid, product_url, price_value, category_path,
         brand, needs_tagging)
       SELECT t, 'En fin sak.', 'Testbutiken', 'm-' || i, 'https://example.se/m/' || i, 90 + i, '{Presenter}',
         'Märket', true
         FROM unnest($1::text[]) WITH ORDINALITY AS u(t, i)`,
      [titles],
    );
    return titles.filter((title) => title.includes('Laddkabel')).length;
  }

  const uploadedIds = () =>
    [...fake.files.values()]
      .filter((file) => file.purpose === 'batch')
      .flatMap((file) => file.content.split('\n').filter(Boolean))
      .map((line) => (JSON.parse(line) as { custom_id: string }).custom_id);

  const tagged = async () =>
    (
      await db.query<{ writes: number; products: number }>(
        'SELECT count(*)::int AS writes, count(DISTINCT id)::int AS products FROM tagged_log',
      )
    )[0];

  const needing = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE needs_tagging'))[0]?.n;

  it("'Alla produkter' with a key goes through the Batch API with exact counts and asks for a publish", async () => {
    const cables = await addProducts(60);
    const started = await startTaggingRun(db, { kind: 'alla', startedBy: null });
    expect(started.remaining).toBe(60);
    const seen: TaggingRun[] = [];
    const run = await driveJob(db, taggingJob, started.id, {
      honourDelays: false,
      batchApi: BATCH_API,
      onProgress: (current) => seen.push(current),
    });
    expect(run).toMatchObject({
      status: 'done',
      processed: 60,
      approved: 60 - cables,
      rejected: cables,
      remaining: 0,
      model_tagged: 60,
      batch_number: 3,
      errors: 0,
      lease_until: null,
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.map((p) => p.processed)).toEqual([...seen.map((p) => p.processed)].sort((a, b) => a - b));
    // Sent as JSONL with custom_id = product id, each product once; no direct Responses requests.
    const ids = uploadedIds();
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    expect(fake.calls.filter((call) => call.method === 'POST' && call.path === '/batches')).toHaveLength(3);
    expect(fake.requests).toHaveLength(0);
    expect(await tagged()).toEqual({ writes: 60, products: 60 });
    const [rejected] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE ai_rejection_reason = 'Tillbehör, ingen present' AND NOT is_active`,
    );
    expect(rejected?.n).toBe(cables);
    const [publish] = await db.query<{ publish_now: boolean; reasons: { reason: string }[] }>(
      'SELECT publish_now, reasons FROM publish_state',
    );
    expect(publish?.publish_now).toBe(true);
    expect(publish?.reasons.map((entry) => entry.reason)).toContain('taggning klar');
    expect((await taggingState(db)).run).toMatchObject({ status: 'done', totalProcessed: 60, phase: null });
  });

  it('a run paused while the provider works and continued sends every product exactly once', async () => {
    const cables = await addProducts(70);
    fake.setBatchFinish(6);
    const started = await startTaggingRun(db, { kind: 'alla', startedBy: null });
    const phases: (string | null)[] = [];
    let pausing: Promise<unknown> | null = null;
    const first = await driveJob(db, taggingJob, started.id, {
      honourDelays: false,
      batchApi: BATCH_API,
      onProgress: () => {
        if (pausing || fake.batches.size < 3) return;
        pausing = taggingState(db).then(async (state) => {
          phases.push(state.run?.phase ?? null);
          await pauseJob(db, started.id);
        });
      },
    });
    await pausing;
    expect(first?.status).toBe('paused');
    // The pause is asked for once the provider has the third batch; the run may not have recorded it yet.
    expect(phases[0]).toMatch(/^väntar på OpenAI-batch \((2 batchar, \d+ av 50|3 batchar, \d+ av 70) klara\)$/);
    const open = await db.query('SELECT id FROM tagging_batches WHERE applied_at IS NULL');
    expect(open.length).toBeGreaterThan(0);
    expect(await needing()).toBeGreaterThan(0);
    const paused = (await taggingState(db)).run;
    expect(paused).toMatchObject({ status: 'paused', open: true, phase: null });
    expect(uploadedIds()).toHaveLength(70);
    // The lease is given back, so a runner can take the run up again.
    expect((await getTaggingRun(db, started.id))?.lease_until).toBeNull();

    await continueJob(db, taggingJob, started.id);
    const done = await driveJob(db, taggingJob, started.id, { honourDelays: false, batchApi: BATCH_API });
    expect(done).toMatchObject({ status: 'done', processed: 70, approved: 70 - cables, rejected: cables });
    const ids = uploadedIds();
    expect(ids).toHaveLength(70);
    expect(new Set(ids).size).toBe(70);
    expect(await tagged()).toEqual({ writes: 70, products: 70 });
    expect(await needing()).toBe(0);
  });

  it('a restart while the provider works drops the old run and the new one resumes its batches', async () => {
    const cables = await addProducts(70);
    fake.setBatchFinish(6);
    const started = await startTaggingRun(db, { kind: 'alla', startedBy: null });
    let restarting: Promise<TaggingRun> | null = null;
    const old = await driveJob(db, taggingJob, started.id, {
      honourDelays: false,
      batchApi: BATCH_API,
      onProgress: () => {
        if (!restarting && fake.batches.size >= 3) restarting = restartTaggingRun(db, null);
      },
    });
    const fresh = await (restarting as Promise<TaggingRun> | null);
    expect(old).toBeNull();
    expect(await getTaggingRun(db, started.id)).toBeNull();
    expect(fresh).toMatchObject({ kind: 'alla', status: 'running', processed: 0 });
    const done = await driveJob(db, taggingJob, fresh?.id ?? '', { honourDelays: false, batchApi: BATCH_API });
    expect(done).toMatchObject({ status: 'done', approved: 70 - cables, rejected: cables, remaining: 0 });
    expect(done?.processed).toBe(70);
    expect(uploadedIds()).toHaveLength(70);
    expect(new Set(uploadedIds()).size).toBe(70);
    expect(await tagged()).toEqual({ writes: 70, products: 70 });
  });

  it('an account error from the Batch API stops the run with the spec’s text and nothing tagged', async () => {
    await addProducts(30);
    fake.scriptBatchApi({ status: 402 });
    const started = await startTaggingRun(db, { kind: 'alla', startedBy: null });
    const run = await driveJob(db, taggingJob, started.id, { honourDelays: false, batchApi: BATCH_API });
    expect(run).toMatchObject({ status: 'stopped', last_error: TAGGING_TEXT.credits, processed: 0 });
    expect(await needing()).toBe(30);
    await continueJob(db, taggingJob, started.id);
    const done = await driveJob(db, taggingJob, started.id, { honourDelays: false, batchApi: BATCH_API });
    expect(done).toMatchObject({ status: 'done', processed: 30 });
    expect(await tagged()).toEqual({ writes: 30, products: 30 });
  });

  it('a 402 part way through a batch keeps what was tagged, stops with AI-krediter slut, and continues from there', async () => {
    const cables = await addProducts(120);
    // A batch of 100 is 4 model requests of 25: the first to arrive is answered, the other three are out of credits.
    fake.script({ model: cableModel }, { status: 402 }, { status: 402 }, { status: 402 });
    const started = await startTaggingRun(db, { kind: '5000', startedBy: null });
    const run = await driveJob(db, taggingJob, started.id, { honourDelays: false });
    expect(run).toMatchObject({
      status: 'stopped',
      last_error: TAGGING_TEXT.credits,
      processed: 25,
      model_tagged: 25,
      remaining: 95,
      cursor: null,
    });
    expect((run?.approved ?? 0) + (run?.rejected ?? 0)).toBe(25);
    expect(await needing()).toBe(95);
    expect(await tagged()).toEqual({ writes: 25, products: 25 });
    expect((await taggingState(db)).run).toMatchObject({ status: 'failed', lastError: TAGGING_TEXT.credits });

    await continueJob(db, taggingJob, started.id);
    const done = await driveJob(db, taggingJob, started.id, { honourDelays: false });
    expect(done).toMatchObject({
      status: 'done',
      processed: 120,
      approved: 120 - cables,
      rejected: cables,
      remaining: 0,
    });
    expect(await tagged()).toEqual({ writes: 120, products: 120 });
  });

  it('tag-products keeps what the model tagged before a 402 and answers with the spec’s text', async () => {
    await addProducts(100);
    fake.script({ model: cableModel }, { status: 402 }, { status: 402 }, { status: 402 });
    const error = await tagProductsBatch(db, { offset: 0, limit: 100, tag_all: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 402, message: TAGGING_TEXT.credits });
    expect(await needing()).toBe(75);
    expect(await tagged()).toEqual({ writes: 25, products: 25 });
    const rest = await tagProductsBatch(db, { offset: 0, limit: 100, tag_all: false });
    expect(rest).toMatchObject({ updated: 75, hasMore: false, remaining: 0 });
    expect(await tagged()).toEqual({ writes: 100, products: 100 });
  });
});
