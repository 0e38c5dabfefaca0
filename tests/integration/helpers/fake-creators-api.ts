/**
 * A small fake of the Amazon Creators API on 127.0.0.1 for tests: the two token endpoints (Cognito form for
 * credential version 2.x at /cognito/token, Login with Amazon JSON for 3.x at /lwa/token) and
 * /catalog/v1/searchItems. It checks what the real service checks (grant, scope, credentials, bearer token,
 * marketplace header, body shape) and answers by keyword:
 *   'tomt' no results · 'trasig' 500 · 'skräp' not JSON · 'upptagen' 429 once, then results · 'alltid-upptagen' 429
 *   every time · anything else: three items (one without image, price or description).
 * Every request is recorded.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeCreatorsApi {
  base: string;
  requests: RecordedRequest[];
  /** Token lifetime in seconds of the next tokens handed out. */
  expiresIn: number;
  /** Tokens handed out so far. */
  tokensIssued: number;
  close(): Promise<void>;
}

export const FAKE_CREDENTIALS = { id: 'fake-id', secret: 'fake-secret', partnerTag: 'presentpilot-21' } as const;

function item(asin: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    asin,
    detailPageURL: `https://www.amazon.se/dp/${asin}?tag=${FAKE_CREDENTIALS.partnerTag}`,
    itemInfo: {
      title: { displayValue: title },
      features: { displayValues: [`${title} i fin presentförpackning.`, 'Levereras inom två dagar.'] },
    },
    images: { primary: { large: { url: `https://m.media-amazon.com/images/I/${asin}.jpg`, width: 500, height: 500 } } },
    offersV2: {
      listings: [
        {
          price: { money: { amount: 349, currency: 'SEK', displayAmount: '349,00 kr' } },
          availability: { type: 'IN_STOCK', message: 'I lager' },
        },
      ],
    },
    ...extra,
  };
}

/** The items the fake answers for a keyword: named after it, so tests can tell searches apart. */
export function fakeItems(keywords: string) {
  const name = keywords.charAt(0).toUpperCase() + keywords.slice(1);
  return [
    item('B0FAKE0001', `${name} Deluxe`),
    item('B0FAKE0002', `${name} Mini`, {
      offersV2: {
        listings: [
          {
            price: { money: { amount: 1299.5, currency: 'SEK' } },
            availability: { type: 'OUT_OF_STOCK', message: 'Tillfälligt slut' },
          },
        ],
      },
    }),
    { asin: 'B0FAKE0003', itemInfo: { title: { displayValue: `${name} Basic` } } },
  ];
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeCreatorsApi(): Promise<FakeCreatorsApi> {
  const tokens = new Set<string>();
  const busy = new Set<string>();
  const fake: FakeCreatorsApi = {
    base: '',
    requests: [],
    expiresIn: 3600,
    tokensIssued: 0,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
    },
  };

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    fake.requests.push({ path, headers: request.headers, body });
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    };

    if (path === '/cognito/token' || path === '/lwa/token') {
      const cognito = path === '/cognito/token';
      const type = request.headers['content-type'] ?? '';
      let fields: Record<string, string> = {};
      try {
        fields = cognito ? Object.fromEntries(new URLSearchParams(body)) : (JSON.parse(body) as Record<string, string>);
      } catch {
        return send(400, { error: 'invalid_request' });
      }
      const rightType = cognito
        ? type.startsWith('application/x-www-form-urlencoded')
        : type.startsWith('application/json');
      const rightScope = fields.scope === (cognito ? 'creatorsapi/default' : 'creatorsapi::default');
      if (!rightType || !rightScope || fields.grant_type !== 'client_credentials') {
        return send(400, { error: 'invalid_scope' });
      }
      if (fields.client_id !== FAKE_CREDENTIALS.id || fields.client_secret !== FAKE_CREDENTIALS.secret) {
        return send(401, { error: 'invalid_client' });
      }
      fake.tokensIssued += 1;
      const token = `token-${fake.tokensIssued}`;
      tokens.add(token);
      return send(200, { access_token: token, token_type: 'bearer', expires_in: fake.expiresIn });
    }

    if (path === '/catalog/v1/searchItems' && request.method === 'POST') {
      const bearer = /^Bearer ([^,\s]+)/.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer))
        return send(401, { errors: [{ code: 'Unauthorized', message: 'Ogiltig token' }] });
      if (request.headers['x-marketplace'] !== 'www.amazon.se') {
        return send(400, { errors: [{ code: 'InvalidMarketplace', message: 'Fel marknadsplats' }] });
      }
      let search: { keywords?: string; partnerTag?: string; itemCount?: number };
      try {
        search = JSON.parse(body) as typeof search;
      } catch {
        return send(400, { errors: [{ code: 'InvalidInput', message: 'Ogiltig JSON' }] });
      }
      if (search.partnerTag !== FAKE_CREDENTIALS.partnerTag || !search.keywords) {
        return send(400, { errors: [{ code: 'InvalidParameterValue', message: 'partnerTag eller keywords saknas' }] });
      }
      const keywords = search.keywords;
      if (keywords === 'tomt') return send(404, { errors: [{ code: 'NoResults', message: 'No results found.' }] });
      if (keywords === 'trasig') return send(500, { errors: [{ code: 'InternalFailure', message: 'Internt fel' }] });
      if (keywords === 'skräp') {
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<html>Service Unavailable</html>');
      }
      if (keywords === 'alltid-upptagen' || (keywords === 'upptagen' && !busy.has(keywords))) {
        busy.add(keywords);
        return send(429, { errors: [{ code: 'TooManyRequests', message: 'Rate exceeded' }] }, { 'retry-after': '1' });
      }
      busy.delete(keywords);
      return send(200, { searchResult: { items: fakeItems(keywords).slice(0, search.itemCount ?? 10) } });
    }

    send(404, { message: 'Not found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** Environment for the fake: credential version 2.2 (Cognito) or 3.2 (Login with Amazon). */
export function fakeAmazonEnv(fake: FakeCreatorsApi, version: '2.2' | '3.2' = '3.2') {
  return {
    AMAZON_CREDENTIAL_ID: FAKE_CREDENTIALS.id,
    AMAZON_CREDENTIAL_SECRET: FAKE_CREDENTIALS.secret,
    AMAZON_PARTNER_TAG: FAKE_CREDENTIALS.partnerTag,
    AMAZON_CREDENTIAL_VERSION: version,
    AMAZON_TOKEN_URL: `${fake.base}${version === '2.2' ? '/cognito/token' : '/lwa/token'}`,
    AMAZON_API_HOST: fake.base,
  };
}
