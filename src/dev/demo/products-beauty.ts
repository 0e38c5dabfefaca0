/** Skincare, bath and spa, fragrance, grooming and wellbeing. */
import { type ProductDefaults, products, variants } from './build.ts';
import type { DemoProduct } from './types.ts';

const skincare: ProductDefaults = {
  merchant: 'Lyster Skönhet',
  category: ['Skönhet & Hälsa', 'Hudvård'],
  tags: ['hudvård', 'skönhet'],
  audience: 'kvinna',
  interests: [],
  occasions: ['födelsedag', 'mors-dag', 'jul'],
};

const spa: ProductDefaults = {
  merchant: 'Lyster Skönhet',
  category: ['Skönhet & Hälsa', 'Bad & Spa'],
  tags: ['spa', 'avkoppling'],
  interests: [],
  occasions: ['födelsedag', 'mors-dag', 'jul', 'tack'],
  themes: ['mysigt'],
};

const grooming: ProductDefaults = {
  merchant: 'Lyster Skönhet',
  category: ['Skönhet & Hälsa', 'Herr', 'Skägg & Rakning'],
  tags: ['herr', 'rakning'],
  audience: 'man',
  interests: [],
  occasions: ['fars-dag', 'födelsedag', 'jul'],
};

const wellbeing: ProductDefaults = {
  merchant: 'Lyster Skönhet',
  category: ['Skönhet & Hälsa', 'Hälsa & Sömn'],
  tags: ['hälsa', 'sömn'],
  interests: [],
  occasions: ['födelsedag', 'jul'],
};

