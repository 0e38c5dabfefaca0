import { describe, expect, it } from 'vitest';
import { cleanItemGroupId, familyTitleKey, productFamilyId, sharedTailHeads } from './family.ts';

const family = (title: string, merchant = 'Blomsterbutiken', itemGroupId: string | null = null) =>
  productFamilyId({ merchant, title, itemGroupId });

function sameFamily(titles: string[], merchant?: string) {
  const ids = new Set(titles.map((title) => family(title, merchant)));
  expect(ids.size, titles.join(' | ')).toBe(1);
}

function differentFamilies(titles: string[], merchant?: string) {
  const ids = new Set(titles.map((title) => family(title, merchant)));
  expect(ids.size, titles.join(' | ')).toBe(titles.length);
}

describe('productFamilyId', () => {
  it('groups the colours of one product, after a dash, a comma, in parentheses or at the end', () => {
    sameFamily([
      'Konstgjord dahlia – rosa',
      'Konstgjord dahlia – vit',
      'Konstgjord dahlia, gul',
      'Konstgjord dahlia (röd)',
      'Konstgjord dahlia - Ljusblå',
      'Konstgjord dahlia ljus blå',
      'Konstgjord Dahlia',
    ]);
    sameFamily(['Kaffemugg blå', 'Kaffemugg röd', 'Kaffemugg Black', 'Kaffemugg – Off-white', 'Kaffemugg grönt']);
    sameFamily(['Sammetskudde guldfärgad', 'Sammetskudde silverfärgad', 'Sammetskudde / Marinblå']);
  });

  it('groups sizes, volumes, packs and scents', () => {
    sameFamily(['T-shirt Logo – S', 'T-shirt Logo – XL', 'T-shirt Logo stl 38', 'T-shirt Logo (XXL)']);
    sameFamily(['Gran Reserva Rioja 75 cl', 'Gran Reserva Rioja 37,5 cl', 'Gran Reserva Rioja 1,5 l']);
    sameFamily(['Whisky Highland 50 cl', 'Whisky Highland 700 ml', 'Whisky Highland, 70cl']);
    sameFamily(['Pilsner 2-pack', 'Pilsner 6-pack', 'Pilsner 33 cl']);
    sameFamily(['Doftljus vanilj', 'Doftljus lavendel', 'Doftljus – Citron', 'Doftljus (kanel)']);
    sameFamily(['Kruka stor', 'Kruka liten', 'Kruka 12 cm', 'Kruka Ø 20 cm']);
    sameFamily(['Poster Stockholm 50x70 cm', 'Poster Stockholm 30 x 40 cm']);
  });

  it('keeps different products apart', () => {
    differentFamilies(['Rosbukett 10 rosor', 'Rosbukett 20 rosor', 'Rosbukett 10 st rosor']);
    differentFamilies(['Svart te', 'Grönt te', 'Vitt te']);
    differentFamilies(['Rött vin Gran Reserva', 'Vitt vin Gran Reserva']);
    differentFamilies(['Vit choklad', 'Mörk choklad']);
    differentFamilies(['iPhone 14', 'iPhone 15']);
    differentFamilies(['Stora boken om vin', 'Lilla boken om vin']);
    differentFamilies(['Konstgjord dahlia – rosa', 'Konstgjord pion – rosa']);
    differentFamilies(['Presentask choklad', 'Presentask kaffe']);
  });

  it('keeps merchants apart, and uses the item group when the feed gives one', () => {
    expect(family('Kaffemugg blå', 'Butik A')).not.toBe(family('Kaffemugg blå', 'Butik B'));
    expect(family('Kaffemugg blå', 'Butik A')).toBe(family('Kaffemugg blå', ' butik a '));
    const group = family('Linneskjorta Herr', 'Butik A', 'G-100');
    expect(family('Helt annan titel', 'Butik A', ' G-100 ')).toBe(group);
    expect(family('Linneskjorta Herr', 'Butik B', 'G-100')).not.toBe(group);
    expect(family('Linneskjorta Herr', 'Butik A', 'G-101')).not.toBe(group);
    expect(family('Linneskjorta Herr', 'Butik A', '')).toBe(family('Linneskjorta Herr', 'Butik A'));
    expect(group).toMatch(/^g[0-9a-f]{16}$/);
    expect(family('Linneskjorta Herr', 'Butik A')).toMatch(/^t[0-9a-f]{16}$/);
  });

  it('removes only the kinds of variant the type has', () => {
    const wine = ['volume'] as const;
    expect(familyTitleKey('Rioja rosé – 75 cl', wine)).toBe('rioja rosé');
    expect(familyTitleKey('Vin Rött', wine)).toBe('vin rött');
    expect(familyTitleKey('Vin Rött')).toBe('vin');
    expect(familyTitleKey('T-shirt – Röd, XL', ['size'])).toBe('t-shirt röd');
    expect(familyTitleKey('T-shirt – Röd, XL', [])).toBe('t-shirt röd xl');
  });

  it('gives every title a key: empty, long, odd or only variant words', () => {
    expect(familyTitleKey('Rosa')).toBe('rosa');
    expect(familyTitleKey('Blå, röd')).toBe('blå');
    expect(familyTitleKey('')).toBe('');
    expect(family('')).toMatch(/^t[0-9a-f]{16}$/);
    const long = `Vas ${'mycket '.repeat(300)}fin – blå`;
    expect(familyTitleKey(long)).toBe(`vas ${'mycket '.repeat(300)}fin`);
    expect(familyTitleKey('Ljus (vanilj) [XL] ((trasig')).toBe('ljus trasig');
  });

  it('cleans item group ids', () => {
    expect(cleanItemGroupId('  a  b ')).toBe('a b');
    expect(cleanItemGroupId('   ')).toBeNull();
    expect(cleanItemGroupId(null)).toBeNull();
    expect(cleanItemGroupId('x'.repeat(400))).toHaveLength(300);
  });
});

