import { describe, expect, it } from 'vitest';
import { type ClassifyTypeInput, classifyProductType } from './classify-type.ts';
import { isProductTypeId, isTypeOrDescendant, UNKNOWN_TYPE } from './product-types.ts';

function typeOf(title: string, categoryPath: readonly string[] = [], extra: Partial<ClassifyTypeInput> = {}) {
  return classifyProductType({ title, description: '', categoryPath, ...extra }).type;
}

describe('classifyProductType: words and compound heads', () => {
  it.each([
    ['Rosbukett 10 röda rosor', 'rosor'],
    ['Blombukett "Sommaräng" med leverans samma dag', 'snittblommor'],
    ['Whiskyglas 2-pack med whiskystenar', 'whiskyglas'],
    ['Munblåsta vinglas, 4-pack', 'vinglas'],
    ['Ölglas med graverade initialer, 2-pack', 'olglas'],
    ['Gjutjärnsgryta 5 liter, emaljerad röd', 'kastrull-gryta'],
    ['Bluetooth-högtalare för duschen', 'hogtalare'],
    ['Barnhörlurar med volymbegränsning – Rosa', 'horlurar'],
    ['Soffa Hagagruppen Texas 2-sits', 'soffa'],
    ['2,5-sitssoffa Scandinavian Choice Trend', 'soffa'],
    ['Fågelholk i trä att hänga', 'fagelholk'],
    ['Handkrämstrio i presentask', 'bad-spa'],
    ['Lakritslåda 500 g', 'lakrits'],
    ['Förvaringslåda i sjögräs', 'forvaring'],
    ['Ljus hoodie i bomull', 'troja'],
    ['FIFA 24 till PS5', 'tv-spel'],
    ['Kavel i bok', 'bakredskap'],
    ['Matcha-set med bambuvisp och skål', 'kaffetillbehor'],
    ['Matcha från Uji 30 g', 'te'],
    ['Spa-upplevelse för två', 'spa-upplevelse'],
    ['Wake-up light med soluppgångssimulering', 'somn'],
  ])('%s → %s', (title, type) => {
    expect(typeOf(title)).toBe(type);
  });

  it('matches the head of a compound, not the word inside it', () => {
    expect(isTypeOrDescendant(typeOf('Whiskyglas'), 'glas')).toBe(true);
    expect(isTypeOrDescendant(typeOf('Vinglas i kristall'), 'glas')).toBe(true);
    expect(isTypeOrDescendant(typeOf('Ölglas'), 'glas')).toBe(true);
    expect(isTypeOrDescendant(typeOf('Rosbukett'), 'snittblommor')).toBe(true);
    expect(typeOf('Presentkort 500 kr')).toBe('presentkort');
    expect(typeOf('Födelsedagspresent till pappa')).toBe(UNKNOWN_TYPE);
    // The Swedish linking -s- between modifier and head.
    expect(typeOf('Födelsedagsbukett i rosa toner')).toBe('snittblommor');
    expect(typeOf('Julklappsbok')).toBe('bocker');
    expect(typeOf('Begravningskrans')).toBe('begravningsblommor');
  });

  it('reads a garden diary as gear for growing, a memory book as a diary', () => {
    expect(typeOf('Trädgårdsdagbok för hela odlingsåret')).toBe('odling');
    expect(typeOf('Berätta ditt liv, farmor – en minnesbok')).toBe('dagbok');
  });

  it('never matches a word inside another word', () => {
    expect(typeOf('Gran Reserva 2015', ['vin', 'rött vin'])).toBe('rott-vin');
    expect(typeOf('Gran Reserva')).toBe(UNKNOWN_TYPE);
    expect(typeOf('Nastro Azzurro', ['öl', 'ljus lager'])).toBe('ljus-lager');
    expect(typeOf('Nastro Azzurro')).toBe(UNKNOWN_TYPE);
    expect(typeOf('il Nostro')).toBe(UNKNOWN_TYPE);
    expect(typeOf('Calvin Kelvin')).toBe(UNKNOWN_TYPE);
    expect(typeOf('Kompostgaller')).not.toBe('ost');
    expect(typeOf("Good ol' Sailor Vodka", ['sprit', 'vodka & okryddat brännvin', 'vodka'])).toBe('vodka');
  });

  it('reads the head noun before med, för, till, a comma, a dash or a bracket', () => {
    expect(typeOf('Mugg till pappa med texten "Världens bästa"')).toBe('mugg');
    expect(typeOf('Kaffe från lokalt rosteri, 3 x 250 g')).toBe('kaffe');
    expect(typeOf('Tält för 2 personer (2,1 kg)')).toBe('talt');
    expect(typeOf('Present till mamma: Mugg i presentask')).toBe('mugg');
    expect(typeOf('Present till mamma: Mugg och te i presentask')).toBe('presentset');
    expect(typeOf('Väska i skinn – Cognac')).toBe('vaskor');
    expect(typeOf('Laddkabel USB-C för handkontroll 3 m')).toBe('kabel-adapter');
  });

  it('takes what a gift box holds, or the box when it holds several things', () => {
    expect(typeOf('Presentlåda med choklad')).toBe('choklad');
    expect(typeOf('Presentlåda med doftljus, te och choklad')).toBe('presentset');
    expect(typeOf('Praliner i presentask 24 st')).toBe('choklad');
  });
});

