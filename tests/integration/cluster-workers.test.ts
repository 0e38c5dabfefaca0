/**
 * `npm start` on a PostgreSQL server runs one worker per core: here two workers on a fresh database with the demo
 * catalogue. The worker that drives the background jobs is killed with SIGKILL: the other keeps answering at once,
 * a replacement comes up and takes the jobs over, and at no time do two workers drive them. Skips with a message
 * when no PostgreSQL server answers (PG_TEST_URL, default the local one).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench/served.ts';
import { seedDemo } from '../../src/dev/seed.server.ts';
import { migrate } from '../../src/lib/db/migrate.server.ts';
import { openPg, workerPoolSize } from '../../src/lib/db/pg.server.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { PG_URL, reachable } from './helpers/engines.ts';

const root = new URL('../../', import.meta.url);
const available = await reachable(PG_URL);
if (!available) console.warn(`Klustertestet hoppas över: ingen PostgreSQL-server svarar på ${PG_URL}`);

let admin: Db | undefined;
let server: ChildProcess | undefined;
let output = '';
let base = '';
const name = `presentpilot_cluster_${process.pid}_${Date.now().toString(36)}`;

/** One GET on a fresh connection (a kept-alive one could belong to the killed worker): its status, or 0. */
function status(path: string): Promise<number> {
  return new Promise((resolve) => {
    const request = get(`${base}${path}`, { agent: false, timeout: 5000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** The server's worker processes (its children running start.ts). */
function workers(): number[] {
  const children = readFileSync(`/proc/${server?.pid}/task/${server?.pid}/children`, 'utf8').trim();
  return children
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('start.ts');
      } catch {
        return false;
      }
    });
}

/** Pids named by 'Bakgrundsjobben körs i arbetsprocess N', in order. */
function runnerPids(): number[] {
  return [...output.matchAll(/Bakgrundsjobben körs i arbetsprocess (\d+)/g)].map((match) => Number(match[1]));
}

async function until(check: () => boolean, seconds: number): Promise<void> {
  const end = Date.now() + seconds * 1000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`väntade förgäves; servern skrev:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!available)('npm start on PostgreSQL: one worker per core', () => {
  beforeAll(async () => {
    admin = await openPg(PG_URL, { max: 1, connectTimeoutMs: 10_000 });
    await admin.exec(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const db = await openPg(url.toString(), { max: 2, connectTimeoutMs: 10_000 });
    await migrate(db);
    await seedDemo(db);
    await db.close();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['scripts/start.ts'], {
      cwd: root.pathname,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        WORKERS: '2',
        PG_POOL_SIZE: '',
        PRESENTPILOT_OUT_DIR: 'dist/cluster-test',
        OPENAI_API_KEY: '',
        NETLIFY_BUILD_HOOK_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await until(() => output.includes('Presentpilot körs på') || server?.exitCode !== null, 280);
    expect(server.exitCode, output).toBeNull();
  }, 300_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await admin?.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.close();
  }, 30_000);

  it("each worker's connection pool is its share of the cores", () => {
    const expected = `PG_POOL_SIZE=${workerPoolSize(availableParallelism(), 2)}`;
    expect(workers()).toHaveLength(2);
    for (const pid of workers()) expect(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toContain(expected);
  });

  it('a worker killed with SIGKILL: the other answers meanwhile, a replacement takes the jobs over', async () => {
    const before = workers();
    expect(before).toHaveLength(2);
    const [runner] = runnerPids();
    expect(runnerPids()).toHaveLength(1);
    expect(before).toContain(runner);

    process.kill(runner as number, 'SIGKILL');
    // The other worker answers straight away, on every new connection.
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push(await status('/api/products?limit=2'));
    expect(answers).toEqual(Array(10).fill(200));

    await until(() => workers().length === 2 && !workers().includes(runner as number) && runnerPids().length === 2, 60);
    const replacement = runnerPids()[1] as number;
    expect(workers()).toContain(replacement);
    expect(replacement).not.toBe(runner);
    expect(output).toContain(`Arbetsprocess ${runner} avslutades (SIGKILL)`);
    // Both answer: the replacement serves the same build.
    for (let i = 0; i < 10; i++) expect(await status('/api/search?q=kaffe')).toBe(200);
    expect(await status('/')).toBe(200);
  }, 120_000);
});
