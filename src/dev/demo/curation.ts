/** Editorial content of the demo site: homepage categories, tip pages, generator categories and discount codes. */
import { DEMO_MERCHANTS } from './merchants.ts';
import type {
  DemoBanner,
  DemoBannerType,
  DemoDiscountCode,
  DemoHomepageCategory,
  DemoTaxonomyCategory,
  DemoTipPage,
} from './types.ts';

/**
 * The rotating homepage categories, in display order. Titles complete the hero sentence
 * "Hitta den bästa presenten till …"; each lists hand-picked products by pid.
 */
export const DEMO_HOMEPAGE_CATEGORIES: DemoHomepageCategory[] = [
  {
    title: 'mamma',
    slug: 'mamma',
    productPids: [
      'armband-med-barnens-namn-pa-sma-brickor',
      'mjolkskummare-i-rostfritt-stal',
      'doftljus-i-keramikkruka-vinterskog',
      'hudvardsset-med-rengoring-serum-och-kram',
      'serveringsbricka-i-bjork-med-handtag',
      'teprovning-med-tolv-losviktsteer-i-provror',
      'halsband-med-graverad-bokstav-i-guldplaterat-silver',
      'keramikkurs-for-nyborjare-stockholm',
    ],
  },
  {
    title: 'pappa',
    slug: 'pappa',
    productPids: [
      'tradlos-laddstation-3-i-1-i-ek',
      'japansk-kockkniv-i-damaskusstal-20-cm',
      'spinnspo-med-rulle-2-1-m-startpaket',
      'retrokonsol-med-200-inbyggda-klassiska-spel',
      'bryggkit-for-ipa-5-liter',
      'whiskyprovning-med-fem-maltwhiskys-goteborg',
      'skaggvardsset-med-olja-balm-och-kam',
      'beratta-ditt-liv-pappa-en-minnesbok',
    ],
  },
  {
    title: 'Alla hjärtans dag',
    slug: 'alla-hjartans-dag',
    productPids: [
      'stjarnkarta-fran-en-speciell-dag',
      'handgjorda-chokladtryfflar-16-st',
      'ballongflygning-for-tva-stockholm',
      'massageolja-med-mandel-och-ros',
      'fragebok-for-par-365-fragor-att-prata-om',
      'spa-dag-for-tva-med-lunch-goteborg',
      'lyckokakor-med-egna-meddelanden-12-st',
      'orngott-i-mullbarssilke-champagne',
    ],
  },
  {
    title: 'julafton',
    slug: 'julafton',
    productPids: [
      'plad-i-svensk-ull-skogsgron',
      'adventskalender-med-skonhetsprodukter',
      'julkorg-med-alkoholfri-glogg-pepparkakor-och-knack',
      'julstjarna-i-papper-vit',
      'matchande-julpyjamas-i-flanell',
      'drickchoklad-med-marshmallows-i-presentburk',
      'lussebakningskit-med-saffran-och-russin',
      'digital-fotoram-med-wifi-10-tum',
    ],
  },
  {
    title: 'den nyfödda',
    slug: 'den-nyfodda',
    productPids: [
      'gosedjur-alg-30-cm',
      'snuttefilt-i-ekologisk-bomull-kanin',
      'silversked-med-gravyr-till-dopet',
      'babyfilt-med-broderat-namn',
      'babygym-i-tra-med-hangande-leksaker',
      'sparbossa-med-namn-och-fodelsedatum',
      'skallra-i-bok-och-silikon',
      'tygbok-med-prasslande-sidor',
      'pekbok-djuren-pa-garden',
    ],
  },
  {
    title: 'födelsedagen',
    slug: 'fodelsedagen',
    productPids: [
      'tradlosa-horlurar-med-brusreducering-svart',
      'instantkamera-med-tio-bilder-mintgron',
      'presentkort-valfri-upplevelse-1-000-kr',
      'kajakpaddling-i-skargarden-stockholm',
      'sallskapsspelet-snabba-ord',
      'chokladprovning-med-sex-ursprung',
      'godisror-med-retrogodis-fran-80-talet',
      'smart-klocka-med-pulsmatning-och-gps',
    ],
  },
  {
    title: 'bröllopet',
    slug: 'brollopet',
    productPids: [
      'gjutjarnsgryta-4-liter-djuprod',
      'munblasta-vinglas-4-pack',
      'skarbrada-med-graverade-namn',
      'kronljusstakar-i-massing-2-pack',
      'paslakan-i-tvattat-linne-150-x-210',
      'vinylspelare-med-inbyggda-hogtalare-i-valnot',
      'presentkort-spa-for-tva-valj-bland-40-spa',
      'ostbricka-i-marmor-med-tre-ostknivar',
    ],
  },
  {
    title: 'studenten',
    slug: 'studenten',
    productPids: [
      'powerbank-10-000-mah-med-inbyggd-kabel',
      'kabinvaska-med-fyra-hjul-morkgron',
      'graverat-champagneglas-till-studenten',
      'armbandsur-med-laderarmband-och-ljus-urtavla',
      'instantkamera-med-tio-bilder-lila',
      'ryggsack-i-vaxad-canvas-med-laptopfack',
      'studentskylt-med-eget-foto-och-namn',
      'digitalt-presentkort-500-kr-hos-teknikdepan',
    ],
  },
  {
    title: 'din kollega',
    slug: 'din-kollega',
    productPids: [
      'fikaset-med-tva-muggar-och-kakburk',
      'termosmugg-med-tatt-lock-350-ml-dimbla',
      'mugg-med-texten-jag-overlevde-annu-ett-mote',
      'presentkorg-med-svensk-frukost',
      'handkramstrio-i-presentask',
      'chokladkaka-med-egen-text-pa-omslaget',
      'korthallare-i-lader-med-praglade-initialer',
      'escape-room-for-fyra-malmo',
    ],
  },
  {
    title: 'din son',
    slug: 'din-son',
    productPids: [
      'kodrobot-att-bygga-och-programmera',
      'byggsats-med-500-klossar-rymdstation',
      'teleskop-for-nyborjare-med-stativ',
      'tradlost-gamingheadset-med-7-1-ljud',
      'tradlos-handkontroll-for-pc-och-konsol-vit',
      'walkie-talkie-med-3-km-rackvidd-2-pack',
      'fotboll-storlek-4-med-pump',
      'experimentlada-med-30-kemiexperiment',
    ],
  },
];

