import { describe, expect, it } from 'vitest';
import { FUNERAL_REASON, FURNITURE_REASON } from '../catalogue/concepts/types/define.ts';
import { AGE_GROUPS, AUDIENCES, INTERESTS, OCCASIONS, THEMES, TO_WHOM } from '../catalogue/vocabularies.ts';
import { REJECTION_REASONS } from './rejection.ts';
import { type TaggerInput, type TaggerResult, tagProduct } from './tagger.ts';

function product(title: string, description = '', category = 'Presenter', price: number | null = 299): TaggerInput {
  return { title, description, categoryPath: category.split(' > '), brand: '', price, merchant: 'Testbutiken' };
}

type Expected = Partial<TaggerResult>;

/** Lists in `expected` must all be present; `absent` lists values that must not be. */
const RULES: Array<[name: string, input: TaggerInput, expected: Expected, absent?: Expected]> = [
  [
    'a toy with an age is for children of that age',
    product('Kulbana i trä', 'Bygg egna banor. Rekommenderas från 4 år.', 'Leksaker & Spel > Leksaker'),
    { to_whom: ['barn'], age_groups: ['3-5', '6-9'], audience: 'barn', interests: ['pyssel'] },
    { to_whom: ['mamma', 'tonåring'] },
  ],
  [
    'an open age from eight also suits teenagers',
    product('Radiostyrd bil 4WD', 'Snabb bil för terräng. Ålder 8+.', 'Leksaker & Spel > Leksaker'),
    { to_whom: ['barn', 'tonåring'], age_groups: ['6-9', '10-12'] },
  ],
  [
    'baby things are for 0-2 and christenings',
    product('Bitring i naturgummi', 'Från 3 månader.', 'Barn & Baby > Babyleksaker'),
    { to_whom: ['barn'], age_groups: ['0-2'], occasions: ['dop'] },
  ],
  [
    'a christening spoon is only for the christening',
    product('Dopsked i silver med gravyr', 'Graveras med barnets namn.', 'Barn & Baby > Dop'),
    { occasions: ['dop'], themes: ['personligt'] },
    { occasions: ['jul'] },
  ],
  [
    'a product named for dad is for dad and fathers day',
    product('Mugg "Världens bästa pappa"', 'Vit porslinsmugg.', 'Hem > Kök > Kaffe & te', 149),
    { to_whom: ['pappa'], occasions: ['fars-dag'], audience: 'man' },
    { to_whom: ['mamma', 'barn'] },
  ],
  [
    'a product for grandma in the title is for grandparents and seniors',
    product('Kudde "Världens bästa mormor"', 'Broderad prydnadskudde.'),
    { to_whom: ['mor-/farförälder'], age_groups: ['senior'] },
    { to_whom: ['pappa'] },
  ],
  [
    'pensioners count as grandparents',
    product('Korsordsbok för pensionärer', '200 korsord med stor stil.', 'Böcker', 129),
    { to_whom: ['mor-/farförälder'], age_groups: ['senior'] },
  ],
  [
    "women's products go to women",
    product('Ansiktsserum med hyaluronsyra', 'Återfuktande serum.', 'Hälsa & Skönhet > Hudvård', 349),
    { to_whom: ['mamma', 'partner', 'vän'], audience: 'kvinna', occasions: ['mors-dag'] },
    { to_whom: ['pappa'] },
  ],
  [
    "men's products go to men",
    product('Skäggvårdsset med olja och kam', 'För ett välvårdat skägg.', 'Hälsa & Skönhet > Rakning', 399),
    { to_whom: ['pappa', 'partner'], audience: 'man', occasions: ['fars-dag'] },
    { to_whom: ['mamma'] },
  ],
  [
    'a romantic set is for the partner',
    product('Massageolja och ljus – romantiskt set för två', 'För en mysig kväll.'),
    { to_whom: ['partner'], audience: 'par', themes: ['mysigt'], occasions: ['bröllop'] },
    { to_whom: ['pappa', 'mamma'] },
  ],
  [
    'teen products are for teenagers',
    product('Hoodie oversize för tonåringar', 'Mjuk collegetröja.', 'Kläder', 449),
    { to_whom: ['tonåring'], age_groups: ['tonåring'], audience: 'tonåring' },
    { to_whom: ['barn'] },
  ],
  [
    'a recipient after "för" in the description counts',
    product('Sminkväska med ögonskuggor', 'Perfekt för tonårstjejen som älskar smink.', 'Skönhet', 259),
    { to_whom: ['tonåring'] },
  ],
  [
    'pet products are for the owner',
    product('Klösträd 120 cm', 'Tre våningar.', 'Djur > Katt', 799),
    { to_whom: ['vän'], audience: 'unisex' },
    { to_whom: ['barn'] },
  ],
  [
    'modest food also suits a colleague and a thank-you',
    product('Praliner i presentask', 'Handgjorda praliner.', 'Mat & Dryck > Godis & choklad', 299),
    { to_whom: ['kollega'], occasions: ['tack', 'jul'] },
    { occasions: ['inflytt'] },
  ],
  [
    'home things suit a housewarming',
    product('Vas i munblåst glas', 'Handgjord i Småland.', 'Hem & Trädgård > Inredning > Dekoration', 695),
    { interests: ['inredning'], occasions: ['inflytt'] },
  ],
  [
    'Christmas things are for Christmas only',
    product('Julgodis i plåtburk', 'Kola och knäck.', 'Mat & Dryck > Godis & choklad', 179),
    { occasions: ['jul'] },
    { occasions: ['födelsedag'] },
  ],
  [
    'hobbies named by their objects give interests',
    product('Kettlebell 12 kg', 'För styrketräning hemma.', 'Sport & Fritid', 399),
    { interests: ['träning'] },
  ],
  [
    'a liking compound in the description names the interest',
    product('Tygkasse med tryck', 'Perfekt för bokälskaren och kaffenörden.', 'Väskor', 149),
    { to_whom: ['kollega'] },
  ],
  [
    'a place is not an interest',
    product('Smart högtalare', 'Passar i köket eller sovrummet.', 'Elektronik > Smarta prylar', 549),
    { interests: ['teknik'] },
    { interests: ['matlagning'] },
  ],
  [
    'a negated age is no child product',
    product('Doftljus Vanilj', 'Ej lämplig för barn under 3 år. Sprider mys i hemmet.', 'Inredning > Ljus & doft', 229),
    { themes: ['mysigt'], interests: ['inredning'] },
    { to_whom: ['barn'] },
  ],
  [
    'ecological, engraved and Swedish-made products get their themes',
    product('Skärbräda i ek med gravyr', 'Ekologisk olja. Tillverkad i Sverige.', 'Kök > Köksredskap', 599),
    { themes: ['personligt', 'hållbart', 'svenskt'] },
  ],
  [
    'made in Sweden, a funny print, silk and recycled material give their themes',
    product('Sidenscarf med rolig text', 'Designad i Sverige av återbrukad tråd.', 'Accessoarer', 695),
    { themes: ['svenskt', 'humor/prank', 'lyxigt', 'hållbart'] },
  ],
  [
    'board games count as gaming',
    product('Sällskapsspel för hela familjen', '2–5 spelare, från 10 år.', 'Spel > Sällskapsspel', 449),
    { interests: ['gaming'] },
  ],
  [
    'what follows "med" or "för" in a title is contents or use, not an interest',
    product('Alkoholfri glögg med kryddor', 'Hemkokt på svarta vinbär.', 'Dryck', 129),
    { occasions: ['jul'] },
    { interests: ['matlagning'] },
  ],
  [
    'ordinary words are not read as hobbies ("sprider", "strider", "meter")',
    product('Doftspridare', 'Sprider doft i hemmet. Spel med strider. Sladd 2 meter.', 'Elektronik', 399),
    {},
    { interests: ['träning', 'friluftsliv'] },
  ],
  [
    'an expensive product counts as luxurious',
    product('Espressomaskin med kvarn', 'Barista hemma.', 'Kök', 6990),
    { themes: ['lyxigt'], price_bucket: '1000-plus' },
  ],
];

