/** Home, kitchen, table setting, textiles, lighting and personalised prints. */
import { type ProductDefaults, products, variants } from './build.ts';
import type { DemoProduct } from './types.ts';

const kitchen: ProductDefaults = {
  merchant: 'Nordic Design Hus',
  category: ['Hem & Inredning', 'Kök'],
  tags: ['kök'],
  interests: ['matlagning'],
  occasions: ['inflytt', 'bröllop', 'födelsedag'],
};

const mugs: ProductDefaults = {
  merchant: 'Taysta',
  category: ['Hem & Inredning', 'Kök', 'Muggar'],
  tags: ['mugg', 'kaffe'],
  interests: [],
  themes: ['humor/prank', 'personligt'],
};

const decor: ProductDefaults = {
  merchant: 'Nordic Design Hus',
  category: ['Hem & Inredning', 'Dekoration'],
  tags: ['inredning'],
  interests: ['inredning'],
  occasions: ['inflytt', 'födelsedag', 'jul'],
  themes: ['mysigt'],
};

const prints: ProductDefaults = {
  merchant: 'Taysta',
  category: ['Hem & Inredning', 'Tavlor & Posters'],
  tags: ['poster', 'personlig present'],
  interests: ['inredning'],
  themes: ['personligt'],
};

const textiles: ProductDefaults = {
  merchant: 'Nordic Design Hus',
  category: ['Hem & Inredning', 'Textil'],
  tags: ['textil'],
  interests: ['inredning'],
  occasions: ['inflytt', 'jul', 'födelsedag'],
  themes: ['mysigt'],
};

const lighting: ProductDefaults = {
  merchant: 'Nordic Design Hus',
  category: ['Hem & Inredning', 'Belysning'],
  tags: ['belysning', 'lampa'],
  interests: ['inredning'],
  occasions: ['inflytt', 'jul', 'födelsedag'],
  themes: ['mysigt'],
};

