import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../../lib/env.ts';
import {
  amazonAddSchema,
  amazonConfigFrom,
  amazonProductRow,
  amazonSearchSchema,
  availabilityTone,
  formatAmazonPrice,
  REQUIRED_AMAZON_VARIABLES,
  searchKeywords,
} from './amazon.ts';

const full = {
  AMAZON_CREDENTIAL_ID: 'id',
  AMAZON_CREDENTIAL_SECRET: 'secret',
  AMAZON_PARTNER_TAG: 'presentpilot-21',
  AMAZON_CREDENTIAL_VERSION: '3.2',
};

describe('amazonConfigFrom', () => {
  it('names every variable still to set', () => {
    expect(amazonConfigFrom({}).status).toEqual({
      configured: false,
      missing: ['AMAZON_CREDENTIAL_ID', 'AMAZON_CREDENTIAL_SECRET', 'AMAZON_PARTNER_TAG', 'AMAZON_CREDENTIAL_VERSION'],
    });
    expect(amazonConfigFrom({ ...full, AMAZON_PARTNER_TAG: '  ' }).status.missing).toEqual(['AMAZON_PARTNER_TAG']);
    expect(amazonConfigFrom({ ...full, AMAZON_CREDENTIAL_VERSION: 'v9' }).status.missing).toEqual([
      'AMAZON_CREDENTIAL_VERSION',
    ]);
    expect(amazonConfigFrom({ ...full, AMAZON_CREDENTIAL_VERSION: '3.9' }).status.missing).toEqual([
      'AMAZON_TOKEN_URL',
    ]);
  });

  it('picks the token URL from the version unless one is given, and the default host', () => {
    expect(amazonConfigFrom(full).config).toEqual({
      credentialId: 'id',
      credentialSecret: 'secret',
      partnerTag: 'presentpilot-21',
      version: '3.2',
      tokenUrl: 'https://api.amazon.co.uk/auth/o2/token',
      host: 'https://creatorsapi.amazon',
    });
    expect(amazonConfigFrom({ ...full, AMAZON_CREDENTIAL_VERSION: '2.2' }).config?.tokenUrl).toBe(
      'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token',
    );
    const local = amazonConfigFrom({
      ...full,
      AMAZON_TOKEN_URL: 'http://127.0.0.1:9/token',
      AMAZON_API_HOST: 'http://127.0.0.1:9/',
    }).config;
    expect(local?.tokenUrl).toBe('http://127.0.0.1:9/token');
    expect(local?.host).toBe('http://127.0.0.1:9');
  });
});

describe('search input', () => {
  it('trims the keywords and refuses empty ones', () => {
    expect(searchKeywords('  lego   technic ')).toBe('lego technic');
    expect(searchKeywords(' \t ')).toBeNull();
    expect(amazonSearchSchema.parse({ keywords: ' lego ' })).toEqual({ keywords: 'lego', maxResults: 10 });
    expect(amazonSearchSchema.safeParse({ keywords: '   ' }).success).toBe(false);
    expect(amazonSearchSchema.safeParse({ keywords: 'lego', maxResults: 11 }).success).toBe(false);
  });
});

describe('adding an item', () => {
  it('validates the item', () => {
    expect(amazonAddSchema.safeParse({ asin: 'B000000001', title: 'Mugg' }).success).toBe(true);
    expect(amazonAddSchema.safeParse({ asin: 'nej', title: 'Mugg' }).success).toBe(false);
    expect(amazonAddSchema.safeParse({ asin: 'B000000001', title: ' ' }).success).toBe(false);
    expect(amazonAddSchema.safeParse({ asin: 'B000000001', title: 'Mugg', price: -1 }).success).toBe(false);
    expect(
      amazonAddSchema.safeParse({ asin: 'B000000001', title: 'Mugg', imageUrl: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });

  it('becomes an Amazon product waiting for tagging', () => {
    const item = amazonAddSchema.parse({ asin: 'B000000001', title: 'Mugg', price: 349, imageUrl: null });
    expect(amazonProductRow(item, 'https://www.amazon.se/dp/B000000001?tag=t-21')).toEqual({
      title: 'Mugg',
      description: '',
      price_value: 349,
      price_bucket: '200-500',
      merchant: 'Amazon',
      merchant_pid: 'B000000001',
      image_url: null,
      product_url: 'https://www.amazon.se/dp/B000000001?tag=t-21',
      source: 'amazon',
      needs_tagging: true,
    });
  });

  it('formats prices in kronor or N/A', () => {
    expect(formatAmazonPrice(null)).toBe('N/A');
    expect(formatAmazonPrice(1299)).toBe('1\u00a0299 kr');
    expect(formatAmazonPrice(99.5)).toBe('99,50 kr');
  });
});

describe('availabilityTone', () => {
  it('tells in stock from sold out', () => {
    expect(availabilityTone('I lager')).toBe('ok');
    expect(availabilityTone('Få kvar')).toBe('ok');
    expect(availabilityTone('Tillfälligt slut')).toBe('out');
    expect(availabilityTone('Slut i lager')).toBe('out');
    expect(availabilityTone('Förbeställning')).toBe('other');
  });
});

describe('configuration', () => {
  it('.env.example and the env schema name every AMAZON_ variable the adapter reads', () => {
    const example = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8');
    const named = [...example.matchAll(/^(AMAZON_\w+)=/gm)].map((match) => match[1]);
    const read = [...REQUIRED_AMAZON_VARIABLES, 'AMAZON_TOKEN_URL', 'AMAZON_API_HOST'];
    expect(new Set(named)).toEqual(new Set(read));
    for (const name of read) expect(Object.keys(envSchema.shape)).toContain(name);
  });
});