function expectContains(result: TaggerResult, expected: Expected, present: boolean): void {
  for (const [key, value] of Object.entries(expected)) {
    const got = result[key as keyof TaggerResult];
    if (Array.isArray(value)) {
      for (const item of value) {
        if (present) expect(got, key).toContain(item);
        else expect(got, key).not.toContain(item);
      }
    } else if (present) expect(got, key).toEqual(value);
    else expect(got, key).not.toEqual(value);
  }
}

describe('tagProduct', () => {
  it.each(RULES)('%s', (_name, input, expected, absent) => {
    const result = tagProduct(input);
    expect(result.approved).toBe(true);
    expectContains(result, expected, true);
    if (absent) expectContains(result, absent, false);
  });

  it('rejects what is no present with its reason and no tags', () => {
    const result = tagProduct(product('Dammsugarpåsar 10-pack', 'Passar de flesta dammsugare.', 'Hem > Städ', 149));
    expect(result).toEqual({
      approved: false,
      ai_rejection_reason: REJECTION_REASONS.bulk,
      to_whom: [],
      age_groups: [],
      interests: [],
      occasions: [],
      themes: [],
      audience: null,
      price_bucket: 'under-200',
      product_type: result.product_type,
      product_type_source: result.product_type_source,
    });
  });

  it('uses the catalogue price bucket rule and leaves it empty without a price', () => {
    expect(tagProduct(product('Pläd i ull', '', 'Inredning', 199)).price_bucket).toBe('under-200');
    expect(tagProduct(product('Pläd i ull', '', 'Inredning', 200)).price_bucket).toBe('200-500');
    expect(tagProduct(product('Pläd i ull', '', 'Inredning', 999.5)).price_bucket).toBe('500-1000');
    expect(tagProduct(product('Pläd i ull', '', 'Inredning', null)).price_bucket).toBeNull();
  });

  it('reads merchant HTML', () => {
    const result = tagProduct(
      product('Tekanna i gjutjärn', '<p>Japansk tekanna.</p><ul><li>Perfekt för mysiga tekvällar &amp; fika</li></ul>'),
    );
    expect(result.themes).toContain('mysigt');
  });

  it('only ever gives the spec vocabularies', () => {
    const titles = [
      'Trådlösa hörlurar',
      'Lekkök i trä, 3+',
      'Presentkort 500 kr',
      'Grillset i träask till pappa',
      'Spapaket för två',
      'Fågelholk',
      'Vinylskiva',
    ];
    for (const title of titles) {
      const result = tagProduct(product(title, 'En fin present till mormor och kollegan på jobbet.'));
      for (const value of result.to_whom) expect(TO_WHOM).toContain(value);
      for (const value of result.age_groups) expect(AGE_GROUPS).toContain(value);
      for (const value of result.interests) expect(INTERESTS).toContain(value);
      for (const value of result.occasions) expect(OCCASIONS).toContain(value);
      for (const value of result.themes) expect(THEMES).toContain(value);
      if (result.audience) expect(AUDIENCES).toContain(result.audience);
    }
  });
});