/** Banner sizes per slot. */
export const BANNER_SIZES: Record<DemoBannerType, { width: number; height: number }> = {
  desktop_top: { width: 980, height: 120 },
  desktop_bottom: { width: 728, height: 90 },
  tablet_top: { width: 728, height: 90 },
  tablet_bottom: { width: 468, height: 60 },
  mobile_top: { width: 320, height: 100 },
  mobile_bottom: { width: 320, height: 100 },
};

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A banner whose image is /images/banners/{imageKey}-{width}x{height}.svg, linking to the merchant with tracking. */
export function demoBanner(
  type: DemoBannerType,
  imageKey: string,
  shop: string,
  campaign: string,
  alt: string,
): DemoBanner {
  const { width, height } = BANNER_SIZES[type];
  const merchant = DEMO_MERCHANTS.find((item) => item.name === shop);
  if (!merchant) throw new Error(`Unknown demo merchant: ${shop}`);
  const linkUrl = `https://www.${merchant.domain}/?utm_source=presentpilot&utm_medium=banner&utm_campaign=${campaign}`;
  const imageUrl = `/images/banners/${imageKey}-${width}x${height}.svg`;
  const html = `<a href="${escapeAttribute(linkUrl)}" target="_blank" rel="noopener sponsored"><img src="${imageUrl}" width="${width}" height="${height}" alt="${escapeAttribute(alt)}"></a>`;
  return { type, html, imageUrl, linkUrl, width, height };
}

const ALL_SLOTS: DemoBannerType[] = [
  'desktop_top',
  'desktop_bottom',
  'tablet_top',
  'tablet_bottom',
  'mobile_top',
  'mobile_bottom',
];

