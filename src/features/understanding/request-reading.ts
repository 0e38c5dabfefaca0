/**
 * The wider reading of a gift request (issue 20, item 1): the product types named or plainly asked for, the
 * materials and attributes wanted or ruled out, the recipient's roles and states, and the hard filters
 * (alcohol-free, real or artificial flowers, "hen har allt"). Product types come from the ontology's own word and
 * phrase indexes (catalogue/concepts/classify-type.ts: whole words and Swedish compound heads, never substrings);
 * hobbies said as verbs ("han fiskar", "hon odlar") name the types of their gear. Negation comes from the
 * understanding's clause-bound negation scope, so "inte choklad men gärna te" excludes chocolate only. Pure.
 */

import { foldDiacritics } from '../../lib/swedish-text.ts';
import { productTypeOfWord, productTypePhraseAt } from '../catalogue/concepts/classify-type.ts';
import { isTypeOrDescendant, PRODUCT_TYPES, productType } from '../catalogue/concepts/product-types.ts';
import { editDistance } from '../catalogue/typo-correction.ts';
import { resolveWord } from './lookup.ts';
import { isHouseholdFact, isVesselOfDrink, matchWords, type Token } from './text.ts';

/** What a request asks for beyond the spec's fields: the kinds, materials and attributes named, and its hard filters. */
export interface RequestReading {
  /** Product types named or plainly asked for, as ontology ids ("röda rosor" → 'rosor', "IPA" → 'ipa'). */
  productTypes: string[];
  /** Product types ruled out ("inte choklad" → 'choklad'; "inget ätbart" → the food root and sweets). */
  excludedTypes: string[];
  /** Materials wanted ("gärna trä" → 'trä'), lower-case Swedish base forms. */
  materials: string[];
  /** Materials ruled out ("inte plast"/"ingen plast" → 'plast'). */
  excludedMaterials: string[];
  /** Attributes asked for: 'ekologisk', 'vegansk', 'handgjord', 'personlig', 'svensk', 'hållbar', 'lyxig', 'rolig' … */
  attributes: string[];
  /** Hard filter: nothing with alcohol ("alkoholfritt", "gravid", "nykter", "dricker inte"). */
  alcoholFree: boolean;
  /** Hard filter on flowers and plants: only real ones ("äkta", "inte konstgjorda") or only artificial ones. */
  flowers: 'real' | 'artificial' | null;
  /** "hen har allt": prefer experiences and consumables. */
  hasEverything: boolean;
  /**
   * Roles and states of the recipient: 'student', 'gravid', 'pensionär', 'nyfödd', 'nyinflyttad', 'nygift',
   * 'äldreboende' (lives in a care home) …
   */
  roles: string[];
  /** Phone models named ("iphone 15", "galaxy s23"): a case or a charger must be for that model. */
  devices: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Words and phrases (folded, as matchWords compares them; a trailing '*' matches any ending)

/** Words that only fill out a sentence: never an interest, a keyword or a product type. */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  `totalt typ nat nagot nagon nan garna kanske gillar tycker verkligen jattemycket mycket valdigt sjukt grymt
  skitmycket helt ocksa aven liksom ba bara lite mest sant sadant sadana saker grejer grej prylar pryl allt
  allting annat osv etc asso ganska ratt extra super mega fett hemskt forfarligt jatte pa riktigt typiskt
  sjalvklart absolut speciellt sarskilt ju nog val kul bra fin fint fina snygg snyggt produkter produkt varje
  helg helgen helger dag dagar kvall kvallar tid ihop kosta kostar kostade kostat kostnad lagga lagger spendera
  spenderar pengar handla handlar kopa koper borja sluta stark starka starkt smak smaker`.split(/\s+/),
);

/**
 * Words whose type reading is wrong in a request ("spelar golf" is no board game, "totalt" no tent, "nåt kryddat" is
 * a taste, not spices), also as a misspelling.
 */
const NOT_TYPE_WORDS: ReadonlySet<string> = new Set(
  `djur djuren spelar spela spelade spelat spelet totalt ljusa ljust kort ring ringa ringer fest festen kalas kalaset middag
  middagen present presenter presenten gava gavor kryddad kryddat kryddade kryddig kryddigt kryddiga dricker dricka drack
  druckit massor massa mangder smak smaken smaker smakerna smaka smakar smakade`.split(/\s+/),
);
/** Compound heads that say "a present of" ("ölpresent", "whiskypaket"): the type is in the first part. */
const GIFT_HEADS = ['presenter', 'presenten', 'present', 'gavor', 'gava', 'paket', 'tips', 'ideer', 'ide'];

/** The cook's gear in the kitchen: knives, boards, pans and pots, utensils and cookbooks. */
const COOKING_TYPES = ['kokskniv', 'skarbrada', 'stekpanna', 'kastrull-gryta', 'koksredskap', 'kokbok'];

/** Strong tastes: spices and hot sauce. */
const STRONG_TASTE_TYPES = ['kryddor', 'sas'];
/** Someone worn out: sleep, bath and spa. */
const REST_TYPES = ['somn', 'bad-spa', 'spa-upplevelse'];