/** Kitchen tools, mugs, decoration, prints, textiles and lamps. */
export const HOME_PRODUCTS: DemoProduct[] = [
  ...products(kitchen, [
    ...variants(
      {
        description:
          '<p>Emaljerad gjutjärnsgryta som håller värmen länge och fungerar på alla spisar och i ugnen.</p><p>Volym: 4 liter<br>Vikt: 4,2 kg</p>',
        price: 1295,
        audience: 'par',
        themes: ['lyxigt'],
        tags: ['gryta', 'gjutjärn'],
      },
      [
        { title: 'Gjutjärnsgryta 4 liter – Djupröd', featured: true, rankBoost: 4 },
        { title: 'Gjutjärnsgryta 4 liter – Dimgrå' },
      ],
    ),
    {
      title: 'Skärbräda i ek med saftränna',
      description:
        'Stor skärbräda i massiv svensk ek, oljad med matolja. Saftrännan fångar upp köttsaft när söndagssteken skärs upp. Längd: 45 cm',
      price: 449,
      audience: 'unisex',
      themes: ['svenskt', 'hållbart'],
      tags: ['skärbräda', 'ek'],
    },
    {
      title: 'Skärbräda med graverade namn',
      description:
        'Skärbräda i bok där era namn och ett datum graveras med laser. En personlig bröllops- eller inflyttningspresent som används varje dag.',
      price: 399,
      merchant: 'Taysta',
      audience: 'par',
      occasions: ['bröllop', 'inflytt', 'tack'],
      themes: ['personligt', 'svenskt'],
      tags: ['gravyr', 'skärbräda'],
    },
    {
      title: 'Japansk kockkniv i damaskusstål 20 cm',
      description:
        'Vass kockkniv smidd i 67 lager damaskusstål med skaft i pakkaträ. Levereras i presentask. Längd: 20 cm<br>Material: damaskusstål',
      price: 1490,
      audience: 'pappa',
      occasions: ['fars-dag', 'födelsedag', 'jul'],
      themes: ['lyxigt'],
      tags: ['kniv', 'kockkniv'],
    },
    {
      title: 'Pastamaskin i rostfritt stål',
      description:
        'Kavla ut pastadeg i nio tjocklekar och skär tagliatelle eller spaghetti. Färsk pasta smakar som i Italien.',
      price: 699,
      audience: 'par',
      occasions: ['bröllop', 'inflytt', 'jul'],
      tags: ['pasta'],
    },
    {
      title: 'Mortel i granit',
      description: 'Tung mortel i polerad granit som krossar kryddor, örter och vitlök. Diameter: 14 cm',
      price: 349,
      audience: 'unisex',
      tags: ['mortel', 'kryddor'],
    },
    {
      title: 'Kryddställ i bambu med 12 glasburkar',
      description: 'Vridbart kryddställ med tolv glasburkar och förtryckta etiketter. Skapar ordning på köksbänken.',
      price: 399,
      audience: 'unisex',
      occasions: ['inflytt', 'födelsedag'],
      themes: ['hållbart'],
      tags: ['kryddor', 'förvaring'],
    },
    {
      title: 'Espressokoppar i stengods, 4-pack',
      description:
        'Handdrejade koppar med reaktiv glasyr som gör varje kopp unik. Rymmer en dubbel espresso. Volym: 10 cl',
      price: 349,
      audience: 'vän',
      category: ['Hem & Inredning', 'Kök', 'Kaffe'],
      occasions: ['inflytt', 'tack', 'födelsedag'],
      themes: ['mysigt'],
      tags: ['espresso', 'koppar'],
    },
    {
      title: 'Pour over-set med glaskanna och filterhållare',
      description:
        'Brygg kaffe för hand med full kontroll över smaken. Setet innehåller glaskanna, filterhållare i keramik och 40 filter.',
      price: 549,
      audience: 'man',
      category: ['Hem & Inredning', 'Kök', 'Kaffe'],
      occasions: ['fars-dag', 'födelsedag', 'jul'],
      tags: ['kaffe', 'pour over'],
    },
    {
      title: 'Kaffebryggare med termoskanna, 1,2 liter',
      description:
        '<p>Kaffebryggare som brygger vid rätt temperatur och håller kaffet varmt i timmar i en dubbelväggig termoskanna.</p><p>Volym: 1,2 liter. Effekt: 1000 W</p>',
      price: 1295,
      audience: 'unisex',
      category: ['Hem & Inredning', 'Kök', 'Kaffe'],
      occasions: ['inflytt', 'jul', 'födelsedag'],
      interests: ['matlagning'],
      tags: ['kaffe', 'kaffebryggare'],
    },
    {
      title: 'Kompakt kaffebryggare för fyra koppar',
      description:
        'Liten kaffebryggare som passar i studentkorridoren eller på kontoret. Permanentfilter ingår, så inga pappersfilter behövs.',
      price: 449,
      audience: 'unisex',
      category: ['Hem & Inredning', 'Kök', 'Kaffe'],
      occasions: ['student', 'inflytt'],
      interests: ['matlagning'],
      tags: ['kaffe', 'kaffebryggare'],
    },
    {
      title: 'Manuell pour over-kaffebryggare i glas',
      description:
        'Brygg kaffe för hand i en vacker glaskaraff med filterhållare. Ger ett rent, fruktigt kaffe och blir en snygg sak på köksbänken.',
      price: 389,
      audience: 'pappa',
      category: ['Hem & Inredning', 'Kök', 'Kaffe'],
      occasions: ['fars-dag', 'jul'],
      interests: ['matlagning'],
      tags: ['kaffe', 'kaffebryggare', 'pour over'],
    },
    {
      title: 'Mjölkskummare i rostfritt stål',
      description:
        'Uppladdningsbar mjölkskummare som gör krämigt skum till cappuccino och chai latte på några sekunder.',
      price: 299,
      audience: 'mamma',
      category: ['Hem & Inredning', 'Kök', 'Kaffe'],
      occasions: ['mors-dag', 'födelsedag', 'jul'],
      tags: ['kaffe'],
    },
    ...variants(
      {
        description:
          'Förkläde i stentvättat linne med djupa fickor och justerbar nackrem. Blir mjukare för varje tvätt. Material: 100 % linne',
        price: 349,
        audience: 'kvinna',
        themes: ['hållbart'],
        tags: ['förkläde', 'linne'],
      },
      [{ title: 'Förkläde i tvättat linne – Rost' }, { title: 'Förkläde i tvättat linne – Olivgrön', audience: 'man' }],
    ),
    {
      title: 'Kökshanddukar i linne, 3-pack',
      description: 'Randiga kökshanddukar vävda i Sverige. Torkar glas utan ludd. Storlek: 50 x 70 cm',
      price: 249,
      audience: 'unisex',
      occasions: ['inflytt', 'tack', 'jul'],
      themes: ['svenskt', 'hållbart'],
      tags: ['handduk', 'linne'],
    },
    {
      title: 'Surdegskit med jäskorg och degskrapa',
      description:
        'Allt som behövs för att baka surdegsbröd hemma: jäskorg i rotting, degskrapa, bakduk och en steg-för-steg-guide.',
      price: 379,
      audience: 'unisex',
      interests: ['matlagning', 'pyssel'],
      occasions: ['födelsedag', 'jul', 'inflytt'],
      themes: ['hållbart', 'mysigt'],
      tags: ['bakning', 'surdeg'],
      trendScore: 52,
    },
    {
      title: 'Ostbricka i marmor med tre ostknivar',
      description: 'Elegant serveringsbricka i vit marmor med knivar för hårdost, mjukost och blåmögelost.',
      price: 549,
      audience: 'par',
      occasions: ['bröllop', 'inflytt', 'tack'],
      themes: ['lyxigt'],
      tags: ['ost', 'servering'],
    },
    {
      title: 'Munblåsta vinglas, 4-pack',
      description: 'Tunna, lätta vinglas blåsta för hand i Småland. Fungerar till både rött och vitt.',
      price: 699,
      audience: 'par',
      category: ['Hem & Inredning', 'Dukning', 'Glas'],
      occasions: ['bröllop', 'inflytt', 'jul'],
      themes: ['lyxigt', 'svenskt'],
      tags: ['vinglas', 'glas'],
    },
    {
      title: 'Vattenkaraff med två glas',
      description:
        'Karaff i munblåst glas där det ena glaset fungerar som lock. Fin på nattduksbordet eller mötesbordet.',
      price: 299,
      audience: 'kollega',
      category: ['Hem & Inredning', 'Dukning', 'Glas'],
      occasions: ['tack', 'inflytt'],
      tags: ['karaff', 'glas'],
    },
    {
      title: 'Ölglas med graverade initialer, 2-pack',
      description: 'Två kraftiga ölglas där initialerna graveras för hand. Rymmer en halvliter med skum.',
      price: 349,
      merchant: 'Taysta',
      audience: 'pappa',
      occasions: ['fars-dag', 'födelsedag', 'jul'],
      themes: ['personligt'],
      tags: ['öl', 'gravyr', 'glas'],
    },
    {
      title: 'Whiskyglas med graverad karta över hemstaden, 2-pack',
      description:
        'Tunga tumblers med kartan över valfri svensk stad graverad runt glaset. Levereras i svart presentkartong.',
      price: 449,
      merchant: 'Taysta',
      audience: 'man',
      occasions: ['fars-dag', 'födelsedag', 'jul'],
      themes: ['personligt', 'svenskt'],
      tags: ['whisky', 'gravyr', 'glas'],
    },
    ...variants(
      {
        description:
          'Dubbelväggig termosmugg som håller kaffet varmt i sex timmar. Locket är helt tätt så att muggen kan ligga i väskan. Volym: 350 ml',
        price: 249,
        audience: 'kollega',
        category: ['Hem & Inredning', 'Kök', 'Muggar'],
        occasions: ['tack', 'födelsedag', 'jul'],
        themes: ['hållbart'],
        tags: ['termosmugg', 'mugg'],
      },
      [{ title: 'Termosmugg med tätt lock 350 ml – Dimblå' }, { title: 'Termosmugg med tätt lock 350 ml – Svart' }],
    ),
    {
      title: 'Pizzasten med spade',
      description:
        'Cordieritsten som ger frasig botten i vanlig ugn eller på grillen. Spade i bambu ingår. Storlek: 38 x 30 cm',
      price: 449,
      audience: 'man',
      occasions: ['fars-dag', 'födelsedag', 'inflytt'],
      tags: ['pizza'],
    },
    {
      title: 'Våffeljärn för hjärtformade våfflor',
      description: 'Klassiskt svenskt våffeljärn med justerbar värme och non-stick-beläggning. Fem hjärtan per våffla.',
      price: 499,
      audience: 'familj',
      occasions: ['inflytt', 'jul', 'födelsedag'],
      themes: ['mysigt', 'svenskt'],
      tags: ['våfflor'],
    },
    {
      title: 'Pepparkaksformar med svenska motiv, 6 st',
      description:
        'Dalahäst, älg, tomte, gran, stjärna och hjärta i rostfritt stål. Gör pepparkaksbaket extra svenskt.',
      price: 149,
      audience: 'familj',
      interests: ['matlagning', 'pyssel'],
      occasions: ['jul'],
      themes: ['svenskt', 'mysigt'],
      tags: ['bakning', 'pepparkakor'],
    },
    {
      title: 'Smörknivar i enträ, 2-pack',
      description: 'Handtäljda smörknivar i doftande ene från Jämtland. Ene är naturligt antibakteriellt och tål fukt.',
      price: 199,
      audience: 'farmor',
      occasions: ['tack', 'jul', 'inflytt'],
      themes: ['svenskt', 'hållbart'],
      tags: ['ene', 'hantverk'],
    },
    {
      title: 'Gjutjärnspanna 28 cm',
      description:
        'Förbehandlad stekpanna i gjutjärn som får en allt bättre yta med tiden. Klarar grill, ugn och öppen eld. Vikt: 2,9 kg',
      price: 599,
      audience: 'pappa',
      occasions: ['fars-dag', 'födelsedag', 'jul'],
      themes: ['hållbart'],
      tags: ['stekpanna', 'gjutjärn'],
    },
    {
      title: 'Fikaset med två muggar och kakburk',
      description:
        'Två muggar i stengods och en kakburk med lock i ek, i en fin presentkartong. Ett tack som bjuder in till fikapaus.',
      price: 399,
      merchant: 'Presentboden',
      audience: 'kollega',
      occasions: ['tack', 'jul'],
      themes: ['svenskt', 'mysigt'],
      tags: ['fika', 'mugg'],
    },
  ]),
  ...products(mugs, [
    {
      title: 'Mugg med texten ”Världens bästa pappa”',
      description: 'Stor mugg i vitt porslin med svart text. Tål diskmaskin och mikro. Volym: 40 cl',
      price: 169,
      audience: 'pappa',
      occasions: ['fars-dag', 'födelsedag'],
    },
    {
      title: 'Mugg med texten ”Världens bästa mamma”',
      description: 'Stor mugg i vitt porslin med handskriven text och hjärta. Tål diskmaskin. Volym: 40 cl',
      price: 169,
      audience: 'mamma',
      occasions: ['mors-dag', 'födelsedag'],
    },
    {
      title: 'Emaljmugg med texten ”Världens bästa farmor”',
      description: 'Klassisk emaljmugg i vitt med blå kant. Lika fin på verandan som vid lägerelden. Volym: 35 cl',
      price: 179,
      audience: 'farmor',
      occasions: ['födelsedag', 'jul', 'mors-dag'],
    },
    {
      title: 'Mugg med texten ”Jag överlevde ännu ett möte”',
      description: 'Kontorshumor i porslin. En uppskattad present till kollegan som har kalendern full.',
      price: 149,
      audience: 'kollega',
      occasions: ['tack', 'födelsedag', 'jul'],
      themes: ['humor/prank'],
    },
  ]),
  ...products(decor, [
    ...variants(
      {
        description:
          'Ljuslykta i munblåst glas som sprider ett varmt sken. Passar värmeljus och blockljus. Höjd: 15 cm',
        price: 399,
        audience: 'unisex',
        themes: ['mysigt', 'svenskt'],
        tags: ['ljuslykta', 'glas'],
      },
      [
        { title: 'Ljuslykta i munblåst glas – Bärnsten', rankBoost: 3 },
        { title: 'Ljuslykta i munblåst glas – Rökgrå' },
      ],
    ),
    ...variants(
      {
        description:
          'Doftljus i återanvändbar keramikkruka, gjutet för hand av rapsvax. Brinntid cirka 45 timmar. Vikt: 300 g',
        price: 299,
        audience: 'kvinna',
        occasions: ['mors-dag', 'födelsedag', 'tack', 'jul'],
        themes: ['mysigt', 'hållbart'],
        tags: ['doftljus', 'ljus'],
      },
      [
        { title: 'Doftljus i keramikkruka – Vinterskog' },
        { title: 'Doftljus i keramikkruka – Fikon och ceder' },
        { title: 'Doftljus i keramikkruka – Sommaräng' },
      ],
    ),
    {
      title: 'Kronljusstakar i mässing, 2-pack',
      description: 'Tidlösa ljusstakar i massiv mässing som blir vackrare med patina. Höjd: 20 cm',
      price: 449,
      audience: 'par',
      occasions: ['bröllop', 'jul', 'inflytt'],
      themes: ['svenskt', 'lyxigt'],
      tags: ['ljusstake', 'mässing'],
    },
    {
      title: 'Vas i handblåst glas – Havsgrön',
      description: 'Rundad vas med tjock botten som rymmer en stor bukett. Varje vas har små luftbubblor i glaset.',
      price: 499,
      audience: 'kvinna',
      occasions: ['mors-dag', 'födelsedag', 'tack'],
      tags: ['vas', 'glas'],
    },
    {
      title: 'Fotoalbum i linne med plats för 200 bilder',
      description: 'Klassiskt album med pergamin mellan sidorna och präglad titel på pärmen. Ett minne för livet.',
      price: 399,
      audience: 'familj',
      occasions: ['bröllop', 'dop', 'födelsedag'],
      themes: ['personligt', 'mysigt'],
      tags: ['fotoalbum'],
    },
    {
      title: 'Väggklocka i ek utan siffror',
      description: 'Stillsam väggklocka i massiv ek med tyst urverk. Diameter: 30 cm<br>Material: ek',
      price: 699,
      audience: 'unisex',
      occasions: ['inflytt', 'bröllop'],
      themes: ['svenskt'],
      tags: ['klocka', 'ek'],
    },
    {
      title: 'Julstjärna i papper – Vit',
      description: 'Vikt pappersstjärna med sladd och fattning. Sprider ett mjukt ljus i fönstret hela advent.',
      price: 299,
      audience: 'familj',
      occasions: ['jul'],
      themes: ['mysigt', 'svenskt'],
      tags: ['julstjärna', 'jul'],
    },
    {
      title: 'Adventsljusstake i svart metall',
      description: 'Avskalad ljusstake för fyra kronljus. Klassisk form som passar både lantligt och modernt.',
      price: 399,
      audience: 'farmor',
      occasions: ['jul'],
      themes: ['svenskt', 'mysigt'],
      tags: ['advent', 'ljusstake'],
    },
    {
      title: 'Serveringsbricka i björk med handtag',
      description:
        'Lättskött bricka i laminerad björk från Norrland. Bär frukost på sängen eller fika ut på balkongen.',
      price: 349,
      audience: 'mamma',
      occasions: ['mors-dag', 'tack', 'inflytt'],
      themes: ['svenskt', 'mysigt'],
      tags: ['bricka', 'björk'],
    },
    {
      title: 'Dörrmatta med texten ”Vi har redan köpt”',
      description: 'Kokosmatta med en vänlig men tydlig hälsning till dörrförsäljare. Storlek: 40 x 60 cm',
      price: 299,
      merchant: 'Presentboden',
      audience: 'par',
      occasions: ['inflytt'],
      themes: ['humor/prank'],
      tags: ['dörrmatta', 'rolig present'],
    },
    {
      title: 'Förvaringskorgar i sjögräs, 3-pack',
      description: 'Flätade korgar i tre storlekar för filtar, leksaker eller tidningar. Handgjorda av naturfiber.',
      price: 449,
      audience: 'unisex',
      occasions: ['inflytt'],
      themes: ['hållbart'],
      tags: ['förvaring', 'korg'],
    },
  ]),
  ...products(prints, [
    {
      title: 'Stjärnkarta från en speciell dag',
      description:
        'Poster som visar exakt hur stjärnhimlen såg ut över en plats och ett datum ni väljer, med egen text. Tryckt på tjockt matt papper. Storlek: 30 x 40 cm',
      price: 449,
      audience: 'partner',
      occasions: ['bröllop', 'födelsedag', 'jul'],
      tags: ['stjärnkarta'],
      featured: true,
      trendScore: 74,
      rankBoost: 5,
    },
    {
      title: 'Poster med koordinater till ert första hem',
      description: 'Stilren typografisk poster med gatuadress och koordinater till bostaden. Ram säljs separat.',
      price: null,
      audience: 'par',
      occasions: ['inflytt', 'bröllop'],
      tags: ['koordinater'],
    },
    {
      title: 'Släktträd-tavla med familjens namn',
      description:
        'Illustrerat träd där barn och barnbarn får var sitt blad med namn. En rörande present som kan uppdateras när familjen växer.',
      price: null,
      audience: 'farmor',
      occasions: ['jul', 'födelsedag', 'mors-dag'],
      themes: ['personligt', 'mysigt'],
      tags: ['släktträd'],
    },
    {
      title: 'Karta över hemstaden som poster',
      description: 'Minimalistisk kartposter över valfri svensk stad eller by, i svart, grått eller blått.',
      price: 299,
      audience: 'vän',
      occasions: ['inflytt', 'student', 'födelsedag'],
      themes: ['personligt', 'svenskt'],
      tags: ['karta'],
    },
  ]),
  ...products(textiles, [
    ...variants(
      {
        description:
          '<p>Mjuk pläd vävd av ull från svenska får, med fransar på kortsidorna.</p><p>Storlek: 130 x 170 cm<br>Material: 100 % ull</p>',
        price: 899,
        audience: 'unisex',
        themes: ['mysigt', 'svenskt', 'hållbart'],
        tags: ['pläd', 'ull'],
      },
      [
        { title: 'Pläd i svensk ull – Skogsgrön', featured: true, trendScore: 58 },
        { title: 'Pläd i svensk ull – Ljusgrå', audience: 'farmor', age_groups: ['senior'] },
        { title: 'Pläd i svensk ull – Senapsgul' },
      ],
    ),
    ...variants(
      {
        description: 'Kuddfodral i tvättat linne med dold dragkedja. Passar innerkudde 50 x 50 cm.',
        price: 249,
        audience: 'kvinna',
        themes: ['mysigt', 'hållbart'],
        tags: ['kudde', 'linne'],
      },
      [{ title: 'Kuddfodral i linne 50 x 50 – Sand' }, { title: 'Kuddfodral i linne 50 x 50 – Terrakotta' }],
    ),
    {
      title: 'Påslakan i tvättat linne 150 x 210',
      description:
        'Svalt på sommaren och varmt på vintern. Linnet är stentvättat för en mjuk och avslappnad känsla från första natten.',
      price: 1290,
      audience: 'par',
      occasions: ['bröllop', 'inflytt'],
      themes: ['lyxigt', 'hållbart'],
      tags: ['sängkläder', 'linne'],
    },
    {
      title: 'Tyngdtäcke 7 kg för lugnare sömn',
      description:
        'Täcke fyllt med glaspärlor i små fack som fördelar tyngden jämnt. Många somnar snabbare och sover djupare. Vikt: 7 kg',
      price: 1490,
      audience: 'kvinna',
      interests: [],
      occasions: ['födelsedag', 'jul'],
      tags: ['sömn', 'täcke'],
    },
    {
      title: 'Handdukar i ekologisk bomull, 4-pack',
      description: 'Två badlakan och två handdukar i tjock frotté. Storlek: 70 x 140 cm och 50 x 70 cm',
      price: 449,
      audience: 'par',
      occasions: ['inflytt', 'bröllop'],
      themes: ['hållbart'],
      tags: ['handdukar'],
    },
  ]),
  ...products(lighting, [
    {
      title: 'Bordslampa med svamphuvud i opalglas',
      description: 'Skulptural lampa som ger ett mjukt, bländfritt ljus. Dimbar via sladdströmbrytaren. Höjd: 38 cm',
      price: 1190,
      audience: 'unisex',
      themes: ['mysigt', 'lyxigt'],
      trendScore: 46,
    },
    {
      title: 'Uppladdningsbar bordslampa i mässing',
      description: 'Sladdlös lampa som lyser i upp till tolv timmar. Flytta den från middagsbordet till balkongen.',
      price: 649,
      audience: 'kvinna',
      occasions: ['inflytt', 'mors-dag', 'födelsedag'],
    },
  ]),
];
