/**
 * The Creators API over the network: a client-credentials token cached until 30 s before it expires, searchItems
 * calls at most one per second (across concurrent callers), and one retry after a 429. Failures become
 * AmazonApiError with a Swedish message that never carries a credential.
 */
import type { AmazonItem } from './amazon.ts';
import {
  AMAZON_MARKETPLACE,
  AMAZON_MAX_RESULTS,
  authorizationHeader,
  type CachedToken,
  type CreatorsConfig,
  errorMessageOf,
  isNoResults,
  readSearchAnswer,
  readTokenAnswer,
  retryAfterMs,
  searchItemsBody,
  throttleDelay,
  tokenRequest,
  tokenUsable,
  UnreadableAnswerError,
} from './creators-api.ts';

export class AmazonApiError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'AmazonApiError';
    this.status = status;
  }
}

export interface ClientDeps {
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export class CreatorsClient {
  readonly config: CreatorsConfig;
  private token: CachedToken | null = null;
  private pendingToken: Promise<string> | null = null;
  private lastRequest: number | null = null;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly timeoutMs: number;

  constructor(config: CreatorsConfig, deps: ClientDeps = {}) {
    this.config = config;
    this.fetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
    this.now = deps.now ?? Date.now;
    this.sleep = deps.sleep ?? defaultSleep;
    this.timeoutMs = deps.timeoutMs ?? 15_000;
  }

  /** Waits for this request's turn: requests are let through at least a second apart. */
  private async turn(): Promise<void> {
    const now = this.now();
    const wait = throttleDelay(this.lastRequest, now);
    this.lastRequest = now + wait;
    if (wait > 0) await this.sleep(wait);
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch {
      throw new AmazonApiError('Kunde inte nå Amazon. Kontrollera nätverket och försök igen.');
    }
  }

  /** The access token: the cached one until 30 s before it expires, else a new one (one request at a time). */
  async accessToken(): Promise<string> {
    if (tokenUsable(this.token, this.now())) return this.token.value;
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const request = tokenRequest(this.config);
    const response = await this.send(request.url, {
      method: 'POST',
      headers: { 'content-type': request.contentType, accept: 'application/json' },
      body: request.body,
    });
    if (!response.ok) {
      await response.body?.cancel();
      if (response.status === 400 || response.status === 401 || response.status === 403) {
        throw new AmazonApiError(
          `Amazon godkände inte inloggningsuppgifterna (${response.status}). Kontrollera AMAZON_CREDENTIAL_ID, AMAZON_CREDENTIAL_SECRET och AMAZON_CREDENTIAL_VERSION.`,
          response.status,
        );
      }
      throw new AmazonApiError(`Amazons inloggning svarade med fel ${response.status}.`, response.status);
    }
    const token = readTokenAnswer(await readJson(response), this.now());
    if (!token) throw new AmazonApiError('Amazons inloggning gav inget giltigt svar.');
    this.token = token;
    return token.value;
  }

  /** Drops the cached token (after Amazon refused it). */
  forgetToken(): void {
    this.token = null;
  }

  /** searchItems on amazon.se: up to 10 items for the keywords. */
  async searchItems(keywords: string, itemCount = AMAZON_MAX_RESULTS): Promise<AmazonItem[]> {
    const token = await this.accessToken();
    const body = JSON.stringify(searchItemsBody(this.config.partnerTag, keywords, itemCount));
    let response: Response | null = null;
    for (let attempt = 0; attempt < 2; attempt++) {
      await this.turn();
      response = await this.send(`${this.config.host}/catalog/v1/searchItems`, {
        method: 'POST',
        headers: {
          authorization: authorizationHeader(token, this.config.version),
          'content-type': 'application/json',
          accept: 'application/json',
          'x-marketplace': AMAZON_MARKETPLACE,
        },
        body,
      });
      if (response.status !== 429 || attempt === 1) break;
      await response.body?.cancel();
      await this.sleep(retryAfterMs(response.headers.get('retry-after')));
    }
    return this.readSearch(response as Response);
  }

  private async readSearch(response: Response): Promise<AmazonItem[]> {
    const answer = await readJson(response);
    if (response.ok || (response.status === 404 && isNoResults(answer))) {
      if (answer === undefined) throw new AmazonApiError('Svaret från Amazon gick inte att läsa.', response.status);
      try {
        return readSearchAnswer(answer, this.config.partnerTag);
      } catch (error) {
        if (error instanceof UnreadableAnswerError) throw new AmazonApiError(error.message, response.status);
        throw error;
      }
    }
    const detail = errorMessageOf(answer);
    const suffix = detail ? `: ${detail}` : '.';
    if (response.status === 401 || response.status === 403) {
      this.forgetToken();
      throw new AmazonApiError(`Amazon nekade åtkomst (${response.status})${suffix}`, response.status);
    }
    if (response.status === 429) {
      throw new AmazonApiError('Amazon tar emot för många förfrågningar just nu (429). Försök igen om en stund.', 429);
    }
    throw new AmazonApiError(`Amazon svarade med fel ${response.status}${suffix}`, response.status);
  }
}
