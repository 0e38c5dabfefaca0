import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { AmpersandEscaper } from './xml-ampersands.ts';

function escapeAll(chunks: readonly string[]): { text: string; escaped: number } {
  const escaper = new AmpersandEscaper();
  let text = '';
  for (const chunk of chunks) text += escaper.push(chunk);
  text += escaper.end();
  return { text, escaped: escaper.escaped };
}

/** Every way of cutting `text` in two, plus one-character chunks. */
function splits(text: string): string[][] {
  const ways: string[][] = [[text], [...text]];
  for (let at = 1; at < text.length; at++) ways.push([text.slice(0, at), text.slice(at)]);
  return ways;
}

describe('AmpersandEscaper', () => {
  it('escapes a raw "&" and leaves references alone', () => {
    expect(escapeAll(['<k>Hjem & Have &amp; &#229; &#xE5; &hellip; &a.b-c;</k>'])).toEqual({
      text: '<k>Hjem &amp; Have &amp; &#229; &#xE5; &hellip; &a.b-c;</k>',
      escaped: 1,
    });
    expect(escapeAll(['A&B &; &#; &#x; && &1;']).text).toBe('A&amp;B &amp;; &amp;#; &amp;#x; &amp;&amp; &amp;1;');
  });

  it('leaves CDATA sections and comments as they are', () => {
    const text = '<a><![CDATA[https://x.se/?a=1&b=2]]> & <!-- Hjem & Have --></a>';
    expect(escapeAll([text])).toEqual({
      text: '<a><![CDATA[https://x.se/?a=1&b=2]]> &amp; <!-- Hjem & Have --></a>',
      escaped: 1,
    });
  });

  it('gives the same text however the input is cut into chunks', () => {
    const text = 'x & y &amp; <![CDATA[ & ]]> z &hellip &hellip; <!-- & --> &#229; &';
    const expected = escapeAll([text]).text;
    expect(expected).toBe('x &amp; y &amp; <![CDATA[ & ]]> z &amp;hellip &hellip; <!-- & --> &#229; &amp;');
    for (const chunks of splits(text)) expect(escapeAll(chunks).text).toBe(expected);
  });

  it('takes the quick path on long clean text and still finds markers and raw "&" at every cut', () => {
    const clean = '<t>Kopp &amp; fat &#229; &hellip;</t>'.repeat(4);
    const text = `${clean}<![CDATA[a & b]]>${clean}<!-- & -->${clean} & ${clean}`;
    const expected = `${clean}<![CDATA[a & b]]>${clean}<!-- & -->${clean} &amp; ${clean}`;
    for (const chunks of splits(text)) expect(escapeAll(chunks).text).toBe(expected);
    const cleanOnly = clean.repeat(5);
    expect(escapeAll([cleanOnly.slice(0, 100), cleanOnly.slice(100)])).toEqual({ text: cleanOnly, escaped: 0 });
  });

  it('lets saxes read a document with raw ampersands', () => {
    const parser = new SaxesParser();
    let text = '';
    parser.on('text', (value) => {
      text += value;
    });
    parser.write(escapeAll(['<kategori>Hjem & Have > Rengøring</kategori>']).text).close();
    expect(text).toBe('Hjem & Have > Rengøring');
  });
});