describe('tagProduct from the product type', () => {
  const drink = (title: string, category: string, volume: string, price: number) =>
    product(title, `${volume}, 40 % alkohol, Sverige.`, category, price);

  it('gives the type and where it came from; an admin’s type is used instead of classifying', () => {
    expect(tagProduct(drink('Lagavulin 16 Years Islay Single Malt', 'sprit > whisky', '700 ml', 699))).toMatchObject({
      product_type: 'whisky',
      product_type_source: 'category',
    });
    expect(tagProduct({ ...product('Flaska'), googleCategory: '1926' })).toMatchObject({
      product_type: 'whisky',
      product_type_source: 'google',
    });
    expect(tagProduct({ ...product('Rosbukett 15 röda rosor'), adminType: 'whisky' })).toMatchObject({
      product_type: 'whisky',
      product_type_source: 'admin',
    });
    expect(tagProduct({ ...product('Rosbukett 15 röda rosor'), adminType: 'okand' })).toMatchObject({
      product_type: 'okand',
      product_type_source: 'admin',
    });
    // An id the ontology lacks is no admin type.
    expect(tagProduct({ ...product('Rosbukett 15 röda rosor'), adminType: 'påhittad' }).product_type).toBe('rosor');
  });

  it('tags a product whose type cannot be told from its words, with the generic defaults', () => {
    const result = tagProduct(product('Xyzzy 3000', '', '', 199));
    expect(result).toMatchObject({ approved: true, product_type: 'okand', product_type_source: null });
    expect(result.to_whom).toEqual(['mamma', 'pappa', 'partner', 'vän']);
    expect(result.occasions).toEqual(['födelsedag', 'jul']);
  });

  it('does not give every drink the same tags', () => {
    const whisky = tagProduct(drink('Lagavulin 16 Years Islay Single Malt', 'sprit > whisky', '700 ml', 699));
    expect(whisky.to_whom).toEqual(['pappa', 'partner', 'vän']);
    expect(whisky.occasions).toContain('fars-dag');
    expect(whisky.interests).toEqual([]);
    const bubbly = tagProduct(drink('Moët & Chandon Brut Impérial Champagne', 'vin > mousserande vin', '750 ml', 499));
    expect(bubbly.occasions).toEqual(expect.arrayContaining(['bröllop', 'student']));
    expect(bubbly.occasions).not.toContain('fars-dag');
    // A bottle for a colleague or a thank-you is a modest one.
    expect(bubbly.to_whom).not.toContain('kollega');
    const wine = tagProduct(drink('Solbacken Tempranillo 2019', 'vin > rött vin', '750 ml', 99));
    expect(wine.to_whom).toContain('kollega');
    expect(wine.occasions).toEqual(expect.arrayContaining(['tack', 'inflytt']));
    for (const result of [whisky, bubbly, wine]) {
      expect(result.to_whom).not.toContain('barn');
      expect(result.to_whom).not.toContain('tonåring');
      expect(result.age_groups.every((group) => group === 'vuxen' || group === 'senior')).toBe(true);
    }
  });

  it('rejects a single can of beer, a miniature and wine on a box, but not a pack or a bottle', () => {
    const can = tagProduct(
      product('Peroni Nastro Azzurro', 'Ljus lager. 330 ml, 5,1 % alkohol.', 'öl > ljus lager', 19),
    );
    expect(can).toMatchObject({
      approved: false,
      ai_rejection_reason: 'Enstaka burk eller flaska öl – för liten för att ge bort som present',
      product_type: 'ljus-lager',
    });
    expect(tagProduct(drink('Absolut Vodka', 'sprit > vodka', '50 ml', 39)).approved).toBe(false);
    expect(tagProduct(drink('Husets rödvin bag-in-box', 'vin > rött vin', '3000 ml', 229)).approved).toBe(false);
    expect(
      tagProduct(product('Ölprovning hemma – 6 x 330 ml svenska hantverksöl', '', 'Dryck > Öl', 299)).approved,
    ).toBe(true);
    expect(tagProduct(drink('Absolut Vodka', 'sprit > vodka', '700 ml', 269)).approved).toBe(true);
  });

  it('tags an alcohol-free drink as one, for every grown-up', () => {
    const result = tagProduct(product('Alkoholfritt mousserande vin', '750 ml, 0,0 % alkohol.', 'Dryck', 89));
    expect(result.product_type).toBe('alkoholfritt-vin');
    expect(result.to_whom).toEqual(expect.arrayContaining(['mamma', 'pappa', 'partner', 'vän']));
  });

  it('gives bouquets Mother’s Day and thanks but no gardening; artificial flowers no music', () => {
    const bouquet = tagProduct(product('Rosbukett 15 röda rosor', 'En vacker bukett med röda rosor.', 'Blommor', 449));
    expect(bouquet.interests).not.toContain('trädgård');
    expect(bouquet.occasions).toEqual(expect.arrayContaining(['mors-dag', 'tack']));
    const artificial = tagProduct(product('Konstgjord dahlia, rosa', 'Konstgjord blomma i tyg.', 'Blommor', 129));
    expect(artificial.product_type).toBe('konstgjorda-blommor');
    expect(artificial.interests).not.toContain('musik/film');
    expect(artificial.interests).not.toContain('trädgård');
    const plant = tagProduct(product('Krukväxt Monstera', 'Lättskött växt.', 'Växter', 299));
    expect(plant.interests).toContain('trädgård');
  });

  it('never offers funeral flowers or a sofa as an everyday present; a small piece of furniture has no occasion', () => {
    const wreath = tagProduct(
      product('Begravningskrans vita liljor', 'Krans till begravning.', 'Blommor > Begravning', 1200),
    );
    expect(wreath).toMatchObject({ approved: false, ai_rejection_reason: FUNERAL_REASON, occasions: [] });
    const sofa = tagProduct(product('Soffa Texas 2-sits', 'En bekväm soffa.', 'Möbler > Soffor', 6440));
    expect(sofa).toMatchObject({ approved: false, ai_rejection_reason: FURNITURE_REASON, product_type: 'soffa' });
    const pouf = tagProduct(product('Sittpuff i sammet', 'Liten puff.', 'Möbler > Pallar', 899));
    expect(pouf).toMatchObject({ approved: true, occasions: [] });
  });

  it('refines the type’s defaults with the product’s own words', () => {
    const candle = tagProduct(product('Doftljus "Till världens bästa mamma"', '', 'Inredning > Ljus', 199));
    expect(candle.to_whom).toEqual(['mamma']);
    expect(candle.occasions).toContain('mors-dag');
    const toy = tagProduct(product('Byggklossar magnetiska 60 delar', 'Från 3 år.', 'Leksaker', 399));
    expect(toy.age_groups).toEqual(['3-5', '6-9']);
  });

  it('gives bad input a type and a decision, never dropping it', () => {
    const odd = { categoryPath: ['Okänd kategori 123'], googleCategory: '999999999' };
    expect(tagProduct({ ...product(''), ...odd })).toMatchObject({ approved: false, product_type: 'okand' });
    expect(tagProduct({ ...product('x'.repeat(2000)), ...odd })).toMatchObject({
      approved: true,
      product_type: 'okand',
    });
    expect(tagProduct({ ...product('<b>Rosbukett</b> <script>alert(1)</script>'), ...odd }).product_type).toBe('rosor');
  });
});
