/**
 * The gift-relevance benchmark's own reading of what a product IS, used only to grade suggestions: a small tree of
 * product kinds (whisky, rött vin, hörlurar, småbarnsleksak, …) and the attributes a hard filter asks about
 * (alcohol, edible, chocolate, plastic, personal). It is deliberately independent of the product's stored tags and
 * of the app's own type classifier, so the yardstick does not move when the code under test changes.
 *
 * Demo products are read from their title and category path (ordered rules, first match wins); Systembolaget's
 * drinks from their category words (the feed conversion puts Systembolaget's tags in the category path); bygghemma's
 * sofas are sofas.
 */

/** Every kind with its parent (null at the top). Judgments may name any level: a parent covers its children. */
export const KIND_PARENTS: Readonly<Record<string, string | null>> = {
  // Drinks
  dryck: null,
  'alkoholfri dryck': 'dryck',
  'alkoholfri öl': 'alkoholfri dryck',
  'alkoholfritt bubbel': 'alkoholfri dryck',
  'alkoholfritt vin': 'alkoholfri dryck',
  must: 'alkoholfri dryck',
  'alkoholfri glögg': 'alkoholfri dryck',
  'alkoholfri cider': 'alkoholfri dryck',
  alkoholdryck: 'dryck',
  öl: 'alkoholdryck',
  ipa: 'öl',
  lager: 'öl',
  ale: 'öl',
  stout: 'öl',
  veteöl: 'öl',
  'syrlig öl': 'öl',
  vin: 'alkoholdryck',
  'rött vin': 'vin',
  'vitt vin': 'vin',
  rosévin: 'vin',
  'mousserande vin': 'vin',
  champagne: 'mousserande vin',
  dessertvin: 'vin',
  glögg: 'vin',
  sprit: 'alkoholdryck',
  whisky: 'sprit',
  gin: 'sprit',
  rom: 'sprit',
  cognac: 'sprit',
  likör: 'sprit',
  akvavit: 'sprit',
  vodka: 'sprit',
  tequila: 'sprit',
  'annan sprit': 'sprit',
  cider: 'alkoholdryck',
  blanddryck: 'alkoholdryck',
  // Food
  ätbart: null,
  choklad: 'ätbart',
  godis: 'ätbart',
  delikatess: 'ätbart',
  presentkorg: 'ätbart',
  kaffe: 'ätbart',
  te: 'ätbart',
  // Drink making and bar
  bryggkit: null,
  ginkit: null,
  dryckeskit: null,
  barutrustning: null,
  // Kitchen
  kök: null,
  köksredskap: 'kök',
  kockkniv: 'köksredskap',
  skärbräda: 'köksredskap',
  bakredskap: 'köksredskap',
  bakkit: 'bakredskap',
  serveringsfat: 'köksredskap',
  kökstextil: 'kök',
  servis: 'kök',
  mugg: 'kök',
  textmugg: 'mugg',
  termosmugg: 'mugg',
  glas: 'kök',
  vinglas: 'glas',
  ölglas: 'glas',
  whiskyglas: 'glas',
  champagneglas: 'glas',
  kaffetillbehör: 'kök',
  tetillbehör: 'kök',
  vintillbehör: 'kök',
  // Home
  inredning: null,
  dekoration: 'inredning',
  ljuslykta: 'dekoration',
  doftljus: 'dekoration',
  ljusstake: 'dekoration',
  vas: 'dekoration',
  väggklocka: 'dekoration',
  juldekoration: 'dekoration',
  dörrmatta: 'inredning',
  förvaring: 'inredning',
  tavla: 'inredning',
  'personlig tavla': 'tavla',
  hemtextil: 'inredning',
  pläd: 'hemtextil',
  sängkläder: 'hemtextil',
  lampa: 'inredning',
  möbel: 'inredning',
  soffa: 'möbel',
  '2-sitssoffa': 'soffa',
  '3-sitssoffa': 'soffa',
  hörnsoffa: 'soffa',
  chesterfieldsoffa: 'soffa',
  // Tech
  teknik: null,
  hörlurar: 'teknik',
  barnhörlurar: 'barnsaker',
  headset: 'hörlurar',
  högtalare: 'teknik',
  vinylspelare: 'teknik',
  radio: 'teknik',
  projektor: 'teknik',
  kamera: 'teknik',
  kameratillbehör: 'teknik',
  'digital fotoram': 'teknik',
  'wake-up light': 'teknik',
  smartklocka: 'teknik',
  aktivitetsarmband: 'teknik',
  teknikpryl: 'teknik',
  läsplatta: 'teknik',
  drönare: 'teknik',
  väderstation: 'teknik',
  gamingtillbehör: 'teknik',
  spelkonsol: 'teknik',
  mobilskal: 'teknik',
  surfplattefodral: 'teknik',
  // Children
  barnsaker: null,
  babyleksak: 'barnsaker',
  dopgåva: 'barnsaker',
  babykläder: 'barnsaker',
  nattlampa: 'barnsaker',
  barnleksak: 'barnsaker',
  småbarnsleksak: 'barnleksak',
  skolbarnsleksak: 'barnleksak',
  experimentkit: 'skolbarnsleksak',
  byggklossar: 'barnleksak',
  barnpyssel: 'barnleksak',
  barnsport: 'barnleksak',
  barnväska: 'barnsaker',
  // Sport and outdoors
  sport: null,
  träningsutrustning: 'sport',
  yogautrustning: 'träningsutrustning',
  löpartillbehör: 'träningsutrustning',
  massage: 'sport',
  vattenflaska: 'sport',
  träningsväska: 'sport',
  racketsport: 'sport',
  padel: 'racketsport',
  golf: 'sport',
  discgolf: 'sport',
  utespel: 'sport',
  friluftsutrustning: 'sport',
  fiskeutrustning: 'sport',
  cykeltillbehör: 'sport',
  // Beauty and health
  skönhet: null,
  hudvård: 'skönhet',
  hårvård: 'skönhet',
  nagelvård: 'skönhet',
  parfym: 'skönhet',
  'bad och spa': 'skönhet',
  sömn: 'skönhet',
  morgonrock: 'skönhet',
  'skägg och rakning': 'skönhet',
  doftspridare: 'skönhet',
  hälsoprodukt: 'skönhet',
  eltandborste: 'skönhet',
  necessär: 'skönhet',
  // Jewellery, accessories, clothes, bags
  smycke: null,
  halsband: 'smycke',
  armband: 'smycke',
  örhängen: 'smycke',
  ring: 'smycke',
  manschettknappar: 'smycke',
  smyckesförvaring: null,
  accessoar: null,
  läderaccessoar: 'accessoar',
  halsduk: 'accessoar',
  mössa: 'accessoar',
  vantar: 'accessoar',
  solglasögon: 'accessoar',
  armbandsur: 'accessoar',
  slips: 'accessoar',
  paraply: 'accessoar',
  väska: null,
  resväska: 'väska',
  kläder: null,
  strumpor: 'kläder',
  tröja: 'kläder',
  pyjamas: 'kläder',
  tofflor: 'kläder',
  // Garden
  blommor: null,
  snittblommor: 'blommor',
  'konstgjorda blommor': 'blommor',
  trädgård: null,
  odlingskit: 'trädgård',
  trädgårdsredskap: 'trädgård',
  krukväxt: 'trädgård',
  'fågel och natur': 'trädgård',
  utemys: 'trädgård',
  grilltillbehör: null,
  grillkryddor: 'delikatess',
  svampkniv: null,
  // Experiences and gift cards
  upplevelse: null,
  äventyrsupplevelse: 'upplevelse',
  spaupplevelse: 'upplevelse',
  matupplevelse: 'upplevelse',
  dryckesprovning: 'upplevelse',
  ölprovning: 'dryckesprovning',
  whiskyprovning: 'dryckesprovning',
  vinprovning: 'dryckesprovning',
  kurs: 'upplevelse',
  nöjesupplevelse: 'upplevelse',
  presentkort: null,
  // Books, crafts, games, music
  bok: null,
  kokbok: 'bok',
  fågelbok: 'bok',
  frågebok: 'bok',
  quizbok: 'bok',
  minnesbok: 'bok',
  odlingsbok: 'bok',
  fotobok: 'bok',
  barnbok: 'bok',
  ungdomsbok: 'bok',
  roman: 'bok',
  pyssel: null,
  målning: 'pyssel',
  handarbete: 'pyssel',
  hantverkskit: 'pyssel',
  modellbygge: 'pyssel',
  spel: null,
  pussel: 'spel',
  sällskapsspel: 'spel',
  schack: 'sällskapsspel',
  instrument: null,
  film: null,
  filmkväll: 'film',
  vinyltillbehör: null,
  // Pets
  husdjur: null,
  hundtillbehör: 'husdjur',
  kattillbehör: 'husdjur',
  husdjursporträtt: 'husdjur',
  // Travel
  resetillbehör: null,
  // Misc
  skämtpresent: null,
  minnessak: null,
  fotoalbum: 'minnessak',
  bröllopsgästbok: 'minnessak',
  studentskylt: 'minnessak',
  inslagning: null,
  okänd: null,
};