/** Beauty and health gifts. */
export const BEAUTY_PRODUCTS: DemoProduct[] = [
  ...products(skincare, [
    {
      title: 'Hudvårdsset med rengöring, serum och kräm',
      description:
        '<p>Tre produkter för en enkel rutin morgon och kväll, parfymfria och framtagna för känslig hud.</p><p>Innehåll: 3 x 50 ml</p>',
      price: 699,
      themes: ['lyxigt'],
      tags: ['hudvårdsset'],
    },
    {
      title: 'Ansiktsserum med hyaluronsyra 30 ml',
      description: 'Lätt serum som återfuktar på djupet och ger en lyster direkt. Passar alla hudtyper.',
      price: 349,
      tags: ['serum'],
    },
    {
      title: 'Ansiktsroller i rosenkvarts',
      description: 'Sval roller som masserar ansiktet och minskar svullnad på morgonen. Förvara den gärna i kylen.',
      price: 249,
      themes: ['lyxigt'],
      tags: ['ansiktsmassage'],
    },
    {
      title: 'Lockstav i keramik med tre storlekar',
      description: 'Lockstav med utbytbara stavar för lösa vågor eller tajta lockar. Värmeskyddshandske ingår.',
      price: 549,
      audience: 'tonåring',
      category: ['Skönhet & Hälsa', 'Hår'],
      interests: ['teknik'],
      occasions: ['födelsedag', 'jul', 'student'],
      tags: ['hår', 'styling'],
    },
    {
      title: 'Hårborste i bok med vildsvinsborst',
      description: 'Borste som fördelar hårets naturliga oljor och ger glans. Skaft i FSC-märkt bok.',
      price: 299,
      category: ['Skönhet & Hälsa', 'Hår'],
      themes: ['hållbart'],
      tags: ['hår'],
    },
    {
      title: 'Hårvårdsset för lockigt hår',
      description: 'Schampo, balsam och lockkräm utan silikoner som definierar lockarna och motverkar frizz.',
      price: 399,
      category: ['Skönhet & Hälsa', 'Hår'],
      tags: ['hår', 'lockar'],
    },
    {
      title: 'Makeupväska med avtagbara fack',
      description: 'Rymlig necessär med flyttbara mellanväggar och spegel i locket. Tvättbart foder.',
      price: 249,
      audience: 'tonåring',
      occasions: ['födelsedag', 'jul', 'student'],
      tags: ['makeup', 'necessär'],
    },
    {
      title: 'Läppbalsam med honung, 3-pack',
      description: 'Mjukgörande läppbalsam med svensk honung och bivax. Vanilj, mint och naturell.',
      price: 99,
      audience: 'unisex',
      occasions: ['jul', 'tack'],
      themes: ['svenskt'],
      tags: ['läppar'],
    },
    {
      title: 'Nagellack i fem höstfärger',
      description: 'Fem snabbtorkande lack i vinrött, rost, mossgrönt, plommon och mörkblått. Vegansk formula.',
      price: 249,
      audience: 'tonåring',
      occasions: ['födelsedag', 'jul'],
      tags: ['naglar', 'makeup'],
    },
    {
      title: 'Eau de parfum Fikon och ceder 50 ml',
      description: 'Varm och grön doft med fikonblad, cederträ och en touch av vanilj. Doften håller hela dagen.',
      price: 695,
      category: ['Skönhet & Hälsa', 'Doft'],
      themes: ['lyxigt'],
      tags: ['parfym'],
    },
    {
      title: 'Adventskalender med skönhetsprodukter',
      description:
        'Tjugofyra luckor med hudvård, hårvård och makeup i fullstorlek och resestorlek. Värde över 2 000 kr.',
      price: 899,
      occasions: ['jul'],
      themes: ['lyxigt', 'mysigt'],
      tags: ['adventskalender'],
      trendScore: 63,
      featured: true,
    },
  ]),
  ...products(spa, [
    {
      title: 'Badbomber med eteriska oljor, 6 st',
      description: 'Fräsande badbomber med lavendel, eukalyptus och citrus. Gör badkaret till ett spa.',
      price: 199,
      audience: 'kvinna',
      tags: ['bad'],
    },
    {
      title: 'Badsalt från Östersjön med lavendel',
      description: 'Grovt havssalt med torkad lavendel i en glasburk med korklock. Vikt: 400 g',
      price: 179,
      audience: 'farmor',
      themes: ['svenskt', 'mysigt'],
      tags: ['bad'],
    },
    {
      title: 'Massageolja med mandel och ros',
      description: 'Len olja som värms i händerna och doftar ros. Ett romantiskt sätt att säga att man bryr sig.',
      price: 249,
      audience: 'partner',
      occasions: ['födelsedag', 'jul', 'bröllop'],
      tags: ['massage'],
    },
    ...variants(
      {
        description:
          'Örngott i 22 momme mullbärssilke som är skonsamt mot hår och hud. Dragkedja i kortsidan. Storlek: 50 x 60 cm<br>Material: 100 % silke',
        price: 599,
        audience: 'kvinna',
        category: ['Skönhet & Hälsa', 'Hälsa & Sömn'],
        themes: ['lyxigt'],
        tags: ['silke', 'sömn'],
      },
      [
        { title: 'Örngott i mullbärssilke – Champagne', trendScore: 51 },
        { title: 'Örngott i mullbärssilke – Pudderrosa' },
      ],
    ),
    {
      title: 'Sovmask i silke',
      description: 'Mjuk sovmask som stänger ute ljuset utan att trycka mot ögonen. Perfekt på resan.',
      price: 199,
      audience: 'kvinna',
      tags: ['sömn', 'silke'],
    },
    {
      title: 'Manikyrset i läderfodral',
      description: 'Nagelsax, nagelklippare, fil och nagelbandspinne i rostfritt stål. Ett set som håller i många år.',
      price: 349,
      audience: 'farmor',
      category: ['Skönhet & Hälsa', 'Naglar'],
      tags: ['naglar'],
    },
    {
      title: 'Handkrämstrio i presentask',
      description: 'Tre handkrämer med doft av rabarber, havtorn och björk. Återfuktar utan att kladda.',
      price: 229,
      audience: 'kollega',
      occasions: ['tack', 'jul'],
      themes: ['svenskt'],
      tags: ['handkräm'],
    },
    {
      title: 'Fotbad med bubblor och värme',
      description: 'Fotbad som håller vattnet varmt, masserar med bubblor och har utbytbara massagerullar.',
      price: 599,
      audience: 'farmor',
      age_groups: ['senior'],
      tags: ['fotvård'],
    },
    {
      title: 'Morgonrock i våffelvävd bomull',
      description: 'Lätt morgonrock som torkar snabbt och känns som på hotell. Storlekar S–XL.',
      price: 699,
      audience: 'kvinna',
      tags: ['morgonrock'],
    },
    {
      title: 'Arkmasker med djurmotiv, 5 st',
      description: 'Återfuktande tygmasker som förvandlar dig till panda, tiger eller katt i tjugo minuter.',
      price: 129,
      audience: 'tonåring',
      themes: ['humor/prank'],
      tags: ['ansiktsmask'],
    },
    {
      title: 'Ekologisk tvål från Gotland, 3 st',
      description: 'Handgjorda tvålar kokade med gotländsk lammull-lanolin, havtorn och lavendel.',
      price: 179,
      audience: 'unisex',
      themes: ['svenskt', 'hållbart'],
      tags: ['tvål'],
    },
    {
      title: 'Spakorg för två med badrockar och doftljus',
      description: 'Två badrockar, badsalt, massageolja och doftljus i en flätad korg. Ett hemmaspa för två.',
      price: 999,
      audience: 'par',
      occasions: ['bröllop', 'jul', 'födelsedag'],
      themes: ['mysigt', 'lyxigt'],
      tags: ['spa'],
    },
    {
      title: 'Bastudoft med björk och en, 100 ml',
      description: 'Några droppar i bastuvattnet ger doften av svensk skog. Gjord på eteriska oljor.',
      price: 149,
      audience: 'unisex',
      themes: ['svenskt'],
      tags: ['bastu'],
    },
  ]),
  ...products(grooming, [
    {
      title: 'Skäggvårdsset med olja, balm och kam',
      description: 'Mjukgör skägget och huden under. Doftar cederträ och bergamott. Kam i päronträ ingår.',
      price: 399,
      tags: ['skägg'],
    },
    {
      title: 'Rakset med rakhyvel, borste och tvål',
      description:
        'Klassisk rakhyvel i krom, rakborste med syntetborst och raktvål i en trälåda. Lyxig rakning som förr.',
      price: 599,
      themes: ['lyxigt'],
      tags: ['rakhyvel'],
    },
    {
      title: 'Trimmer för skägg och hår',
      description: 'Vattentät trimmer med tjugo längdinställningar och 90 minuters batteri. Laddas med USB-C.',
      price: 799,
      interests: ['teknik'],
      tags: ['trimmer'],
    },
    {
      title: 'Eau de toilette Skog och läder 50 ml',
      description: 'Torr och varm herrdoft med tall, rökt läder och vetiver. Levereras i presentask.',
      price: 595,
      category: ['Skönhet & Hälsa', 'Doft'],
      themes: ['lyxigt'],
      tags: ['parfym'],
    },
  ]),
  ...products(wellbeing, [
    {
      title: 'Doftspridare med ultraljud och tre oljor',
      description: 'Tyst doftspridare med varmt ljus och timer. Tre eteriska oljor för lugn, fokus och sömn.',
      price: 449,
      audience: 'unisex',
      interests: ['inredning'],
      themes: ['mysigt'],
      tags: ['doft'],
    },
    {
      title: 'Akupressurmatta med kudde',
      description:
        'Tusentals små spikar som ökar blodcirkulationen och får kroppen att slappna av. Tjugo minuter räcker.',
      price: 399,
      audience: 'kvinna',
      tags: ['avkoppling'],
    },
    {
      title: 'Eltandborste med tryckkontroll',
      description: 'Sonisk tandborste med tre lägen, timer och lampa som varnar vid för hårt tryck. Reseetui ingår.',
      price: 549,
      audience: 'unisex',
      interests: ['teknik'],
      tags: ['tandvård'],
    },
  ]),
];
