/** Electronics, sound, smart gadgets and gaming. */
import { type ProductDefaults, products, variants } from './build.ts';
import type { DemoProduct } from './types.ts';

const sound: ProductDefaults = {
  merchant: 'Teknikdepån',
  category: ['Elektronik & Teknik', 'Ljud & Bild'],
  tags: ['ljud'],
  interests: ['teknik', 'musik/film'],
  occasions: ['födelsedag', 'jul', 'student'],
};

const gadgets: ProductDefaults = {
  merchant: 'Teknikdepån',
  category: ['Elektronik & Teknik', 'Smarta prylar'],
  tags: ['prylar'],
  interests: ['teknik'],
  occasions: ['födelsedag', 'jul'],
};

const office: ProductDefaults = {
  merchant: 'Teknikdepån',
  category: ['Elektronik & Teknik', 'Kontor & Hemmakontor'],
  tags: ['kontor', 'hemmakontor'],
  interests: ['teknik'],
  occasions: ['tack', 'födelsedag', 'jul'],
};

const gaming: ProductDefaults = {
  merchant: 'Spelvalvet',
  category: ['Elektronik & Teknik', 'Gaming', 'Tillbehör'],
  tags: ['gaming', 'spel'],
  interests: ['gaming', 'teknik'],
  occasions: ['födelsedag', 'jul', 'student'],
  audience: 'tonåring',
};