export type Kind = string;

/** A kind and its ancestors, nearest first. */
export function kindLine(kind: Kind): Kind[] {
  const line: Kind[] = [];
  let current: Kind | null | undefined = kind;
  while (current && !line.includes(current)) {
    line.push(current);
    current = KIND_PARENTS[current];
  }
  return line;
}

/** True when `kind` is `wanted` or one of its descendants. */
export function isKind(kind: Kind, wanted: Kind): boolean {
  return kindLine(kind).includes(wanted);
}

/** Kinds whose products contain alcohol or are about drinking it (a tasting, a brewing kit, a gin kit). */
const ALCOHOL_KINDS = ['alkoholdryck', 'bryggkit', 'ginkit', 'ölprovning', 'whiskyprovning', 'vinprovning'];
/** Kinds that are eaten or drunk. */
const EDIBLE_KINDS = ['ätbart', 'dryck', 'dryckeskit', 'bakkit', 'matupplevelse', 'dryckesprovning'];

/** What the grader needs to know of a product (a row of the catalogue as the app returns it). */
export interface GradedProduct {
  id: string;
  title: string;
  merchant: string;
  /** The merchant's product id: a demo slug, a Systembolaget `nr`, a bygghemma `sku`. */
  pid: string;
  price: number | null;
  categoryPath: readonly string[];
  description: string;
}

