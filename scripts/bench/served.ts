/**
 * The load bench's server: `npm start` (scripts/start.ts with its heap settings, server-heap.ts) in its own process,
 * exactly as a shop runs it, on the bench's database (the embedded one in a directory, or a server database by URL),
 * so its memory is the serving process's own. Staff publish through the admin API as 'Publicera nu' does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVER_HEAP_FLAGS } from '../server-heap.ts';

const START = fileURLToPath(new URL('../start.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const BENCH_ADMIN = { email: 'bench@presentpilot.local', password: 'bench-password-1234' };

export interface ServedOptions {
  /** The embedded database's directory (unset with databaseUrl). */
  dataDir?: string;
  databaseUrl?: string;
  /** Build directory, relative to the project (e.g. dist/bench-load). */
  outDir: string;
  /** Reuse the build in outDir (--no-build). */
  reuseBuild?: boolean;
  /** Worker count on a server database (WORKERS). */
  workers?: number;
  /** Extra environment. */
  env?: Record<string, string>;
}

export interface Served {
  child: ChildProcess;
  pid: number;
  base: string;
  /** The start-up build's seconds, when it built. */
  buildSeconds: number | undefined;
  /** Everything the server printed. */
  output(): string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server and resolves once it says it is running (rejects with its output when it exits first). */
export async function startServed(options: ServedOptions): Promise<Served> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_HEAP_FLAGS, START, ...(options.reuseBuild ? ['--no-build'] : [])], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PRESENTPILOT_OUT_DIR: options.outDir,
      PRESENTPILOT_DATA_DIR: options.dataDir ?? '',
      DATABASE_URL: options.databaseUrl ?? '',
      ...(options.workers ? { WORKERS: String(options.workers) } : {}),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      // The chat answers offline: a key in the environment would send the load to a model.
      OPENAI_API_KEY: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
    if (text.length > 200_000) text = text.slice(-100_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (text.includes('Presentpilot körs på')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`servern avslutades innan den svarade:\n${text.slice(-3000)}`));
    });
  });
  const built = /Bygget klart på ([\d.]+) s/.exec(text);
  return {
    child,
    pid: child.pid as number,
    base: `http://127.0.0.1:${port}`,
    buildSeconds: built ? Number(built[1]) : undefined,
    output: () => text,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Signs in as the bench admin and returns the session cookie. */
export async function adminCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`inloggningen svarade ${response.status}: ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** 'Publicera nu' through the admin API; resolves with the seconds until the new build answers. */
export async function publishThroughAdmin(base: string, cookie: string): Promise<number> {
  const started = performance.now();
  const headers = { 'content-type': 'application/json', origin: base, cookie };
  const response = await fetch(`${base}/api/admin/publish`, { method: 'POST', headers, body: '{}' });
  if (response.status !== 202) throw new Error(`publiceringen svarade ${response.status}: ${await response.text()}`);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const state = (await (await fetch(`${base}/api/admin/publish`, { headers })).json()) as {
      buildState: string;
      error: string | null;
    };
    if (state.buildState === 'building') continue;
    if (state.error) throw new Error(`publiceringen misslyckades: ${state.error}`);
    return (performance.now() - started) / 1000;
  }
}
