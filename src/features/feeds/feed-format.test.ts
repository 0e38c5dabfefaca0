import { describe, expect, it } from 'vitest';
import { pickEncoding } from './feed-encoding.ts';
import { detectFeedFormat, FeedError, sniffDelimiter, sniffQuote, xmlRootName } from './feed-format.ts';

describe('detectFeedFormat', () => {
  it.each([
    ['<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>', 'google-rss'],
    [
      '<?xml version="1.0"?>\n<!-- feed --><rss xmlns:pj="https://schema.prisjakt.nu/ns/1.0" version="3.0">',
      'prisjakt-xml',
    ],
    ['<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">', 'google-atom'],
    ['<?xml version="1.0"?>\n<produkter>\n<produkt>', 'partner-ads-xml'],
    ['<products><product><SKU>1</SKU><TrackingUrl>', 'adtraction-xml'],
    ['<products><product><name>a</name><offers><offer>', 'tradedoubler-xml'],
    ['\uFEFF  <?xml version="1.0"?><rss version="2.0"><channel><item>', 'google-rss'],
  ])('%s → %s', (head, name) => {
    expect(detectFeedFormat(head).name).toBe(name);
  });

  it('reads CSV dialects from the header line', () => {
    expect(detectFeedFormat('id,title,price\n1,a,2')).toEqual({
      kind: 'csv',
      name: 'google-csv',
      delimiter: ',',
      quote: '"',
    });
    expect(detectFeedFormat('category;SKU;EAN;name;price;regularPrice;graphicUrl\n')).toMatchObject({
      name: 'adrecord-csv',
      delimiter: ';',
    });
    expect(detectFeedFormat('aw_deep_link\tproduct_name\tsearch_price\n')).toMatchObject({
      name: 'awin-csv',
      delimiter: '\t',
    });
    expect(detectFeedFormat("SKU,Name,TrackingUrl\n'1','a, b','x'")).toMatchObject({
      name: 'adtraction-csv',
      quote: "'",
    });
  });

  it('refuses what is no feed, in Swedish', () => {
    expect(() => detectFeedFormat('')).toThrow(new FeedError('Flödet är tomt'));
    expect(() => detectFeedFormat('<html><body>404</body></html>')).toThrow(FeedError);
    expect(() => detectFeedFormat('just some words')).toThrow(
      'Okänt flödesformat: varken ett XML-flöde eller en CSV-fil med rubrikrad',
    );
  });
});

describe('sniffing helpers', () => {
  it('finds the root element past the prolog, comments and DOCTYPE', () => {
    expect(xmlRootName('<?xml version="1.0"?><!DOCTYPE x><!-- <no> --><g:feed>')).toBe('g:feed');
  });

  it('counts delimiters outside quotes only', () => {
    expect(sniffDelimiter('"a;b;c",d,e')).toBe(',');
    expect(sniffDelimiter('a;b;c')).toBe(';');
    expect(sniffDelimiter('abc')).toBeNull();
    expect(sniffQuote("a,b\n'x, y',z\n'p',q", ',')).toBe("'");
    expect(sniffQuote('a,b\n"x, y",z', ',')).toBe('"');
  });
});

describe('pickEncoding', () => {
  const bytes = (text: string, encoding: BufferEncoding = 'utf8') => new Uint8Array(Buffer.from(text, encoding));
  it('follows a byte order mark, then the XML declaration, then checks UTF-8', () => {
    expect(pickEncoding(new Uint8Array([0xef, 0xbb, 0xbf, 0x3c]), false)).toBe('utf-8');
    expect(pickEncoding(new Uint8Array([0xff, 0xfe, 0x3c, 0]), false)).toBe('utf-16le');
    expect(pickEncoding(bytes('<?xml version="1.0" encoding="ISO-8859-1"?><a>å</a>'), true)).toBe('windows-1252');
    expect(pickEncoding(bytes("<?xml version='1.0' encoding='windows-1252'?>"), true)).toBe('windows-1252');
    expect(pickEncoding(bytes('id,title\n1,Hörlurar'), true)).toBe('utf-8');
    expect(pickEncoding(bytes('id,title\n1,H\u00f6rlurar', 'latin1'), true)).toBe('windows-1252');
    expect(pickEncoding(bytes('<?xml version="1.0" encoding="UTF-8"?><a>\u00e5</a>', 'latin1'), true)).toBe(
      'windows-1252',
    );
  });

  it('does not mistake a UTF-8 character cut at the end of the sample for invalid text', () => {
    const text = bytes('id,title\n1,Hö');
    expect(pickEncoding(text.subarray(0, text.length - 1), false)).toBe('utf-8');
  });
});
