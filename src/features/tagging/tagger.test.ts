import { describe, expect, it } from 'vitest';
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
    { to_whom: ['pappa', 'partner', 'vän'], audience: 'man', occasions: ['fars-dag'] },
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