/** Editorial tip pages, shown under /tips/{slug} and /{slug}. */
export const DEMO_TIP_PAGES: DemoTipPage[] = [
  {
    slug: 'julklappstips-till-pappa',
    title: 'Julklappstips till pappa – presenter han faktiskt använder',
    ingress:
      'Pappa som säger att han inte behöver något? Det brukar betyda att han inte vet vad han vill ha. Här är julklapparna som hamnar i flitigt bruk i stället för längst in i garderoben.',
    tips: [
      {
        title: 'Något för fisketuren',
        description:
          'Ett startpaket med spö och rulle eller en ask med nya drag gör honom glad redan i januari, när han börjar planera sommarens fiske.',
      },
      {
        title: 'En riktigt bra kniv',
        description:
          'En vass kockkniv gör vardagsmatlagningen roligare. Välj en med skaft som ligger bra i handen och ge ett slipstål på köpet.',
      },
      {
        title: 'En upplevelse i stället för en pryl',
        description:
          'Rallykörning, flyglektion eller whiskyprovning blir ett minne i stället för en sak. Köp gärna två biljetter och följ med.',
      },
      {
        title: 'Smart laddning på nattduksbordet',
        description:
          'En laddstation som tar telefon, klocka och hörlurar samtidigt löser sladdtrasslet för gott – och ser dessutom snygg ut.',
      },
      {
        title: 'Brygg egen öl',
        description:
          'Ett bryggkit är ett projekt för mellandagarna. Första ölet är klart till sportlovet, och han kommer att berätta om det länge.',
      },
      {
        title: 'Nostalgi från tv-spelen',
        description:
          'En retrokonsol med klassiska spel från 80- och 90-talet är en hit hos pappor som vill visa barnen hur det var förr.',
      },
      {
        title: 'Skäggvård som känns lyxig',
        description:
          'Olja, balm och en bra kam gör skillnad för både skägg och hud. Ett enkelt sätt att säga att han förtjänar lite omsorg.',
      },
      {
        title: 'Hans historia i en bok',
        description:
          'En minnesbok med frågor om barndom och ungdom blir en skatt för hela familjen när den väl är ifylld.',
      },
    ],
    ctaText: 'Se fler presenter till pappa',
    ctaUrl: '/present-till-pappa',
    extraTip:
      'Fråga syskon eller mamma om vad pappa har pratat om under hösten. Den bästa julklappen är ofta något han nämnt i förbigående och sedan glömt bort.',
    metaTitle: 'Julklappstips till pappa – 8 presenter han vill ha',
    metaDescription:
      'Julklappstips till pappa som faktiskt används: fiske, kök, upplevelser, teknik och personliga presenter. Hitta rätt julklapp i god tid före jul.',
    banners: ALL_SLOTS.map((slot) =>
      demoBanner(
        slot,
        'fjallfot-sport',
        'Fjällfot Sport',
        'julklappstips-till-pappa',
        'Fjällfot Sport – utrustning för fiske och friluftsliv',
      ),
    ),
  },
  {
    slug: 'presenter-till-henne',
    title: 'Presenter till henne – idéer för varje tillfälle',
    ingress:
      'Oavsett om det gäller födelsedag, årsdag eller bara ett tack: här är presenterna som visar att du har lyssnat. Från små vardagslyx till upplevelser att minnas.',
    tips: [
      {
        title: 'Ett smycke med betydelse',
        description:
          'Ett halsband med en graverad bokstav eller ett armband med barnens namn bärs varje dag och påminner om dig.',
      },
      {
        title: 'Hemmaspa på riktigt',
        description:
          'Ett örngott i silke, badsalt och ett doftljus förvandlar en vanlig tisdagskväll till en stund av återhämtning.',
      },
      {
        title: 'Skapa något tillsammans',
        description:
          'En keramikkurs eller chokladworkshop ger både en upplevelse och något fint att ta med hem. Boka för två.',
      },
      {
        title: 'Hudvård hon inte köper själv',
        description:
          'Ett hudvårdsset med serum och kräm av hög kvalitet är en lyx som många gärna får men sällan unnar sig.',
      },
      {
        title: 'Något för läsfåtöljen',
        description:
          'En läsplatta med varmt ljus eller en femårsdagbok passar den som älskar lugna kvällar med en bok eller penna.',
      },
      {
        title: 'Blommor som håller',
        description:
          'Blomlökar, ett odlingskit eller en monstera i korg glädjer långt efter att buketten hade vissnat.',
      },
      {
        title: 'Personligt på väggen',
        description:
          'En stjärnkarta från dagen ni träffades eller en karta över hennes hemstad blir både present och inredning.',
      },
    ],
    ctaText: 'Starta presentgeneratorn',
    ctaUrl: '/presentgenerator',
    extraTip:
      'Skriv ett handskrivet kort till presenten. Några rader om varför du valde just den här saken betyder ofta mer än själva presenten.',
    metaTitle: 'Presenter till henne – smycken, spa och upplevelser',
    metaDescription:
      'Presenttips till henne för födelsedag, årsdag och mors dag: personliga smycken, hemmaspa, hudvård, kurser och upplevelser för två.',
    banners: [
      demoBanner(
        'desktop_top',
        'lyster-skonhet',
        'Lyster Skönhet',
        'presenter-till-henne',
        'Lyster Skönhet – hudvård och spa',
      ),
      demoBanner(
        'mobile_top',
        'lyster-skonhet',
        'Lyster Skönhet',
        'presenter-till-henne',
        'Lyster Skönhet – hudvård och spa',
      ),
    ],
  },
  {
    slug: 'budgetpresenter-under-300',
    title: 'Budgetpresenter under 300 kr som inte känns billiga',
    ingress:
      'En bra present behöver inte kosta mycket. Med lite omtanke blir en present under 300 kronor både personlig och uppskattad – här är våra favoriter.',
    tips: [
      {
        title: 'Ät- och drickbart',
        description:
          'En lakritsprovning, honung från Roslagen eller en ask gräddkola känns generöst och tar inte plats i skåpen.',
      },
      {
        title: 'Det personliga lyftet',
        description:
          'En chokladkaka med egen text eller en nyckelring med initial kostar lite men visar att du har tänkt till.',
      },
      {
        title: 'Plantera något',
        description: 'Ett odlingskit för kryddor eller en fröask med ängsblommor ger glädje i flera månader.',
      },
      {
        title: 'Mys i kartong',
        description:
          'Drickchoklad med marshmallows eller ett doftljus passar perfekt som julklapp till grannen eller kollegan.',
      },
      {
        title: 'Spel för hela gänget',
        description: 'Ett partyspel eller en quizbok blir starten på många roliga kvällar för under 300 kronor.',
      },
      {
        title: 'Humor som träffar',
        description:
          'En burk med ingenting till den som inte önskar sig något, eller strumpor med pizzamönster – skrattet är gratis.',
      },
      {
        title: 'Hållbart och praktiskt',
        description:
          'Packkuber i återvunnet material eller en vattenflaska i stål används varje dag och håller i många år.',
      },
      {
        title: 'Till de minsta',
        description: 'Ett gosedjur, en skallra eller en pekbok är uppskattade dopgåvor som kostar mindre än man tror.',
      },
      {
        title: 'Slå in snyggt',
        description:
          'Inslagningspapper i kraftpapper och bomullssnöre gör även en liten present festlig. Inslagningen är halva upplevelsen.',
      },
      {
        title: 'Samla ihop till en korg',
        description:
          'Tre små saker i en egen presentask blir en större present än summan av delarna. Välj ett tema, till exempel fika eller spa.',
      },
    ],
    ctaText: null,
    ctaUrl: null,
    extraTip:
      'Sätt en budget innan du börjar leta och håll dig till den. Det gör det lättare att välja, och du slipper dåligt samvete i januari.',
    metaTitle: 'Budgetpresenter under 300 kr – 10 smarta tips',
    metaDescription:
      'Prisvärda presenter under 300 kr som känns genomtänkta: delikatesser, personliga småsaker, spel, odling och dopgåvor. Tips för alla budgetar.',
    banners: [],
  },
  {
    slug: 'presenter-till-kollegan',
    title: 'Presenter till kollegan – tack, avsked och julklapp',
    ingress:
      'Att hitta rätt present till en kollega handlar om att vara personlig utan att bli privat. Här är tips som fungerar för både tackgåvan och avskedspresenten.',
    tips: [
      {
        title: 'Fika är alltid rätt',
        description: 'Ett fikaset, en påse nyrostade bönor eller en presentkorg med svensk frukost passar alla kontor.',
      },
      {
        title: 'Något för skrivbordet',
        description:
          'En skrivbordslampa med trådlös laddning eller en termosmugg med tätt lock används varje arbetsdag.',
      },
      {
        title: 'Gör något tillsammans',
        description: 'Escape room eller en kväll på bastuflotte stärker laget mer än ännu en teambuildingdag.',
      },
      {
        title: 'Avtackning med glimten i ögat',
        description: 'Ett överlevnadskit för pensionärer eller en mugg med kontorshumor gör avskedet lite lättare.',
      },
      {
        title: 'Ett personligt tack',
        description:
          'En korthållare med präglade initialer eller tackkort med fröer visar uppskattning på ett genomtänkt sätt.',
      },
      {
        title: 'Samla ihop i gruppen',
        description:
          'Lägg ihop till ett presentkort på en upplevelse. Det blir en större present och alla får vara med.',
      },
    ],
    ctaText: 'Visa presenter till kollegan',
    ctaUrl: '/present-till-kollega',
    extraTip: 'Skicka runt ett kort som alla på avdelningen skriver en rad i. Det är ofta det som sparas längst.',
    metaTitle: 'Presenter till kollegan – tips för tack och avsked',
    metaDescription:
      'Presenttips till kollegan: fika, skrivbordsprylar, aktiviteter för laget och avtackningsgåvor med humor. Personligt utan att bli privat.',
    banners: [],
  },
];