/** Hobbies said as verbs or doer nouns → the product types of their gear. */
const HOBBY_TYPES: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [
    [
      'fishing',
      'fiska*',
      'fiskar',
      'fiskade',
      'fiskare*',
      'fisket',
      'sportfisk*',
      'flugfisk*',
      'pimpl*',
      'metar',
      'metade',
    ],
    ['fiske'],
  ],
  // Growing things: seeds, pots, tools and kits, not the garden's lanterns or fire baskets.
  [
    ['odla', 'odlar', 'odlade', 'odlat', 'odling*', 'odlare', 'gardening'],
    ['odling', 'froer', 'kruka', 'tradgardsverktyg'],
  ],
  // Someone who loves their garden grows things in it: the same gear, not the garden's lanterns.
  [
    ['tradgard', 'tradgarden', 'tradgardar', 'tradgardsalskare', 'tradgardsmanniska', 'tradgardsintresserad', 'garden'],
    ['odling', 'froer', 'kruka', 'tradgardsverktyg'],
  ],
  [
    ['baka', 'bakar', 'bakade', 'bakat', 'bakning*', 'bakare', 'baking'],
    ['bakredskap', 'bakmix'],
  ],
  [['lasa', 'laser', 'laste', 'lasare', 'bokmal', 'bokslukare', 'lashast', 'reading'], ['bocker']],
  [['sticka', 'stickar', 'stickade', 'stickning', 'virka', 'virkar', 'virkning', 'knitting'], ['handarbete']],
  [['malar', 'malade', 'akvarell*'], ['malarset']],
  [['tecknar', 'ritar', 'tecknade'], ['ritmaterial']],
  [['grilla', 'grillar', 'grillade', 'grillning'], ['grill']],
  [['golfa', 'golfar', 'golfare', 'golfspelare'], ['golf']],
  [
    ['cykla', 'cyklar', 'cyklade', 'cykling', 'cyklist*', 'cycling'],
    ['cykel', 'cykeltillbehor'],
  ],
  [['springer', 'joggar', 'jogga', 'lopning', 'lopare', 'running'], ['lopning']],
  [['yogar', 'yoga'], ['yoga']],
  [['vandra', 'vandrar', 'vandrade', 'fjallvandr*', 'campar', 'campa', 'taltar', 'hiking', 'camping'], ['friluftsliv']],
  [['pusslar', 'pussla'], ['pussel']],
  [['paddla', 'paddlar', 'paddlade', 'paddling', 'kajak*', 'kanot*', 'kanotar'], ['friluftsliv']],
  [['faglar', 'faglarna', 'fagelskad*', 'fagelholk*', 'fagelmatare', 'birdwatching'], ['fagelholk']],
  [['padel', 'padeln', 'tennis', 'tennisen', 'squash', 'badminton', 'pingis', 'bordtennis'], ['racketsport']],
  [['gamear', 'gejmar', 'gamar', 'gamer', 'gamers', 'gaming'], ['gaming']],
  [['fotograferar', 'fotar', 'fotade', 'fotograf*'], ['kamera']],
  [['gymmar', 'gymma', 'tranar', 'styrketranar'], ['traningsredskap']],
  // A woodworker's or tinkerer's tools, not every tool ("trädgårdsverktyg" is a tool too, but no gift for them).
  [
    ['snickrar', 'snickra', 'snickare', 'snickeri', 'mekar', 'meka', 'hantverkare'],
    ['verktygsset', 'handverktyg', 'elverktyg', 'multiverktyg', 'slojd'],
  ],
  [['kockar', 'kocka', 'cooking'], ['kok']],
  [['kryddstark*', 'chilialskare', 'chilinord'], STRONG_TASTE_TYPES],
  // Someone who cooks gets the cook's tools and books, not whatever is tagged for food (a grill set, a coffee maker).
  [['matlagning', 'matlagningen', 'matlagare', 'hemmakock'], COOKING_TYPES],
  [
    ['bygga', 'bygger', 'byggare', 'byggde'],
    ['byggleksak', 'modellbygge'],
  ],
  [['reser', 'resande', 'resenar*', 'backpack*', 'semestrar', 'travelling', 'travels'], ['resor']],
  [['kattalskare*', 'kattmanniska*', 'kattmamma', 'kattpappa', 'kattagare*'], ['katttillbehor']],
  [['hundalskare*', 'hundmanniska*', 'hundmamma', 'hundpappa', 'hundagare*'], ['hundtillbehor']],
  [
    ['spa', 'spadag', 'spabad', 'spaa', 'spaar'],
    ['spa-upplevelse', 'bad-spa'],
  ],
  [['skagg', 'skagget', 'skaggig', 'skaggvard', 'beard'], ['rakning']],
  [['kafe', 'kaffet', 'kaffedrickare', 'kaffealskare', 'kaffefantast'], ['kaffe']],
  [['instrument', 'instrumentet', 'ukulele', 'gitarr', 'gitarren', 'gitarrer'], ['musikinstrument']],
  // A music lover listens: headphones, speakers and records, not the department's films (instruments are for those
  // who play: "spelar gitarr").
  [
    ['musik', 'musiken', 'musikalisk', 'musikalsk', 'musikalskare', 'musikmanniska', 'musiknord', 'music'],
    ['horlurar', 'hogtalare', 'skivspelare', 'vinylskiva'],
  ],
  // Film lovers want films, not the whole music-and-film branch.
  [
    ['film', 'filmer', 'filmen', 'filmerna', 'filmalskare', 'filmalskaren', 'filmnord', 'filmfantast', 'cineast'],
    ['film'],
  ],
  // Someone into fashion wears it: accessories, jewellery and bags, not a whole wardrobe's clothes in a guessed size.
  [
    ['mode', 'modet', 'modeintresserad', 'modemedveten', 'modealskare', 'fashion'],
    ['accessoarer', 'smycken', 'vaskor'],
  ],
  // English product words ("a gift for my dad who likes beer").
  [['beer', 'beers'], ['ol']],
  [['wine', 'wines'], ['vin']],
  [['flowers', 'flower', 'bouquet'], ['snittblommor']],
  [['roses', 'rose'], ['rosor']],
  [['chocolate', 'chocolates'], ['choklad']],
  [['coffee'], ['kaffe']],
  [['tea'], ['te']],
  [['books', 'book'], ['bocker']],
  [['candle', 'candles'], ['ljus']],
  [['headphones'], ['horlurar']],
  [['jewelry', 'jewellery'], ['smycken']],
  [['perfume'], ['parfym']],
];

