/** Pet accessories for dogs and cats. */
import { type ProductDefaults, products, variants } from './build.ts';
import type { DemoProduct } from './types.ts';

const dogs: ProductDefaults = {
  merchant: 'Tassa Djurbutik',
  category: ['Djurtillbehör', 'Hund'],
  tags: ['hund', 'husdjur'],
  interests: [],
  occasions: ['födelsedag', 'jul'],
};

const cats: ProductDefaults = {
  merchant: 'Tassa Djurbutik',
  category: ['Djurtillbehör', 'Katt'],
  tags: ['katt', 'husdjur'],
  interests: [],
  occasions: ['födelsedag', 'jul'],
};

/** Gifts for pet owners (and their pets). */
export const PET_PRODUCTS: DemoProduct[] = [
  ...products(dogs, [
    ...variants(
      {
        description:
          'Rund bädd med hög kant att vila huvudet mot och avtagbart överdrag som tvättas i 40 grader. Material: återvunnen polyester',
        price: 699,
        audience: 'familj',
        themes: ['mysigt'],
        tags: ['hundbädd'],
      },
      [
        { title: 'Hundbädd med avtagbart överdrag – storlek M' },
        { title: 'Hundbädd med avtagbart överdrag – storlek L', price: 899 },
      ],
    ),
    {
      title: 'Nosmatta för hund',
      description: 'Göm godis i fleeceremsorna och låt hunden nosa fram det. Trött hund, glad hund.',
      price: 299,
      audience: 'vän',
      tags: ['aktivering'],
    },
    {
      title: 'Hundhalsband i läder med namnbricka',
      description: 'Halsband i fettlädrat läder med en bricka i mässing där hundens namn och ditt nummer graveras.',
      price: 349,
      merchant: 'Taysta',
      audience: 'unisex',
      themes: ['personligt'],
      tags: ['halsband', 'gravyr'],
    },
    {
      title: 'Regnjacka för hund med reflexer',
      description: 'Lätt regnjacka med fleecefoder och reflexer som syns i höstmörkret. Storlekar XS–XL.',
      price: 349,
      audience: 'kvinna',
      interests: ['friluftsliv'],
      tags: ['hundkläder'],
    },
    {
      title: 'Godisburk i keramik för hundgodis',
      description: 'Burk med tätt lock och en liten tass på sidan. Står fint framme i hallen.',
      price: 249,
      audience: 'farmor',
      interests: ['inredning'],
      tags: ['förvaring'],
    },
    {
      title: 'Bajspåsehållare i läder',
      description: 'Snygg hållare som fästs på kopplet. Rymmer en rulle påsar och har en liten ficka för nycklar.',
      price: 149,
      audience: 'unisex',
      tags: ['promenad'],
    },
    {
      title: 'Reflexväst för hund',
      description: 'Lysgul väst med reflexband runt om. Ett måste under höstens och vinterns promenader.',
      price: 199,
      audience: 'man',
      interests: ['friluftsliv'],
      tags: ['reflex', 'säkerhet'],
    },
    {
      title: 'Julkalender för hundar',
      description: 'Tjugofyra luckor med tuggben och godis av svenskt kött. Ingen hund ska behöva vänta på julafton.',
      price: 199,
      audience: 'familj',
      occasions: ['jul'],
      themes: ['humor/prank'],
      tags: ['jul', 'hundgodis'],
    },
    {
      title: 'Foderskål i keramik med hundens namn',
      description: 'Tung skål som inte glider på golvet, med hundens namn i handmålade bokstäver.',
      price: 299,
      merchant: 'Taysta',
      audience: 'vän',
      themes: ['personligt'],
      tags: ['matskål'],
    },
    {
      title: 'Hundsele för vandring',
      description: 'Vadderad sele med handtag på ryggen som hjälper hunden över stenar och bäckar.',
      price: 499,
      audience: 'man',
      interests: ['friluftsliv'],
      tags: ['sele', 'vandring'],
    },
    {
      title: 'Porträtt av ditt husdjur i akvarellstil',
      description:
        'Skicka en bild så målar vår illustratör ett porträtt av hunden eller katten. Tryckt på akvarellpapper.',
      price: null,
      merchant: 'Taysta',
      category: ['Djurtillbehör', 'Personliga presenter'],
      audience: 'vän',
      interests: ['inredning'],
      occasions: ['födelsedag', 'jul', 'tack'],
      themes: ['personligt'],
      tags: ['porträtt', 'tavla'],
      featured: true,
    },
  ]),
  ...products(cats, [
    {
      title: 'Klösträd med två våningar',
      description: 'Klösträd klätt med sisal, med grotta och utkiksplats högst upp. Höjd: 95 cm',
      price: 799,
      audience: 'familj',
      tags: ['klösträd'],
    },
    {
      title: 'Kattleksak med fjäder och teleskopspö',
      description: 'Ett spö som dras ut till en meter, med utbytbara fjädrar. Garanterad jaktlust.',
      price: 99,
      audience: 'vän',
      themes: ['humor/prank'],
      tags: ['kattleksak'],
    },
    {
      title: 'Kattgräs att odla i kruka',
      description: 'Fröer, jord och en liten keramikkruka. Kattgräset är klart att mumsa på efter en vecka.',
      price: 99,
      audience: 'kvinna',
      interests: ['trädgård'],
      tags: ['kattgräs'],
    },
    {
      title: 'Laserleksak för katt med automatik',
      description: 'Roterande laserpunkt med timer som håller innekatten aktiv medan du är på jobbet.',
      price: 249,
      audience: 'unisex',
      interests: ['teknik'],
      tags: ['kattleksak'],
    },
    {
      title: 'Fönstersäng för katt med sugproppar',
      description: 'Hängmatta som fästs på fönsterrutan och bär upp till 15 kilo. Katten får utsikt och sol.',
      price: 349,
      audience: 'kvinna',
      themes: ['mysigt'],
      tags: ['kattsäng'],
    },
  ]),
];