/** Headphones, speakers, cameras, smart home, office tech and gaming gear. */
export const TECH_PRODUCTS: DemoProduct[] = [
  ...products(sound, [
    ...variants(
      {
        description:
          '<p>Över-örat-hörlurar med aktiv brusreducering, 40 timmars batteritid och snabbladdning. <strong>Tio minuters laddning ger fem timmars lyssning.</strong></p><p>Vikt: 250 g</p>',
        price: 1290,
        audience: 'unisex',
        tags: ['hörlurar', 'brusreducering'],
        themes: ['lyxigt'],
      },
      [
        { title: 'Trådlösa hörlurar med brusreducering – Svart', featured: true, trendScore: 88, rankBoost: 5 },
        { title: 'Trådlösa hörlurar med brusreducering – Sandbeige', trendScore: 61 },
        { title: 'Trådlösa hörlurar med brusreducering – Skogsgrön' },
      ],
    ),
    {
      title: 'Bluetooth-högtalare för duschen',
      description:
        'Liten vattentät högtalare med sugpropp som fäster på kakel. Spelar musik och poddar i upp till tio timmar.<br>IP-klass: IPX7',
      price: 299,
      audience: 'tonåring',
      tags: ['högtalare', 'vattentät'],
      themes: ['humor/prank'],
    },
    {
      title: 'Portabel Bluetooth-högtalare med 20 timmars batteri',
      description:
        'Tålig högtalare med fylligt ljud och rem att hänga på ryggsäcken. Klarar regn, sand och spontana fester på klipporna.',
      price: 799,
      audience: 'man',
      interests: ['teknik', 'musik/film', 'friluftsliv'],
      tags: ['högtalare'],
    },
    {
      title: 'Vinylspelare med inbyggda högtalare i valnöt',
      description:
        'Skivspelare i retrostil med remdrift, tre hastigheter och Bluetooth-utgång. Ett vackert möbelstycke för samlingen.',
      price: 1890,
      audience: 'par',
      interests: ['musik/film', 'inredning'],
      occasions: ['bröllop', 'inflytt', 'jul'],
      themes: ['mysigt', 'lyxigt'],
      tags: ['vinyl', 'skivspelare'],
    },
    {
      title: 'Trådlösa sporthörlurar med öronkrok',
      description:
        'Svettåliga hörlurar som sitter kvar under löprundan. Genomhörningsläge gör att du hör trafiken runt omkring.',
      price: 899,
      audience: 'unisex',
      interests: ['träning', 'teknik', 'musik/film'],
      tags: ['hörlurar', 'löpning'],
    },
    ...variants(
      {
        description:
          'Mjuka, hopfällbara hörlurar med volymbegränsning på 85 dB som skyddar små öron. Med klistermärken att dekorera med.',
        price: 249,
        audience: 'barn',
        age_groups: ['3-5', '6-9'],
        tags: ['hörlurar', 'barnhörlurar'],
      },
      [{ title: 'Barnhörlurar med volymbegränsning – Blå' }, { title: 'Barnhörlurar med volymbegränsning – Rosa' }],
    ),
    {
      title: 'Digitalradio med DAB+ och Bluetooth',
      description:
        'Lättanvänd radio med stora knappar, tydlig display och tio snabbval. Lika bra för morgonekot som för dansbandsmusik.',
      price: 1190,
      audience: 'farmor',
      age_groups: ['senior'],
      occasions: ['födelsedag', 'jul', 'mors-dag', 'fars-dag'],
      themes: ['mysigt'],
      tags: ['radio'],
    },
    {
      title: 'Miniprojektor för filmkvällar på väggen',
      description:
        'Kompakt projektor som visar upp till 120 tums bild. Koppla in mobilen eller en streamingsticka och gör soffan till biograf.',
      price: 1990,
      audience: 'familj',
      interests: ['musik/film', 'teknik'],
      themes: ['mysigt'],
      tags: ['projektor', 'film'],
    },
    ...variants(
      {
        description:
          'Instantkamera som skriver ut bilden direkt i kreditkortsformat. Automatisk exponering och selfiespegel. Tio bilder ingår.',
        price: 899,
        audience: 'tonåring',
        age_groups: ['10-12', 'tonåring'],
        to_whom: ['tonåring', 'barn', 'vän'],
        interests: ['teknik', 'pyssel'],
        tags: ['kamera', 'instantkamera'],
      },
      [
        { title: 'Instantkamera med tio bilder – Mintgrön', trendScore: 72, featured: true },
        { title: 'Instantkamera med tio bilder – Lila' },
      ],
    ),
    {
      title: 'Fotopapper till instantkamera, 40 bilder',
      description: 'Fyra paket med tio bilder vardera, vita ramar att skriva på. Ett uppskattat tillägg till kameran.',
      price: 229,
      audience: 'tonåring',
      interests: ['pyssel', 'teknik'],
      tags: ['fotopapper'],
    },
  ]),
  ...products(gadgets, [
    {
      title: 'Digital fotoram med wifi 10 tum',
      description:
        'Familjen skickar bilder direkt från mobilen till ramen via en app. Perfekt för mor- och farföräldrar som vill följa barnbarnen.',
      price: 1490,
      audience: 'farmor',
      occasions: ['jul', 'födelsedag', 'mors-dag', 'fars-dag'],
      themes: ['personligt', 'mysigt'],
      tags: ['fotoram'],
      featured: true,
    },
    {
      title: 'Wake-up light med soluppgångssimulering',
      description:
        'Lampan ljusnar gradvis under 30 minuter och väcker dig med fågelkvitter. Ett snällare sätt att vakna under vintermörkret.',
      price: 899,
      audience: 'unisex',
      interests: ['teknik', 'inredning'],
      themes: ['mysigt'],
      tags: ['väckarklocka', 'sömn'],
    },
    {
      title: 'Smart klocka med pulsmätning och GPS',
      description:
        'Träningsklocka med inbyggd GPS, pulsmätning vid handleden och över 100 sportlägen. Batteriet räcker upp till två veckor.',
      price: 2490,
      audience: 'man',
      interests: ['teknik', 'träning'],
      occasions: ['födelsedag', 'jul', 'fars-dag'],
      themes: ['lyxigt'],
      tags: ['smartklocka', 'träningsklocka'],
      trendScore: 57,
    },
    {
      title: 'Aktivitetsarmband med sömnanalys',
      description:
        'Tunt armband som räknar steg, mäter puls och analyserar sömnen. Vattentätt och laddas en gång i veckan.',
      price: 599,
      audience: 'kvinna',
      interests: ['teknik', 'träning'],
      tags: ['aktivitetsarmband'],
    },
    {
      title: 'Trådlös laddstation 3-i-1 i ek',
      description:
        'Laddar telefon, klocka och hörlurar samtidigt på en snygg ställning i massiv ek. Samlar sladdarna på nattduksbordet. Material: ek och aluminium',
      price: 899,
      audience: 'man',
      interests: ['teknik', 'inredning'],
      occasions: ['födelsedag', 'jul', 'fars-dag'],
      themes: ['lyxigt'],
      tags: ['laddare'],
    },
    {
      title: 'Powerbank 10 000 mAh med inbyggd kabel',
      description:
        'Tunn powerbank som laddar mobilen två gånger om. Inbyggd USB-C-kabel så att ingen sladd glöms hemma.',
      price: 349,
      audience: 'tonåring',
      occasions: ['student', 'födelsedag', 'jul'],
      tags: ['powerbank', 'laddare'],
    },
    {
      title: 'Läsplatta med varmt ljus och 16 GB',
      description:
        'Bländfri skärm som går att läsa i solen och varmt ljus för kvällsläsning. Rymmer tusentals böcker och väger mindre än en pocket.',
      price: 1690,
      audience: 'kvinna',
      age_groups: ['vuxen', 'senior'],
      occasions: ['födelsedag', 'jul', 'mors-dag'],
      themes: ['mysigt'],
      tags: ['läsplatta', 'böcker'],
    },
    {
      title: 'Minidrönare med HD-kamera för nybörjare',
      description:
        'Lätt drönare som håller höjden automatiskt och filmar i HD. Propellerskydd och tre batterier ger lång flygtid.',
      price: 1190,
      audience: 'tonåring',
      age_groups: ['10-12', 'tonåring'],
      tags: ['drönare'],
    },
    {
      title: 'Smart kontakt med energimätning, 2-pack',
      description:
        'Styr lampor och apparater från mobilen och se hur mycket el de drar. Schemalägg julbelysningen och spara ström.',
      price: 299,
      audience: 'unisex',
      occasions: ['inflytt', 'jul'],
      themes: ['hållbart'],
      tags: ['smarta hem'],
    },
    {
      title: 'Trådlös väderstation med utegivare',
      description:
        'Visar temperatur, luftfuktighet och prognos för inne och ute på en tydlig färgskärm. Sparar dygnets högsta och lägsta värden.',
      price: 699,
      audience: 'pappa',
      age_groups: ['vuxen', 'senior'],
      interests: ['teknik', 'trädgård'],
      occasions: ['fars-dag', 'födelsedag', 'jul'],
      tags: ['väderstation'],
    },
    {
      title: 'Elektrisk vinöppnare med laddställ',
      description:
        'Öppnar en flaska på några sekunder med en knapptryckning. Med folieskärare och snygg laddstation för köksbänken.',
      price: 399,
      audience: 'par',
      interests: ['matlagning', 'teknik'],
      occasions: ['bröllop', 'inflytt', 'tack'],
      tags: ['vin', 'kök'],
    },
    {
      title: 'Bluetooth-tracker för nycklar, 4-pack',
      description:
        'Fäst på nyckelknippan, väskan eller cykeln och hitta den med mobilen. Batteriet håller ett år och går att byta.',
      price: 899,
      audience: 'unisex',
      occasions: ['student', 'födelsedag', 'jul'],
      themes: ['humor/prank'],
      tags: ['tracker'],
    },
  ]),
  ...products(office, [
    {
      title: 'Kabelorganisatör i läder',
      description:
        'Rullfodral i mjukt läder med fickor för laddare, kablar och hörlurar. Håller ordning i väskan på pendlingen.',
      price: 249,
      audience: 'chef',
      themes: ['lyxigt'],
      tags: ['läder', 'organisering'],
    },
    {
      title: 'Skrivbordslampa med trådlös laddning',
      description:
        'Dimbar LED-lampa med tre färgtemperaturer och laddplatta i foten. Ger ett behagligt arbetsljus hela dagen.',
      price: 749,
      audience: 'kollega',
      interests: ['teknik', 'inredning'],
      occasions: ['tack', 'student', 'inflytt'],
      tags: ['lampa', 'laddare'],
    },
    {
      title: 'Webbkamera i full HD för distansmöten',
      description:
        'Skarp bild, automatisk ljusjustering och brusreducerande mikrofon. Kläms fast på skärmen på sekunder.',
      price: 699,
      audience: 'kollega',
      tags: ['webbkamera'],
    },
    {
      title: 'Headset med brusreducering för kontoret',
      description:
        'Bekvämt headset med bommikrofon som filtrerar bort kontorsljud. Certifierat för de vanligaste mötestjänsterna.',
      price: 1490,
      audience: 'chef',
      themes: ['lyxigt'],
      tags: ['headset'],
    },
  ]),
  ...products(gaming, [
    {
      title: 'Trådlöst gamingheadset med 7.1-ljud',
      description:
        'Lätt headset med surroundljud, avtagbar mikrofon och 30 timmars batteri. Hör exakt varifrån fotstegen kommer.',
      price: 1190,
      tags: ['headset'],
      trendScore: 66,
    },
    {
      title: 'Trådlös handkontroll för PC och konsol – Vit',
      description:
        'Ergonomisk handkontroll med programmerbara bakknappar och vibration. Ansluts med Bluetooth eller USB-mottagare.',
      price: 649,
      tags: ['handkontroll'],
    },
    {
      title: 'Gamingmus med justerbar vikt',
      description:
        'Precis optisk sensor på 26 000 DPI, sex programmerbara knappar och vikter som ställs in efter handen. Vikt: 95 g',
      price: 549,
      tags: ['mus'],
    },
    {
      title: 'Mekaniskt gamingtangentbord med RGB-belysning',
      description:
        '<p>Tangentbord med taktila brytare, nordisk layout och belysning per tangent.</p><p>Längd: 44 cm<br>Material: aluminium</p>',
      price: 1090,
      tags: ['tangentbord'],
    },
    {
      title: 'Stor musmatta med Sverigekarta',
      description:
        'Musmatta i XXL-format med en stiliserad karta över Sverige. Rymmer både tangentbord och mus. Längd: 90 cm',
      price: 249,
      audience: 'unisex',
      themes: ['svenskt'],
      tags: ['musmatta'],
    },
    {
      title: 'Retrokonsol med 200 inbyggda klassiska spel',
      description:
        'Koppla in i tv:n och spela plattformsspel och racing som på 80- och 90-talet. Två handkontroller ingår.',
      price: 799,
      audience: 'pappa',
      occasions: ['fars-dag', 'jul', 'födelsedag'],
      themes: ['mysigt', 'humor/prank'],
      tags: ['retro', 'konsol'],
      trendScore: 44,
    },
    {
      title: 'Laddstation för två handkontroller',
      description:
        'Ställ handkontrollerna i stationen så är de fulladdade till nästa spelkväll. Lysdiod visar laddstatus.',
      price: 299,
      tags: ['laddare'],
    },
    {
      title: 'LED-slinga med appstyrning för gamingrummet',
      description:
        'Fem meter LED-slinga som byter färg i takt med musiken. Styrs med app eller röst och fäster med tejp bakom skrivbordet.',
      price: 349,
      interests: ['gaming', 'inredning'],
      tags: ['belysning', 'led'],
    },
    {
      title: 'Gamingstol i tyg med ländstöd',
      description:
        'Andas bättre än konstläder och har justerbart ländstöd, nackkudde och armstöd. Klarar långa spelkvällar och läxläsning.',
      price: 2990,
      tags: ['gamingstol'],
    },
    {
      title: 'Headsetställ med USB-hubb',
      description: 'Stabilt ställ i aluminium med två USB-portar i foten. Håller ordning på skrivbordet.',
      price: 399,
      audience: 'unisex',
      tags: ['headset', 'organisering'],
    },
    {
      title: 'Handhållen spelkonsol med 150 spel för barn',
      description:
        'Liten konsol med färgskärm och klassiska spel som passar barn. Laddas med USB och stängs av automatiskt efter en stund.',
      price: 349,
      audience: 'barn',
      age_groups: ['6-9', '10-12'],
      tags: ['konsol'],
    },
  ]),
];
