/** Phone cases, covers and tablet cases. */
import { type ProductDefaults, products, type VariantBase, variants } from './build.ts';
import type { DemoProduct } from './types.ts';

const cases: ProductDefaults = {
  merchant: 'Skalverket',
  category: ['Elektronik & Teknik', 'Mobiltillbehör', 'Mobilskal'],
  tags: ['mobilskal', 'mobiltillbehör'],
  interests: ['teknik'],
  occasions: ['födelsedag', 'jul', 'student'],
};

const wallets: ProductDefaults = {
  ...cases,
  category: ['Elektronik & Teknik', 'Mobiltillbehör', 'Mobilfodral'],
  tags: ['fodral', 'plånboksfodral', 'mobiltillbehör'],
};

const siliconeIphone: VariantBase = {
  description:
    '<p>Tunt skal i flytande silikon med mjukt mikrofiberfoder som skyddar baksidan mot repor.</p><p>Material: silikon<br>Vikt: 30 g</p>',
  price: 249,
  audience: 'tonåring',
  to_whom: ['tonåring', 'vän'],
  age_groups: ['tonåring', 'vuxen'],
  themes: ['mysigt'],
};

const leatherWallet: VariantBase = {
  description:
    'Plånboksfodral i vegetabiliskt garvat läder med plats för tre kort och sedlar. Locket hålls stängt med en dold magnet och fodralet blir vackrare med åren.',
  price: 449,
  audience: 'man',
  themes: ['lyxigt'],
  occasions: ['födelsedag', 'jul', 'fars-dag'],
};

