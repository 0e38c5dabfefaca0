import { describe, expect, it } from 'vitest';
import { cleanDescription, decodeEntities, isSpecFragment, stripHtml, truncate } from './description.ts';

describe('decodeEntities', () => {
  it.each([
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['a&nbsp;b', 'a b'],
    ['&lt;b&gt;', '<b>'],
    ['&quot;hej&quot; &apos;du&#39;', '"hej" \'du\''],
    ['Sm&aring;land &Ouml;land &auml;', 'Småland Öland ä'],
    ['&#229;&#xE5;&#Xe5;', 'ååå'],
    ['5 &ndash; 10 &hellip;', '5 – 10 …'],
    ['&unknown; stays', '&unknown; stays'],
    ['&#0; &#xD800; dropped', '  dropped'],
    ['R&amp;D &AMP; more', 'R&D & more'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });
});

describe('stripHtml', () => {
  it.each([
    ['<p>Hej <b>du</b></p>', 'Hej du'],
    ['<script>alert(1)</script>Text', 'Text'],
    ['<style>p{color:red}</style>Text', 'Text'],
    ['A<!-- kommentar -->B', 'A B'],
    ['<img src="x" onerror="alert(1)">Bild', 'Bild'],
    ['&lt;script&gt;', '<script>'],
    ['2 < 3 och 4 > 1', '2 < 3 och 4 > 1'],
    ['<div\nclass="x">radbrytning</div>', 'radbrytning'],
    ['<p>Oavslutad', 'Oavslutad'],
  ])('%j → %j', (input, expected) => {
    expect(stripHtml(input)).toBe(expected);
  });
});

describe('isSpecFragment', () => {
  it.each([
    ['Längd: 20 cm', true],
    ['längd 20 cm', true],
    ['LÄNGD:20', true],
    ['Höjd ca 30 cm', true],
    ['Mått (LxBxH): 20x30x10 cm', true],
    ['IP-klass: IP44', true],
    ['IP44', true],
    ['IP 65', true],
    ['Material: bomull', true],
    ['Vikt 300 g', true],
    ['EAN 7312345678901', true],
    ['EAN-kod: 7312345678901', true],
    ['SKU: AB-123', true],
    ['Artikelnummer: 123', true],
    ['Färg: svart', true],
    ['Volym: 5 dl', true],
    ['Batteri: 2000 mAh', true],
    ['Weight: 2 kg', true],
    ['Material som håller länge', false],
    ['Materialet är mjukt', false],
    ['Längtar du efter sommaren', false],
    ['Viktig present', false],
    ['iPhone 15', false],
    ['Färgglad filt', false],
    ['Powerbank 10000 mAh', false],
    ['Perfekt för 2 personer', false],
  ])('%j → %s', (fragment, expected) => {
    expect(isSpecFragment(fragment)).toBe(expected);
  });
});

describe('cleanDescription', () => {
  it.each([
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['Kort.', ''],
    ['<p></p>', ''],
    ['Mysig filt i ull', 'Mysig filt i ull'],
    ['Mysig filt i ull. Perfekt för soffan.', 'Mysig filt i ull. Perfekt för soffan'],
    ['Mysig filt, mjuk; varm', 'Mysig filt. mjuk. varm'],
    ['Mysig filt. Längd: 200 cm. Material: ull. Vikt 1 kg', 'Mysig filt'],
    ['En härlig lampa. IP44. EAN: 7312345678901. SKU: L-1', 'En härlig lampa'],
    [
      '<ul><li>Längd: 20 cm</li><li>Färg: röd</li></ul><p>Rolig present till hela familjen</p>',
      'Rolig present till hela familjen',
    ],
    ['<p>Snygg mugg</p><p>Tål diskmaskin</p>', 'Snygg mugg. Tål diskmaskin'],
    ['Snygg mugg<br>Rymmer 2,5 dl kaffe', 'Snygg mugg. Rymmer 2,5 dl kaffe'],
    ['Klocka med 1.5 mm glas. Art.nr: 12345. Art. nr 555', 'Klocka med 1.5 mm glas'],
    ['Ost &amp; kex i presentask. Ja. OK', 'Ost & kex i presentask'],
    ['A. B. C. D. E. F', ''],
    ['• Handgjord i Sverige\n• Mått: 10x10 cm\n- Ekologisk bomull', 'Handgjord i Sverige. Ekologisk bomull'],
    ['<p>Mysig filt\ni ull</p>', 'Mysig filt i ull'],
    ['Fin vas &bull; Vikt: 2 kg &bull; Blåst för hand', 'Fin vas. Blåst för hand'],
    ['Fin vas • Höjd: 30 cm • Blåst för hand', 'Fin vas. Blåst för hand'],
    ['<script>alert("x")</script>Fin bok om fåglar', 'Fin bok om fåglar'],
    ['Längd: 20 cm. Bredd: 10 cm', ''],
  ])('%j → %j', (input, expected) => {
    expect(cleanDescription(input)).toBe(expected);
  });

  it('keeps fragments of exactly three characters and drops shorter ones', () => {
    expect(cleanDescription('Ost. ab. Vacker skål')).toBe('Ost. Vacker skål');
  });

  it('never returns a result shorter than ten characters', () => {
    expect(cleanDescription('Hej. Ja')).toBe('');
    expect(cleanDescription('Hej. Japp')).toBe('');
    expect(cleanDescription('Hej. Jappa')).toBe('Hej. Jappa');
  });

  it('returns text without any tags', () => {
    expect(cleanDescription('<a href="x"><img src=y>Länk till butiken</a> <em>nu</em>')).toBe('Länk till butiken nu');
  });
});

describe('truncate', () => {
  it.each([
    ['Kort text', 20, 'Kort text'],
    ['  Kort text  ', 20, 'Kort text'],
    ['En ganska lång beskrivning av produkten', 20, 'En ganska lång…'],
    ['Enväldigtlångtordutanmellanslag', 10, 'Enväldigt…'],
    ['Mysig filt, mjuk och varm', 12, 'Mysig filt…'],
    ['abc', 1, '…'],
    ['abc', 0, ''],
    ['', 5, ''],
  ])('%j, %d → %j', (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
    expect(truncate(text, max).length).toBeLessThanOrEqual(Math.max(max, 0));
  });
});