/** Generator categories (docs/product/generator.md#query, categories to interests), in wizard order. */
export const DEMO_TAXONOMY: DemoTaxonomyCategory[] = [
  {
    name: 'Spel & Gaming',
    slug: 'spel-gaming',
    emoji: '🎮',
    description:
      'Tillbehör, headset, retrokonsoler och sällskapsspel för den som gillar att spela – vid skärmen eller runt bordet.',
    interests: ['gaming', 'spel', 'underhållning'],
  },
  {
    name: 'Träning & Hälsa',
    slug: 'traning-halsa',
    emoji: '💪',
    description: 'Presenter som peppar till rörelse och återhämtning: yoga, löpning, massage och sömn.',
    interests: ['träning', 'sport', 'hälsa'],
  },
  {
    name: 'Hem & Inredning',
    slug: 'hem-inredning',
    emoji: '🏡',
    description: 'Vackra och användbara saker för hemmet, från köksredskap och glas till plädar, ljus och lampor.',
    interests: ['inredning', 'hem', 'dekoration', 'kök', 'matlagning'],
  },
  {
    name: 'Mode & Accessoarer',
    slug: 'mode-accessoarer',
    emoji: '👜',
    description: 'Smycken, klockor, väskor och accessoarer som lyfter vardagen – många går att gravera.',
    interests: ['mode', 'smycken', 'accessoarer'],
  },
  {
    name: 'Mat & Dryck',
    slug: 'mat-dryck',
    emoji: '🍫',
    description: 'Delikatesser, choklad, kaffe och te, provningar och presentkorgar för alla som tycker om gott.',
    interests: ['mat-dryck', 'delikatess', 'choklad', 'kaffe', 'te'],
  },
  {
    name: 'Trädgård & Friluftsliv',
    slug: 'tradgard-friluftsliv',
    emoji: '🌿',
    description: 'För odlaren, vandraren och fiskaren: odlingskit, fågelholkar, friluftsprylar och grilltillbehör.',
    interests: ['trädgård', 'friluftsliv', 'outdoor'],
  },
  {
    name: 'Leksaker & Barn',
    slug: 'leksaker-barn',
    emoji: '🧸',
    description: 'Leksaker, pyssel och dopgåvor för barn i alla åldrar, från den första skallran till kodrobotar.',
    interests: ['leksaker', 'barn', 'pyssel'],
  },
  {
    name: 'Upplevelser',
    slug: 'upplevelser',
    emoji: '🎈',
    description: 'Minnen i stället för saker: äventyr, spa, provningar, kurser och kvällar ute i hela Sverige.',
    interests: ['upplevelse', 'underhållning'],
  },
  {
    name: 'Böcker & Media',
    slug: 'bocker-media',
    emoji: '📚',
    description: 'Böcker, musik och film för läsaren, lyssnaren och filmälskaren – plus quiz och minnesböcker.',
    interests: ['böcker', 'media', 'musik', 'film'],
  },
  {
    name: 'Personliga Presenter',
    slug: 'personliga-presenter',
    emoji: '💝',
    description: 'Presenter med namn, datum eller foto: graverade smycken, stjärnkartor, muggar och minnesböcker.',
    interests: ['personlig', 'gravyr', 'foto'],
  },
  {
    name: 'Företagsgåvor',
    slug: 'foretagsgavor',
    emoji: '💼',
    description: 'Gåvor till kunder och medarbetare: delikatesser, presentlådor och profilprodukter som uppskattas.',
    interests: ['delikatess', 'presentlåda', 'profilprodukt'],
  },
];