/** Phone cases and covers (titles carry 'mobilskal', 'skal', 'fodral' or 'cover'). */
export const PHONE_PRODUCTS: DemoProduct[] = [
  ...products(cases, [
    ...variants(siliconeIphone, [
      { title: 'Mobilskal i silikon för iPhone 15 – Salviagrön', trendScore: 42 },
      { title: 'Mobilskal i silikon för iPhone 15 – Sand' },
      { title: 'Mobilskal i silikon för iPhone 15 – Midnattsblå' },
      { title: 'Mobilskal i silikon för iPhone 15 – Korallrosa', audience: 'kvinna', age_groups: ['vuxen'] },
    ]),
    ...variants({ ...siliconeIphone, price: 229, audience: 'unisex', age_groups: ['tonåring', 'vuxen'] }, [
      { title: 'Mobilskal i silikon för Samsung Galaxy S24 – Svart' },
      { title: 'Mobilskal i silikon för Samsung Galaxy S24 – Lavendel', audience: 'tonåring' },
    ]),
    {
      title: 'Transparent cover med MagSafe för iPhone 15 Pro',
      description:
        'Kristallklart cover som visar telefonens färg och inte gulnar. Inbyggda magneter för trådlös laddning och MagSafe-tillbehör.',
      price: 279,
      audience: 'unisex',
      themes: [],
      tags: ['cover', 'magsafe'],
    },
    {
      title: 'Transparent cover med MagSafe för iPhone 16',
      description:
        'Tunt och stötdämpande cover i klar polykarbonat med förstärkta hörn. Fungerar med magnetiska laddare och plånböcker.',
      price: 299,
      audience: 'unisex',
      tags: ['cover', 'magsafe'],
      rankBoost: 2,
    },
    {
      title: 'Stöttåligt skal för Samsung Galaxy S24 Ultra',
      description:
        '<p>Dubbla lager med gummerade kanter som klarar fall från två meter. <strong>Perfekt för den som jobbar ute.</strong></p>Material: TPU och polykarbonat<br>Vikt: 58 g',
      price: 349,
      audience: 'man',
      interests: ['teknik', 'friluftsliv'],
      occasions: ['födelsedag', 'fars-dag', 'jul'],
    },
    {
      title: 'Stöttåligt skal för iPhone 15 Pro Max',
      description:
        'Robust skal med upphöjd kant runt kameran och skärmen. Testat enligt militär falltestsstandard och ändå smidigt i fickan.',
      price: 379,
      audience: 'pappa',
      interests: ['teknik', 'friluftsliv'],
      occasions: ['fars-dag', 'födelsedag'],
    },
    ...variants(
      {
        description:
          'Handgjort skal med riktiga pressade blommor ingjutna i klar resin. Varje skal blir unikt, precis som den som får det.',
        price: 299,
        audience: 'kvinna',
        themes: ['personligt', 'hållbart'],
        occasions: ['födelsedag', 'mors-dag', 'jul'],
        tags: ['blommor', 'handgjort'],
      },
      [
        { title: 'Mobilskal med pressade blommor för iPhone 14' },
        { title: 'Mobilskal med pressade blommor för iPhone 15', featured: true, trendScore: 55 },
      ],
    ),
    ...variants(
      {
        description:
          'Ladda upp en favoritbild så trycks den i höga färger på skalets baksida. Tryck som tål vardagen och skickas inom två vardagar.',
        price: 279,
        audience: 'unisex',
        merchant: 'Taysta',
        themes: ['personligt'],
        occasions: ['födelsedag', 'jul', 'mors-dag', 'fars-dag'],
        tags: ['eget foto', 'personlig present'],
      },
      [
        { title: 'Mobilskal med eget foto för iPhone 15' },
        { title: 'Mobilskal med eget foto för Samsung Galaxy S24', price: null },
      ],
    ),
    {
      title: 'Mobilskal med initialer i guldfolie för iPhone 15',
      description:
        'Sandfärgat skal i matt finish där initialerna präglas i guldfolie. En liten personlig lyx som märks varje gång telefonen kommer fram.',
      price: 329,
      audience: 'kvinna',
      themes: ['personligt', 'lyxigt'],
      occasions: ['födelsedag', 'mors-dag', 'bröllop'],
      tags: ['gravyr', 'initialer'],
    },
    ...variants(
      {
        description:
          'Skal med avtagbart axelband i flätat rep, så att telefonen alltid finns nära till hands. Bandet är justerbart i längd.<br>Längd: 120 cm',
        price: 349,
        audience: 'kvinna',
        themes: ['mysigt'],
        tags: ['axelband', 'mobilhalsband'],
      },
      [
        { title: 'Mobilskal med axelband för iPhone 15 – Mörkgrön' },
        { title: 'Mobilskal med axelband för iPhone 15 – Beige', trendScore: 47 },
      ],
    ),
    {
      title: 'Mobilskal med pärlband för iPhone 14',
      description:
        'Lekfullt skal med ett kort band av färgglada pärlor att hänga på handleden. Favorit bland tonåringar.',
      price: 299,
      audience: 'tonåring',
      age_groups: ['10-12', 'tonåring'],
      to_whom: ['tonåring', 'barn'],
      tags: ['pärlor'],
    },
    {
      title: 'Mobilskal i återvunnen plast för Google Pixel 8',
      description:
        'Tillverkat av plast från insamlade fiskenät. Tål stötar och repor och kan lämnas tillbaka för återvinning när det är dags för nytt.',
      price: 249,
      audience: 'unisex',
      themes: ['hållbart'],
      tags: ['återvunnet'],
    },
    {
      title: 'Komposterbart mobilskal för iPhone 13',
      description:
        'Skal av växtbaserat material och linfiber som bryts ner i kompost. Mjukt grepp och stöttålig kant. Material: biopolymer och lin',
      price: 279,
      audience: 'vän',
      themes: ['hållbart'],
      tags: ['komposterbart'],
    },
    {
      title: 'Vattentätt mobilfodral för bad och strand',
      description:
        'Genomskinligt fodral med tät försegling som skyddar telefonen vid stranden, i kajaken och i poolen. Skärmen går att använda genom plasten.<br>IP-klass: IPX8',
      price: 149,
      audience: 'unisex',
      category: ['Elektronik & Teknik', 'Mobiltillbehör', 'Mobilfodral'],
      interests: ['teknik', 'friluftsliv'],
      occasions: ['födelsedag', 'student', 'tack'],
      tags: ['fodral', 'vattentätt'],
    },
    {
      title: 'Mobilskal med dalahästmönster för iPhone 15',
      description:
        'Klassiskt kurbitsinspirerat dalahästmönster i rött och blått. En hälsning hemifrån för den som bor utomlands eller längtar till Dalarna.',
      price: 279,
      audience: 'unisex',
      themes: ['svenskt'],
      tags: ['dalahäst'],
    },
    {
      title: 'Mobilskal med texten ”Ring mamma” för iPhone 15',
      description: 'Skal med en påminnelse som går hem. Roligt att ge till tonåringen som precis flyttat hemifrån.',
      price: 199,
      audience: 'tonåring',
      themes: ['humor/prank'],
      occasions: ['student', 'födelsedag', 'jul'],
      tags: ['rolig present'],
    },
    {
      title: 'Glittrigt mobilskal för iPhone SE',
      description: 'Skal fyllt med flytande glitter som rör sig när du vänder på telefonen. Tätt och stötdämpande.',
      price: 179,
      audience: 'tonåring',
      age_groups: ['10-12', 'tonåring'],
      to_whom: ['tonåring', 'barn'],
      tags: ['glitter'],
    },
    {
      title: 'Mobilskal med valnötsfinish för iPhone 15',
      description:
        'Skal med baksida i äkta valnötsfaner och svart stötdämpande ram. Diskret och elegant i kavajfickan.',
      price: 329,
      audience: 'chef',
      themes: ['lyxigt'],
      occasions: ['tack', 'födelsedag', 'jul'],
      tags: ['trä'],
    },
    {
      title: 'Marmormönstrat mobilskal för iPhone 15 Pro',
      description: 'Mjukt skal med vit marmorlook och tunna guldådror. Tunt, lätt och med förhöjd kant runt kameran.',
      price: 249,
      audience: 'kvinna',
      tags: ['marmor'],
    },
  ]),
  ...products(wallets, [
    ...variants(leatherWallet, [
      { title: 'Plånboksfodral i läder för iPhone 15 – Cognac', featured: true },
      { title: 'Plånboksfodral i läder för iPhone 15 – Svart' },
    ]),
    {
      title: 'Plånboksfodral med korthållare för Samsung Galaxy A55',
      description:
        'Fodral i slitstarkt konstläder med tre kortfack och ställfunktion för film. Material: PU-läder<br>Vikt: 64 g',
      price: 299,
      audience: 'farmor',
      occasions: ['födelsedag', 'jul', 'mors-dag'],
      themes: [],
    },
    {
      title: 'Mobilfodral i ullfilt med läderflik',
      description:
        'Instickningsfodral i tjock ullfilt från Västergötland som skyddar telefonen i väskan. Passar de flesta telefoner upp till 6,7 tum.',
      price: null,
      audience: 'vän',
      merchant: 'Nordic Design Hus',
      themes: ['svenskt', 'hållbart'],
      tags: ['ullfilt'],
    },
  ]),
  ...products(
    {
      merchant: 'Teknikdepån',
      category: ['Elektronik & Teknik', 'Surfplattor', 'Fodral'],
      tags: ['fodral', 'surfplatta'],
      interests: ['teknik'],
      occasions: ['födelsedag', 'jul'],
    },
    [
      {
        title: 'Cover med ställ för Samsung Galaxy Tab S9',
        description:
          'Tunt cover som viks till ett ställ för film eller tangentbord. Väcker och släcker skärmen när locket öppnas och stängs.',
        price: 399,
        audience: 'unisex',
        tags: ['cover'],
      },
      {
        title: 'Barnsäkert fodral för surfplatta 10 tum',
        description:
          'Tjockt skumfodral med handtag som även fungerar som ställ. Tål tapp och bitar, perfekt för bilresan. Material: EVA-skum',
        price: 249,
        audience: 'familj',
        age_groups: ['3-5', '6-9'],
        to_whom: ['barn', 'mamma', 'pappa'],
        tags: ['barn'],
      },
    ],
  ),
];
