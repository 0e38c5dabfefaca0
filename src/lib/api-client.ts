/**
 * The browser's only way to the server: typed fetch helpers for islands and page scripts. Each throws an
 * ApiError (with the server's Swedish message) when the response is not ok.
 */
import type { Product } from '../features/catalogue/product.ts';
import { parseSseText } from '../features/chat/sse.ts';
import type { AnalyzeResponse } from '../features/generator/analyze.ts';
import type { ExpressSummary } from '../features/generator/express.ts';
import type { ExpressResponse, GeneratorResponse } from '../features/generator/generator-request.ts';
import type { WizardSearchRequest } from '../features/generator/wizard-state.ts';
import type { ProductChange } from '../features/live/changes.ts';

export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(response.status, body?.error ?? `Förfrågan misslyckades (${response.status})`);
  }
  return (await response.json()) as T;
}

function query(params: Record<string, string | number | readonly string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, item);
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface ProductListParams {
  limit?: number;
  offset?: number;
  budgetMin?: number;
  budgetMax?: number;
  audiences?: readonly string[];
  interests?: readonly string[];
  occasions?: readonly string[];
  tags?: readonly string[];
  merchants?: readonly string[];
}

/** GET /api/products — active products, newest first (default limit 500). */
export async function fetchProducts(params: ProductListParams = {}, signal?: AbortSignal): Promise<Product[]> {
  const { products } = await getJson<{ products: Product[] }>(`/api/products${query({ ...params })}`, signal);
  return products;
}

/** GET /api/search — catalogue search (limit ≤ 200). */
export async function searchCatalogue(q: string, limit: number, signal?: AbortSignal): Promise<Product[]> {
  const { products } = await getJson<{ products: Product[] }>(`/api/search${query({ q, limit })}`, signal);
  return products;
}

/** GET /api/products/by-ids — the active products among the ids, in the order given. */
export async function fetchProductsByIds(ids: readonly string[], signal?: AbortSignal): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { products } = await getJson<{ products: Product[] }>(
    `/api/products/by-ids${query({ ids: ids.join(',') })}`,
    signal,
  );
  return products;
}

/** GET /api/products/changes?format=json — product changes after the cursor, read once. */
export function fetchProductChanges(
  cursor: string,
  signal?: AbortSignal,
): Promise<{ changes: ProductChange[]; cursor: string; more: boolean }> {
  return getJson(`/api/products/changes${query({ cursor, format: 'json' })}`, signal);
}

/**
 * Follows the live change feed from the cursor (server-sent events; the browser reconnects with the last cursor
 * after each response ends). Returns a function that stops listening.
 */
export function subscribeToProductChanges(cursor: string, onChange: (change: ProductChange) => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(`/api/products/changes${query({ cursor })}`);
  source.addEventListener('change', (event) => {
    try {
      onChange(JSON.parse((event as MessageEvent<string>).data) as ProductChange);
    } catch (error) {
      console.warn('[ändringar] kunde inte läsa en ändring', error);
    }
  });
  return () => source.close();
}

/* Gift generator (wizard and AI Express). */

async function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(response.status, data?.error ?? `Förfrågan misslyckades (${response.status})`);
  }
  return (await response.json()) as T;
}

/** POST /api/generator — the wizard's search: up to 100 products and how far the fallback chain went. */
export function generateGifts(selection: WizardSearchRequest, signal?: AbortSignal): Promise<GeneratorResponse> {
  return postJson('/api/generator', selection, signal);
}

/**
 * POST /api/generator {summary, texts} — AI Express results, with the widened budget when the retry was needed;
 * the visitor's two texts travel along for what the summary cannot hold.
 */
export function generateExpressGifts(
  summary: ExpressSummary,
  texts: { step1: string; step2: string },
  signal?: AbortSignal,
): Promise<ExpressResponse> {
  return postJson('/api/generator', { summary, texts }, signal);
}

/**
 * POST /api/analyze-gift-input — reads AI Express free text. Throws an ApiError with the spec's internal message
 * ("Kunde inte identifiera mottagare", "Kunde inte tolka inmatningen") when the text cannot be understood.
 */
export function analyzeGiftInput<Step extends 1 | 2>(
  text: string,
  step: Step,
  signal?: AbortSignal,
): Promise<AnalyzeResponse<Step>> {
  return postJson('/api/analyze-gift-input', { text, step }, signal);
}

/** GET /api/products/:id — one active product, or null when it is missing or hidden (404). Other failures throw. */
export async function fetchProductById(id: string, signal?: AbortSignal): Promise<Product | null> {
  const response = await fetch(`/api/products/${encodeURIComponent(id)}`, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError(response.status, `Förfrågan misslyckades (${response.status})`);
  const body = (await response.json()) as { product?: Product };
  return body.product ?? null;
}

/**
 * POST /api/chat — streams the assistant's reply: yields each piece of text as it arrives and ends at [DONE].
 * Throws an ApiError when the response is not ok or has no body (spec §5).
 */
export async function* streamChatReply(
  messages: readonly { role: 'user' | 'assistant'; content: string }[],
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const response = await fetch('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ messages }),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(response.status, body?.error ?? 'Kunde inte få svar från AI-assistenten');
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const parsed = parseSseText(buffer + value);
    buffer = parsed.rest;
    yield* parsed.deltas;
    if (parsed.done) {
      await reader.cancel().catch(() => undefined);
      return;
    }
  }
  const tail = parseSseText(`${buffer}\n`);
  yield* tail.deltas;
}

export interface RhymeRequestBody {
  recipient: string;
  gift: string;
  personalNote?: string;
  tone: string;
}

export type RhymeResult =
  | { ok: true; rhyme: string }
  /** Rejected request (400/413): the server's Swedish title and message, to show as they are. */
  | { ok: false; status: number; title?: string; message?: string };

/** POST /api/generate-rhyme — a julklappsrim, or why the request was refused. Network failures throw. */
export async function generateRhyme(request: RhymeRequestBody, signal?: AbortSignal): Promise<RhymeResult> {
  const response = await fetch('/api/generate-rhyme', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(request),
    ...(signal ? { signal } : {}),
  });
  const body = (await response.json().catch(() => null)) as {
    rhyme?: unknown;
    error?: string;
    details?: { title?: string };
  } | null;
  if (response.ok && typeof body?.rhyme === 'string') return { ok: true, rhyme: body.rhyme };
  return {
    ok: false,
    status: response.status,
    ...(body?.details?.title ? { title: body.details.title } : {}),
    ...(body?.error ? { message: body.error } : {}),
  };
}