/** Hobbies said as a verb and its object ("spela kort") → the product types of their gear. */
const HOBBY_PHRASES: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [['spela', 'kort'], ['kortspel']],
  [['spelar', 'kort'], ['kortspel']],
  [['spela', 'schack'], ['schack']],
  [['spelar', 'schack'], ['schack']],
  [['spela', 'spel'], ['spel']],
  [['spelar', 'spel'], ['spel']],
  [['spelar', 'sallskapsspel'], ['sallskapsspel']],
  // "något de kan göra tillsammans": time together, an experience rather than a thing.
  [['gora', 'tillsammans'], ['upplevelse']],
  [['hitta', 'pa', 'tillsammans'], ['upplevelse']],
  [['nagot', 'att', 'gora'], ['upplevelse']],
  [['nat', 'att', 'gora'], ['upplevelse']],
  [['lagga', 'pussel'], ['pussel']],
  [['lagger', 'pussel'], ['pussel']],
  [['gar', 'pa', 'gym*'], ['traningsredskap']],
  [['vara', 'ute'], ['friluftsliv']],
  [['ska', 'resa'], ['resor']],
  [['resa', 'jorden', 'runt'], ['resor']],
  [['ut', 'och', 'resa'], ['resor']],
  [['ar', 'ute'], ['friluftsliv']],
  [['vistas', 'ute'], ['friluftsliv']],
  [['ute', 'i', 'naturen'], ['friluftsliv']],
  [['traning', 'pa', 'gym*'], ['traningsredskap']],
  [['lagar', 'mat'], COOKING_TYPES],
  [['laga', 'mat'], COOKING_TYPES],
  [['lagade', 'mat'], COOKING_TYPES],
  [['lagar', 'god', 'mat'], COOKING_TYPES],
  // Strong tastes: spices, not "starka" as a thing liked ("gillar starka smaker", "älskar stark mat").
  [['starka', 'smaker'], STRONG_TASTE_TYPES],
  [['stark', 'mat'], STRONG_TASTE_TYPES],
  [['starkt', 'kryddad*'], STRONG_TASTE_TYPES],
  [['het', 'mat'], STRONG_TASTE_TYPES],
  // Someone worn out ("är alltid trött", "behöver vila"): rest, sleep and a spa, not a thing to do.
  [['alltid', 'trott'], REST_TYPES],
  [['ar', 'sa', 'trott'], REST_TYPES],
  [['behover', 'vila'], REST_TYPES],
  [['behover', 'koppla', 'av'], REST_TYPES],
  [['sover', 'daligt'], ['somn']],
  [['lagar', 'vegetari*'], COOKING_TYPES],
  [['lagar', 'vegan*'], COOKING_TYPES],
  [['lagar', 'garna', 'mat'], COOKING_TYPES],
];

const MATERIALS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['trä', ['tra', 'traet', 'trat', 'traslag', 'massivtra', 'wood', 'wooden']],
  ['plast', ['plast', 'plasten', 'plaster', 'plastig', 'plastiga', 'plastigt', 'plastic']],
  ['metall', ['metall', 'metallen', 'metal']],
  ['stål', ['stal', 'stalet', 'rostfritt', 'rostfri']],
  ['läder', ['lader', 'ladret', 'skinn', 'skinnet', 'leather']],
  ['ull', ['ull', 'ullen', 'ylle', 'merinoull', 'merino', 'wool']],
  ['bomull', ['bomull', 'bomullen', 'cotton']],
  ['linne', ['linne', 'linnet']],
  ['keramik', ['keramik', 'keramiken', 'stengods', 'lergods']],
  ['porslin', ['porslin', 'porslinet']],
  ['silver', ['silver', 'silvret', 'sterlingsilver']],
  ['guld', ['guld', 'guldet', 'gold']],
  ['mässing', ['massing']],
  ['marmor', ['marmor']],
  ['bambu', ['bambu']],
  ['kork', ['kork']],
  ['sammet', ['sammet']],
  ['siden', ['siden']],
];
/** Materials that are also other things ("glas" is a glass, "koppar" cups): only after "av" or "i". */
const MATERIALS_AFTER_PREPOSITION: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['glas', ['glas']],
  ['koppar', ['koppar']],
  ['sten', ['sten']],
  ['papper', ['papper']],
  ['tyg', ['tyg']],
];
/** Materials that may open a compound ("träleksaker", "läderplånbok") when the rest names a product type. */
const MATERIAL_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['tra', 'trä'],
  ['plast', 'plast'],
  ['metall', 'metall'],
  ['stal', 'stål'],
  ['lader', 'läder'],
  ['skinn', 'läder'],
  ['ull', 'ull'],
  ['ylle', 'ull'],
  ['bomulls', 'bomull'],
  ['silver', 'silver'],
  ['guld', 'guld'],
  ['massings', 'mässing'],
  ['marmor', 'marmor'],
  ['bambu', 'bambu'],
  ['keramik', 'keramik'],
  ['porslins', 'porslin'],
  ['glas', 'glas'],
];

const ATTRIBUTES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['ekologisk', ['ekologisk*', 'eko', 'ekovin', 'krav-markt', 'kravmarkt', 'organic']],
  ['vegansk', ['vegansk*', 'vegan', 'veganer', 'veganen', 'vegetarian', 'vegetarisk*', 'vegan-vanlig*']],
  ['handgjord', ['handgjord*', 'handgjort', 'handsydd*', 'handmalad*', 'hantverk*', 'handmade']],
  ['personlig', ['personlig*', 'personifierad*', 'gravyr*', 'graver*', 'namntryck*', 'personalized']],
  [
    'svensk',
    ['svensk', 'svenskt', 'svensktillverka*', 'svenskproducera*', 'svenskdesign*', 'svenskgjord*', 'lokalproducerad*'],
  ],
  [
    'hållbar',
    ['hallbar*', 'miljovanlig*', 'atervunn*', 'atervinn*', 'aterbruk*', 'secondhand', 'begagnad*', 'klimatsmart*'],
  ],
  ['lyxig', ['lyx', 'lyxig*', 'exklusiv*', 'flott', 'lavish', 'luxury']],
  ['rolig', ['rolig', 'roligt', 'roliga', 'skojig*', 'humoristisk*', 'funny']],
  ['praktisk', ['praktisk*', 'anvandbar*', 'nyttig*', 'useful', 'practical']],
  ['unik', ['unik', 'unikt', 'unika', 'ovanlig*', 'annorlunda', 'unique']],
  ['retro', ['retro*', 'vintage*']],
  ['minimalistisk', ['minimalistisk*', 'minimalism*', 'avskalad*']],
  ['skandinavisk', ['skandinavisk*']],
  ['glutenfri', ['glutenfri*']],
  ['laktosfri', ['laktosfri*']],
  ['sockerfri', ['sockerfri*']],
];

