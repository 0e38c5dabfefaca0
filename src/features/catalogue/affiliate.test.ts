import { describe, expect, it } from 'vitest';
import { AFFILIATE_CAMPAIGNS, affiliateLink, BUY_LINK_REL, isHttpUrl } from './affiliate.ts';

const TAGS = 'utm_source=presentpilot&utm_medium=affiliate&utm_campaign=browse&utm_content=mysig-filt';
const context = { campaign: 'browse', content: 'mysig-filt' } as const;

describe('affiliateLink', () => {
  it.each([
    ['plain link', 'https://shop.se/p/1', `https://shop.se/p/1?${TAGS}`],
    ['bare host', 'https://shop.se', `https://shop.se/?${TAGS}`],
    ['existing parameters are kept first', 'https://shop.se/p?id=1&size=M', `https://shop.se/p?id=1&size=M&${TAGS}`],
    ['fragment stays at the end', 'https://shop.se/p?id=1#reviews', `https://shop.se/p?id=1&${TAGS}#reviews`],
    ['fragment without query', 'https://shop.se/p#top', `https://shop.se/p?${TAGS}#top`],
    ['empty query', 'https://shop.se/p?', `https://shop.se/p?${TAGS}`],
    ['trailing ampersand', 'https://shop.se/p?a=1&', `https://shop.se/p?a=1&${TAGS}`],
    [
      'encoded destination is not re-encoded',
      'https://track.net/c?a=1&url=https%3A%2F%2Fshop.se%2Fp%3Fx%3D1%20y',
      `https://track.net/c?a=1&url=https%3A%2F%2Fshop.se%2Fp%3Fx%3D1%20y&${TAGS}`,
    ],
    ['http is fine', 'http://shop.se/p', `http://shop.se/p?${TAGS}`],
  ])('%s', (_name, url, expected) => {
    expect(affiliateLink(url, context)).toBe(expected);
  });

  it.each([
    'https://shop.se/p?utm_source=adtraction',
    'https://shop.se/p?UTM_SOURCE=x&utm_medium=cpc',
    'https://shop.se/p?utm_source=#x',
    'https://shop.se/p?a=1&utm_source=awin&b=2#frag',
  ])('leaves a link with a source untouched: %s', (url) => {
    expect(affiliateLink(url, context)).toBe(url);
  });

  it('never produces two utm_source parameters', () => {
    const once = affiliateLink('https://shop.se/p', context);
    const twice = affiliateLink(once, { campaign: 'chat', content: 'annan' });
    expect(twice).toBe(once);
    expect(new URL(twice).searchParams.getAll('utm_source')).toEqual(['presentpilot']);
  });

  it('keeps utm parameters the merchant already set', () => {
    expect(affiliateLink('https://shop.se/p?utm_campaign=sale&utm_medium=x', context)).toBe(
      'https://shop.se/p?utm_campaign=sale&utm_medium=x&utm_source=presentpilot&utm_content=mysig-filt',
    );
  });

  it('does not treat other source-like parameters as a source', () => {
    expect(affiliateLink('https://shop.se/p?source=feed&epi=123', context)).toBe(
      `https://shop.se/p?source=feed&epi=123&${TAGS}`,
    );
  });

  it('encodes the slug and leaves out an empty one', () => {
    expect(affiliateLink('https://shop.se/p', { campaign: 'gift-generator', content: 'kaffe & te/1' })).toBe(
      'https://shop.se/p?utm_source=presentpilot&utm_medium=affiliate&utm_campaign=gift-generator&utm_content=kaffe%20%26%20te%2F1',
    );
    expect(affiliateLink('https://shop.se/p', { campaign: 'random-gift', content: '  ' })).toBe(
      'https://shop.se/p?utm_source=presentpilot&utm_medium=affiliate&utm_campaign=random-gift',
    );
  });

  it.each(['', 'inte en länk', '/relativ/sida', 'javascript:alert(1)', 'mailto:a@b.se', 'data:text/html,hej'])(
    'returns %j unchanged',
    (url) => {
      expect(affiliateLink(url, context)).toBe(url);
    },
  );

  it('reads back as the expected tracking parameters', () => {
    const params = new URL(affiliateLink('https://shop.se/p?id=1', { campaign: 'saved-gifts', content: 'x' }))
      .searchParams;
    expect(Object.fromEntries(params)).toEqual({
      id: '1',
      utm_source: 'presentpilot',
      utm_medium: 'affiliate',
      utm_campaign: 'saved-gifts',
      utm_content: 'x',
    });
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://shop.se/p', true],
    [' http://shop.se ', true],
    ['javascript:alert(1)', false],
    ['//shop.se/p', false],
    ['', false],
  ])('%j → %s', (url, expected) => {
    expect(isHttpUrl(url)).toBe(expected);
  });
});

describe('constants', () => {
  it('buy links carry noopener and noreferrer', () => {
    expect(BUY_LINK_REL.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  it('lists the campaigns of the spec', () => {
    expect(AFFILIATE_CAMPAIGNS).toEqual(
      expect.arrayContaining(['gift-generator', 'random-gift', 'saved-gifts', 'browse']),
    );
  });
});
