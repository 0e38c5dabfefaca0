/** Product types: kitchen and table, garden, tools and household. */
import type { ProductTypeDef } from '../product-type-model.ts';
import { t } from './define.ts';

export const KITCHEN_TYPES: readonly ProductTypeDef[] = [
  t(
    'kok',
    'Kök och dukning',
    'köksprylar',
    null,
    'kök köket köksprylar köksutrustning köksartiklar dukning bivaxduk bivaxdukar',
    {
      suitability: 'gift',
      toWhom: ['mamma', 'pappa', 'partner', 'vän', 'mor-/farförälder'],
      ages: ['vuxen', 'senior'],
      occasions: ['inflytt', 'bröllop', 'födelsedag', 'jul'],
      interests: ['matlagning'],
      variants: ['colour', 'size'],
    },
  ),
  t(
    'kastrull-gryta',
    'Kastrull och gryta',
    'kastruller och grytor',
    'kok',
    'kastrull kastruller gryta grytor gjutjärnsgryta kastrullset',
    {},
  ),
  t(
    'stekpanna',
    'Stekpanna',
    'stekpannor',
    'kok',
    'stekpanna stekpannor panna pannor gjutjärnspanna wokpanna grillpanna =wok',
    {},
  ),
  t(
    'kokskniv',
    'Kökskniv',
    'köksknivar',
    'kok',
    'kniv knivar kniven kökskniv köksknivar kockkniv kockknivar santoku brödkniv knivset ostkniv ostknivar smörkniv smörknivar',
    {},
  ),
  t('skarbrada', 'Skärbräda', 'skärbrädor', 'kok', 'skärbräda skärbrädor skärbrädan skärbrädet', {}),
  t(
    'koksredskap',
    'Köksredskap',
    'köksredskap',
    'kok',
    'köksredskap redskap visp slev stekspade durkslag rivjärn mortel degskrapa kryddställ kryddkvarn kryddkvarnar pepparkvarn pepparkvarnar saltkar saltkvarn pastamaskin stektermometer vitlökspress osthyvel citruspress',
    {},
  ),
  t(
    'koksapparat',
    'Köksapparat',
    'köksapparater',
    'kok',
    'köksmaskin köksmaskiner kaffebryggare espressomaskin kaffemaskin vattenkokare brödrost mixer stavmixer våffeljärn mjölkskummare popcornmaskin airfryer juicemaskin glassmaskin sous_vide',
    {},
  ),
  t(
    'kaffetillbehor',
    'Kaffe- och tetillbehör',
    'kaffe- och tetillbehör',
    'kok',
    'kaffekvarn kaffekvarnar handkvarn filterhållare kallbryggningskanna presskanna tekanna tekannor tesil ' +
      'matchaset matcha-set matchavisp tevisp pour_over french_press',
    {},
  ),
  t(
    'mugg',
    'Mugg och kopp',
    'muggar',
    'kok',
    'mugg muggar muggen termosmugg emaljmugg kopp koppar koppen espressokoppar tekopp',
    {
      interests: [],
      toWhom: ['mamma', 'pappa', 'partner', 'vän', 'kollega', 'mor-/farförälder'],
      occasions: ['födelsedag', 'tack', 'jul', 'mors-dag', 'fars-dag'],
    },
  ),
  t('glas', 'Glas', 'glas', 'kok', 'glas glasen dricksglas drinkglas vattenglas snapsglas shotglas', { interests: [] }),
  t('vinglas', 'Vinglas', 'vinglas', 'glas', 'vinglas champagneglas rödvinsglas vitvinsglas bubbelglas coupeglas', {}),
  t('olglas', 'Ölglas', 'ölglas', 'glas', 'ölglas ölsejdel sejdel ölstop', {}),
  t('whiskyglas', 'Whiskyglas', 'whiskyglas', 'glas', 'whiskyglas whiskeyglas whiskystenar', {}),
  t('karaff', 'Karaff', 'karaffer', 'kok', 'karaff karaffer karaffen vattenkaraff vinkaraff dekanter', {
    interests: [],
  }),
  t(
    'bartillbehor',
    'Bartillbehör',
    'bartillbehör',
    'kok',
    'cocktailset shaker cocktailshaker jigger vinöppnare korkskruv vinkylare isbitsform barset barverktyg',
    { interests: [], toWhom: ['pappa', 'partner', 'vän', 'kollega'] },
  ),
  t(
    'servis',
    'Servis',
    'serviser',
    'kok',
    'servis tallrik tallrikar tallriken skål skålar serveringsfat serveringsbricka ostbricka bricka brickor',
    { interests: ['matlagning', 'inredning'] },
  ),
  t('bestick', 'Bestick', 'bestick', 'kok', 'bestick besticken sked skedar gaffel gafflar', {}),
  t(
    'bakredskap',
    'Bakredskap',
    'bakredskap',
    'kok',
    'bakform bakformar pepparkaksformar kakform jäskorg surdegskit brödform kavel',
    {},
  ),
  t(
    'kokstextil',
    'Förkläde och kökstextil',
    'förkläden',
    'kok',
    'förkläde förkläden kökshandduk kökshanddukar grytlapp grytlappar',
    {},
  ),
  t('grill', 'Grill', 'grillar', 'kok', 'grill grillar grillen kolgrill gasolgrill klotgrill', {
    toWhom: ['pappa', 'partner', 'vän'],
    occasions: ['fars-dag', 'födelsedag', 'inflytt'],
  }),
  t(
    'grilltillbehor',
    'Grilltillbehör',
    'grilltillbehör',
    'grill',
    'grillverktyg grillset grillhandske grillhandskar grillborste rökflis pizzasten grillspett grilltillbehör',
    {},
  ),
];