/** Recipient roles and states, as phrases (folded) → role. */
const ROLE_PHRASES: ReadonlyArray<readonly [readonly string[], string]> = [
  [['tar', 'studenten'], 'student'],
  [['tagit', 'studenten'], 'student'],
  [['ta', 'studenten'], 'student'],
  [['gar', 'ut', 'gymnasiet'], 'student'],
  [['vantar', 'barn'], 'gravid'],
  [['vantar', 'bebis'], 'gravid'],
  [['vantar', 'tillokning'], 'gravid'],
  [['blivande', 'mamma'], 'gravid'],
  [['blivande', 'mor'], 'gravid'],
  [['ska', 'fa', 'barn'], 'gravid'],
  [['ska', 'fa', 'bebis'], 'gravid'],
  [['gar', 'i', 'pension'], 'pensionär'],
  [['ga', 'i', 'pension'], 'pensionär'],
  [['gick', 'i', 'pension'], 'pensionär'],
  [['har', 'fatt', 'barn'], 'nybliven förälder'],
  [['har', 'fatt', 'en', 'bebis'], 'nybliven förälder'],
  [['fatt', 'barn'], 'nybliven förälder'],
  [['nybliven', 'mamma'], 'nybliven förälder'],
  [['nybliven', 'pappa'], 'nybliven förälder'],
  [['nyblivna', 'foraldrar'], 'nybliven förälder'],
  [['blivit', 'mamma'], 'nybliven förälder'],
  [['blivit', 'pappa'], 'nybliven förälder'],
  [['blivande', 'pappa'], 'blivande förälder'],
  [['blivande', 'foraldrar'], 'blivande förälder'],
  [['flyttar', 'ihop'], 'nyinflyttad'],
  [['flyttar', 'hemifran'], 'nyinflyttad'],
  [['flyttat', 'hemifran'], 'nyinflyttad'],
  [['flyttar', 'till', 'eget'], 'nyinflyttad'],
  [['flyttar', 'till', 'egen'], 'nyinflyttad'],
  [['flyttat', 'till', 'egen'], 'nyinflyttad'],
  [['flyttat', 'till', 'eget'], 'nyinflyttad'],
  [['egen', 'lagenhet'], 'nyinflyttad'],
  [['forsta', 'lagenhet*'], 'nyinflyttad'],
  [['forsta', 'egna'], 'nyinflyttad'],
  [['ny', 'bostad'], 'nyinflyttad'],
  [['flyttat', 'ihop'], 'nyinflyttad'],
  [['flyttade', 'ihop'], 'nyinflyttad'],
  [['har', 'flyttat'], 'nyinflyttad'],
  [['ny', 'lagenhet'], 'nyinflyttad'],
  [['nytt', 'hus'], 'nyinflyttad'],
  [['nytt', 'hem'], 'nyinflyttad'],
  [['kopt', 'hus'], 'nyinflyttad'],
  [['kopt', 'lagenhet'], 'nyinflyttad'],
  [['ska', 'gifta', 'sig'], 'nygift'],
  [['gifte', 'sig'], 'nygift'],
  [['har', 'gift', 'sig'], 'nygift'],
  [['pa', 'sjukhus*'], 'sjuk'],
  [['ater', 'inte', 'kott'], 'vegetarian'],
  [['ater', 'inget', 'kott'], 'vegetarian'],
  [['ater', 'vegetariskt'], 'vegetarian'],
  [['ater', 'veganskt'], 'vegan'],
  [['krya', 'pa'], 'sjuk'],
];
const ROLE_WORDS: ReadonlyArray<readonly [readonly string[], string]> = [
  [['student', 'studenten', 'studerar', 'pluggar', 'studentpresent*', 'studentmottagning*', 'studentfest*'], 'student'],
  [['gravid', 'gravida', 'gravidmage', 'havande', 'pregnant'], 'gravid'],
  [
    [
      'pensionar*',
      'pensionerad*',
      'pensioneras',
      'pension',
      'pensionen',
      'pensionering*',
      'pensionsfest*',
      'pensionspresent*',
      'retired',
      'retirement',
    ],
    'pensionär',
  ],
  [['nyfodd', 'nyfodda', 'nyfott', 'newborn'], 'nyfödd'],
  [['nyinflyttad*', 'inflyttningsfest*', 'husvarmning*'], 'nyinflyttad'],
  [['nygift', 'nygifta', 'nygifte'], 'nygift'],
  [['sjuk', 'sjukskriven', 'sjukhuset', 'konvalescent', 'opererad', 'opererades'], 'sjuk'],
  [['nykter', 'nykterist*', 'nyktert', 'nyktra'], 'nykter'],
  [['ammar', 'ammande'], 'ammande'],
  [['vegetarian*', 'vegetarisk', 'vegetariskt', 'vegetariska', 'veggo'], 'vegetarian'],
  [['vegan', 'veganer', 'veganen', 'vegansk', 'veganskt', 'veganska'], 'vegan'],
  [['aldreboende*', 'vardhem*', 'servicehus*', 'serviceboende*', 'demensboende*'], 'äldreboende'],
];
/** Roles that rule out alcohol. */
const ALCOHOL_FREE_ROLES: ReadonlySet<string> = new Set(['gravid', 'nykter', 'ammande']);