/** Attributes hard filters ask about. */
export interface KindAttributes {
  alcohol: boolean;
  edible: boolean;
  chocolate: boolean;
  plastic: boolean;
  personal: boolean;
}

export interface ProductReading {
  kind: Kind;
  attributes: KindAttributes;
}

type Rule = readonly [kind: Kind, title: RegExp, category?: RegExp];

/** Demo products: the first rule whose title (and category, when given) pattern matches. Order matters. */
const RULES: readonly Rule[] = [
  ['presentkort', /presentkort/],
  ['husdjursporträtt', /husdjur/],
  ['hundtillbehör', /./, /hund/],
  ['kattillbehör', /./, /katt/],
  ['sällskapsspel', /familjespel/],
  ['svampkniv', /svampkniv/],
  ['vinylspelare', /vinylspelare/],
  // Experiences before their subjects ("Ostprovning med sex ostar" is an evening out, not cheese).
  ['ölprovning', /ölprovning/, /upplevelser/],
  ['whiskyprovning', /whiskyprovning/, /upplevelser/],
  ['vinprovning', /vinprovning/, /upplevelser/],
  ['matupplevelse', /ostprovning|sushikurs|chokladworkshop/, /upplevelser/],
  ['spaupplevelse', /spa-dag|yogahelg|hotellnatt|bastuflotte/, /upplevelser/],
  ['kurs', /kurs|glasblåsning/, /upplevelser/],
  ['nöjesupplevelse', /escape room|biobiljetter|stand up|jazzkväll/, /upplevelser/],
  ['äventyrsupplevelse', /./, /upplevelser/],
  // Drinks and food
  ['alkoholfritt bubbel', /alkoholfritt bubbel/],
  ['bryggkit', /bryggkit/],
  ['ginkit', /hemmagjord gin/],
  ['dryckeskit', /kombucha/],
  ['barutrustning', /cocktailset/],
  ['choklad', /choklad(?!ö)|tryffl/, /choklad|godis|kalender/],
  ['godis', /lakrits|godis|kola|marsipan/, /choklad|godis/],
  ['presentkorg', /presentkorg|delikatesskorg|julkorg|presentlåda|pastamiddag/],
  ['grillkryddor', /grillkryddor/],
  ['delikatess', /./, /delikatesser/],
  ['kaffetillbehör', /handkvarn|kallbryggning|pour over|kaffebryggare|mjölkskummare|espressokoppar|kokkaffepanna/],
  ['kaffe', /kaffeprovning|espressobönor|kaffeprenumeration/],
  ['tetillbehör', /tekanna|matcha-set/],
  ['te', /teprovning|julte|chailatte/],
  // Kitchen
  ['kockkniv', /kockkniv/],
  ['skärbräda', /skärbräda/],
  ['bakkit', /surdegskit|bakningskit/],
  ['bakredskap', /pepparkaksformar|våffeljärn/],
  ['serveringsfat', /ostbricka|serveringsbricka/],
  ['kökstextil', /förkläde|kökshanddukar/],
  ['textmugg', /mugg med texten/],
  ['termosmugg', /termosmugg/],
  ['servis', /fikaset/],
  ['vinglas', /vinglas/],
  ['ölglas', /ölglas/],
  ['whiskyglas', /whiskyglas/],
  ['champagneglas', /champagneglas/],
  ['glas', /karaff/],
  ['vintillbehör', /vinöppnare/],
  ['köksredskap', /gryta|panna|pizzasten|pastamaskin|mortel|kryddställ|smörknivar/, /kök/],
  // Home
  ['ljuslykta', /ljuslykta/],
  ['doftljus', /^doftljus/],
  ['ljusstake', /ljusstak/],
  ['vas', /^vas /],
  ['väggklocka', /väggklocka/],
  ['juldekoration', /julstjärna/],
  ['dörrmatta', /dörrmatta/],
  ['förvaring', /förvaringskorgar/],
  ['fotoalbum', /fotoalbum/],
  ['personlig tavla', /stjärnkarta från|poster|släktträd|karta över hemstaden/, /tavlor/],
  ['pläd', /pläd/],
  ['sängkläder', /påslakan|tyngdtäcke/],
  ['hemtextil', /kuddfodral|handdukar/],
  ['lampa', /bordslampa|skrivbordslampa/],
  // Tech
  ['barnhörlurar', /barnhörlurar/],
  ['gamingtillbehör', /gaming|handkontroll|musmatta|headsetställ/],
  ['headset', /headset/],
  ['hörlurar', /hörlurar/],
  ['högtalare', /högtalare/],
  ['vinyltillbehör', /vinylskivställ/],
  ['radio', /radio/],
  ['projektor', /projektor/],
  ['kameratillbehör', /fotopapper/],
  ['kamera', /instantkamera/],
  ['digital fotoram', /fotoram/],
  ['wake-up light', /wake-up light/],
  ['smartklocka', /smart klocka/],
  ['aktivitetsarmband', /aktivitetsarmband/],
  ['läsplatta', /läsplatta/],
  ['drönare', /drönare/],
  ['väderstation', /väderstation/],
  ['spelkonsol', /spelkonsol|retrokonsol/],
  ['surfplattefodral', /surfplatta|galaxy tab/],
  ['mobilskal', /mobilskal|mobilfodral|plånboksfodral|cover med magsafe|transparent cover|skal för/],
  ['teknikpryl', /laddstation|powerbank|smart kontakt|tracker|kabelorganisatör|webbkamera/, /teknik/],
  // Children
  ['dopgåva', /silversked|sparbössa|babyfilt|bebisens|avtryckskit/],
  ['babykläder', /babybody/],
  ['nattlampa', /nattlampa/],
  ['babyleksak', /./, /> baby\b/],
  ['barnbok', /./, /barnböcker/],
  ['byggklossar', /byggplattor|byggsats med/],
  ['barnväska', /förskoleryggsäck/],
  ['småbarnsleksak', /./, /småbarn/],
  ['experimentkit', /experiment|kristallodling|teleskop|kodrobot|insektsfångar/],
  ['barnpyssel', /slime|smyckeskit|pysselväska|stickkit för barn|gatukritor/],
  ['barnsport', /fotboll|rullskridskor|sparkcykel/, /barn/],
  ['skolbarnsleksak', /./, /leksaker|barn & baby/],
  // Sport
  ['yogautrustning', /yoga/, /träning/],
  ['löpartillbehör', /löparbälte/],
  ['vattenflaska', /vattenflaska i rostfritt/],
  ['massage', /massagepistol|foamroller/],
  ['träningsväska', /träningsväska/],
  ['träningsutrustning', /./, /träning/],
  ['padel', /padel/],
  ['golf', /^golf/],
  ['discgolf', /discgolf/],
  ['racketsport', /pickleball/],
  ['utespel', /kubb/],
  ['fiskeutrustning', /./, /fiske/],
  ['cykeltillbehör', /./, /cykel/],
  ['friluftsutrustning', /./, /friluftsliv/],
  // Beauty
  ['skägg och rakning', /./, /skägg/],
  ['parfym', /eau de/],
  ['necessär', /makeupväska|necessär i vaxad/],
  ['nagelvård', /nagellack|manikyr/],
  ['hårvård', /./, /hår$/],
  ['sömn', /örngott|sovmask/],
  ['morgonrock', /morgonrock/],
  ['doftspridare', /doftspridare/],
  ['eltandborste', /eltandborste/],
  ['hälsoprodukt', /akupressur/],
  ['bad och spa', /./, /bad & spa/],
  ['hudvård', /./, /hudvård/],
  // Jewellery and accessories
  ['smyckesförvaring', /smyckeskrin/],
  ['halsband', /halsband/, /smycken/],
  ['örhängen', /örhängen/],
  ['manschettknappar', /manschettknappar/],
  ['ring', /^ring /],
  ['armband', /armband/, /smycken/],
  ['armbandsur', /armbandsur/],
  ['läderaccessoar', /plånbok|korthållare|nyckelring/],
  ['halsduk', /halsduk|scarf/],
  ['mössa', /mössa/, /accessoarer/],
  ['vantar', /vantar/],
  ['solglasögon', /solglasögon/],
  ['slips', /slips/],
  ['paraply', /paraply/],
  ['resväska', /kabinväska|resväska|weekendbag/],
  ['väska', /./, /väskor/],
  ['strumpor', /strumpor/, /kläder/],
  ['pyjamas', /pyjamas/],
  ['tofflor', /tofflor/],
  ['tröja', /hoodie|tröja/],
  // Garden
  ['krukväxt', /./, /krukväxter/],
  ['odlingskit', /odlingskit|fröpresentask|blomlökar/],
  ['trädgårdsredskap', /./, /odling/],
  ['fågel och natur', /./, /fåglar/],
  ['utemys', /./, /utebelysning/],
  ['grilltillbehör', /./, /grill/],
  // Books, crafts, games, music
  ['kokbok', /kokbok/],
  ['fågelbok', /fågelbok/],
  ['frågebok', /frågebok|dagbok med en rad/],
  ['quizbok', /quizbok/],
  ['minnesbok', /minnesbok|berätta ditt liv/],
  ['odlingsbok', /odlingsbok/],
  ['fotobok', /fotobok/],
  ['ungdomsbok', /fantasyserie/],
  ['målning', /akvarell|skissblock|kalligrafi|diamantmålning/],
  ['handarbete', /broderi|stickkit|makramé/],
  ['modellbygge', /modellbyggsats/],
  ['hantverkskit', /./, /pyssel/],
  ['pussel', /pussel/],
  ['schack', /schack/],
  ['filmkväll', /popcornmaskin/],
  ['film', /film/, /musik & film/],
  ['instrument', /ukulele|munspel/],
  ['sällskapsspel', /./, /spel/],
  // Pets
  // Travel
  ['resetillbehör', /./, /resor/],
  // Misc
  ['bröllopsgästbok', /gästbok/],
  ['studentskylt', /studentskylt/],
  ['minnessak', /tidskapsel|namnge en stjärna|minnesburk|glasburk med/],
  ['inslagning', /inslagningspapper|presentask med silkespapper|tackkort|födelsedagsflagga/],
  ['skämtpresent', /presentkartong|burk med ingenting|överlevnadskit|måndagskit|lyckokakor|konfettibomb/],
];

