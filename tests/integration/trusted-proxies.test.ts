/**
 * `npm start` behind a reverse proxy (docs/self-hosting.md#reverse-proxy), end to end on the real server with
 * TRUSTED_PROXIES=127.0.0.1: requests from 127.0.0.1 stand for nginx, which appends the visitor's address to
 * X-Forwarded-For; requests from 127.0.0.2 (another loopback address) stand for a visitor reaching the server
 * directly. The login lockout counts failures per visitor: one visitor locked out behind the proxy leaves the
 * others signing in, and a visitor who is not the proxy cannot dodge the lockout by writing the header.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench/served.ts';
import { LOCKOUT } from '../../src/features/admin/auth/lockout.ts';

const root = new URL('../../', import.meta.url);
let server: ChildProcess | undefined;
let output = '';
let port = 0;

/** One wrong login from `from` (the socket's local address) with the X-Forwarded-For given: its status. */
function wrongLogin(from: string, forwardedFor: string | undefined, n: number): Promise<number> {
  const body = JSON.stringify({ email: `nobody-${n}@example.com`, password: 'fel lösenord' });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/admin/login',
        agent: false,
        headers: {
          origin: `http://127.0.0.1:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** `count` wrong logins one after another (each for another account, so only the client's count grows). */
async function wrongLogins(from: string, forwardedFor: (i: number) => string | undefined, count: number, start = 0) {
  const statuses: number[] = [];
  for (let i = start; i < start + count; i++) statuses.push(await wrongLogin(from, forwardedFor(i), i));
  return statuses;
}

describe('npm start behind a trusted reverse proxy', () => {
  beforeAll(async () => {
    port = await freePort();
    server = spawn(process.execPath, ['scripts/start.ts'], {
      cwd: root.pathname,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PRESENTPILOT_DATA_DIR: 'memory://',
        PRESENTPILOT_OUT_DIR: 'dist/trusted-proxies-test',
        DATABASE_URL: '',
        OPENAI_API_KEY: '',
        NETLIFY_BUILD_HOOK_URL: '',
        TRUSTED_PROXIES: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Presentpilot körs på')) resolve();
      };
      server?.stdout?.on('data', collect);
      server?.stderr?.on('data', collect);
      server?.once('exit', (code) => reject(new Error(`npm start avslutades (${code}):\n${output.slice(-3000)}`)));
    });
  }, 300_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }, 30_000);

  it('locks out one visitor behind the proxy and no one else', async () => {
    // Visitor 203.0.113.1 through the proxy: wrong, wrong, … then locked, whatever it writes left of its address.
    const first = await wrongLogins('127.0.0.1', () => '203.0.113.1', LOCKOUT.clientLimit);
    expect(first).toEqual(Array(LOCKOUT.clientLimit).fill(401));
    expect(await wrongLogin('127.0.0.1', '203.0.113.1', 100)).toBe(429);
    expect(await wrongLogin('127.0.0.1', '198.51.100.50, 203.0.113.1', 101)).toBe(429);
    // Another visitor through the same proxy, even one that claims to be the locked one, still gets an answer.
    expect(await wrongLogin('127.0.0.1', '203.0.113.2', 102)).toBe(401);
    expect(await wrongLogin('127.0.0.1', '203.0.113.1, 203.0.113.3', 103)).toBe(401);
    expect(await wrongLogin('127.0.0.1', '[2001:db8::5]:4711', 104)).toBe(401);
  }, 120_000);

  it('ignores the header from a visitor who is not the proxy', async () => {
    // A new address in every header: the socket's 127.0.0.2 is what counts, so the lockout comes all the same.
    const direct = await wrongLogins('127.0.0.2', (i) => `192.0.2.${i + 1}`, LOCKOUT.clientLimit, 200);
    expect(direct).toEqual(Array(LOCKOUT.clientLimit).fill(401));
    expect(await wrongLogin('127.0.0.2', '192.0.2.250', 300)).toBe(429);
    expect(await wrongLogin('127.0.0.2', undefined, 301)).toBe(429);
    // The proxy's visitors are not touched by it.
    expect(await wrongLogin('127.0.0.1', '192.0.2.251', 302)).toBe(401);
  }, 120_000);
});