/** "Hen har allt": experiences and consumables rather than more things. */
const HAS_EVERYTHING: ReadonlyArray<readonly string[]> = [
  ['har', 'allt'],
  ['har', 'redan', 'allt'],
  ['har', 'allting'],
  ['har', 'det', 'mesta'],
  ['har', 'redan', 'det', 'mesta'],
  ['har', 'ju', 'allt'],
  ['har', 'precis', 'allt'],
  ['som', 'har', 'allt'],
  ['behover', 'ingenting'],
  ['behover', 'inget'],
  ['onskar', 'sig', 'ingenting'],
  ['onskar', 'sig', 'inget'],
  ['has', 'everything'],
];
const ALCOHOL_FREE_PHRASES: ReadonlyArray<readonly string[]> = [
  ['dricker', 'inte', 'alkohol'],
  ['dricker', 'ingen', 'alkohol'],
  ['dricker', 'inte', 'sprit'],
  ['dricker', 'aldrig'],
  ['inte', 'dricker', 'alkohol'],
  ['inte', 'dricker', 'sprit'],
  ['inte', 'dricker'],
  ['slutat', 'dricka'],
  ['slutat', 'med', 'alkohol'],
  ['slutat', 'med', 'sprit'],
  ['lagt', 'av', 'med', 'alkohol'],
  ['inget', 'med', 'alkohol'],
  ['inte', 'med', 'alkohol'],
  ['ingenting', 'med', 'alkohol'],
  ['no', 'alcohol'],
  ['non', 'alcoholic'],
  ['alcohol', 'free'],
];
/** Negated, any of these rules out alcohol ("ingen alkohol", "utan sprit"). */
const ALCOHOL_WORDS: ReadonlySet<string> = new Set([
  'alkohol',
  'alkoholen',
  'alkoholhaltig',
  'alkoholhaltigt',
  'sprit',
  'spriten',
  'alkoholhaltiga',
  'alcohol',
  'booze',
  'fylla',
]);
const ARTIFICIAL_WORDS: readonly string[] = [
  'konstgjord*',
  'konstblomm*',
  'sidenblomm*',
  'plastblomm*',
  'tygblomm*',
  'konstvaxt*',
  'konstgran*',
  'artificial',
  'fake',
  'faux',
];
const REAL_WORDS: readonly string[] = ['akta', 'riktiga', 'riktig', 'farska', 'farsk', 'levande', 'fresh', 'real'];
/** "inget ätbart" and friends → types ruled out. */
const EDIBLE_WORDS: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [
    ['atbart', 'atbara', 'atbar', 'matigt', 'matig', 'edible', 'food'],
    ['mat', 'godis', 'choklad'],
  ],
  [
    ['att', 'ata'],
    ['mat', 'godis', 'choklad'],
  ],
  [['drickbart', 'drickbara', 'dryck', 'drycker'], ['dryck']],
  [['att', 'dricka'], ['dryck']],
  [
    ['sott', 'sotsaker', 'sotsak', 'snask', 'godis', 'godiset', 'sweets', 'candy'],
    ['godis', 'choklad'],
  ],
];
/** The alcohol-free kind of an alcoholic drink. */
const ALCOHOL_FREE_KIND: ReadonlyArray<readonly [string, string]> = [
  ['glogg', 'alkoholfri-glogg'],
  ['vin', 'alkoholfritt-vin'],
  ['ol', 'alkoholfri-ol'],
  ['cider', 'alkoholfri-cider'],
  ['alkohol', 'alkoholfri-dryck'],
];
const ALCOHOL_FREE_DRINK = 'alkoholfri-dryck';

/**
 * Wanted types when no alcohol is wanted: the alcohol-free kind of a drink, never the drink itself ("alkoholfritt,
 * gärna öl" → alcohol-free beer; "vin" then "alkoholfritt" → alcohol-free wine); alcohol-free drinks in general
 * give way to a named kind of them.
 */
export function withoutAlcohol(types: readonly string[]): string[] {
  const kept = [
    ...new Set(
      types.flatMap((id) => {
        if (!productType(id).alcohol) return [id];
        const instead = ALCOHOL_FREE_KIND.find(([root]) => isTypeOrDescendant(id, root));
        return instead ? [instead[1]] : [];
      }),
    ),
  ];
  const specific = kept.some((id) => id !== ALCOHOL_FREE_DRINK && isTypeOrDescendant(id, ALCOHOL_FREE_DRINK));
  return specific ? kept.filter((id) => id !== ALCOHOL_FREE_DRINK) : kept;
}

const PREPOSITIONS_OF_MATERIAL: ReadonlySet<string> = new Set(['av', 'i', 'made', 'of']);

// ---------------------------------------------------------------------------------------------------------------

/** A table of folded forms ('*' = any ending) → values, looked up in constant time per word. */
interface WordTable<T> {
  exact: Map<string, T[]>;
  /** Prefix patterns bucketed by their first three letters. */
  prefixes: Map<string, Array<readonly [string, T]>>;
}

function wordTable<T>(entries: ReadonlyArray<readonly [readonly string[], T]>): WordTable<T> {
  const table: WordTable<T> = { exact: new Map(), prefixes: new Map() };
  for (const [forms, value] of entries) {
    for (const form of forms) {
      if (form.endsWith('*')) {
        const prefix = form.slice(0, -1);
        const bucket = table.prefixes.get(prefix.slice(0, 3)) ?? [];
        bucket.push([prefix, value]);
        table.prefixes.set(prefix.slice(0, 3), bucket);
      } else table.exact.set(form, [...(table.exact.get(form) ?? []), value]);
    }
  }
  return table;
}

function lookup<T>(table: WordTable<T>, fold: string): T[] {
  const found = table.exact.get(fold) ?? [];
  const bucket = table.prefixes.get(fold.slice(0, 3));
  if (!bucket) return found;
  const more = bucket.filter(([prefix]) => fold.startsWith(prefix)).map(([, value]) => value);
  return more.length === 0 ? found : [...new Set([...found, ...more])];
}

/** Phrases by their first (exact) word. */
function phraseTable<T>(
  entries: ReadonlyArray<readonly [readonly string[], T]>,
): Map<string, Array<readonly [readonly string[], T]>> {
  const table = new Map<string, Array<readonly [readonly string[], T]>>();
  for (const entry of entries) {
    const first = entry[0][0] ?? '';
    table.set(first, [...(table.get(first) ?? []), entry]);
  }
  return table;
}

