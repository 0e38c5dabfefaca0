import { describe, expect, it } from 'vitest';
import {
  cleanDescriptionText,
  cleanTitle,
  currencyFromLink,
  firstValidGtin,
  httpUrl,
  imageUrl,
  isSaleActive,
  parseCategory,
  parseInStock,
} from './feed-fields.ts';

describe('cleanTitle', () => {
  it.each([
    ['Blue Sandstone &amp; Pearl', 'Blue Sandstone & Pearl'],
    ['Kopp &amp;amp; fat', 'Kopp & fat'],
    ['Mer&hellip;', 'Mer…'],
    ['Mer&amp;hellip;', 'Mer…'],
    ['<b>Fet</b> titel', 'Fet titel'],
    ['&lt;b&gt;Fet&lt;/b&gt; titel', 'Fet titel'],
    ['&amp;lt;i&amp;gt;Kursiv&amp;lt;/i&amp;gt;', 'Kursiv'],
    ['32 A  22KW   3 fazli', '32 A 22KW 3 fazli'],
    ['Ease&#8482; Mop', 'Ease™ Mop'],
    ['Smör &ndash; björk', 'Smör – björk'],
    ['Tom &amp Jerry', 'Tom & Jerry'],
    ['Kopp & fat < 1 kg', 'Kopp & fat < 1 kg'],
  ])('%s → %s', (raw, clean) => {
    expect(cleanTitle(raw)).toBe(clean);
  });

  it('shortens very long titles', () => {
    expect(cleanTitle('ord '.repeat(200)).length).toBeLessThanOrEqual(300);
  });
});

describe('cleanDescriptionText', () => {
  it('keeps paragraphs and decodes entities', () => {
    expect(cleanDescriptionText('<p>Första &amp; bästa</p><p>Andra&nbsp;stycket&hellip;</p>')).toBe(
      'Första & bästa\n\nAndra stycket…',
    );
    expect(cleanDescriptionText('&lt;p&gt;Escaped &amp;amp; HTML&lt;/p&gt;')).toBe('Escaped & HTML');
  });
});

describe('links', () => {
  it('accepts only absolute http(s) product links', () => {
    expect(httpUrl(' https://butik.se/a b ')).toBe('https://butik.se/a%20b');
    expect(httpUrl('ftp://butik.se/a')).toBeNull();
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('//butik.se/a')).toBeNull();
    expect(httpUrl('')).toBeNull();
  });

  it('drops image links that cannot be images', () => {
    expect(imageUrl('https://sparklingresindelights.co.uk')).toBeNull();
    expect(imageUrl('https://sparklingresindelights.co.uk/')).toBeNull();
    expect(imageUrl('ftp://example.com/link')).toBeNull();
    expect(imageUrl('https://butik.se/produkt.html')).toBeNull();
    expect(imageUrl('https://images.lululemon.com/is/image/lululemon/LW5BJVS_0001_1')).toBe(
      'https://images.lululemon.com/is/image/lululemon/LW5BJVS_0001_1',
    );
    expect(imageUrl('https://butik.se/?bild=12')).toBe('https://butik.se/?bild=12');
  });
});

describe('parseInStock', () => {
  it.each([
    ['in stock', true],
    ['in_stock', true],
    ['In Stock', true],
    ['yes', true],
    ['1', true],
    ['12', true],
    ['ja', true],
    ['out of stock', false],
    ['out_of_stock', false],
    ['no', false],
    ['0', false],
    ['preorder', false],
    ['backorder', false],
    ['', null],
    ['kanske', null],
  ])('%s → %s', (raw, expected) => {
    expect(parseInStock(raw)).toBe(expected);
  });
});

describe('firstValidGtin', () => {
  it('takes the first code with a valid check digit, from lists in one cell too', () => {
    expect(firstValidGtin(['10614141000415,90311017'])).toBe('10614141000415');
    expect(firstValidGtin(['123', '90311017'])).toBe('90311017');
    expect(firstValidGtin(['07350000000047'])).toBe('7350000000047');
    expect(firstValidGtin(['1234567890123', ''])).toBeNull();
  });
});

describe('parseCategory', () => {
  it('splits a path, keeps a numeric Google id and names known top levels', () => {
    expect(parseCategory('Jewelry &gt; Beaded Bracelets', '166')).toEqual({
      path: ['Jewelry', 'Beaded Bracelets'],
      googleCategoryId: 166,
    });
    expect(parseCategory(null, '166')).toEqual({ path: ['Kläder och accessoarer'], googleCategoryId: 166 });
    expect(parseCategory(null, '276')).toEqual({ path: [], googleCategoryId: 276 });
    expect(parseCategory('', 'Home & Garden > Decor')).toEqual({
      path: ['Home & Garden', 'Decor'],
      googleCategoryId: null,
    });
    expect(parseCategory('Kök / Knivar', null)).toEqual({ path: ['Kök', 'Knivar'], googleCategoryId: null });
  });
});

describe('isSaleActive', () => {
  const at = (iso: string) => new Date(iso);
  it('follows the effective dates, whole days for bare dates', () => {
    expect(isSaleActive(null, at('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isSaleActive('2016-02-24/2016-02-26', at('2016-02-26T23:00:00Z'))).toBe(true);
    expect(isSaleActive('2016-02-24/2016-02-26', at('2016-02-27T00:00:01Z'))).toBe(false);
    expect(isSaleActive('2016-02-24/2016-02-26', at('2016-02-23T23:59:59Z'))).toBe(false);
    expect(isSaleActive('2026-11-01T00:00+0100/2026-12-31T23:59+0100', at('2026-11-23T12:00:00Z'))).toBe(true);
    expect(isSaleActive('nonsense', at('2026-11-23T12:00:00Z'))).toBe(false);
  });
});

describe('currencyFromLink', () => {
  it('reads the country domain, and falls back for generic ones', () => {
    expect(currencyFromLink('https://easescandinavia.dk/products/x', 'SEK')).toBe('DKK');
    expect(currencyFromLink('https://www.butik.se/x', 'SEK')).toBe('SEK');
    expect(currencyFromLink('https://shop.example.co.uk/x', 'SEK')).toBe('GBP');
    expect(currencyFromLink('https://shop.example.com/x', 'SEK')).toBe('SEK');
    expect(currencyFromLink(null, 'SEK')).toBe('SEK');
  });
});