/** A whole word (letters around it are not part of it; `\b` does not know å, ä, ö). */
const word = (text: string) => new RegExp(`(?<!\\p{L})(${text})(?!\\p{L})`, 'u');

/** Systembolaget's category words → a kind (most specific first). */
const DRINK_RULES: readonly (readonly [Kind, RegExp])[] = [
  ['alkoholfri öl', /alkoholfritt.*(?<!\p{L})öl(?!\p{L})/u],
  ['alkoholfritt bubbel', /alkoholfritt.*mousserande/],
  ['alkoholfri glögg', /alkoholfritt.*(glögg|juldryck)/],
  ['must', /alkoholfritt.*must/],
  ['alkoholfri cider', /alkoholfritt.*(cider|blanddryck)/],
  ['alkoholfritt vin', /alkoholfritt.*(vitt|rött|rosé)/],
  ['alkoholfri dryck', /alkoholfritt/],
  ['ipa', word('ipa|india pale ale')],
  ['stout', /porter|stout/],
  ['veteöl', /veteöl/],
  ['syrlig öl', /syrlig/],
  ['lager', /lager/],
  ['ale', word('ale')],
  ['öl', word('öl')],
  ['mousserande vin', /mousserande/],
  ['rött vin', /rött vin/],
  ['vitt vin', /vitt vin/],
  ['rosévin', /rosévin/],
  ['dessertvin', /aperitif|dessert/],
  ['whisky', /whisky/],
  ['gin', word('gin')],
  ['rom', word('rom')],
  ['cognac', /cognac|armagnac|brandy/],
  ['likör', /likör/],
  ['akvavit', /akvavit|brännvin/],
  ['vodka', /vodka/],
  ['tequila', /tequila/],
  ['annan sprit', /sprit/],
  ['vin', word('vin')],
  ['cider', /> cider/],
  ['blanddryck', /blanddryck|cider/],
];