describe('classifyProductType: Systembolaget-like drinks', () => {
  it.each([
    ['Lynx', ['vin', 'vitt vin', 'fylligt & smakrikt'], 'vitt-vin'],
    ['Göteborgs Nya', ['öl', 'ljus lager', 'internationell stil'], 'ljus-lager'],
    ['Pilsner X', ['öl', 'ljus lager'], 'ljus-lager'],
    ["Gibson's Exception", ['sprit', 'gin & genever', 'gin'], 'gin'],
    ['Richard Juhlin', ['alkoholfritt', 'mousserande'], 'alkoholfritt-vin'],
    ['Mikkeller', ['alkoholfritt', 'öl'], 'alkoholfri-ol'],
    ['1664 Blanc Non-Alco', ['alkoholfritt', 'öl', 'alkoholfri witbier'], 'alkoholfri-ol'],
    ['Alvaroni Cava', ['vin', 'mousserande vin', 'torrt vitt'], 'mousserande-vin'],
    ['Pink Bubbles', ['vin', 'mousserande vin', 'rosé'], 'mousserande-vin'],
    ['Amleto', ['öl', 'ljus lager', 'ljus bocköl'], 'ljus-lager'],
    ['Bernard', ['öl', 'ale', 'belgisk ljus ale'], 'ale'],
    ['Tequila Rose', ['sprit', 'likör', 'gräddlikör'], 'likor'],
    ['Derailed Bourbon Bock', ['öl', 'mellanmörk & mörk lager', 'dubbelbock'], 'mork-lager'],
    ['Te Merio', ['vin', 'vitt vin', 'friskt & fruktigt'], 'vitt-vin'],
    ['Glen Whatever 12', ['sprit', 'whisky', 'maltwhisky'], 'whisky'],
    ['Dry Cider', ['cider & blanddrycker', 'cider'], 'cider'],
    ['Fentimans Ginger Beer', ['alkoholfritt', 'cider & blanddryck', 'blanddryck'], 'lask'],
    ['Nygårda Julmust', ['alkoholfritt', 'glögg & andra juldrycker', 'andra juldrycker'], 'alkoholfri-cider'],
    ['Blossa Vinteräpple', ['alkoholfritt', 'glögg & andra juldrycker', 'andra juldrycker'], 'alkoholfri-glogg'],
  ])('%s in %j → %s', (title, path, type) => {
    expect(typeOf(title, path)).toBe(type);
  });

  it('takes a finer type the description names below the category', () => {
    const path = ['vin', 'mousserande vin', 'torrt vitt'];
    expect(
      typeOf('Pol Roger Brut Réserve', path, {
        description: 'Torrt vitt. 750 ml, 12 % alkohol, Frankrike, Champagne.',
      }),
    ).toBe('champagne');
    expect(typeOf('Alvaroni Cava', path, { description: 'Torrt vitt. 750 ml, Spanien.' })).toBe('mousserande-vin');
  });
});

describe('classifyProductType: furniture and flowers', () => {
  it('reads a sofa from its shop path', () => {
    expect(typeOf('Soffa Hagagruppen Texas 2-sits', ['Inredning & belysning', 'Möbler', 'Soffor', '2-sitssoffa'])).toBe(
      'soffa',
    );
    expect(typeOf('Hagagruppen Texas', ['Inredning & belysning', 'Möbler', 'Soffor', 'Chesterfield-soffa'])).toBe(
      'soffa',
    );
  });

  it.each([
    ['Rosbukett 10 röda rosor', 'rosor'],
    ['Begravningskrans vita rosor', 'begravningsblommor'],
    ['Konstgjord dahlia rosa', 'konstgjorda-blommor'],
    ['Konstgjorda tulpaner i kruka', 'konstgjorda-blommor'],
    ['Sorgbukett i vitt', 'begravningsblommor'],
    ['Kondoleansbukett', 'begravningsblommor'],
    ['Bukett till begravningen – vita liljor', 'begravningsblommor'],
    ['Brudbukett med pioner', 'brudbukett'],
    ['Orkidé i kruka, vit', 'orkide'],
  ])('%s → %s', (title, type) => {
    expect(typeOf(title)).toBe(type);
  });

  it('reads a funeral category for a plain bouquet', () => {
    expect(typeOf('Vita rosor, stor', ['Blommor', 'Begravning'])).toBe('begravningsblommor');
  });
});

