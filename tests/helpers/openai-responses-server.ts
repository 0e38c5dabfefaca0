/**
 * A small OpenAI-compatible server on 127.0.0.1 for the tagging tests: POST /v1/responses, and the Batch API's
 * POST /v1/files (multipart, purpose batch), GET /v1/files/{id}/content, POST /v1/batches, GET /v1/batches/{id}.
 *
 * A /v1/responses request takes the next scripted reply, or the default: the `model` function given the products
 * listed in the request (one JSON object a line, as the tagger sends them) answers their tags. A batch moves one
 * step each time it is read (validating → in_progress → completed); on completion every input line is answered by
 * the same `model` (or by `batchLine`), successes to the output file and failures to the error file.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RequestedProduct {
  id: string;
  title: string;
  description: string;
  category: string;
  brand: string;
  merchant: string;
  price: number | null;
}

export interface ResponsesRequest {
  model: string;
  instructions?: string;
  input: string;
  text?: { format?: { type: string; name?: string; strict?: boolean; schema?: unknown } };
  prompt_cache_key?: string;
}

/** The model's answer for some products: usually `{ products: [...] }`. */
export type ModelFunction = (products: RequestedProduct[], request: ResponsesRequest) => unknown;

export type ScriptedReply =
  | { status: number; message?: string; headers?: Record<string, string> }
  /** Answers this text as the output text (e.g. malformed JSON). */
  | { text: string }
  /** Answers with this model function once. */
  | { model: ModelFunction };

/** What a batch line gets: a normal answer, an HTTP error inside the output, or an error-file line. */
export type BatchLineReply = 'model' | { status: number; message?: string } | { text: string };

export interface FakeBatch {
  id: string;
  input_file_id: string;
  status: string;
  output_file_id?: string;
  error_file_id?: string;
  reads: number;
}

export interface FakeOpenAiResponses {
  /** Base URL for the SDK: http://127.0.0.1:port/v1 */
  baseURL: string;
  /** Every /v1/responses request body, and every request's method and path. */
  requests: ResponsesRequest[];
  calls: { method: string; path: string; authorization: string | undefined }[];
  files: Map<string, { purpose: string; filename: string; content: string }>;
  batches: Map<string, FakeBatch>;
  /** Queues replies for the next /v1/responses requests. */
  script(...replies: ScriptedReply[]): void;
  /** The model behind the default reply and the batch lines. */
  setModel(model: ModelFunction): void;
  /** Per batch line: how it is answered (default 'model'). */
  setBatchLine(line: (customId: string, body: ResponsesRequest) => BatchLineReply): void;
  /** Replies for the next Batch API calls (files, batches), e.g. a 402. */
  scriptBatchApi(...replies: { status: number; message?: string }[]): void;
  /** How many reads a batch needs before it completes (default 2), and its final status (default completed). */
  setBatchFinish(reads: number, status?: 'completed' | 'failed' | 'expired'): void;
  close(): Promise<void>;
}

/** The products listed in a tagging request: the JSON object lines of its input. */
export function requestedProducts(request: ResponsesRequest): RequestedProduct[] {
  return request.input
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as RequestedProduct);
}

