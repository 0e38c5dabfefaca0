/**
 * `npm run rehearse:netlify`: the Netlify deploy, rehearsed offline. Builds the site as Netlify does (netlify-cli,
 * the Netlify adapter, `dist/netlify`, the functions bundled), serves it with `netlify serve --offline` against a
 * fresh database on the local PostgreSQL reached through Neon's serverless driver and a WebSocket-to-TCP proxy,
 * and sends smoke requests: a page, search, the chat stream, admin sign-in and an admin read, the scheduled and the
 * background functions. Everything it started (server, proxy, database) is stopped at the end, also on failure.
 *
 * Skips (exit 0) when no PostgreSQL server answers on PG_TEST_URL (default 127.0.0.1:5432).
 * REHEARSE_PORT (default 8888) and REHEARSE_FUNCTIONS_PORT change the ports `netlify serve` listens on.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startWsBridge } from './ws-proxy.ts';

/** The netlify-cli release the rehearsal runs (through npx, not a dependency of the site). */
const NETLIFY_CLI = 'netlify-cli@27.10.2';
const PG_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.REHEARSE_PORT ?? 8888);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'rehearse@presentpilot.local', password: `rehearse-${Date.now()}-password` };
/** Build and start together; a busy machine needs several minutes. */
const SERVE_TIMEOUT_MS = 12 * 60_000;
const started = performance.now();

function stamp(): string {
  return `${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`;
}

/** Runs one named step and prints how long it took; a failure is printed and thrown on. */
async function step<T>(name: string, body: () => Promise<T>): Promise<T> {
  const at = performance.now();
  try {
    const result = await body();
    console.log(`[${stamp()}] ok   ${name} (${((performance.now() - at) / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    console.log(`[${stamp()}] FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
}

function serverUrl(database: string): string {
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function postgresAnswers(): Promise<boolean> {
  return adminQuery('SELECT 1').then(
    () => true,
    () => false,
  );
}

/** Runs `npm run <script>` with the rehearsal's environment; rejects with the output's tail on a non-zero exit. */
function npmRun(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run ${args[0]} gav ${code}:\n${output.slice(-2000)}`)),
    );
  });
}

/** Stops a detached child and everything it started (its process group). */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {}
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  signal('SIGKILL'); // whatever of the group outlived its parent
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One request; a 503 (the database out of reach: opening a connection has 800 ms, which a busy machine can miss)
 * is tried again up to three times, as a visitor's retry would.
 */
async function request(path: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${BASE}${path}`, { ...init, signal: AbortSignal.timeout(60_000) });
    if (response.status !== 503 || attempt === 3) return response;
    await response.body?.cancel();
    console.log(`[${stamp()}]      ${path} svarade 503 (databasen), försöker igen`);
    await sleep(1000);
  }
}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status)
    throw new Error(`${what}: ${response.status} i stället för ${status}: ${(await response.text()).slice(0, 300)}`);
}

/** What `netlify serve` printed so far (also written to its log file). */
let serveOutput = '';

/** Starts `netlify serve` (which runs the Netlify build first) and waits until the site answers. */
async function buildAndServe(
  env: NodeJS.ProcessEnv,
  logPath: string,
  onStart: (child: ChildProcess) => void,
): Promise<void> {
  const log = createWriteStream(logPath);
  const args = ['--yes', NETLIFY_CLI, 'serve', '--offline', '--port', String(PORT)];
  if (process.env.REHEARSE_FUNCTIONS_PORT) args.push('--functions-port', process.env.REHEARSE_FUNCTIONS_PORT);
  // netlify-cli's offline server otherwise sets up edge functions (the site has none) and crashes doing so.
  args.push('--internal-disable-edge-functions');
  const child = spawn('npx', args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  onStart(child);
  serveOutput = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      serveOutput += chunk.toString();
      log.write(chunk);
    });
  }
  const failure = (message: string) =>
    new Error(`${message} (logg: ${logPath})\n${serveOutput.split('\n').slice(-40).join('\n')}`);
  await step('netlify build (db:migrate, Astro med Netlify-adaptern, funktionerna paketerade)', async () => {
    const deadline = Date.now() + SERVE_TIMEOUT_MS;
    while (!serveOutput.includes('Netlify Build Complete')) {
      if (child.exitCode !== null) throw failure(`netlify serve avslutades med ${child.exitCode} under bygget`);
      if (Date.now() > deadline) throw failure('bygget blev inte klart i tid');
      await sleep(1000);
    }
  });
  await step(`netlify serve --offline på ${BASE}`, async () => {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw failure(`netlify serve avslutades med ${child.exitCode}`);
      const status = await fetch(`${BASE}/`, { signal: AbortSignal.timeout(10_000) }).then(
        (response) => response.body?.cancel().then(() => response.status),
        () => 0,
      );
      if (status === 200) return;
      if (Date.now() > deadline) throw failure('servern svarade inte');
      await sleep(1000);
    }
  });
}

