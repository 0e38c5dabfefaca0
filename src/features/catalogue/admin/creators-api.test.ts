import { describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  readSearchAnswer,
  readTokenAnswer,
  retryAfterMs,
  searchItemsBody,
  throttleDelay,
  tokenRequest,
  tokenUsable,
  UnreadableAnswerError,
} from './creators-api.ts';

const credentials = { credentialId: 'id-1', credentialSecret: 's3cret', tokenUrl: 'http://127.0.0.1:1/token' };

describe('tokenRequest', () => {
  it('posts a Cognito form with scope creatorsapi/default for version 2.x', () => {
    const request = tokenRequest({ ...credentials, version: '2.2' });
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'id-1',
      client_secret: 's3cret',
      scope: 'creatorsapi/default',
    });
  });

  it('posts Login with Amazon JSON with scope creatorsapi::default for version 3.x', () => {
    const request = tokenRequest({ ...credentials, version: '3.2' });
    expect(request.contentType).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      grant_type: 'client_credentials',
      client_id: 'id-1',
      client_secret: 's3cret',
      scope: 'creatorsapi::default',
    });
  });

  it('names the version after the token for 2.x only', () => {
    expect(authorizationHeader('t', '2.2')).toBe('Bearer t, Version 2.2');
    expect(authorizationHeader('t', '3.2')).toBe('Bearer t');
  });
});

describe('token cache', () => {
  it('reads a token and its lifetime', () => {
    expect(readTokenAnswer({ access_token: 'abc', expires_in: 3600 }, 1000)).toEqual({
      value: 'abc',
      expiresAt: 3_601_000,
    });
    expect(readTokenAnswer({ expires_in: 3600 }, 0)).toBeNull();
    expect(readTokenAnswer('garbage', 0)).toBeNull();
  });

  it('uses a token until 30 s before it expires', () => {
    const token = { value: 'abc', expiresAt: 100_000 };
    expect(tokenUsable(token, 69_999)).toBe(true);
    expect(tokenUsable(token, 70_000)).toBe(false);
    expect(tokenUsable(null, 0)).toBe(false);
  });
});

describe('throttleDelay', () => {
  it('lets the first request through at once', () => {
    expect(throttleDelay(null, 5000)).toBe(0);
  });

  it('spaces requests a second apart', () => {
    expect(throttleDelay(5000, 5200)).toBe(800);
    expect(throttleDelay(5000, 6000)).toBe(0);
    expect(throttleDelay(5000, 9000)).toBe(0);
    // A request already booked for the future pushes the next one a second after it.
    expect(throttleDelay(6000, 5000)).toBe(2000);
  });

  it('waits Retry-After (at least a second, at most ten) before retrying a 429', () => {
    expect(retryAfterMs(null)).toBe(1000);
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs('0')).toBe(1000);
    expect(retryAfterMs('600')).toBe(10_000);
    expect(retryAfterMs('soon')).toBe(1000);
  });
});

describe('searchItemsBody', () => {
  it('is lowerCamelCase with at most 10 items and the resources the cards need', () => {
    expect(searchItemsBody('tag-21', 'lego', 25)).toEqual({
      partnerTag: 'tag-21',
      partnerType: 'Associates',
      marketplace: 'www.amazon.se',
      keywords: 'lego',
      itemCount: 10,
      resources: [
        'itemInfo.title',
        'itemInfo.features',
        'images.primary.large',
        'offersV2.listings.price',
        'offersV2.listings.availability',
      ],
    });
  });
});

describe('readSearchAnswer', () => {
  const item = (asin: string, extra: Record<string, unknown> = {}) => ({
    asin,
    detailPageURL: `https://www.amazon.se/dp/${asin}?tag=other-21`,
    itemInfo: { title: { displayValue: ` Titel ${asin} ` }, features: { displayValues: ['Mjuk', ' Varm '] } },
    images: { primary: { large: { url: `https://m.media-amazon.com/images/I/${asin}.jpg` } } },
    offersV2: {
      listings: [
        {
          price: { money: { amount: 299.5, currency: 'SEK' } },
          availability: { type: 'IN_STOCK', message: 'I lager' },
        },
      ],
    },
    ...extra,
  });

  it('maps items to result cards with the partner-tagged link', () => {
    expect(readSearchAnswer({ searchResult: { items: [item('B000000001')] } }, 'tag-21')).toEqual([
      {
        asin: 'B000000001',
        title: 'Titel B000000001',
        description: 'Mjuk Varm',
        price: 299.5,
        availability: 'I lager',
        imageUrl: 'https://m.media-amazon.com/images/I/B000000001.jpg',
        affiliateUrl: 'https://www.amazon.se/dp/B000000001?tag=tag-21',
      },
    ]);
  });

  it('keeps missing parts missing: no image, no description, no price', () => {
    const [result] = readSearchAnswer(
      {
        searchResult: {
          items: [
            {
              asin: 'B000000002',
              itemInfo: { title: { displayValue: 'Bara titel' } },
              images: { primary: { large: { url: 'http://osäker.se/a.jpg' } } },
            },
          ],
        },
      },
      'tag-21',
    );
    expect(result).toMatchObject({
      description: '',
      price: null,
      imageUrl: null,
      availability: 'Okänd tillgänglighet',
    });
  });

  it('does not show a price in another currency as kronor', () => {
    const [result] = readSearchAnswer(
      {
        searchResult: {
          items: [
            item('B000000003', { offersV2: { listings: [{ price: { money: { amount: 20, currency: 'EUR' } } }] } }),
          ],
        },
      },
      'tag-21',
    );
    expect(result?.price).toBeNull();
  });

  it('leaves out items without ASIN or title, and repeats', () => {
    const items = [item('B000000004'), item('B000000004'), { asin: 'B000000005' }, { title: 'x' }, 'junk'];
    expect(readSearchAnswer({ searchResult: { items } }, 't').map((entry) => entry.asin)).toEqual(['B000000004']);
  });

  it('answers no results as an empty list', () => {
    expect(readSearchAnswer({ searchResult: { items: [] } }, 't')).toEqual([]);
    expect(readSearchAnswer({ errors: [{ code: 'NoResults', message: 'No results.' }] }, 't')).toEqual([]);
  });

  it('throws on anything that is not a search answer', () => {
    for (const garbage of [null, 'text', [], { hello: 1 }, { searchResult: { items: 'x' } }]) {
      expect(() => readSearchAnswer(garbage, 't')).toThrow(UnreadableAnswerError);
    }
  });
});