describe('classifyProductType: categories and Google ids', () => {
  it('takes Google ids, numeric or as text', () => {
    expect(classifyProductType({ title: 'Lynx', description: '', categoryPath: [], googleCategory: 421 })).toEqual({
      type: 'vin',
      source: 'google',
    });
    expect(typeOf('Brooklyn', [], { googleCategory: '414' })).toBe('ol');
    expect(typeOf('Ljus lager', [], { googleCategory: '414' })).toBe('ljus-lager');
    expect(typeOf('Texas', [], { googleCategory: 460 })).toBe('soffa');
    expect(typeOf('X', [], { googleCategory: 'Möbler > Soffor' })).toBe('soffa');
    expect(typeOf('X', [], { googleCategory: 'Mat, dryck och tobak > Drycker > Alkoholhaltiga drycker > Vin' })).toBe(
      'vin',
    );
    expect(
      typeOf('X', [], { googleCategory: 'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Wine' }),
    ).toBe('vin');
    expect(typeOf('Chain', [], { googleCategory: 'Apparel &amp; Accessories &gt; Jewelry &gt; Bracelets' })).toBe(
      'armband',
    );
    expect(typeOf('X', [], { googleCategory: '2899 - Arts & Entertainment > Party & Celebration' })).toBe(
      'snittblommor',
    );
  });

  it('lets the title refine the Google or shop category', () => {
    expect(typeOf('Rödvin från Rioja', [], { googleCategory: 421 })).toBe('rott-vin');
    expect(typeOf('Manuell kaffekvarn', ['Hem & Trädgård', 'Kök & Matsal', 'Kaffe & te'])).toBe('kaffetillbehor');
    expect(typeOf('Tofflor i fårskinn', ['Hem', 'Inredning', 'Textilier'])).toBe('tofflor');
    expect(typeOf('Presentkort 500 kr', ['Presenter'])).toBe('presentkort');
    expect(typeOf('Makeupväska med avtagbara fack', ['Skönhet', 'Hudvård'])).toBe('necessar');
    expect(typeOf('Trädgårdshandskar i getskinn', ['Trädgård & Uteliv', 'Odling'])).toBe('tradgardsverktyg');
  });

  it('keeps a specific category against an unrelated title word', () => {
    expect(typeOf('Halsband i läder med namnbricka', ['Djur', 'Hund'])).toBe('hundtillbehor');
    expect(typeOf('Blomman', ['vin', 'rött vin'])).toBe('rott-vin');
    expect(typeOf('Ostprovning med sex ostar', ['Presenter & Upplevelser', 'Upplevelser', 'Mat & Dryck'])).toBe(
      'upplevelse',
    );
  });

  it('ignores categories that say nothing', () => {
    expect(typeOf('Kudde "Världens bästa mormor"', ['Presenter', 'Presentidéer'])).toBe('kudde');
    expect(typeOf('Sak', ['Rea', 'Nyheter', 'Övrigt'])).toBe(UNKNOWN_TYPE);
  });

  it('reports where the type came from', () => {
    const at = (input: Partial<ClassifyTypeInput>) =>
      classifyProductType({ title: '', description: '', categoryPath: [], ...input }).source;
    expect(at({ title: 'Lynx', categoryPath: ['vin', 'vitt vin'] })).toBe('category');
    expect(at({ title: 'Soffa Texas' })).toBe('title');
    expect(at({ title: 'Texas', description: 'En bekväm soffa i sammet.' })).toBe('description');
    expect(at({ title: 'Texas' })).toBe('none');
  });
});

describe('classifyProductType: bad input', () => {
  it('gives every product a type and never throws', () => {
    expect(classifyProductType({ title: '', description: '', categoryPath: [] })).toEqual({
      type: UNKNOWN_TYPE,
      source: 'none',
    });
    const long = `Soffa ${'mycket lång titel '.repeat(120)}`.slice(0, 2000);
    expect(typeOf(long)).toBe('soffa');
    expect(typeOf('<b>Doftljus</b> &amp; vas', [], { description: '<p>Hej</p>' })).toBe('doftljus');
    expect(typeOf('Xyzzy', ['Qwerty', 'Asdf'])).toBe(UNKNOWN_TYPE);
    const broken = { title: null, description: undefined, categoryPath: [null, 3], googleCategory: {} };
    expect(isProductTypeId(classifyProductType(broken as unknown as ClassifyTypeInput).type)).toBe(true);
  });

  it('classifies 40,000 products in a few seconds', () => {
    const inputs: ClassifyTypeInput[] = [];
    const titles = ['Soffa Texas', 'Lynx', 'Rosbukett 10 röda rosor', 'Whiskyglas 2-pack', 'Gran Reserva', 'Xyzzy'];
    const paths = [['vin', 'rött vin'], ['Hem & Trädgård', 'Kök & Matsal'], [], ['Presenter']];
    for (let index = 0; index < 40_000; index += 1) {
      inputs.push({
        title: `${titles[index % titles.length]} ${index}`,
        description: 'En fin present.',
        categoryPath: paths[index % paths.length] as string[],
      });
    }
    const start = performance.now();
    for (const input of inputs) classifyProductType(input);
    const ms = performance.now() - start;
    console.log(
      `classifyProductType: 40,000 products in ${ms.toFixed(0)} ms (${((ms / 40_000) * 1000).toFixed(1)} µs each)`,
    );
    expect(ms).toBeGreaterThan(0);
  });
});
