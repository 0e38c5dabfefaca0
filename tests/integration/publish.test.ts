/**
 * Publishing over the API: a change marks the site dirty; 'publish now' runs a local rebuild (a served site switched
 * to the new build; a failed build leaves the old one answering) or calls the build hook (a local HTTP server on
 * 127.0.0.1: 2xx, 4xx, 5xx, no answer); the scheduler's rules publish settled edits and imports by themselves.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRoute } from 'astro';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalPublisher } from '../../scripts/local-publisher.ts';
import { type ServedSite, serveSite } from '../../scripts/serve.ts';
import { publishIfDue, registerLocalPublisher, requestPublish } from '../../src/features/publish/publish.server.ts';
import { PUBLISH_TEXT, type PublishView } from '../../src/features/publish/publish.ts';
import { startPublishScheduler } from '../../src/features/publish/publish-scheduler.server.ts';
import { resetEnv } from '../../src/lib/env.ts';
import { PATCH as updateRoute } from '../../src/pages/api/admin/products/[id].ts';
import { POST as visibilityRoute } from '../../src/pages/api/admin/products/visibility.ts';
import { POST as publishRoute, GET as stateRoute } from '../../src/pages/api/admin/publish.ts';
import { asAdmin } from './helpers/admin.ts';
import { databaseChecksum } from './helpers/checksum.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

const state = async () => (await asAdmin<PublishView>(stateRoute, 'GET', '/api/admin/publish')).data;
const publishNow = (body: unknown = {}) =>
  asAdmin<PublishView>(publishRoute as APIRoute, 'POST', '/api/admin/publish', body);

/** Polls the state until no build runs. */
async function settled(): Promise<PublishView> {
  for (;;) {
    const view = await state();
    if (view.buildState !== 'building') return view;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('publishing (PGlite, demo catalogue)', () => {
  const test = useDemoDatabase();
  const root = join(tmpdir(), `presentpilot-publish-${process.pid}`);
  let site: ServedSite | undefined;

  /** A stand-in build: a real entry module whose handler names its build. */
  async function writeBuild(outDir: URL | string, name: string): Promise<string> {
    const dir = typeof outDir === 'string' ? outDir : outDir.pathname;
    await mkdir(join(dir, 'server'), { recursive: true });
    const entry = join(dir, 'server', 'entry.mjs');
    await writeFile(
      entry,
      `export const handler = (req, res) => { res.setHeader('content-type', 'text/plain'); res.end(${JSON.stringify(name)}); };\n`,
    );
    return entry;
  }

  const served = async () => {
    const address = site?.server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${address.port}/`)).text();
  };

  beforeEach(async () => {
    await test.db.query(
      `UPDATE publish_state SET dirty_since = NULL, last_change_at = NULL, reasons = '[]', publish_now = false,
         build_state = 'idle', build_mode = NULL, build_started_at = NULL, build_finished_at = NULL,
         build_error = NULL, published_at = NULL`,
    );
    registerLocalPublisher(undefined);
    delete process.env.NETLIFY_BUILD_HOOK_URL;
    resetEnv();
  });

  afterEach(async () => {
    registerLocalPublisher(undefined);
    if (site) await new Promise((resolve) => site?.server.close(resolve));
    site = undefined;
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    delete process.env.NETLIFY_BUILD_HOOK_URL;
    resetEnv();
  });

  it('a product edit and a visibility change mark the site dirty with their reasons; no change, no mark', async () => {
    expect(await state()).toMatchObject({ dirty: false, buildState: 'idle', mode: 'none', message: null });
    const [product] = await test.db.query<{ id: string; title: string; price_value: string }>(
      'SELECT id::text, title, price_value::text FROM products WHERE is_active ORDER BY id LIMIT 1',
    );
    const unchanged = await asAdmin(visibilityRoute, 'POST', '/x', { ids: [product?.id], active: true });
    expect(unchanged.data).toEqual({ updated: 0 });
    expect((await state()).dirty).toBe(false);

    const hidden = await asAdmin(visibilityRoute, 'POST', '/x', { ids: [product?.id], active: false });
    expect(hidden.data).toEqual({ updated: 1 });
    const edited = await asAdmin(
      updateRoute,
      'PATCH',
      `/x/${product?.id}`,
      {
        title: 'Publiceringskopp',
        price: product?.price_value,
        description: '',
        to_whom: [],
        age_groups: [],
        interests: [],
        occasions: [],
        themes: [],
        is_active: true,
        needs_tagging: false,
      },
      { id: product?.id ?? '' },
    );
    expect(edited.status).toBe(200);
    const view = await state();
    expect(view).toMatchObject({
      dirty: true,
      buildState: 'idle',
      reasons: ['1 produkt dold', 'produkten Publiceringskopp ändrad'],
    });
    // Nothing here can publish: the state says so and stays waiting.
    expect(view.message).toBe(PUBLISH_TEXT.notConfigured);
    const refused = await publishNow();
    expect(refused.status).toBe(409);
    expect(refused.data.error).toBe(PUBLISH_TEXT.notConfigured);
    expect(await state()).toMatchObject({ dirty: true, buildState: 'idle' });
  });

  it('a body with fields is refused and changes nothing', async () => {
    await requestPublish('test');
    const before = await databaseChecksum(test.db);
    const bad = await publishNow({ force: true });
    expect(bad.status).toBe(400);
    expect(await databaseChecksum(test.db)).toEqual(before);
  });

  it('local: dirty → building → published, the server switched to the new build in one step', async () => {
    const entry = await writeBuild(join(root, 'first'), 'bygge 1');
    site = await serveSite(entry, '127.0.0.1', 0);
    const buildsDir = new URL(`file://${root}/builds-ok/`);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let builds = 0;
    registerLocalPublisher(
      createLocalPublisher({
        site,
        buildsDir,
        build: async (outDir) => {
          builds += 1;
          if (builds === 1) await gate;
          await writeBuild(outDir, `bygge ${builds + 1}`);
        },
      }),
    );
    await requestPublish('produkten Kopp ändrad');
    expect((await state()).mode).toBe('local');

    const started = await publishNow();
    expect(started.status).toBe(202);
    expect(started.data).toMatchObject({ buildState: 'building', dirty: true, elapsedSeconds: 0 });
    // A second click while it builds is refused; the old build answers meanwhile.
    const again = await publishNow();
    expect(again.status).toBe(409);
    expect(again.data.error).toBe(PUBLISH_TEXT.alreadyBuilding);
    expect(await served()).toBe('bygge 1');
    // A change during the build may have missed it: it keeps the site dirty afterwards.
    await requestPublish('kategorin Jul ändrad');
    release();
    const after = await settled();
    expect(after).toMatchObject({ buildState: 'idle', error: null, dirty: true, reasons: ['kategorin Jul ändrad'] });
    expect(after.publishedAt).not.toBeNull();
    expect(await served()).toBe('bygge 2');

    // The next publish lands everything; only the current and the previous build are kept.
    expect((await publishNow()).status).toBe(202);
    expect(await settled()).toMatchObject({ buildState: 'idle', dirty: false, reasons: [] });
    expect(await served()).toBe('bygge 3');
    expect((await publishNow()).status).toBe(202);
    await settled();
    expect(await served()).toBe('bygge 4');
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(buildsDir)).sort()).toEqual(['2', '3']);
  });

  it('local: a failing build keeps the old build serving and the state says why', async () => {
    const entry = await writeBuild(join(root, 'kept'), 'gamla bygget');
    site = await serveSite(entry, '127.0.0.1', 0);
    registerLocalPublisher(
      createLocalPublisher({
        site,
        buildsDir: new URL(`file://${root}/builds-fail/`),
        build: async () => {
          throw new Error('[prerender] /tips/jul: Cannot read properties of undefined');
        },
      }),
    );
    await requestPublish('tipssidan Jul ändrad');
    expect((await publishNow()).status).toBe(202);
    const failed = await settled();
    expect(failed).toMatchObject({ buildState: 'failed', dirty: true, publishedAt: null });
    expect(failed.error).toBe(
      'Bygget misslyckades, sajten visar det förra bygget: [prerender] /tips/jul: Cannot read properties of undefined',
    );
    expect(await served()).toBe('gamla bygget');
    // A failed build is not retried by itself until something changes.
    await test.db.query(`UPDATE publish_state SET last_change_at = now() - interval '5 minutes',
                           build_started_at = now() - interval '5 minutes'`);
    expect(await publishIfDue(test.db)).toBe(false);
  });

  describe('the build hook', () => {
    let hook: Server;
    let answer: number | 'never' = 200;
    const calls: { method: string; url: string }[] = [];

    beforeEach(async () => {
      calls.length = 0;
      hook = createServer((req, res) => {
        calls.push({ method: req.method ?? '', url: req.url ?? '' });
        req.resume();
        if (answer === 'never') return;
        res.statusCode = answer;
        res.end('{}');
      });
      await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
      process.env.NETLIFY_BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/hemlig-krok-123`;
      resetEnv();
    });

    afterEach(async () => {
      hook.closeAllConnections();
      await new Promise((resolve) => hook.close(resolve));
    });

    it('2xx: building while the hook answers, then published; the URL is never logged or answered', async () => {
      const logged = [vi.spyOn(console, 'log'), vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
      answer = 200;
      await requestPublish('produkten Kopp ändrad');
      const published = await publishNow();
      expect(published.status).toBe(200);
      expect(published.data).toMatchObject({ mode: 'hook', buildState: 'idle', dirty: false, error: null });
      expect(calls).toEqual([{ method: 'POST', url: '/build_hooks/hemlig-krok-123' }]);
      expect(JSON.stringify(await state())).not.toContain('hemlig-krok');
      for (const spy of logged) {
        expect(JSON.stringify(spy.mock.calls)).not.toContain('hemlig-krok');
        spy.mockRestore();
      }
    });

    it.each([
      [404, 'Byggkroken svarade 404'],
      [500, 'Byggkroken svarade 500'],
      [503, 'Byggkroken svarade 503'],
    ])('%i: failed with the status, still waiting', async (status, error) => {
      answer = status;
      await requestPublish('produkten Kopp ändrad');
      const failed = await publishNow();
      expect(failed.data).toMatchObject({ buildState: 'failed', error, dirty: true, publishedAt: null });
      expect(calls).toHaveLength(1);
    });

    it('no answer in time: failed with a timeout', async () => {
      answer = 'never';
      await requestPublish('produkten Kopp ändrad');
      const failed = await publishNow();
      expect(failed.data).toMatchObject({ buildState: 'failed', error: PUBLISH_TEXT.hookTimeout, dirty: true });
    }, 30_000);

    it('an import publishes at once; settled edits publish by themselves, unsettled ones wait', async () => {
      answer = 204;
      await requestPublish('import av Testboden', { now: true, db: test.db });
      expect(calls).toHaveLength(1);
      expect(await state()).toMatchObject({ dirty: false, buildState: 'idle' });

      await requestPublish('produkten Kopp ändrad');
      await test.db.query(`UPDATE publish_state SET build_started_at = now() - interval '10 minutes'`);
      expect(await publishIfDue(test.db)).toBe(false);
      expect(await state()).toMatchObject({ dirty: true, autoPublishInSeconds: null });
      await test.db.query(`UPDATE publish_state SET last_change_at = now() - interval '61 seconds'`);
      expect(await publishIfDue(test.db)).toBe(true);
      expect(calls).toHaveLength(2);
      expect(await state()).toMatchObject({ dirty: false, buildState: 'idle' });
    });
  });

  it('a build left running by a stopped server is shown as interrupted when the server starts again', async () => {
    await requestPublish('produkten Kopp ändrad');
    await test.db.query(`UPDATE publish_state SET build_state = 'building', build_started_at = now()`);
    const scheduler = startPublishScheduler(test.db, { intervalMs: 60_000 });
    await scheduler.tick();
    await scheduler.stop();
    expect(await state()).toMatchObject({ buildState: 'failed', error: PUBLISH_TEXT.interrupted, dirty: true });
  });
});
