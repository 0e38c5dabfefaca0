/**
 * A real local publish under load: `npm start` (its own port, an in-memory database, its own out dir) serves the
 * site; an admin renames a product on the home page and clicks 'publish now'; while the server rebuilds and
 * switches, 20 clients on loopback keep fetching the prerendered home page and an API route. No request may fail,
 * the build runs at a lower priority than the server, and afterwards the home page carries the new name. Prints how many requests ran and how long the build took.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MALLOC_ENV } from '../../scripts/server-heap.ts';
import type { AdminProduct, AdminProductPage } from '../../src/features/catalogue/admin/products.ts';
import type { PublishView } from '../../src/features/publish/publish.ts';

const PORT = 4501;
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = 'dist/publish-load';
const ADMIN = { email: 'last@presentpilot.se', password: 'ett långt lastlösenord' };
const CLIENTS = 20;
const root = new URL('../../', import.meta.url);

let server: ChildProcess | undefined;
let cookie = '';
let output = '';

/** The server process's resident memory in MB (Linux), for the report line. */
async function residentMb(): Promise<number> {
  const status = await readFile(`/proc/${server?.pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** The niceness of the server's build child (Linux /proc), or null while there is none. */
async function buildChildNiceness(): Promise<number | null> {
  for (const pid of (await readdir('/proc').catch(() => [])).filter((name) => /^\d+$/.test(name))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // After "pid (comm) ": state, ppid, … — the niceness is the 19th field of the line, the 17th after the name.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) !== server?.pid) continue;
    if ((await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).includes('build-child')) {
      return Number(fields[16]);
    }
  }
  return null;
}

async function admin<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { cookie, origin: BASE, 'content-type': 'application/json', accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, data: (await response.json()) as T };
}

describe('publishing under load (npm start)', () => {
  beforeAll(async () => {
    await rm(new URL(`${OUT}-builds/`, root), { recursive: true, force: true });
    server = spawn(process.execPath, ['scripts/start.ts'], {
      cwd: root.pathname,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PRESENTPILOT_DATA_DIR: 'memory://',
        PRESENTPILOT_OUT_DIR: OUT,
        DATABASE_URL: '',
        OPENAI_API_KEY: '',
        NETLIFY_BUILD_HOOK_URL: '',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Presentpilot körs på')) resolve();
      };
      server?.stdout?.on('data', onData);
      server?.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      server?.once('exit', (code) => reject(new Error(`npm start avslutades (${code}):\n${output}`)));
    });
    const login = await fetch(`${BASE}/api/admin/login`, {
      method: 'POST',
      headers: { origin: BASE, 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }, 600_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(new URL(`${OUT}-builds/`, root), { recursive: true, force: true });
    await rm(new URL(`${OUT}/`, root), { recursive: true, force: true });
  });

  // Where /proc tells (Linux): the server restarted itself in place, under the pid it was started with.
  it.skipIf(!existsSync('/proc/self/environ'))('the server runs with the allocator setting', async () => {
    const environ = await readFile(`/proc/${server?.pid}/environ`, 'utf8');
    const [name, value] = Object.entries(SERVER_MALLOC_ENV)[0] as [string, string];
    expect(environ.split('\0')).toContain(`${name}=${value}`);
  });

  it('20 clients get no failed request while the site rebuilds and switches', async () => {
    const home = await (await fetch(`${BASE}/`)).text();
    const { data: list } = await admin<AdminProductPage>('GET', '/api/admin/products?filter=active&page=1');
    const product = list.products.find((candidate: AdminProduct) => home.includes(candidate.title));
    if (!product) throw new Error('ingen produkt i listan syns på startsidan');
    const renamed = `${product.title.slice(0, 40)} Lastversion`;
    const saved = await admin('PATCH', `/api/admin/products/${product.id}`, {
      title: renamed,
      price: product.price,
      description: product.description ?? '',
      to_whom: product.toWhom,
      age_groups: product.ageGroups,
      interests: product.interests,
      occasions: product.occasions,
      themes: product.themes,
      is_active: true,
      needs_tagging: false,
    });
    expect(saved.status).toBe(200);
    expect((await admin<PublishView>('GET', '/api/admin/publish')).data).toMatchObject({ dirty: true, mode: 'local' });

    const memoryBefore = await residentMb();
    let running = true;
    const tally = { requests: 0, failed: [] as string[] };
    const paths = ['/', '/api/search?q=present&limit=10'];
    const client = async (index: number) => {
      let turn = index;
      while (running) {
        const path = paths[turn++ % paths.length] ?? '/';
        try {
          const response = await fetch(`${BASE}${path}`);
          await response.arrayBuffer();
          if (response.status !== 200) tally.failed.push(`${path} ${response.status}`);
        } catch (error) {
          tally.failed.push(`${path} ${error instanceof Error ? error.message : String(error)}`);
        }
        tally.requests += 1;
      }
    };
    const load = Array.from({ length: CLIENTS }, (_, index) => client(index));

    const started = await admin<PublishView>('POST', '/api/admin/publish', {});
    expect(started.status).toBe(202);
    let view = started.data;
    let niceness: number | null = null;
    while (view.buildState === 'building') {
      niceness = (await buildChildNiceness()) ?? niceness;
      await new Promise((resolve) => setTimeout(resolve, 500));
      view = (await admin<PublishView>('GET', '/api/admin/publish')).data;
    }
    running = false;
    await Promise.all(load);

    const seconds =
      view.buildStartedAt && view.buildFinishedAt
        ? (Date.parse(view.buildFinishedAt) - Date.parse(view.buildStartedAt)) / 1000
        : Number.NaN;
    const memoryAfter = await residentMb();
    console.log(
      `[publicering under last] ${tally.requests} förfrågningar från ${CLIENTS} klienter under bygget, ` +
        `${tally.failed.length} misslyckade; bygge och byte ${seconds.toFixed(1)} s; ` +
        `serverns minne ${memoryBefore.toFixed(0)} → ${memoryAfter.toFixed(0)} MB`,
    );
    expect(view).toMatchObject({ buildState: 'idle', error: null, dirty: false });
    expect(tally.failed).toEqual([]);
    expect(tally.requests).toBeGreaterThan(CLIENTS);
    // The build gives way to the requests (scripts/build-child.ts), where the system tells.
    if (existsSync('/proc/self/stat')) expect(niceness).toBe(10);
    expect(await (await fetch(`${BASE}/`)).text()).toContain(renamed);
  }, 600_000);
});