/** An answer approving every product with the same plain tags. */
export const approveAll: ModelFunction = (products) => ({
  products: products.map((product) => ({
    id: product.id,
    approved: true,
    ai_rejection_reason: null,
    to_whom: ['vän'],
    age_groups: ['vuxen'],
    interests: [],
    occasions: ['födelsedag'],
    themes: [],
    audience: 'unisex',
  })),
});

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function errorBody(message: string) {
  return { error: { message, type: 'invalid_request_error', code: null, param: null } };
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}_${(++counter).toString(36).padStart(6, '0')}`;

/** A Responses API response object whose only output is `text`. */
export function responseObject(model: string, text: string) {
  return {
    id: nextId('resp'),
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status: 'completed',
    model,
    output: [
      {
        type: 'message',
        id: nextId('msg'),
        status: 'completed',
        role: 'assistant',
        content: [{ type: 'output_text', text, annotations: [] }],
      },
    ],
    usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 },
  };
}

/** Starts the fake server on a free loopback port. */
export async function startFakeOpenAiResponses(): Promise<FakeOpenAiResponses> {
  const queue: ScriptedReply[] = [];
  const batchApiQueue: { status: number; message?: string }[] = [];
  const requests: ResponsesRequest[] = [];
  const calls: FakeOpenAiResponses['calls'] = [];
  const files: FakeOpenAiResponses['files'] = new Map();
  const batches: FakeOpenAiResponses['batches'] = new Map();
  let model: ModelFunction = approveAll;
  let batchLine: (customId: string, body: ResponsesRequest) => BatchLineReply = () => 'model';
  let finish = { reads: 2, status: 'completed' as 'completed' | 'failed' | 'expired' };

  const complete = (batch: FakeBatch) => {
    const input = files.get(batch.input_file_id)?.content ?? '';
    const output: string[] = [];
    const errors: string[] = [];
    for (const line of input.split('\n')) {
      if (!line.trim()) continue;
      const request = JSON.parse(line) as { custom_id: string; body: ResponsesRequest };
      const reply = batchLine(request.custom_id, request.body);
      const id = nextId('batch_req');
      if (reply === 'model' || 'text' in reply) {
        const text =
          reply === 'model' ? JSON.stringify(model(requestedProducts(request.body), request.body)) : reply.text;
        output.push(
          JSON.stringify({
            id,
            custom_id: request.custom_id,
            response: { status_code: 200, request_id: id, body: responseObject(request.body.model, text) },
            error: null,
          }),
        );
      } else {
        errors.push(
          JSON.stringify({
            id,
            custom_id: request.custom_id,
            response: { status_code: reply.status, request_id: id, body: errorBody(reply.message ?? 'fel') },
            error: null,
          }),
        );
      }
    }
    if (finish.status !== 'failed') {
      const outputId = nextId('file');
      files.set(outputId, { purpose: 'batch_output', filename: 'output.jsonl', content: `${output.join('\n')}\n` });
      batch.output_file_id = outputId;
    }
    if (errors.length > 0) {
      const errorId = nextId('file');
      files.set(errorId, { purpose: 'batch_output', filename: 'errors.jsonl', content: `${errors.join('\n')}\n` });
      batch.error_file_id = errorId;
    }
    batch.status = finish.status;
  };

  const batchObject = (batch: FakeBatch) => {
    const total = (files.get(batch.input_file_id)?.content ?? '').split('\n').filter((line) => line.trim()).length;
    const done = batch.status === 'completed' || batch.status === 'expired';
    return {
      id: batch.id,
      object: 'batch',
      endpoint: '/v1/responses',
      input_file_id: batch.input_file_id,
      completion_window: '24h',
      status: batch.status,
      output_file_id: batch.output_file_id ?? null,
      error_file_id: batch.error_file_id ?? null,
      created_at: Math.floor(Date.now() / 1000),
      errors:
        batch.status === 'failed'
          ? { object: 'list', data: [{ code: 'failed', message: 'Batchen misslyckades' }] }
          : null,
      request_counts: { total, completed: done ? total : 0, failed: 0 },
    };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/v1/, '');
    calls.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization });
    if (!req.headers.authorization?.startsWith('Bearer ')) return send(res, 401, errorBody('missing key'));
    const body = await readBody(req);
    if (req.method === 'POST' && path === '/responses') {
      const request = JSON.parse(body.toString('utf8')) as ResponsesRequest;
      requests.push(request);
      const reply = queue.shift() ?? { model };
      if ('status' in reply)
        return send(res, reply.status, errorBody(reply.message ?? 'scripted failure'), reply.headers);
      const text = 'text' in reply ? reply.text : JSON.stringify(reply.model(requestedProducts(request), request));
      return send(res, 200, responseObject(request.model, text));
    }
    const scripted = path.startsWith('/files') || path.startsWith('/batches') ? batchApiQueue.shift() : undefined;
    if (scripted) return send(res, scripted.status, errorBody(scripted.message ?? 'scripted failure'));
    if (req.method === 'POST' && path === '/files') {
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      }).formData();
      const file = form.get('file');
      if (!(file instanceof Blob)) return send(res, 400, errorBody('file saknas'));
      const id = nextId('file');
      const filename = 'name' in file && typeof file.name === 'string' ? file.name : 'upload';
      files.set(id, { purpose: String(form.get('purpose')), filename, content: await file.text() });
      return send(res, 200, {
        id,
        object: 'file',
        bytes: file.size,
        created_at: Math.floor(Date.now() / 1000),
        filename,
        purpose: String(form.get('purpose')),
        status: 'processed',
      });
    }
    const content = path.match(/^\/files\/([^/]+)\/content$/);
    if (req.method === 'GET' && content) {
      const file = files.get(content[1] ?? '');
      if (!file) return send(res, 404, errorBody('no such file'));
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(file.content);
      return;
    }
    if (req.method === 'POST' && path === '/batches') {
      const params = JSON.parse(body.toString('utf8')) as { input_file_id: string; endpoint: string };
      if (!files.has(params.input_file_id) || params.endpoint !== '/v1/responses')
        return send(res, 400, errorBody('bad batch'));
      const batch: FakeBatch = {
        id: nextId('batch'),
        input_file_id: params.input_file_id,
        status: 'validating',
        reads: 0,
      };
      batches.set(batch.id, batch);
      return send(res, 200, batchObject(batch));
    }
    const batchPath = path.match(/^\/batches\/([^/]+)$/);
    if (req.method === 'GET' && batchPath) {
      const batch = batches.get(batchPath[1] ?? '');
      if (!batch) return send(res, 404, errorBody('no such batch'));
      batch.reads++;
      if (batch.status === 'validating' || batch.status === 'in_progress') {
        if (batch.reads >= finish.reads) complete(batch);
        else batch.status = 'in_progress';
      }
      return send(res, 200, batchObject(batch));
    }
    return send(res, 404, errorBody('not found'));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.socket?.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    calls,
    files,
    batches,
    script: (...replies) => queue.push(...replies),
    setModel: (next) => {
      model = next;
    },
    setBatchLine: (next) => {
      batchLine = next;
    },
    scriptBatchApi: (...replies) => batchApiQueue.push(...replies),
    setBatchFinish: (reads, status = 'completed') => {
      finish = { reads, status };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