export const GARDEN_TYPES: readonly ProductTypeDef[] = [
  t('tradgard', 'Trädgård och odling', 'trädgårdsprodukter', null, 'trädgård trädgården trädgårdsprodukter', {
    suitability: 'gift',
    toWhom: ['mamma', 'pappa', 'mor-/farförälder', 'vän'],
    ages: ['vuxen', 'senior'],
    occasions: ['födelsedag', 'mors-dag', 'fars-dag', 'inflytt'],
    interests: ['trädgård'],
  }),
  t(
    'tradgardsverktyg',
    'Trädgårdsverktyg',
    'trädgårdsverktyg',
    'tradgard',
    'trädgårdsverktyg trädgårdshandskar gräsklippare robotgräsklippare sekatör sekatörer spade spadar planteringsspade kratta krattor grensax häcksax vattenkanna vattenkannor',
    {},
  ),
  t(
    'kruka',
    'Kruka',
    'krukor',
    'tradgard',
    'kruka krukor krukan blomkruka blomkrukor terrakottakruka terrakottakrukor ytterkruka =ampel',
    {
      interests: ['trädgård', 'inredning'],
    },
  ),
  t(
    'odling',
    'Odling',
    'odlingsprodukter',
    'tradgard',
    'odling odlingen odlingslåda odlingslådor pallkrage pallkragar odlingskit odlingsset växthus miniväxthus minivaxthus odlingslampa odlingsbädd tomatodlingskit odlingsduk trädgårdsdagbok odlingsdagbok',
    { themes: ['hållbart'] },
  ),
  t(
    'froer',
    'Fröer och blomlökar',
    'fröer',
    'tradgard',
    'fröer fröerna fröpåse fröpåsar fröpresentask blomlök blomlökar =frö =frön',
    {},
  ),
  t(
    'fagelholk',
    'Fågelholk och fågelmatare',
    'fågelholkar',
    'tradgard',
    'fågelholk fågelholkar holk holkar fågelmatare fågelbord insektshotell fågelbad',
    { themes: ['hållbart'] },
  ),
  t(
    'utebelysning',
    'Utebelysning',
    'utebelysning',
    'tradgard',
    'solcellslykta solcellslampa utebelysning marschall marschaller',
    {
      interests: ['trädgård', 'inredning'],
    },
  ),
  t('eldkorg', 'Eldkorg', 'eldkorgar', 'tradgard', 'eldkorg eldkorgar eldstad eldskål', {
    interests: ['trädgård', 'friluftsliv'],
  }),
  t('kompost', 'Kompost', 'komposter', 'tradgard', 'kompost bokashi bokashi-hink', { themes: ['hållbart'] }),
];

export const TOOL_TYPES: readonly ProductTypeDef[] = [
  t('verktyg', 'Verktyg', 'verktyg', null, 'verktyg verktygen handverktyg', {
    suitability: 'gift',
    toWhom: ['pappa', 'partner', 'mor-/farförälder'],
    ages: ['vuxen', 'senior'],
    occasions: ['fars-dag', 'födelsedag', 'inflytt', 'jul'],
    interests: [],
  }),
  t(
    'verktygsset',
    'Verktygssats',
    'verktygssatser',
    'verktyg',
    'verktygslåda verktygsväska verktygsset verktygssats hylsnyckelsats',
    {},
  ),
  t('multiverktyg', 'Multiverktyg', 'multiverktyg', 'verktyg', 'multiverktyg multitool', {
    interests: ['friluftsliv'],
  }),
  t('elverktyg', 'Elverktyg', 'elverktyg', 'verktyg', 'skruvdragare borrmaskin slipmaskin sticksåg cirkelsåg', {}),
  t('handverktyg', 'Handverktyg', 'handverktyg', 'verktyg', 'hammare skruvmejsel skruvmejslar =tång =såg', {}),
];

export const HOUSEHOLD_TYPES: readonly ProductTypeDef[] = [
  t('hushall', 'Hushåll', 'hushållsprodukter', null, 'hushåll hushållet hushållsprodukter', {
    suitability: 'gift',
    toWhom: [],
    ages: ['vuxen'],
    occasions: ['inflytt'],
    interests: [],
  }),
  t('dammsugare', 'Dammsugare', 'dammsugare', 'hushall', 'dammsugare robotdammsugare', {}),
  t(
    'vitvaror',
    'Vitvaror',
    'vitvaror',
    'hushall',
    'vitvara vitvaror kylskåp frysbox diskmaskin tvättmaskin torktumlare =spis =ugn',
    {
      suitability: 'situational',
      reason: 'Vitvara – en stor hushållsmaskin, sällan en present',
    },
  ),
  t('stadning', 'Städ', 'städprodukter', 'hushall', 'städset mopp dammvippa diskborste', {}),
];