function shopUrl(name: string): string {
  const merchant = DEMO_MERCHANTS.find((item) => item.name === name);
  if (!merchant) throw new Error(`Unknown demo merchant: ${name}`);
  return `https://www.${merchant.domain}/`;
}

/** The six discount codes on /rabattkoder. */
export const DEMO_DISCOUNT_CODES: DemoDiscountCode[] = [
  {
    merchant: 'Presentboden',
    code: 'JUL20PILOT',
    discount: '20 %',
    description: 'Tjugo procent rabatt på hela sortimentet, även presentinslagning och roliga presenter.',
    validUntil: '2027-01-31',
    category: 'Presenter',
    shopUrl: shopUrl('Presentboden'),
  },
  {
    merchant: 'Nordic Design Hus',
    code: 'HEMMA15',
    discount: '15 %',
    description: 'Femton procent på inredning, kök och textil. Gäller inte redan nedsatta varor.',
    validUntil: '2027-01-31',
    category: 'Hem & Inredning',
    shopUrl: shopUrl('Nordic Design Hus'),
  },
  {
    merchant: 'Teknikdepån',
    code: 'TEKNIK150',
    discount: '150 kr',
    description: '150 kronor rabatt när du handlar teknik och tillbehör för minst 1 000 kronor.',
    validUntil: '2027-01-31',
    category: 'Elektronik & Teknik',
    shopUrl: shopUrl('Teknikdepån'),
  },
  {
    merchant: 'Upplevelsebolaget',
    code: 'UPPLEV10',
    discount: '10 %',
    description: 'Tio procent på alla upplevelser och presentkort. Perfekt till den som redan har allt.',
    validUntil: '2027-01-31',
    category: 'Upplevelser',
    shopUrl: shopUrl('Upplevelsebolaget'),
  },
  {
    merchant: 'Lyster Skönhet',
    code: 'LYSTER25',
    discount: '25 %',
    description: 'Tjugofem procent på hudvård, bad och spa. Gäller ett köp per kund.',
    validUntil: '2027-01-31',
    category: 'Skönhet & Hälsa',
    shopUrl: shopUrl('Lyster Skönhet'),
  },
  {
    merchant: 'Taysta',
    code: 'TAYSTA200',
    discount: '200 kr',
    description: '200 kronor rabatt på personliga presenter med gravyr eller tryck vid köp över 800 kronor.',
    validUntil: '2027-01-31',
    category: 'Personliga presenter',
    shopUrl: shopUrl('Taysta'),
  },
];