async function smoke(): Promise<void> {
  await step('GET / (HTML)', async () => {
    const response = await request('/');
    await expectStatus(response, 200, 'startsidan');
    expect(response.headers.get('content-type')?.includes('text/html'), 'startsidan är inte HTML');
    expect((await response.text()).includes('<html'), 'startsidan saknar <html');
  });
  await step('GET /api/search?q=present (JSON)', async () => {
    const response = await request('/api/search?q=present');
    await expectStatus(response, 200, 'sökningen');
    const body = (await response.json()) as { products?: unknown };
    expect(Array.isArray(body.products), 'sökningen saknar products');
  });
  await step('POST /api/chat (strömmas i flera delar, slutar med [DONE])', async () => {
    const response = await request('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify({
        messages: [{ role: 'user', content: 'Present till pappa som gillar kaffe, runt 300 kr' }],
      }),
    });
    await expectStatus(response, 200, 'chatten');
    expect(response.headers.get('content-type')?.includes('text/event-stream'), 'chatten strömmar inte SSE');
    const decoder = new TextDecoder();
    let pieces = 0;
    let text = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      pieces++;
      text += decoder.decode(chunk, { stream: true });
    }
    expect(pieces > 1, `chattsvaret kom i ${pieces} del`);
    expect(text.trimEnd().endsWith('data: [DONE]'), 'chattsvaret slutar inte med [DONE]');
  });
  const cookie = await step('POST /api/admin/login (admin loggar in)', async () => {
    const response = await request('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify(ADMIN),
    });
    await expectStatus(response, 200, 'inloggningen');
    const session = response.headers.getSetCookie().find((value) => value.startsWith('pp_admin_session='));
    expect(session, 'inloggningen gav ingen sessionskaka');
    return session.split(';')[0] as string;
  });
  await step('GET /api/admin/products (admin läser)', async () => {
    const response = await request('/api/admin/products', { headers: { cookie } });
    await expectStatus(response, 200, 'produktlistan');
    const body = (await response.json()) as { products?: unknown };
    expect(Array.isArray(body.products), 'produktlistan saknar products');
  });
  await step('schemalagd funktion jobs-scheduled', async () => {
    const response = await request('/.netlify/functions/jobs-scheduled', { method: 'POST' });
    expect(response.status < 300, `jobs-scheduled svarade ${response.status}: ${await response.text()}`);
    await response.body?.cancel();
  });
  await step('bakgrundsfunktion jobs-background (202)', async () => {
    const response = await request('/.netlify/functions/jobs-background', { method: 'POST', body: '{}' });
    await expectStatus(response, 202, 'jobs-background');
    await response.body?.cancel();
  });
}

async function main(): Promise<number> {
  if (!(await postgresAnswers())) {
    console.log(`Hoppar över: ingen PostgreSQL-server svarar på ${new URL(PG_URL).host} (sätt PG_TEST_URL).`);
    return 0;
  }
  const database = `rehearse_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
  const logPath = join(tmpdir(), `${database}-netlify.log`);
  let created = false;
  let proxy: Awaited<ReturnType<typeof startWsBridge>> | undefined;
  let server: ChildProcess | undefined;
  let stopping: Promise<void> | undefined;
  const cleanup = () => {
    stopping ??= stopAll();
    return stopping;
  };
  const stopAll = async () => {
    if (server) await step('stoppar netlify serve', () => stopGroup(server as ChildProcess)).catch(() => {});
    if (proxy) await step('stoppar proxyn', () => (proxy as { close(): Promise<void> }).close()).catch(() => {});
    if (created)
      await step(`tar bort databasen ${database}`, () => adminQuery(`DROP DATABASE ${database} WITH (FORCE)`)).catch(
        () => {},
      );
  };
  const interrupted = () => {
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    await step(`skapar databasen ${database}`, () => adminQuery(`CREATE DATABASE ${database}`));
    created = true;
    proxy = await step('startar WebSocket-proxyn (Neons drivrutin → PostgreSQL)', () => startWsBridge());
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: serverUrl(database),
      NEON_WS_PROXY: proxy.address,
      // What Netlify's build machines set: the Netlify adapter, published from dist/netlify.
      NETLIFY: '1',
      BROWSER: 'none',
      SITE_URL: BASE,
      OPENAI_API_KEY: '',
      NETLIFY_BUILD_HOOK_URL: '',
    };
    for (const name of ['PRESENTPILOT_OUT_DIR', 'PRESENTPILOT_ADAPTER', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'])
      delete env[name];
    await step('npm run db:migrate', () => npmRun(['db:migrate'], env));
    await step('npm run admin:create', () =>
      npmRun(['admin:create', '--', '--email', ADMIN.email, '--password', ADMIN.password], env),
    );
    for (let attempt = 1; ; attempt++) {
      try {
        await buildAndServe(env, logPath, (child) => {
          server = child;
        });
        break;
      } catch (error) {
        // Prerendering opens its connections with 800 ms to spare; on a busy machine one can miss that once.
        if (attempt === 2 || !serveOutput.includes('Databasen går inte att nå')) throw error;
        if (server) await stopGroup(server);
        console.log(`[${stamp()}]      bygget nådde inte databasen i tid, försöker igen`);
      }
    }
    await smoke();
    console.log(`[${stamp()}] Repetitionen av Netlify-driftsättningen gick igenom.`);
    return 0;
  } catch {
    console.log(`[${stamp()}] Repetitionen misslyckades.`);
    return 1;
  } finally {
    await cleanup();
  }
}

process.exit(await main());