const ROLE_TABLE = wordTable(ROLE_WORDS);
/** Every attribute a request can ask for ('ekologisk', 'rolig', …). */
export const ATTRIBUTE_IDS: readonly string[] = ATTRIBUTES.map(([attribute]) => attribute);
/** A person's title, not a wish for a personal present: "min personliga tränare", "personlig assistent". */
const PERSONAL_ROLES = /^personlig[at]? (tranare|tranaren|assistent|assistenten|coach|coachen|shoppare)$/u;
const ATTRIBUTE_TABLE = wordTable(ATTRIBUTES.map(([attribute, forms]) => [forms, attribute] as const));
const ARTIFICIAL_TABLE = wordTable([[ARTIFICIAL_WORDS, true]]);
const EDIBLE_TABLE = wordTable(EDIBLE_WORDS.filter(([forms]) => forms[0] !== 'att'));
const HOBBY_TABLE = wordTable(HOBBY_TYPES);
const FLAG_PHRASES = phraseTable<'everything' | 'alcohol' | string>([
  ...HAS_EVERYTHING.map((pattern) => [pattern, 'everything'] as const),
  ...ALCOHOL_FREE_PHRASES.map((pattern) => [pattern, 'alcohol'] as const),
  ...ROLE_PHRASES,
]);
const EDIBLE_PHRASES = phraseTable(EDIBLE_WORDS.filter(([forms]) => forms[0] === 'att'));

function pushUnique<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value);
}

function isPersonOrOccasionWord(text: string): boolean {
  const resolved = resolveWord(text);
  return (
    resolved?.parts.some(
      (part) => part.entry.concept.recipient !== undefined || part.entry.concept.occasion !== undefined,
    ) ?? false
  );
}

/** The type a single request word names, or null. */
function typeOfRequestWord(token: Token, previous: string): string | null {
  if (token.kind !== 'word' || token.text.length < 2 || FILLER_WORDS.has(token.fold)) return null;
  // "en ring", "ett kort": the nouns, not "ring mig" or "kort".
  const noun = (token.fold === 'ring' && previous === 'en') || (token.fold === 'kort' && previous === 'ett');
  if (NOT_TYPE_WORDS.has(token.fold) && !noun) return null;
  const direct = productTypeOfWord(token.text);
  if (direct) return isPersonOrOccasionWord(token.text) ? null : direct;
  for (const head of GIFT_HEADS) {
    if (!token.fold.endsWith(head) || token.fold.length - head.length < 2) continue;
    const first = token.text.slice(0, token.text.length - head.length).replace(/-$/, '');
    const found = productTypeOfWord(first) ?? (first.endsWith('s') ? productTypeOfWord(first.slice(0, -1)) : undefined);
    if (found && !isPersonOrOccasionWord(first)) return found;
  }
  return null;
}

/** The ontology's one-word type names (folded, five letters or more) and the type each names, for misspellings. */
const TYPE_WORDS: ReadonlyArray<readonly [string, string]> = PRODUCT_TYPES.flatMap((type) =>
  type.words
    .map((word) => foldDiacritics(word.toLocaleLowerCase('sv-SE')))
    .filter((word) => word.length >= 5 && !word.includes(' '))
    .map((word) => [word, type.id] as const),
);

/**
 * The type a misspelt word names ("chocklad", "hörlurrar", "parfymm"): a word the understanding knows nothing of,
 * five letters or more, close to exactly one type's words (same first letter; one edit, two from eight letters on:
 * stricter than the search's rule, as a request's unknown words are more often Swedish words the lexicon lacks,
 * "slipper" is no "slips"); null otherwise.
 */
export function typeOfMisspelling(token: Token): string | null {
  if (token.kind !== 'word' || token.fold.length < 5 || FILLER_WORDS.has(token.fold)) return null;
  if (NOT_TYPE_WORDS.has(token.fold)) return null;
  if (resolveWord(token.text) !== null) return null;
  return typeCloseTo(token.fold);
}

/** TYPE_WORDS by first letter, each with its length in characters (the edit distance counts characters). */
const TYPE_WORDS_BY_FIRST: ReadonlyMap<string, ReadonlyArray<readonly [string, string, number]>> = (() => {
  const byFirst = new Map<string, Array<readonly [string, string, number]>>();
  for (const [word, id] of TYPE_WORDS) {
    const first = word[0] ?? '';
    byFirst.set(first, [...(byFirst.get(first) ?? []), [word, id, [...word].length] as const]);
  }
  return byFirst;
})();

/** typeCloseTo's answers by word: the same unknown words recur from turn to turn and visitor to visitor. */
const CLOSE_TYPES = new Map<string, string | null>();
const CLOSE_TYPES_MAX = 5_000;

/** The one type a folded word of five letters or more is a misspelling of, or null (see typeOfMisspelling). */
function typeCloseTo(fold: string): string | null {
  const kept = CLOSE_TYPES.get(fold);
  if (kept !== undefined) return kept;
  const edits = fold.length >= 8 ? 2 : 1;
  const length = [...fold].length;
  const types = new Set<string>();
  for (const [word, id, wordLength] of TYPE_WORDS_BY_FIRST.get(fold[0] ?? '') ?? []) {
    // Words whose lengths differ by more than the edits allowed are never that close.
    if (Math.abs(wordLength - length) > edits || word === fold) continue;
    if (editDistance(fold, word) <= edits) types.add(id);
  }
  const found = types.size === 1 ? ([...types][0] ?? null) : null;
  if (CLOSE_TYPES.size >= CLOSE_TYPES_MAX) CLOSE_TYPES.clear();
  CLOSE_TYPES.set(fold, found);
  return found;
}

/** The material opening a compound whose rest names a type ("träleksak" → trä), or null. */
function materialPrefix(token: Token): string | null {
  for (const [prefix, material] of MATERIAL_PREFIXES) {
    if (!token.fold.startsWith(prefix) || token.fold.length - prefix.length < 3) continue;
    if (productTypeOfWord(token.text.slice(prefix.length))) return material;
  }
  return null;
}

function lookupMaterial(fold: string, table: ReadonlyArray<readonly [string, readonly string[]]>): string | null {
  for (const [material, forms] of table) if (forms.includes(fold)) return material;
  return null;
}

/**
 * Reads the wider request from the understanding's tokens. `used` are tokens already read as an age or a budget;
 * `negated` marks tokens in a negation's scope; `inPhrase` are tokens of a known phrase of several words ("harry
 * potter"), never read as a misspelt product word ("potter" is no "poster").
 */
