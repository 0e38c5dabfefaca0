/**
 * A small OpenAI-compatible server on 127.0.0.1 for tests: POST /v1/chat/completions, streamed (SSE) and not.
 * Each request takes the next scripted reply (or the default one): fixed text, text computed from the request
 * (e.g. a model that answers with the candidate ids it was given, or invents ids), an HTTP error, a stream
 * that breaks off, silence, or a raw body (garbage). Every request body is recorded.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CompletionRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
  response_format?: { type: string };
}

export type ScriptedReply =
  | { text: string | ((request: CompletionRequest) => string); chunkSize?: number; delayMs?: number }
  | { status: number; message?: string }
  /** Streams `text`, then drops the connection. */
  | { breakAfter: string }
  /** Never answers (the client's timeout or abort ends it). */
  | { hang: true }
  /** Answers this body as it is (garbage: an HTML error page, broken JSON in an event stream). */
  | { raw: string; contentType: string; status?: number };

export interface FakeOpenAi {
  /** Base URL for the SDK: http://127.0.0.1:port/v1 */
  baseURL: string;
  requests: CompletionRequest[];
  /** Queues replies for the next requests. */
  script(...replies: ScriptedReply[]): void;
  /** Reply used when the queue is empty. */
  setDefault(reply: ScriptedReply): void;
  close(): Promise<void>;
}

/** Product ids listed in the prompt as `id: <uuid>` lines. */
export function candidateIds(request: CompletionRequest): string[] {
  const text = request.messages.map((message) => message.content).join('\n');
  return [...text.matchAll(/\bid:\s*([0-9a-f-]{36})/g)].map((match) => match[1] ?? '');
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function chunk(content: string, model: string): string {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;
}

function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(reply: ScriptedReply, body: CompletionRequest, res: ServerResponse): Promise<void> {
  if ('hang' in reply) return;
  if ('raw' in reply) {
    res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType });
    res.end(reply.raw);
    return;
  }
  if ('status' in reply) {
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: reply.message ?? 'scripted failure', type: 'server_error' } }));
    return;
  }
  if ('breakAfter' in reply) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(chunk(reply.breakAfter, body.model));
    await sleep(5);
    res.socket?.destroy();
    return;
  }
  const text = typeof reply.text === 'function' ? reply.text(body) : reply.text;
  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const piece of pieces(text, reply.chunkSize ?? 7)) {
    res.write(chunk(piece, body.model));
    if (reply.delayMs) await sleep(reply.delayMs);
  }
  res.end('data: [DONE]\n\n');
}

/** Starts the fake server on a free loopback port. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: ScriptedReply[] = [];
  const requests: CompletionRequest[] = [];
  let fallback: ScriptedReply = { text: 'Hej! Här är ett förslag.' };
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      if (!req.headers.authorization?.startsWith('Bearer ')) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'missing key' } }));
        return;
      }
      const body = JSON.parse(await readBody(req)) as CompletionRequest;
      requests.push(body);
      await answer(queue.shift() ?? fallback, body, res);
    })().catch(() => res.socket?.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => queue.push(...replies),
    setDefault: (reply) => {
      fallback = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
