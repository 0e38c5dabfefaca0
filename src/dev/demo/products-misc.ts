/** Funny gifts, keepsakes, party items and wrapping: everything that fits no other shelf. */
import { type ProductDefaults, products } from './build.ts';
import type { DemoProduct } from './types.ts';

const funny: ProductDefaults = {
  merchant: 'Presentboden',
  category: ['Diverse', 'Roliga presenter'],
  tags: ['rolig present', 'skämt'],
  interests: [],
  occasions: ['födelsedag', 'jul'],
  themes: ['humor/prank'],
};

const keepsakes: ProductDefaults = {
  merchant: 'Taysta',
  category: ['Övrigt', 'Minnen'],
  tags: ['minne', 'personlig present'],
  interests: [],
  occasions: ['födelsedag', 'bröllop'],
  themes: ['personligt'],
};

const partyAndWrapping: ProductDefaults = {
  merchant: 'Presentboden',
  category: ['Övrigt', 'Fest & Inslagning'],
  tags: ['fest'],
  interests: [],
  occasions: ['födelsedag', 'student'],
};

/** Miscellaneous gifts, some without any category. */
export const MISC_PRODUCTS: DemoProduct[] = [
  ...products(funny, [
    {
      title: 'Presentkartong som ser ut som en brödrost',
      description:
        'Slå in den riktiga presenten i en kartong som ser ut som en tråkig brödrost. Reaktionen är värd det.',
      price: 99,
      audience: 'vän',
      tags: ['prank'],
    },
    {
      title: 'Burk med ingenting – till den som inte önskar sig något',
      description: 'En elegant glasburk med etiketten ”Ingenting”. Nu kan du äntligen ge precis det de önskade sig.',
      price: 99,
      category: [],
      audience: 'pappa',
      occasions: ['födelsedag', 'jul', 'fars-dag'],
    },
    {
      title: 'Överlevnadskit för nyblivna pappor',
      description: 'Öronproppar, energibar, kaffe och en manual med glimten i ögat. För de första sömnlösa veckorna.',
      price: 299,
      audience: 'pappa',
      occasions: ['dop', 'fars-dag'],
    },
    {
      title: 'Pensionärens överlevnadskit',
      description: 'Korsordshäfte, kalender med bara lördagar och en kaffekopp. Den perfekta avskedsgåvan från jobbet.',
      price: 249,
      audience: 'kollega',
      age_groups: ['vuxen', 'senior'],
      occasions: ['tack', 'födelsedag'],
      tags: ['pension', 'avtackning'],
    },
    {
      title: 'Måndagskit för kontoret',
      description:
        'Stressboll, snabbkaffe, choklad och ett ”Stör ej”-skylt. För kollegan som behöver en bättre start på veckan.',
      price: 199,
      audience: 'kollega',
      occasions: ['tack', 'födelsedag', 'jul'],
      tags: ['kontor'],
    },
    {
      title: 'Lyckokakor med egna meddelanden, 12 st',
      description: 'Skriv egna spådomar, kärleksord eller skämt som bakas in i kakorna. Levereras i presentask.',
      price: 199,
      merchant: 'Taysta',
      audience: 'partner',
      occasions: ['födelsedag', 'bröllop', 'jul'],
      themes: ['humor/prank', 'personligt'],
      tags: ['lyckokakor'],
    },
    {
      title: 'Konfettibomb med guldkonfetti, 4 st',
      description: 'Vrid och skjut ut ett moln av guldkonfetti. Pricken över i:et på studentfesten.',
      price: 99,
      category: [],
      audience: 'tonåring',
      occasions: ['student', 'födelsedag'],
      tags: ['konfetti'],
    },
  ]),
  ...products(keepsakes, [
    {
      title: 'Tidskapsel att öppna om tio år',
      description: 'Fyll kapseln med brev, foton och minnen, försegla och ställ undan. Med kort att skriva på.',
      price: null,
      audience: 'familj',
      occasions: ['bröllop', 'student', 'dop', 'födelsedag'],
      tags: ['tidskapsel'],
    },
    {
      title: 'Namnge en stjärna – certifikat med stjärnkarta',
      description: 'En symbolisk gåva: ett certifikat med stjärnans namn, position och en karta att rama in.',
      price: 249,
      audience: 'partner',
      occasions: ['födelsedag', 'bröllop', 'jul'],
      tags: ['stjärna'],
    },
    {
      title: 'Minnesburk med 52 lappar att fylla i',
      description:
        'Skriv ett minne eller en anledning till att du tycker om mottagaren på varje lapp, en för varje vecka.',
      price: 199,
      audience: 'vän',
      occasions: ['födelsedag', 'jul', 'tack'],
      themes: ['personligt', 'mysigt'],
      tags: ['minnesburk'],
    },
    {
      title: 'Glasburk med 365 uppmuntrande lappar',
      description: 'Ett peppande ord för varje dag på året. En fin present till den som behöver lite extra styrka.',
      price: 249,
      merchant: 'Presentboden',
      category: [],
      audience: 'vän',
      occasions: ['tack', 'födelsedag'],
      themes: ['mysigt'],
      tags: ['pepp'],
    },
    {
      title: 'Gästbok för bröllopet i linne',
      description: 'Gästbok med linnepärm där brudparets namn och datum präglas i guld. 100 sidor.',
      price: null,
      audience: 'par',
      occasions: ['bröllop'],
      themes: ['personligt', 'lyxigt'],
      tags: ['bröllop', 'gästbok'],
    },
    {
      title: 'Studentskylt med eget foto och namn',
      description: 'Tryck barndomsbilden på en skylt att hålla upp vid utspringet. Med pinne och snabb leverans.',
      price: null,
      audience: 'tonåring',
      occasions: ['student'],
      tags: ['student'],
    },
    {
      title: 'Graverat champagneglas till studenten',
      description: 'Champagneglas med namn och examensår graverat på foten. Ett minne från dagen att spara.',
      price: 199,
      audience: 'tonåring',
      occasions: ['student'],
      tags: ['student', 'gravyr'],
    },
  ]),
  ...products(partyAndWrapping, [
    {
      title: 'Födelsedagsflagga i tyg att använda år efter år',
      description: 'Vimpelgirlang med texten ”Grattis” i sydd bomull. Ersätter papper och ballonger.',
      price: 249,
      audience: 'familj',
      themes: ['hållbart', 'mysigt'],
      tags: ['födelsedag', 'dekoration'],
    },
    {
      title: 'Inslagningspapper i återvunnet papper med snören',
      description: 'Tre rullar i kraftpapper med tryckta granar, stjärnor och hjärtan. Snören i bomull ingår.',
      price: 99,
      audience: 'unisex',
      occasions: ['jul', 'födelsedag'],
      themes: ['hållbart'],
      tags: ['inslagning'],
    },
    {
      title: 'Tackkort med fröer, 10 st',
      description: 'Kort i fröpapper som kan planteras efter att de lästs. Ett tack som blir blommor.',
      price: 149,
      audience: 'kollega',
      interests: ['trädgård'],
      occasions: ['tack'],
      themes: ['hållbart'],
      tags: ['kort', 'tack'],
    },
    {
      title: 'Presentask med silkespapper att fylla själv',
      description: 'Stadig ask med magnetlock och silkespapper. Fyll med smått och gott för en personlig present.',
      price: 79,
      category: ['Diverse'],
      audience: 'unisex',
      occasions: ['födelsedag', 'tack', 'jul'],
      tags: ['presentask'],
    },
  ]),
];
