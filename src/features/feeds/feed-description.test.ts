import { describe, expect, it } from 'vitest';
import { descriptionToText } from './feed-description.ts';

describe('descriptionToText', () => {
  it('turns merchant HTML into plain text and tidies plain text', () => {
    expect(
      descriptionToText(
        '<div class="x"><h3>Produktinformation</h3><p>Mjuk &amp; varm\n pläd.</p><p><b>Färg:</b>&nbsp;Grå<br>Mått: 1&#215;2 m</p></div>',
      ),
    ).toBe('Produktinformation\n\nMjuk & varm pläd.\n\nFärg: Grå\nMått: 1×2 m');
    expect(descriptionToText('  Rad 1  \r\n\r\n\r\nRad 2 & 3 ')).toBe('Rad 1\n\nRad 2 & 3');
    expect(descriptionToText('')).toBe('');
  });
});
