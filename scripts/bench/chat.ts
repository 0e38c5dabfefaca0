/**
 * Chat figures for `npm run bench` (docs/performance.md#budgets): the offline engine's first streamed piece in-process
 * (p50/p95), and 50 concurrent chats over loopback HTTP against POST /api/chat on a server started here.
 */

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIContext } from 'astro';
import { chatReply } from '../../src/features/chat/chat.server.ts';
import { parseSseText } from '../../src/features/chat/sse.ts';
import { setAiEngine } from '../../src/lib/ai/ai.server.ts';
import { createOfflineEngine } from '../../src/lib/ai/engines.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { POST } from '../../src/pages/api/chat.ts';
import { type BenchRow, ms, percentile, timingRow } from './measure.ts';

const PROMPTS = [
  'Present till pappa som älskar att fiska, max 500 kr',
  'Julklapp till min fru som gillar yoga och te, 200-600 kr',
  'Något till en kollega för runt 300 kr',
  'Present till: farmor\nBudget: 350 - 1800 kr\nIntressen: trädgård',
  'Födelsedagspresent till en 7-åring under 300',
  'Till min bror som gillar gaming och teknik, max 1000 kr',
  'Inflyttningspresent till ett par, budget 400 kr',
  'Mamma gillar kaffe och matlagning, under 700 kr',
];
const CONCURRENT = 50;

type Turn = { role: 'user' | 'assistant'; content: string };

function conversation(i: number): Turn[] {
  const first: Turn = { role: 'user', content: PROMPTS[i % PROMPTS.length] ?? '' };
  return i % 3 === 2
    ? [first, { role: 'assistant', content: 'Här är tre förslag …' }, { role: 'user', content: 'billigare' }]
    : [first];
}

/** Milliseconds until the reply's first piece. */
async function firstPiece(db: Db, turns: Turn[]): Promise<number> {
  const started = performance.now();
  const pieces = chatReply(db, turns);
  await pieces.next();
  const elapsed = performance.now() - started;
  await pieces.return(undefined);
  return elapsed;
}

async function toRequest(req: IncomingMessage, base: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request(new URL(req.url ?? '/', base), {
    method: req.method ?? 'GET',
    headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
    body: Buffer.concat(chunks),
  });
}

async function send(response: Response, res: ServerResponse): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}

/** A loopback HTTP server answering POST /api/chat with the real endpoint. */
async function startChatServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/api/chat') {
        res.writeHead(404).end();
        return;
      }
      const request = await toRequest(req, 'http://127.0.0.1');
      await send(await POST({ request } as unknown as APIContext), res);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/chat`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface ChatRun {
  ok: boolean;
  firstByteMs: number;
  totalMs: number;
}

async function oneChat(url: string, turns: Turn[]): Promise<ChatRun> {
  const started = performance.now();
  let firstByteMs = Number.NaN;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: turns }),
    });
    if (!response.ok || !response.body) return { ok: false, firstByteMs, totalMs: performance.now() - started };
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body) {
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      text += decoder.decode(chunk as Uint8Array, { stream: true });
    }
    const parsed = parseSseText(text);
    const ok = parsed.done && parsed.deltas.join('').includes('<id:');
    return { ok, firstByteMs, totalMs: performance.now() - started };
  } catch {
    return { ok: false, firstByteMs, totalMs: performance.now() - started };
  }
}

/** First-token timings in-process and 50 concurrent chats over loopback HTTP (offline engine). */
export async function benchChat(db: Db, runs = 60): Promise<BenchRow[]> {
  setAiEngine(createOfflineEngine());
  try {
    for (let i = 0; i < 3; i++) await firstPiece(db, conversation(i));
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) samples.push(await firstPiece(db, conversation(i)));
    const rows: BenchRow[] = [
      timingRow(
        'chatt',
        {
          name: 'första token, offline-motorn (i processen)',
          runs,
          p50: percentile(samples, 50),
          p95: percentile(samples, 95),
          max: Math.max(...samples),
        },
        'p95 ≤ 150 ms',
      ),
    ];
    const server = await startChatServer();
    try {
      const started = performance.now();
      const results = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) => oneChat(server.url, conversation(i))),
      );
      const wall = performance.now() - started;
      const errors = results.filter((result) => !result.ok).length;
      const firstBytes = results.map((result) => result.firstByteMs).filter((value) => !Number.isNaN(value));
      const totals = results.map((result) => result.totalMs);
      rows.push({
        section: 'chatt',
        name: `${CONCURRENT} samtidiga chattar över loopback-HTTP`,
        value: `${errors} fel · första byte p50 ${ms(percentile(firstBytes, 50))} / p95 ${ms(percentile(firstBytes, 95))} · hela svaret p95 ${ms(percentile(totals, 95))} · totalt ${ms(wall)}`,
        budget: '0 fel',
      });
    } finally {
      await server.close();
    }
    return rows;
  } finally {
    setAiEngine(undefined);
  }
}
