import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { BANNER_ALLOWED_ATTRIBUTES, BANNER_ALLOWED_TAGS, sanitizeBannerHtml } from './sanitize.ts';

/** Every element and attribute of an HTML fragment, parsed the way the browser will see it. */
function inventory(html: string): { tags: string[]; attributes: string[]; urls: string[] } {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const elements = [...document.body.querySelectorAll('*')];
  return {
    tags: elements.map((element) => element.tagName.toLowerCase()),
    attributes: elements.flatMap((element) => element.getAttributeNames().map((name) => name.toLowerCase())),
    urls: elements.flatMap((element) =>
      ['href', 'src'].map((name) => element.getAttribute(name)).filter((value): value is string => value !== null),
    ),
  };
}

function expectOnlyAllowed(html: string): void {
  const found = inventory(html);
  for (const tag of found.tags) expect(BANNER_ALLOWED_TAGS).toContain(tag);
  for (const attribute of found.attributes) expect(BANNER_ALLOWED_ATTRIBUTES).toContain(attribute);
  for (const url of found.urls) expect(url).toMatch(/^(https?:\/\/|\/[^/])/i);
}

const BANNER =
  '<a href="https://track.example/klick?a=1&amp;b=2" target="_blank" rel="sponsored">' +
  '<img src="https://cdn.example/banner.png" width="980" height="120" border="0" alt="Julrea – upp till 50 %"></a>' +
  '<img src="https://track.example/pixel.gif" width="1" height="1" border="0" alt="">';