/** Phone models in a text as "make model" ("iphone 15", "galaxy s23", "pixel 8"): the makes whose models are numbered. */
export function phoneModelsIn(text: string): string[] {
  const folded = foldDiacritics(text.toLocaleLowerCase('sv-SE'));
  return [...new Set([...folded.matchAll(PHONE_MODEL)].map((match) => `${match[1]} ${match[2]}`))];
}
const PHONE_MODEL = /(?<![\p{L}\p{N}])(iphone|galaxy|pixel)\s*([sa]?\d{1,2})(?![\p{L}\p{N}])/gu;

export function readRequest(
  tokens: readonly Token[],
  used: ReadonlySet<number>,
  negated: readonly boolean[],
  inPhrase: ReadonlySet<number> = new Set(),
): RequestReading {
  const reading: RequestReading = {
    productTypes: [],
    excludedTypes: [],
    materials: [],
    excludedMaterials: [],
    attributes: [],
    alcoholFree: false,
    flowers: null,
    hasEverything: false,
    roles: [],
    devices: phoneModelsIn(tokens.map((token) => token.fold).join(' ')),
  };
  const texts = tokens.map((token) => token.text);
  const wantType = (id: string, fromWord: boolean) => {
    if (fromWord && (productType(id).broad === true || isTypeOrDescendant(id, 'ej-present'))) return;
    pushUnique(reading.productTypes, id);
  };
  const isNegated = (index: number) => negated[index] ?? false;
  /** The text says "alkoholfri(tt)" itself (not only a role that rules out alcohol). */
  let namesAlcoholFree = false;
  /** Tokens read as something else than a product type ("av trä", "har allt", "inget ätbart"). */
  const consumed = tokens.map(() => false);

  // Pass 1: roles, filters, attributes and materials, word by word (phrases of this module first).
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index];
    if (!token) break;
    if (used.has(index) || token.kind !== 'word') {
      index += 1;
      continue;
    }
    const fold = token.fold;
    const neg = isNegated(index);
    // "en kopp kaffe": the coffee, not a cup; "vi har hund": the home, not a wish.
    if (isVesselOfDrink(tokens, index) || isHouseholdFact(tokens, index)) {
      consumed[index] = true;
      index += 1;
      continue;
    }
    const flagPhrase = (FLAG_PHRASES.get(fold) ?? [])
      .filter(([pattern]) => matchWords(tokens, index, pattern) > 0)
      .sort((a, b) => b[0].length - a[0].length)[0];
    if (flagPhrase && !(neg && flagPhrase[1] !== 'everything' && flagPhrase[1] !== 'alcohol')) {
      const [pattern, value] = flagPhrase;
      if (value === 'everything') reading.hasEverything = true;
      else if (value === 'alcohol') reading.alcoholFree = true;
      else pushUnique(reading.roles, value);
      for (let offset = 0; offset < pattern.length; offset += 1) consumed[index + offset] = true;
      index += pattern.length;
      continue;
    }
    const edible = (EDIBLE_PHRASES.get(fold) ?? []).find(
      ([pattern]) => matchWords(tokens, index, pattern) > 0 && isNegated(index + 1),
    );
    if (edible) {
      for (const id of edible[1]) pushUnique(reading.excludedTypes, id);
      consumed[index] = true;
      consumed[index + 1] = true;
      index += 2;
      continue;
    }
    // "dricker inte" at the end of its clause: no alcohol at all.
    if (fold === 'dricker' && tokens[index + 1]?.fold === 'inte') {
      const after = tokens[index + 2];
      if (!after || after.clause !== token.clause || after.softBreak) reading.alcoholFree = true;
    }
    if (/^alkoholfri/.test(fold) || /^(non-alcoholic|alcohol-free)$/.test(fold)) {
      if (!neg) {
        reading.alcoholFree = true;
        namesAlcoholFree = true;
      }
    }
    if (neg && ALCOHOL_WORDS.has(fold)) reading.alcoholFree = true;
    // "inga fler prylar", "slipper saker": rather experiences and consumables.
    if (neg && /^(prylar|saker|grejer|grejor|krimskrams|dammsamlare|dammsamlar)$/.test(fold))
      reading.hasEverything = true;
    if (!neg) for (const value of lookup(ROLE_TABLE, fold)) pushUnique(reading.roles, value);
    if (lookup(ARTIFICIAL_TABLE, fold).length > 0) reading.flowers = neg ? 'real' : 'artificial';
    else if (!neg && REAL_WORDS.includes(fold)) {
      const next = tokens[index + 1];
      if (next?.clause === token.clause && /^(blom|ros|tulpan|vaxt|bukett|fresh|flower)/.test(next.fold)) {
        reading.flowers = 'real';
      }
    }
    if (neg) {
      for (const types of lookup(EDIBLE_TABLE, fold)) {
        for (const id of types) pushUnique(reading.excludedTypes, id);
        consumed[index] = true;
      }
      // "tål inte gluten", "slipper socker": free from it.
      const free = /^(gluten|laktos|socker)$/.exec(fold);
      if (free) pushUnique(reading.attributes, `${free[1]}fri`);
    } else if (!PERSONAL_ROLES.test(`${fold} ${tokens[index + 1]?.fold ?? ''}`)) {
      for (const attribute of lookup(ATTRIBUTE_TABLE, fold)) pushUnique(reading.attributes, attribute);
    }
    // "nåt kul", "något kul till …": a fun present.
    if (fold === 'kul' && !neg && /^(nat|nagot|nagonting|nanting|en|ett|lite)$/.test(tokens[index - 1]?.fold ?? '')) {
      pushUnique(reading.attributes, 'rolig');
    }
    // "nåt gott", "något ätbart", "godsaker": something to eat or drink (not "gott nytt år", "god jul").
    if (
      !neg &&
      /^(gott|atbart|godsaker|gotter)$/.test(fold) &&
      (fold !== 'gott' || /^(nat|nagot|nagonting|nanting|lite)$/.test(tokens[index - 1]?.fold ?? '')) &&
      !/^(nytt|ar)$/.test(tokens[index + 1]?.fold ?? '')
    ) {
      // "nåt gott att dricka": a drink, not food.
      const drink = tokens[index + 1]?.fold === 'att' && /^drick/.test(tokens[index + 2]?.fold ?? '');
      wantType(drink ? 'dryck' : 'mat', false);
      consumed[index] = true;
      if (drink) consumed[index + 2] = true;
    }
    // "något att dricka": a drink.
    if (
      !neg &&
      fold === 'att' &&
      /^drick/.test(tokens[index + 1]?.fold ?? '') &&
      /^(nat|nagot|nagonting|nanting)$/.test(tokens[index - 1]?.fold ?? '')
    ) {
      wantType('dryck', false);
      consumed[index + 1] = true;
    }
    // "plastfritt", "fri från plast".
    const free = /^(plast|trä|tra)fri/.exec(fold);
    if (free) pushUnique(reading.excludedMaterials, free[1] === 'plast' ? 'plast' : 'trä');
    let material = lookupMaterial(fold, MATERIALS);
    if (!material && (PREPOSITIONS_OF_MATERIAL.has(tokens[index - 1]?.fold ?? '') || neg)) {
      material = lookupMaterial(fold, MATERIALS_AFTER_PREPOSITION);
    }
    if (material) {
      if (neg || tokens[index - 1]?.fold === 'fri' || tokens[index - 2]?.fold === 'fri') {
        pushUnique(reading.excludedMaterials, material);
      } else pushUnique(reading.materials, material);
      // "av glas", "trä": a material here is no product type.
      consumed[index] = true;
    } else {
      const prefixMaterial = materialPrefix(token);
      if (prefixMaterial) {
        if (neg) pushUnique(reading.excludedMaterials, prefixMaterial);
        else pushUnique(reading.materials, prefixMaterial);
      }
    }
    index += 1;
  }

  // Pass 2: product types, from the ontology's phrases ("rött vin", "alkoholfri öl"), hobbies and single words.
  index = 0;
  while (index < tokens.length) {
    const token = tokens[index];
    if (!token) break;
    if (used.has(index) || consumed[index] || token.kind !== 'word') {
      index += 1;
      continue;
    }
    const neg = isNegated(index);
    // "med blommor på", "med katter på": a motif printed on the thing, not the thing asked for.
    if (tokens[index - 1]?.fold === 'med' && tokens[index + 1]?.fold === 'pa') {
      index += 2;
      continue;
    }
    const hobbyPhrase = HOBBY_PHRASES.find(([pattern]) => matchWords(tokens, index, pattern) > 0);
    if (hobbyPhrase) {
      for (const id of hobbyPhrase[1]) {
        if (neg) pushUnique(reading.excludedTypes, id);
        else wantType(id, false);
      }
      index += hobbyPhrase[0].length;
      continue;
    }
    const phrase = productTypePhraseAt(texts.slice(index, index + 8), 0);
    if (phrase && phrase.length > 1) {
      // "en rolig present" is a fun present, not necessarily a gag gift.
      const funPresent = phrase.id === 'skampresent' && /^(rolig|kul)/.test(token.fold);
      if (funPresent) pushUnique(reading.attributes, 'rolig');
      else if (neg) pushUnique(reading.excludedTypes, phrase.id);
      else wantType(phrase.id, false);
      index += phrase.length;
      continue;
    }
    // "rosé" (folded "rose") is the wine, never English roses.
    const rose = /^rosé(er|n|t)?$/.test(token.text.toLocaleLowerCase('sv-SE')) ? ['rosevin'] : undefined;
    const hobby = rose ?? lookup(HOBBY_TABLE, token.fold)[0];
    const types =
      hobby ??
      [
        typeOfRequestWord(token, tokens[index - 1]?.fold ?? '') ??
          (inPhrase.has(index) ? null : typeOfMisspelling(token)),
      ].filter((id): id is string => id !== null);
    for (const id of types) {
      if (neg) pushUnique(reading.excludedTypes, id);
      else wantType(id, hobby === undefined);
    }
    index += 1;
  }

  // "vinälskare, gärna italienskt rött", "en flaska vitt": the colour names the wine when wine is spoken of.
  if (tokens.some((token) => /^vin|vin(et|er|erna)?$|^flask/.test(token.fold))) {
    for (const [index, token] of tokens.entries()) {
      if (isNegated(index)) continue;
      if (/^(rott|rod|roda)$/.test(token.fold)) wantType('rott-vin', false);
      if (/^(vitt|vit|vita)$/.test(token.fold)) wantType('vitt-vin', false);
    }
  }
  // "mörk öl helst", "öl, gärna mörk": the colour next to the beer names its style ("mörk choklad" beside beer does not).
  const beerNear = (index: number) =>
    [-2, -1, 1, 2].some((offset) => {
      const near = tokens[index + offset];
      return (
        near !== undefined &&
        near.clause === tokens[index]?.clause &&
        /^(ol|olen|oler|olet|olsort|olsorter|lager)$/.test(near.fold)
      );
    });
  for (const [index, token] of tokens.entries()) {
    if (isNegated(index) || !/^(mork|morka|morkt)$/.test(token.fold) || !beerNear(index)) continue;
    for (const id of ['stout-porter', 'mork-lager']) wantType(id, false);
  }
  if (reading.roles.some((value) => ALCOHOL_FREE_ROLES.has(value))) reading.alcoholFree = true;
  if (reading.alcoholFree) {
    reading.productTypes = withoutAlcohol(reading.productTypes);
    // "något alkoholfritt (att dricka)": alcohol-free drinks, when nothing else is named.
    if (namesAlcoholFree && reading.productTypes.length === 0) reading.productTypes.push(ALCOHOL_FREE_DRINK);
  }
  reading.productTypes = reading.productTypes.filter(
    (id) => !reading.excludedTypes.some((excluded) => isTypeOrDescendant(id, excluded)),
  );
  reading.materials = reading.materials.filter((material) => !reading.excludedMaterials.includes(material));
  return reading;
}
