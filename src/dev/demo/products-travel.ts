/** Suitcases and travel accessories. */
import { type ProductDefaults, products, variants } from './build.ts';
import type { DemoProduct } from './types.ts';

const luggage: ProductDefaults = {
  merchant: 'Resfeber Butik',
  category: ['Resor & Tillbehör', 'Resväskor'],
  tags: ['resväska', 'resa'],
  interests: [],
  occasions: ['födelsedag', 'student', 'jul'],
};

const travelGear: ProductDefaults = {
  merchant: 'Resfeber Butik',
  category: ['Resor & Tillbehör', 'Reseaccessoarer'],
  tags: ['resa', 'resetillbehör'],
  interests: [],
  occasions: ['födelsedag', 'jul', 'student'],
};

/** Travel gifts. */
export const TRAVEL_PRODUCTS: DemoProduct[] = [
  ...products(luggage, [
    ...variants(
      {
        description:
          '<p>Lätt kabinväska med fyra hjul som snurrar runt, TSA-lås och expanderbart fack.</p><p>Mått: 55 x 40 x 20 cm<br>Vikt: 2,3 kg</p>',
        price: 1290,
        audience: 'unisex',
        tags: ['kabinväska'],
      },
      [
        { title: 'Kabinväska med fyra hjul – Mörkgrön' },
        { title: 'Kabinväska med fyra hjul – Sand', audience: 'tonåring', age_groups: ['tonåring', 'vuxen'] },
      ],
    ),
    {
      title: 'Stor resväska 75 cm i polykarbonat',
      description: 'Rymlig väska för familjens tvåveckorssemester. Tålig, lätt och med inbyggd våg i handtaget.',
      price: null,
      audience: 'familj',
      tags: ['resväska'],
    },
    {
      title: 'Weekendbag i vaxad canvas',
      description: 'Rymlig bag med skofack och avtagbar axelrem. Lagom stor för en helg bort. Volym: 45 liter',
      price: 1190,
      audience: 'man',
      occasions: ['födelsedag', 'fars-dag', 'jul'],
      tags: ['weekendbag'],
    },
  ]),
  ...products(travelGear, [
    {
      title: 'Packkuber i återvunnen polyester, 4 st',
      description:
        'Fyra packpåsar i olika storlekar som håller ordning i resväskan. Tillverkade av återvunna PET-flaskor.',
      price: 299,
      audience: 'unisex',
      themes: ['hållbart'],
      tags: ['packning'],
    },
    {
      title: 'Nackkudde i memoryskum',
      description: 'Formar sig efter nacken och stödjer huvudet på flyg och tåg. Överdraget går att tvätta.',
      price: 249,
      audience: 'farmor',
      age_groups: ['vuxen', 'senior'],
      tags: ['nackkudde'],
    },
    {
      title: 'Universell reseadapter med USB-C',
      description: 'En adapter för över 150 länder, med två USB-C och två USB-A för att ladda allt samtidigt.',
      price: 299,
      audience: 'kollega',
      interests: ['teknik'],
      occasions: ['tack', 'födelsedag', 'jul'],
      tags: ['adapter'],
    },
    {
      title: 'Hängande necessär med krok',
      description: 'Necessär som hängs upp på hotellet, med genomskinliga fack och plats för flaskor.',
      price: 349,
      audience: 'kvinna',
      tags: ['necessär'],
    },
    {
      title: 'Passfodral i läder med präglade initialer',
      description: 'Fodral i mjukt läder för pass och boardingkort. Perfekt inför smekmånaden.',
      price: 349,
      merchant: 'Taysta',
      audience: 'partner',
      occasions: ['bröllop', 'födelsedag', 'jul'],
      themes: ['personligt'],
      tags: ['pass', 'läder'],
    },
    {
      title: 'Bagagetaggar i läder med namn, 2-pack',
      description: 'Två bagagetaggar där namnen präglas i lädret. Känns igen direkt på bagagebandet.',
      price: null,
      merchant: 'Taysta',
      audience: 'par',
      occasions: ['bröllop', 'födelsedag', 'jul'],
      themes: ['personligt'],
      tags: ['bagagetagg'],
    },
    {
      title: 'Resedagbok med kartor och fickor',
      description: 'Skriv ner minnen, spara biljetter och rita kartor. Med frågor som inspirerar till att skriva.',
      price: 249,
      audience: 'tonåring',
      occasions: ['student', 'födelsedag'],
      themes: ['personligt'],
      tags: ['dagbok'],
    },
    {
      title: 'Skrapkarta över världen med guldyta',
      description:
        'Skrapa fram länderna ni har besökt. En snygg poster och en påminnelse om nästa resmål. Storlek: 60 x 40 cm',
      price: 299,
      audience: 'par',
      interests: ['inredning'],
      occasions: ['bröllop', 'jul', 'inflytt'],
      tags: ['karta', 'poster'],
      trendScore: 42,
    },
    {
      title: 'Hopvikbar vattenflaska i silikon',
      description: 'Vattenflaska som viks ihop när den är tom och tar nästan ingen plats i väskan.',
      price: 149,
      audience: 'unisex',
      interests: ['friluftsliv'],
      themes: ['hållbart'],
      tags: ['vattenflaska'],
    },
    {
      title: 'Kompressionsstrumpor för flygresan',
      description: 'Motverkar svullna ben på långa flygresor. Mjuka och diskreta under byxorna.',
      price: 199,
      audience: 'farmor',
      tags: ['strumpor'],
    },
    {
      title: 'Vattentät packpåse 20 liter',
      description: 'Rullförslutning som håller kläder och elektronik torra på båten och i kanoten.',
      price: 199,
      audience: 'unisex',
      interests: ['friluftsliv'],
      tags: ['packpåse'],
    },
    {
      title: 'Reseset med ögonmask, öronproppar och kudde',
      description: 'Allt för att sova gott på nattåget eller flyget, i en liten påse. Uppblåsbar kudde.',
      price: 299,
      audience: 'kvinna',
      themes: ['mysigt'],
      tags: ['sömn'],
    },
    {
      title: 'Digital bagagevåg',
      description: 'Väg väskan innan flyget och slipp övervikt. Tål upp till 50 kg.',
      price: 149,
      audience: 'kollega',
      interests: ['teknik'],
      tags: ['bagagevåg'],
    },
    {
      title: 'Selfiepinne och mobilstativ med fjärrkontroll',
      description: 'Fäll ut benen och använd pinnen som stativ. Bluetooth-fjärrkontrollen tar bilden.',
      price: 249,
      audience: 'tonåring',
      interests: ['teknik'],
      tags: ['selfie', 'mobiltillbehör'],
    },
  ]),
];
