import { describe, expect, it } from 'vitest';
import { escapeHtml, plainChatText, renderChatHtml } from './render.ts';

/** Every tag left in the output, with its attributes. */
function tags(html: string): string[] {
  return [...html.matchAll(/<[^>]*>/g)].map((match) => match[0]);
}

describe('renderChatHtml', () => {
  it('strips bold and italic markers and id tags', () => {
    expect(renderChatHtml('Ett **fint** och *mysigt* val <id: 0b8f1c2e-aaaa-4bbb-8ccc-123456789abc>')).toBe(
      'Ett fint och mysigt val',
    );
    expect(renderChatHtml('__Viktigt__ och _kursivt_')).toBe('Viktigt och kursivt');
  });

  it('bolds the gift name after a gift emoji', () => {
    expect(renderChatHtml('🎁 Fiskespö Deluxe – 499 kr <id: abc-123>')).toBe(
      '🎁 <strong>Fiskespö Deluxe</strong> – 499 kr',
    );
    expect(renderChatHtml('🎁 **Kaffekvarn**: perfekt för morgonen')).toBe(
      '🎁 <strong>Kaffekvarn</strong>: perfekt för morgonen',
    );
    expect(renderChatHtml('1. 🎁 Doftljus (399 kr)')).toBe('1. 🎁 <strong>Doftljus</strong> (399 kr)');
    expect(renderChatHtml('🎁 Hela raden är namnet')).toBe('🎁 <strong>Hela raden är namnet</strong>');
  });

  it('turns newlines into line breaks', () => {
    expect(renderChatHtml('Rad ett\nRad två\r\nRad tre')).toBe('Rad ett<br>Rad två<br>Rad tre');
  });

  it('escapes every piece of markup, leaving only br and strong without attributes', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<strong onclick="alert(1)">hej</strong>',
      '<br onmouseover=alert(1)>',
      '🎁 <img src=x onerror=alert(1)> – 100 kr',
      '🎁 <b>x</b>" onmouseover="alert(1)',
      '<a href="javascript:alert(1)">länk</a>',
      '<svg><script>alert(1)</script></svg>',
      '&lt;script&gt; redan kodad',
      '<<id: x>script>alert(1)<</id>/script>',
      '**<iframe src=//evil>**',
    ];
    for (const attack of attacks) {
      const html = renderChatHtml(attack);
      for (const tag of tags(html)) expect(['<br>', '<strong>', '</strong>']).toContain(tag);
      expect(html).not.toMatch(/<(?!br>|strong>|\/strong>)/);
    }
    expect(renderChatHtml('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(renderChatHtml('&lt;script&gt;')).toBe('&amp;lt;script&amp;gt;');
  });

  it('escapes quotes and ampersands', () => {
    expect(escapeHtml(`"a" & 'b' <c>`)).toBe('&quot;a&quot; &amp; &#39;b&#39; &lt;c&gt;');
  });

  it('keeps list stars and underscores inside words', () => {
    expect(plainChatText('* punkt\nfil_namn_här')).toBe('* punkt\nfil_namn_här');
  });
});