const PERSONAL =
  /graver|gravyr|med namn|barnets namn|hundens namn|familjens|eget foto|egen text|egna meddelanden|eget tryck|initial|koordinater|stjärnkarta|släktträd|hemstaden|porträtt|broderat namn|födelsedatum|minnesbok|berätta ditt liv/;

/** What a product is, for grading. */
export function readProduct(
  product: Pick<GradedProduct, 'title' | 'merchant' | 'categoryPath'> & { description?: string },
): Kind {
  const title = product.title.toLowerCase();
  const category = product.categoryPath.join(' > ').toLowerCase();
  if (product.merchant === 'Systembolaget') {
    const kind = DRINK_RULES.find(([, pattern]) => pattern.test(category))?.[0] ?? 'okänd';
    // Sparkling wine from Champagne (the title or the origin says so) is champagne.
    const origin = `${title} ${product.description ?? ''}`.toLowerCase();
    if (kind === 'mousserande vin' && /champagne/.test(origin)) return 'champagne';
    return kind === 'dessertvin' && /glögg/.test(title) ? 'glögg' : kind;
  }
  if (product.merchant === 'Bygghemma') {
    // The shop files every sofa under 2-sitssoffa; the title says what it is.
    if (!/soff/.test(`${category} ${title}`)) return 'möbel';
    if (/hörn/.test(title)) return 'hörnsoffa';
    if (/chesterfield/.test(`${category} ${title}`)) return 'chesterfieldsoffa';
    if (/(?<!\p{N})3(,5)?[- ]?sits/u.test(title)) return '3-sitssoffa';
    if (/(?<!\p{N})2(,5)?[- ]?sits/u.test(`${title} ${category}`)) return '2-sitssoffa';
    return 'soffa';
  }
  for (const [kind, titlePattern, categoryPattern] of RULES) {
    if (titlePattern.test(title) && (!categoryPattern || categoryPattern.test(category))) return kind;
  }
  return 'okänd';
}

