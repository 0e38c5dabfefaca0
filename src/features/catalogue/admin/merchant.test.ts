import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANTS } from '../../../dev/demo/merchants.ts';
import {
  checkMerchantForm,
  isHttpUrl,
  MERCHANT_TEXT,
  merchantBodySchema,
  merchantSourceId,
  sortMerchantsByName,
} from './merchant.ts';

const form = {
  name: 'Nya Butiken',
  feedUrl: 'https://nyabutiken.se/feed.xml',
  statusUrl: 'https://nyabutiken.se/status.json',
  isActive: true,
};

describe('merchantSourceId', () => {
  it('is the fixed prefix plus the admin slug of the name', () => {
    expect(merchantSourceId('Bokhyllan & Co')).toBe('feed-bokhyllan-co');
    expect(merchantSourceId('Bönor & Blad')).toBe('feed-bonor-blad');
    expect(merchantSourceId('  Teknikdepån  ')).toBe('feed-teknikdepan');
  });

  it('is what the demo merchants are stored under', () => {
    for (const merchant of DEMO_MERCHANTS) expect(merchant.sourceId).toBe(merchantSourceId(merchant.name));
  });
});

describe('checkMerchantForm', () => {
  it('accepts a complete form, trimmed, with its source id', () => {
    expect(checkMerchantForm({ ...form, name: '  Nya Butiken ', feedUrl: ' http://nyabutiken.se/f ' })).toEqual({
      ok: true,
      value: { ...form, feedUrl: 'http://nyabutiken.se/f', sourceId: 'feed-nya-butiken' },
    });
  });

  it('wants every field filled in', () => {
    for (const field of ['name', 'feedUrl', 'statusUrl'] as const)
      expect(checkMerchantForm({ ...form, [field]: '   ' })).toEqual({ ok: false, error: 'Alla fält måste fyllas i' });
  });

  it('wants http(s) addresses and says which one is wrong', () => {
    expect(checkMerchantForm({ ...form, feedUrl: 'ftp://nyabutiken.se/feed.xml' })).toEqual({
      ok: false,
      error: MERCHANT_TEXT.feedUrl,
    });
    expect(checkMerchantForm({ ...form, statusUrl: 'nyabutiken.se/status' })).toEqual({
      ok: false,
      error: MERCHANT_TEXT.statusUrl,
    });
    expect(MERCHANT_TEXT.feedUrl).toBe('Feed-URL måste vara en webbadress som börjar med http:// eller https://');
  });

  it('wants a name that gives a source id', () => {
    expect(checkMerchantForm({ ...form, name: '&&&' })).toEqual({ ok: false, error: MERCHANT_TEXT.nameWithoutLetters });
    expect(checkMerchantForm({ ...form, name: 'x'.repeat(101) })).toEqual({
      ok: false,
      error: MERCHANT_TEXT.nameTooLong,
    });
  });
});

describe('isHttpUrl', () => {
  it('accepts only absolute http and https addresses', () => {
    expect(isHttpUrl('https://a.se/x?y=1')).toBe(true);
    expect(isHttpUrl('http://localhost:8080/feed')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('mailto:a@b.se')).toBe(false);
    expect(isHttpUrl('/relative/path')).toBe(false);
    expect(isHttpUrl('https://')).toBe(false);
  });
});

describe('merchantBodySchema', () => {
  it('reads missing text fields as empty, so the required-fields rule answers', () => {
    expect(merchantBodySchema.parse({})).toEqual({ name: '', feedUrl: '', statusUrl: '' });
  });

  it('refuses wrong types and unknown fields', () => {
    expect(merchantBodySchema.safeParse({ name: 5 }).success).toBe(false);
    expect(merchantBodySchema.safeParse({ ...form, isActive: 'ja' }).success).toBe(false);
    expect(merchantBodySchema.safeParse({ ...form, sourceId: 'feed-x' }).success).toBe(false);
  });
});

describe('sortMerchantsByName', () => {
  it('puts å, ä and ö after z', () => {
    const names = ['Örtagården', 'Zebra', 'Åkes', 'Äppelhuset', 'Apotek'].map((name) => ({ name }));
    expect(sortMerchantsByName(names).map((merchant) => merchant.name)).toEqual([
      'Apotek',
      'Zebra',
      'Åkes',
      'Äppelhuset',
      'Örtagården',
    ]);
  });
});
