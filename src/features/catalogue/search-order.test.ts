import { describe, expect, it } from 'vitest';
import { meaningfulTerms, toTsQueryText } from './catalogue-query.ts';
import { makeProduct } from './fixtures/products.ts';
import type { Product } from './product.ts';
import { orderSearchResults, searchIntent } from './search-order.ts';

let next = 0;
const product = (title: string, productType: string, extra: Partial<Product> = {}): Product =>
  makeProduct({ id: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`, title, productType, ...extra });
const hit = (item: Product, matched = 1) => ({ product: item, matched });
const titles = (products: Product[]) => products.map((item) => item.title);

describe('searchIntent: what a search names', () => {
  it('reads the product types the query names, with the types below and their compound kin', () => {
    expect(searchIntent(['soffa']).types).toContain('soffa');
    expect(searchIntent(['ljus']).types).toContain('doftljus');
    expect(searchIntent(['hörlurar']).typeWords).toEqual(['hörlurar']);
  });

  it('reads two words that name a type together instead of each word', () => {
    const intent = searchIntent(['alkoholfri', 'öl']);
    expect(intent.types).toContain('alkoholfri-ol');
    expect(intent.types).not.toContain('ol');
    expect(intent.alcoholFree).toBe(true);
  });

  it('takes a type named after "till" or "för" as where the thing goes, not the thing', () => {
    expect(searchIntent(['kniv', 'till', 'köket']).types).not.toContain('kok');
    expect(searchIntent(['pläd', 'till', 'soffan']).types).not.toContain('soffa');
    expect(searchIntent(['pläd', 'till', 'soffan']).types).toContain('plad');
  });

  it('names a type through the typo correction of a misspelt word', () => {
    expect(searchIntent(['hörlurrar'], [['hörlurrar', 'horlurar']]).types).toContain('horlurar');
    expect(searchIntent(['hörlurrar']).types).toEqual([]);
  });

  it('rules alcohol out for "alkoholfritt" and "utan alkohol"', () => {
    expect(searchIntent(['alkoholfritt']).alcoholFree).toBe(true);
    expect(searchIntent(['glögg', 'utan', 'alkohol']).alcoholFree).toBe(true);
    expect(searchIntent(['glögg']).alcoholFree).toBe(false);
  });
});

describe('orderSearchResults: the answer of a search', () => {
  it('puts phone cases and pet gear last unless the query asks for them', () => {
    const collar = product('Hundhalsband i läder med namnbricka', 'hundtillbehor');
    const necklace = product('Halsband med graverad bokstav', 'halsband');
    expect(titles(orderSearchResults([hit(collar), hit(necklace)], searchIntent(['gravyr'])))).toEqual([
      'Halsband med graverad bokstav',
      'Hundhalsband i läder med namnbricka',
    ]);
    expect(titles(orderSearchResults([hit(collar), hit(necklace)], searchIntent(['hund', 'gravyr'])))[0]).toBe(
      'Hundhalsband i läder med namnbricka',
    );
  });

  it('answers a kind named without a child with the grown-ups’ ones, and the children’s when asked or alone', () => {
    const adult = product('Trådlösa hörlurar', 'horlurar', { age_groups: ['vuxen'] });
    const kids = product('Barnhörlurar med volymbegränsning', 'horlurar', { age_groups: ['3-5', '6-9'] });
    const hits = [hit(adult), hit(kids)];
    expect(titles(orderSearchResults(hits, searchIntent(['hörlurar'])))).toEqual(['Trådlösa hörlurar']);
    expect(titles(orderSearchResults(hits, searchIntent(['hörlurar', 'barn'])))).toHaveLength(2);
    expect(titles(orderSearchResults([hit(kids)], searchIntent(['hörlurar'])))).toEqual([
      'Barnhörlurar med volymbegränsning',
    ]);
  });

  it('leaves products of another type out when products of the named type matched', () => {
    const sofa = product('Soffa Billinge', 'soffa');
    const quiz = product('Filmquiz för soffkvällen', 'spel');
    expect(titles(orderSearchResults([hit(sofa), hit(quiz)], searchIntent(['soffa'])))).toEqual(['Soffa Billinge']);
    // Nothing of the type: a product that only shares the word is no answer; one matching more of the query stays.
    expect(titles(orderSearchResults([hit(quiz)], searchIntent(['soffa'])))).toEqual([]);
    expect(titles(orderSearchResults([hit(quiz, 2)], searchIntent(['soffa', 'film'])))).toEqual([
      'Filmquiz för soffkvällen',
    ]);
  });

  it('keeps a product of another type that matches more terms than the named type’s products', () => {
    const mug = product('Mugg med texten Världens bästa mamma', 'mugg', { description: 'För kaffet.' });
    const coffee = product('Kaffebönor från Etiopien', 'kaffe');
    const phone = product('Mobilskal Ring mamma', 'mobilskal');
    const ordered = orderSearchResults([hit(mug, 2), hit(coffee, 1), hit(phone, 1)], searchIntent(['kaffe', 'mamma']));
    expect(titles(ordered)).toEqual(['Mugg med texten Världens bästa mamma', 'Kaffebönor från Etiopien']);
  });

  it('keeps a product of another type whose title starts a compound with the type’s word', () => {
    const beans = product('Espressobönor från Etiopien', 'kaffe');
    const brewer = product('Kaffebryggare för en kopp', 'kok');
    const pillow = product('Örngott i mullbärssilke – Kaffe', 'sangklader');
    const ordered = orderSearchResults([hit(beans), hit(brewer), hit(pillow)], searchIntent(['kaffe']));
    expect(titles(ordered)).toEqual(['Espressobönor från Etiopien', 'Kaffebryggare för en kopp']);
  });

  it('counts a product of unknown type as the named type when its title holds the word', () => {
    const untyped = product('Hörlurar med mikrofon', 'okand');
    const other = product('Kabelorganisatör för hörlurarnas sladd', 'datortillbehor');
    const ordered = orderSearchResults([hit(untyped), hit(other)], searchIntent(['hörlurar']));
    expect(titles(ordered)).toEqual(['Hörlurar med mikrofon']);
  });

  it('never shows a drink with alcohol for an alcohol-free search', () => {
    const free = product('Mariestads Strong Ale Alkoholfri', 'alkoholfri-ol');
    const sour = product('Brooklyn Palenque', 'ol');
    const ordered = orderSearchResults([hit(free, 2), hit(sour, 1)], searchIntent(['alkoholfri', 'öl']));
    expect(titles(ordered)).toEqual(['Mariestads Strong Ale Alkoholfri']);
  });

  it('shows one product per family: colours and scents of one product are never side by side', () => {
    const candles = ['Vinterskog', 'Fikon och ceder', 'Sommaräng'].map((scent) =>
      product(`Doftljus i keramikkruka – ${scent}`, 'doftljus'),
    );
    const spa = product('Spakorg med doftljus', 'hudvard');
    const ordered = orderSearchResults(
      [...candles, spa].map((item) => hit(item)),
      searchIntent(['doftljus']),
    );
    expect(titles(ordered)).toEqual(['Doftljus i keramikkruka – Vinterskog']);
  });

  it('counts a word in -a only where the product holds its own forms ("pappa" finds no "papper"); new fathers last', () => {
    const mug = product('Mugg med texten ”Världens bästa pappa”', 'textmugg');
    const kit = product('Överlevnadskit för nyblivna pappor', 'skamtpresent');
    const star = product('Julstjärna i papper – Vit', 'juldekoration');
    const wrap = product('Presentpapper med pappa-tryck', 'inslagning');
    const ordered = orderSearchResults([hit(star), hit(mug), hit(kit), hit(wrap)], searchIntent(['present', 'pappa']));
    expect(titles(ordered)).toEqual([mug.title, wrap.title, kit.title]);
  });
});

describe('toTsQueryText: prefix matching', () => {
  it('matches a word with a short stem as a word, longer terms as prefixes', () => {
    expect(toTsQueryText(['rosor', 'kaffe'], '|', new Set(['rosor']))).toBe('rosor | kaffe:*');
    expect(toTsQueryText(['rosor'], '|')).toBe('rosor:*');
    expect(toTsQueryText(['öl', 'a', 'te'], '|')).toBe('öl | te');
  });

  it("limits the words to a product's own text when weights are given", () => {
    expect(toTsQueryText(['gaming', 'te'], '|', new Set(), 'ABD')).toBe('gaming:*ABD | te:ABD');
  });
});

describe('searching for a person', () => {
  it("puts the titles that name the person, then the person's gift ideas, before the rest", () => {
    const intent = searchIntent(['present', 'till', 'pappa']);
    expect(intent.ideas).toContain('grilltillbehor');
    const found = [
      hit(product('Modellbyggsats Vasaskeppet i trä', 'modellbygge')),
      hit(product('Grillverktyg i rostfritt stål', 'grilltillbehor')),
      hit(product('Mugg med texten ”Världens bästa pappa”', 'mugg')),
    ];
    expect(titles(orderSearchResults(found, intent))).toEqual([
      'Mugg med texten ”Världens bästa pappa”',
      'Grillverktyg i rostfritt stål',
      'Modellbyggsats Vasaskeppet i trä',
    ]);
    expect(searchIntent(['pläd', 'till', 'pappa']).ideas).toEqual([]);
  });

  it("drops a grown-up's age from the words searched, not a child's", () => {
    expect(meaningfulTerms(['present', 'till', 'farmor', '90', 'år'])).toEqual(['till', 'farmor']);
    expect(meaningfulTerms(['pussel', '5', 'år'])).toEqual(['pussel', '5', 'år']);
  });
});