describe('sanitizeBannerHtml', () => {
  it('keeps a normal affiliate banner: link, image and tracking pixel with their attributes', () => {
    const clean = sanitizeBannerHtml(BANNER);
    expect(clean).toContain('href="https://track.example/klick?a=1&amp;b=2"');
    expect(clean).toContain('src="https://cdn.example/banner.png"');
    expect(clean).toContain('width="980"');
    expect(clean).toContain('height="120"');
    expect(clean).toContain('border="0"');
    expect(clean).toContain('alt="Julrea – upp till 50 %"');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('src="https://track.example/pixel.gif"');
    expect(inventory(clean).tags).toEqual(['a', 'img', 'img']);
  });

  it('gives links that open a new tab rel "sponsored noopener noreferrer", keeping the banner’s own tokens', () => {
    const clean = sanitizeBannerHtml('<a href="https://a.example" target="_blank" rel="nofollow">x</a>');
    const rel = inventory(clean).attributes.includes('rel') ? /rel="([^"]*)"/.exec(clean)?.[1] : '';
    expect(rel?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer', 'sponsored']);
    expect(sanitizeBannerHtml('<a href="https://a.example" target="top">x</a>')).toContain('target="_blank"');
  });

  it('removes script elements with their content', () => {
    const clean = sanitizeBannerHtml('<script>alert(1)</script><a href="https://a.example">Köp</a>');
    expect(clean).not.toMatch(/script|alert/i);
    expect(clean).toContain('Köp');
  });

  it('removes event handler attributes (onerror, onclick, onload, upper case too)', () => {
    for (const html of [
      '<img src="https://a.example/x.png" onerror="alert(1)">',
      '<img src=x onerror=alert(1)>',
      '<a href="https://a.example" onclick="steal()">x</a>',
      '<IMG SRC="https://a.example/x.png" ONERROR="alert(1)" WIDTH="3">',
      '<svg onload=alert(1)><img src="https://a.example/b.png"></svg>',
      '<body onload="alert(1)"><a href="https://a.example">x</a>',
    ]) {
      const clean = sanitizeBannerHtml(html);
      expect(clean).not.toMatch(/on(error|click|load)|alert|steal/i);
      expectOnlyAllowed(clean);
    }
  });

  it('writes element and attribute names in lower case', () => {
    expect(sanitizeBannerHtml('<IMG SRC="https://a.example/x.png" WIDTH="30">')).toMatch(
      /^<img (src="https:\/\/a\.example\/x\.png" width="30"|width="30" src="https:\/\/a\.example\/x\.png")>$/,
    );
  });

  it('escapes every attribute value and text, so nothing can break out of its quotes', () => {
    const clean = sanitizeBannerHtml(
      '<a href="https://a.example/?a=1&amp;b=&lt;2&gt;"><img src="https://a.example/x.png" alt="x&quot; onerror=&quot;alert(1)&quot; <b>&amp;"></a>',
    );
    expect(clean).toBe(
      '<a href="https://a.example/?a=1&amp;b=&lt;2&gt;"><img src="https://a.example/x.png" alt="x&quot; onerror=&quot;alert(1)&quot; &lt;b&gt;&amp;"></a>',
    );
    expect(inventory(clean).attributes).toEqual(['href', 'src', 'alt']);
  });

  it('drops javascript:, vbscript:, data: and protocol-relative addresses, however disguised', () => {
    for (const html of [
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="java\tscript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="&#x6A;&#x61;vascript&#58;alert(1)">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<img src="data:image/svg+xml;base64,PHN2Zy8+">',
      '<img src="javascript:alert(1)">',
      '<a href="//evil.example/">x</a>',
    ]) {
      const clean = sanitizeBannerHtml(html);
      expect(inventory(clean).urls).toEqual([]);
      expect(clean).not.toMatch(/javascript|vbscript|data:|evil/i);
    }
  });

  it('keeps site paths and http(s) addresses', () => {
    expect(inventory(sanitizeBannerHtml('<a href="/rabattkoder"><img src="/images/b.svg" alt="b"></a>')).urls).toEqual([
      '/rabattkoder',
      '/images/b.svg',
    ]);
    expect(inventory(sanitizeBannerHtml('<a href="http://a.example/">x</a>')).urls).toEqual(['http://a.example/']);
  });

  it('removes style attributes and style elements', () => {
    const clean = sanitizeBannerHtml(
      '<style>body{display:none}</style><a href="https://a.example" style="position:fixed;inset:0">x</a>',
    );
    expect(clean).not.toMatch(/style|display|position/i);
    expect(clean).toBe('<a href="https://a.example">x</a>');
  });

  it('removes iframes, objects, embeds, forms, svg and math', () => {
    for (const html of [
      '<iframe src="https://evil.example"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
      '<form action="https://evil.example"><input name="q"><button>Skicka</button></form>',
      '<svg><a href="https://a.example"><image href="https://a.example/x.png"/></a><script>alert(1)</script></svg>',
      '<math><mi><mglyph><style><!--</style><img src=x onerror=alert(1)>',
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="stylesheet" href="https://evil.example/x.css">',
      '<base href="https://evil.example/">',
    ]) {
      const clean = sanitizeBannerHtml(html);
      expectOnlyAllowed(clean);
      expect(clean).not.toMatch(/iframe|object|embed|form|input|svg|math|script|alert|onerror|meta|link|base|evil/i);
    }
  });

  it('resists mutation-XSS tricks (noscript, template, comments, attribute breakouts)', () => {
    for (const html of [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<template><img src=x onerror=alert(1)></template>',
      '<!--<img src=x onerror=alert(1)>-->',
      '<a href="https://a.example" alt="&quot;><script>alert(1)</script>">q</a>',
      '<img src="https://a.example/x.png" alt="x&quot; onerror=&quot;alert(1)">',
      '</body><script>alert(1)</script>',
      '<a href="https://a.example" title="x" id="cookie" name="location" class="c" data-x="1" aria-label="y">z</a>',
    ]) {
      const clean = sanitizeBannerHtml(html);
      expectOnlyAllowed(clean);
      expect(inventory(clean).attributes.filter((name) => name.startsWith('on'))).toEqual([]);
      expect(clean).not.toMatch(/<script|<noscript|<template|<!--/i);
    }
  });

  it('only allows plain numbers as sizes', () => {
    const clean = sanitizeBannerHtml('<img src="https://a.example/x.png" width="100" height="expression(alert(1))">');
    expect(clean).toBe('<img src="https://a.example/x.png" width="100">');
  });

  it('keeps the text of removed formatting elements, escaped', () => {
    expect(sanitizeBannerHtml('<div><b>Rea</b> &amp; <i>fynd</i></div>')).toBe('Rea &amp; fynd');
    expect(sanitizeBannerHtml('1 < 2')).toBe('1 &lt; 2');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeBannerHtml('')).toBe('');
    expect(sanitizeBannerHtml('   ')).toBe('');
    expect(sanitizeBannerHtml(null)).toBe('');
    expect(sanitizeBannerHtml(undefined)).toBe('');
  });
});