describe('sharedTailHeads (variants one merchant names by a short tail)', () => {
  it('groups titles that share a head before a one- or two-word tail', () => {
    const heads = sharedTailHeads([
      'Doftljus Vanilj – Skogsgrön',
      'Doftljus Vanilj – Vinterskog',
      'Doftljus Vanilj - Mörk natt',
      'Pläd i ull, Havsdimma',
      'Pläd i ull, Stilla morgon',
      'Pläd i ull',
      'Doftljus Vanilj – Fikon och ceder',
    ]);
    expect(heads.get('Doftljus Vanilj – Skogsgrön')).toBe('doftljus vanilj');
    expect(heads.get('Doftljus Vanilj – Fikon och ceder')).toBe('doftljus vanilj');
    expect(heads.get('Doftljus Vanilj – Vinterskog')).toBe('doftljus vanilj');
    expect(heads.get('Doftljus Vanilj - Mörk natt')).toBe('doftljus vanilj');
    expect(heads.get('Pläd i ull, Havsdimma')).toBe('pläd i ull');
    expect(heads.get('Pläd i ull')).toBe('pläd i ull');
  });

  it('stays conservative: numbers, long tails, lone titles and different heads stay apart', () => {
    const heads = sharedTailHeads([
      'Rosbukett 10 rosor',
      'Rosbukett 20 rosor',
      'Rosbukett, 10 rosor',
      'Rosbukett, 20 rosor',
      'Kaffemugg – Blå glasyr med guldkant',
      'Kaffemugg – Grön glasyr med guldkant',
      'Doftljus Vanilj – Skogsgrön',
      'Doftljus Kanel – Vinterskog',
      'Ensam titel – Unik',
      'Kaffemugg – Blå och vit med guldkant',
      'Kaffemugg – Grön och vit med guldkant',
    ]);
    expect(heads.size).toBe(0);
  });

  it('gives one family id once the import uses the shared head', () => {
    const heads = sharedTailHeads(['Doftljus Vanilj – Skogsgrön', 'Doftljus Vanilj – Vinterskog']);
    const ids = ['Doftljus Vanilj – Skogsgrön', 'Doftljus Vanilj – Vinterskog'].map((title) =>
      productFamilyId({ merchant: 'Butik', title: heads.get(title) ?? title }),
    );
    expect(ids[0]).toBe(ids[1]);
  });
});