/** The kind and the attributes hard filters ask about. */
export function productReading(product: GradedProduct): ProductReading {
  const kind = readProduct(product);
  const text = `${product.title} ${product.description}`.toLowerCase();
  const title = product.title.toLowerCase();
  const anyOf = (kinds: readonly string[]) => kinds.some((wanted) => isKind(kind, wanted));
  return {
    kind,
    attributes: {
      alcohol: anyOf(ALCOHOL_KINDS),
      edible: anyOf(EDIBLE_KINDS),
      chocolate: /choklad/.test(title),
      plastic: /\bplast\b|plasten|återvunnen plast|plastfri/.test(text) && !/plastfri/.test(text),
      personal: PERSONAL.test(title),
    },
  };
}

const COLOUR_WORDS =
  /\b(svart|vit|grå|ljusgrå|mörkgrå|dimgrå|rökgrå|blå|dimblå|midnattsblå|mörkblå|röd|djupröd|vinröd|grön|skogsgrön|olivgrön|mörkgrön|mintgrön|salviagrön|havsgrön|salvia|gul|senapsgul|rosa|pudderrosa|korallrosa|lila|ljuslila|lavendel|beige|sandbeige|sand|terrakotta|rost|bärnsten|champagne|cognac|konjak|brun|natur)\b/g;

/**
 * The key that groups variants of one product: same merchant and the same title once colour, size, volume and
 * device-model words are removed ("Termosmugg … – Svart" and "… – Dimblå" share one).
 */
export function variantKey(product: Pick<GradedProduct, 'merchant' | 'title'>): string {
  const title = product.title
    .toLowerCase()
    .replace(/\s[–-]\s.*$/, '')
    .replace(/\bstorlek\s+\S+/g, '')
    .replace(/\bför (iphone|samsung|google)\b.*$/, '')
    .replace(/\b\d+([,.]\d+)?\s*(ml|cl|l|liter|cm|mm|kg|g|st|tum)\b/g, '')
    .replace(COLOUR_WORDS, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return `${product.merchant}|${title}`;
}
