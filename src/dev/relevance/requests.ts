/**
 * The gift-relevance set: requests in Swedish as visitors really write them (colloquial, misspelt, short and long,
 * with negatives, refinements, colloquial money, hobbies as verbs, recipients with age and role) in every mode, each
 * with a demanding shopper's judgment by product kind (kinds.ts) and hard constraints. Real products are referred to
 * only by kind, never by their data. The split (tuning / held out) follows from the id (grading.ts `splitOf`).
 *
 * Grading notes: a product that merely shares a word with the request is 0 ("whiskyglas" is not whisky, a "Mugg med
 * texten Världens bästa pappa" is not a present for mamma). Budgets: "max/under X" → max X; "runt X" → max X × 1.2;
 * "X–Y" → both bounds; "en lax" = 1 000 kr, "en femhundring" = 500 kr, "ett par hundra" ≈ 300 kr.
 */
import { FRESH_PREFIX, FRESH_REQUESTS } from './fresh-requests.ts';
import { FRESH_2_REQUESTS } from './fresh-requests-2.ts';
import { FRESH_3_REQUESTS } from './fresh-requests-3.ts';
import { FRESH_4_REQUESTS } from './fresh-requests-4.ts';
import { FRESH_5_REQUESTS } from './fresh-requests-5.ts';
import type { RelevanceRequest } from './grading.ts';
import { BH, chat, gen, LUCIA_BAKING_KIT, multi, SB, search, w, wiz } from './request-builders.ts';

// Kind groups used across requests.
const BABY = ['babyleksak', 'dopgåva', 'babykläder', 'nattlampa'];
const TODDLER = ['småbarnsleksak', 'byggklossar'];
const SCHOOLKID = ['skolbarnsleksak', 'barnpyssel', 'barnsport', 'byggklossar', 'experimentkit'];
const TWEEN = ['experimentkit', 'barnpyssel', 'byggklossar', 'ungdomsbok', 'barnsport'];
const COFFEE = ['kaffe', 'kaffetillbehör'];
const TEA = ['te', 'tetillbehör'];
const GARDEN = ['odlingskit', 'trädgårdsredskap', 'krukväxt', 'odlingsbok'];
const OUTDOOR = ['friluftsutrustning', 'svampkniv'];
const COOKING = ['köksredskap', 'kockkniv', 'skärbräda', 'kokbok', 'serveringsfat'];
const BAKING = ['bakredskap', 'bakkit'];
const TRAINING = ['träningsutrustning', 'massage', 'träningsväska', 'vattenflaska'];
const GAMING = ['gamingtillbehör', 'spelkonsol'];
const TRAVEL = ['resetillbehör', 'resväska'];
const HOME = ['dekoration', 'hemtextil', 'lampa', 'personlig tavla', 'serveringsfat', 'förvaring'];
const HOUSEWARMING = ['dekoration', 'hemtextil', 'personlig tavla', 'serveringsfat', 'glas', 'skärbräda', 'dörrmatta'];
const DOG = ['hundtillbehör', 'husdjursporträtt'];
const CAT = ['kattillbehör', 'husdjursporträtt'];
const BIRDS = ['fågel och natur', 'fågelbok'];
const EXPERIENCE = ['upplevelse'];
const JEWELLERY = ['smycke'];
const GRILL = ['grilltillbehör', 'grillkryddor'];
const WHISKY = ['whisky', 'whiskyprovning'];
const MEN_CARE = ['skägg och rakning'];
const FOR_MUM = ['smycke', 'bad och spa', 'doftljus', 'pläd', 'halsduk', 'minnesbok', 'fotoalbum', 'hudvård', 'sömn'];
const COSY = ['pläd', 'doftljus', 'ljuslykta', 'tofflor', 'morgonrock', 'sömn', 'bad och spa'];
const SENIOR = [
  'pläd',
  'digital fotoram',
  'minnesbok',
  'fotoalbum',
  'pussel',
  'fågel och natur',
  'fågelbok',
  'tofflor',
];

const CHAT: RelevanceRequest[] = [
  // Hobbies, as nouns and verbs
  chat('fiske-pappa', 'Present till pappa som älskar att fiska, max 500 kr', {
    good: ['fiskeutrustning'],
    ok: OUTDOOR,
    budget: { max: 500 },
  }),
  chat('han-fiskar', 'han fiskar typ varje helg. nåt under 700?', {
    good: ['fiskeutrustning'],
    ok: OUTDOOR,
    budget: { max: 700 },
  }),
  chat('hon-odlar', 'min svärmor odlar allt möjligt på balkongen, runt 300 kr', {
    good: GARDEN,
    ok: ['fågel och natur'],
    budget: { max: 360 },
  }),
  chat('bakar', 'Kompisen bakar surdegsbröd hela tiden, vad ska jag ge henne? Max 400', {
    good: BAKING,
    // Corrected 2026-11-27: the grader files this baking kit under delicacies; the judgment's 'bakkit' meant it too.
    goodIds: [LUCIA_BAKING_KIT],
    ok: ['kokbok', 'kökstextil'],
    budget: { max: 400 },
  }),
  chat('golf-whisky-pension', 'pension, han gillar golf och whisky, 1000 kr', {
    good: ['golf', 'whisky', 'whiskyprovning', 'whiskyglas'],
    ok: ['presentkort'],
    budget: { max: 1200 },
  }),
  chat('yoga-te-fru', 'Julklapp till min fru som gillar yoga och te, 200-600 kr', {
    good: [...TEA, 'yogautrustning'],
    ok: ['bad och spa', 'spaupplevelse'],
    budget: { min: 200, max: 600 },
  }),
  chat('kaffe-matlagning-mamma', 'Mamma gillar kaffe och matlagning, under 700 kr', {
    good: [...COFFEE, ...COOKING],
    ok: ['delikatess', 'kökstextil'],
    budget: { max: 700 },
  }),
  chat('gaming-bror', 'Till min bror som gillar gaming och teknik, max 1000 kr', {
    good: GAMING,
    ok: ['hörlurar', 'teknikpryl', 'högtalare'],
    budget: { max: 1000 },
  }),
  chat('cyklar', 'sambon cyklar till jobbet året runt, ngt praktiskt för max 900', {
    good: ['cykeltillbehör'],
    ok: ['löpartillbehör'],
    budget: { max: 900 },
  }),
  chat('springer', 'Hon springer maraton och har allt, budget 300 kr', {
    good: ['löpartillbehör', 'massage', 'vattenflaska'],
    ok: ['träningsutrustning'],
    budget: { max: 300 },
  }),
  chat('vandrar', 'Pappa vandrar i fjällen varje sommar, runt 500 spänn', {
    good: OUTDOOR,
    ok: ['vattenflaska', 'fågelbok'],
    budget: { max: 600 },
  }),
  chat('läser', 'min moster läser massor, gärna deckare, under 300 kr', {
    good: ['roman'],
    ok: ['läsplatta'],
    okIds: ['tygvaska-med-tryck-laser-hellre'],
    budget: { max: 300 },
  }),
  chat('spelar-brädspel', 'vi spelar mycket brädspel i familjen, nåt nytt spel för max 400', {
    good: ['sällskapsspel'],
    ok: ['pussel', 'quizbok'],
    budget: { max: 400 },
  }),
  chat('pusslar', 'farmor pusslar jämt, 250 kr', { good: ['pussel'], ok: ['sällskapsspel'], budget: { max: 300 } }),
  chat('stickar', 'Hon stickar och virkar, något för det runt 300', {
    good: ['handarbete'],
    ok: ['pyssel'],
    budget: { max: 360 },
  }),
  chat('målar', 'min dotter är 14 och målar och tecknar hela tiden, max 400 kr', {
    good: ['målning'],
    ok: ['pyssel'],
    budget: { max: 400 },
  }),
  chat('grillar', 'Grillkungen i familjen fyller 50, han grillar året om. 500 kr', {
    good: GRILL,
    ok: ['kockkniv', 'delikatess'],
    budget: { max: 600 },
  }),
  chat('fotograferar', 'hon fotograferar mycket, gärna analogt, budget runt 900', {
    good: ['kamera', 'kameratillbehör'],
    ok: ['fotoalbum', 'kurs'],
    budget: { max: 1080 },
  }),
  chat('skivor', 'samlar på vinylskivor, 600 kr max', {
    good: ['vinylspelare', 'vinyltillbehör'],
    ok: ['högtalare'],
    budget: { max: 600 },
  }),
  chat('fåglar', 'Morfar tittar på fåglar från köksfönstret, ca 250 kr', {
    good: BIRDS,

    budget: { max: 300 },
  }),
  chat('katt', 'present till någon med katt (till katten alltså) under 300', {
    good: CAT,
    budget: { max: 300 },
  }),
  chat('hund', 'Till min bästa väns nya valp, runt 300 kr', {
    good: DOG,
    budget: { max: 360 },
  }),
  chat('reser', 'Kollegan reser jämt i jobbet, nåt smidigt för resan under 400', {
    good: TRAVEL,
    ok: ['teknikpryl', 'necessär'],
    budget: { max: 400 },
  }),
  chat('kaffenörd', 'kaffenörd!! max 600', { good: COFFEE, budget: { max: 600 } }),
  chat('te-alskare', 'hon dricker te hela dagarna, typ 300 kr', { good: TEA, budget: { max: 360 } }),
  chat('padel', 'Till en kompis som precis börjat spela padel, 1200 kr', {
    good: ['padel'],
    ok: ['träningsväska', 'vattenflaska'],
    budget: { max: 1440 },
  }),
  chat('tränar-gym', 'Han tränar på gym 5 dagar i veckan. max 1000', {
    good: TRAINING,
    ok: ['aktivitetsarmband', 'smartklocka'],
    budget: { max: 1000 },
  }),
  chat('musik-ukulele', 'vill lära sig spela nåt instrument, hon är 30, max 600', {
    good: ['instrument'],
    budget: { max: 600 },
  }),
  chat('film', 'Filmälskare, älskar gamla klassiker, 300 kr', {
    good: ['film', 'filmkväll'],
    ok: ['projektor', 'nöjesupplevelse'],
    budget: { max: 360 },
  }),
  chat('camping', 'Vi ska ge min kusin något till hennes första tältsemester, högst 900 kr', {
    good: OUTDOOR,
    budget: { max: 900 },
  }),
  // Product kinds named
  chat('rosor-600', 'röda rosor till alla hjärtans dag, runt 600 kr', {
    good: ['snittblommor'],
    ok: ['krukväxt'],
    budget: { max: 720 },
  }),
  chat('hörlurar', 'trådlösa hörlurar till sonen 15 år, max 1500', {
    good: ['hörlurar'],
    budget: { max: 1500 },
    bad: ['barnhörlurar'],
  }),
  chat('parfym', 'nån god parfym till henne under 800', { good: ['parfym'], budget: { max: 800 } }),
  chat('halsband', 'Ett halsband till flickvännen, gärna med gravyr, max 600 kr', {
    good: ['halsband'],
    ok: JEWELLERY,
    personal: true,
    budget: { max: 600 },
  }),
  chat('pläd', 'en mysig pläd till mormor', { good: ['pläd'], ok: COSY }),
  chat('doftljus', 'doftljus till värdinnan, 300 kr', { good: ['doftljus'], ok: ['ljuslykta'], budget: { max: 360 } }),
  chat('lego', 'lego till 7-åring max 600', {
    good: ['byggklossar'],
    ok: SCHOOLKID,
    budget: { max: 600 },
  }),
  chat('presentkort', 'ett presentkort på en upplevelse, typ 500 kr', {
    good: ['presentkort'],
    ok: EXPERIENCE,
    budget: { max: 600 },
  }),
  chat('smartklocka', 'Smartklocka till pappa som tränar', {
    good: ['smartklocka', 'aktivitetsarmband'],
  }),
  chat('mobilskal', 'mobilskal till iphone 15 med blommor på', {
    goodIds: ['mobilskal-med-pressade-blommor-for-iphone-15'],
    ok: ['mobilskal'],
  }),
  chat('spa', 'spa-upplevelse för två till mina föräldrar, max 2500', {
    good: ['spaupplevelse'],
    ok: ['presentkort'],
    budget: { max: 2500 },
  }),
  chat('kockkniv', 'bra kockkniv till min sambo som lagar mat, får kosta 1500', {
    good: ['kockkniv'],
    ok: COOKING,
    budget: { max: 1500 },
  }),
  chat('monstera', 'en stor krukväxt till nya lägenheten', { good: ['krukväxt'], ok: HOUSEWARMING }),
  // Recipients with age and role
  chat('3-aring', 'present till 3-åring', { good: TODDLER, ok: ['barnbok'] }),
  chat('3-aring-tra', 'present till 3-åring, inte plast, gärna trä, max 600', {
    good: TODDLER,
    ok: ['barnbok'],
    budget: { max: 600 },
    forbid: { plastic: true },
  }),
  chat('bebis-dop', 'Dopet är på söndag, vad ger man en bebis? runt 500', {
    good: ['dopgåva', 'babyleksak'],
    ok: ['babykläder', 'barnbok', 'nattlampa'],
    budget: { max: 600 },
  }),
  chat('nyfodd', 'kompisen har precis fått barn. nåt till bebisen under 300', {
    good: BABY,
    ok: ['barnbok'],
    budget: { max: 300 },
  }),
  chat('systerson-student', 'systerson som tar studenten, 500 kr', {
    good: ['studentskylt', 'champagneglas', 'hörlurar', 'högtalare', 'resetillbehör', 'läderaccessoar'],
    ok: ['teknikpryl', 'presentkort', 'väska'],
    budget: { max: 600 },
    bad: ['barnsaker'],
  }),
  chat('16-aring', '16-åring som har allt. max 500', {
    good: ['hörlurar', 'högtalare', 'kamera', 'gamingtillbehör', 'presentkort', 'nöjesupplevelse'],
    ok: ['teknikpryl', 'smycke', 'sällskapsspel'],
    budget: { max: 500 },
    bad: ['barnsaker'],
  }),
  chat('mormor-80', 'Mormor fyller 80! Vad ska vi ge henne? Runt 400 kr', {
    good: SENIOR,
    ok: ['doftljus', 'te', 'bad och spa', 'textmugg'],
    budget: { max: 480 },
    bad: ['barnsaker', 'gamingtillbehör'],
  }),
  chat('gravid-van', 'En gravid vän som fyller år, max 300 kr, något alkoholfritt', {
    good: ['bad och spa', 'sömn', 'te', 'alkoholfri dryck', 'doftljus'],
    ok: ['hudvård', 'choklad', 'pläd'],
    budget: { max: 300 },
    forbid: { alcohol: true },
  }),
  chat('kollega-avsked', 'kollega som slutar, vi samlar ihop till nåt för 500', {
    good: ['presentkort', 'upplevelse', 'delikatess', 'presentkorg', 'kaffe', 'te'],
    ok: ['doftljus', 'textmugg', 'krukväxt', 'godis'],
    budget: { max: 500 },
  }),
  chat('chef', 'julklapp till chefen, inte för personligt, max 400', {
    good: ['delikatess', 'presentkorg', 'kaffe', 'te', 'choklad'],
    ok: ['doftljus', 'serveringsfat', 'godis', 'presentkort'],
    budget: { max: 400 },
  }),
  chat('farfar-90', 'farfar 90 år, han bor på äldreboende', {
    good: ['digital fotoram', 'minnesbok', 'fotoalbum', 'pläd', 'tofflor'],
    ok: ['pussel', 'radio', 'fågelbok'],
    bad: ['barnsaker', 'gamingtillbehör', 'friluftsutrustning'],
  }),
  chat('svarmor', 'svärmor, hon gillar inredning. runt 500', {
    good: HOME,
    ok: ['doftljus', 'krukväxt'],
    budget: { max: 600 },
  }),
  chat('tonarstjej', 'tjej 13 år, gillar smink och pyssel, 300 kr', {
    good: ['nagelvård', 'hudvård', 'barnpyssel', 'smycke'],
    ok: ['pyssel', 'necessär'],
    budget: { max: 360 },
  }),
  chat('larare', 'tack till förskolefröken, 200 kr', {
    good: ['choklad', 'doftljus', 'te', 'kaffe', 'odlingskit', 'godis'],
    ok: ['textmugg', 'krukväxt'],
    budget: { max: 240 },
  }),
  chat('granne', 'tack för hjälpen till grannen som vattnade blommorna, ett par hundra', {
    good: ['choklad', 'godis', 'delikatess', 'te', 'kaffe', 'odlingskit', 'doftljus'],
    ok: ['trädgårdsredskap'],
    budget: { max: 300 },
  }),
  chat('far-dag', 'fars dag, pappa gillar att laga mat och grilla', {
    good: [...COOKING, ...GRILL],
    ok: ['delikatess'],
  }),
  chat('mors-dag', 'mors dag snart. mamma är 55 och älskar sin trädgård, max 400', {
    good: GARDEN,
    ok: ['fågel och natur'],
    budget: { max: 400 },
  }),
  chat('inflytt-par', 'Inflyttningspresent till ett par, budget 400 kr', {
    good: HOUSEWARMING,
    ok: ['krukväxt', 'doftljus', 'ljusstake', 'vintillbehör'],
    budget: { max: 400 },
  }),
  chat('flyttar-ihop', 'min syster och hennes kille flyttar ihop! nåt till nya hemmet under 500', {
    good: HOUSEWARMING,
    ok: ['krukväxt', 'frågebok', 'vintillbehör'],
    budget: { max: 500 },
  }),
  chat('brollop', 'bröllopspresent till kusin, 1000 kr', {
    good: ['personlig tavla', 'glas', 'serveringsfat', 'bröllopsgästbok', 'vinglas', 'spaupplevelse', 'skärbräda'],
    ok: [...HOME, 'vintillbehör'],
    budget: { max: 1200 },
  }),
  chat('alla-hjartans', 'Alla hjärtans dag till min tjej, något romantiskt, max 800', {
    good: ['smycke', 'spaupplevelse', 'personlig tavla', 'parfym', 'frågebok', 'sömn'],
    ok: ['choklad', 'doftljus', 'nöjesupplevelse', 'bad och spa'],
    budget: { max: 800 },
  }),
  chat('60-ars', 'min pappa fyller 60 och har allt, han gillar att vara ute i naturen', {
    good: OUTDOOR,
    ok: ['äventyrsupplevelse', 'fågelbok', 'fiskeutrustning'],
  }),
  // Negatives and constraints
  chat('inte-choklad', 'nåt gott till kollegan men inte choklad, max 250', {
    good: ['godis', 'delikatess', 'kaffe', 'te'],
    budget: { max: 250 },
    forbid: { chocolate: true },
  }),
  chat('inget-atbart', 'present till svåger, inget ätbart, runt 400 kr', {
    good: ['läderaccessoar', 'teknikpryl', 'sällskapsspel', 'glas', 'grilltillbehör', 'friluftsutrustning'],
    ok: ['hörlurar', 'högtalare', 'bok', 'pussel'],
    budget: { max: 480 },
    forbid: { edible: true },
  }),
  chat('hen-har-allt', 'hen har allt. 300 kr. något kul', {
    good: ['skämtpresent', 'upplevelse', 'presentkort', 'minnessak'],
    ok: ['sällskapsspel', 'godis', 'choklad'],
    budget: { max: 300 },
  }),
  chat('alkoholfritt-inflytt', 'inflyttningsfest, något alkoholfritt att ta med, max 300', {
    good: ['alkoholfri dryck', 'presentkorg', 'delikatess'],
    ok: HOUSEWARMING,
    budget: { max: 300 },
    forbid: { alcohol: true },
  }),
  chat('inte-mugg', 'till pappa, inte en till mugg snälla, max 300', {
    good: ['läderaccessoar', 'grilltillbehör', 'friluftsutrustning', 'skägg och rakning', 'strumpor'],
    ok: ['sällskapsspel', 'kaffe', 'delikatess'],
    budget: { max: 300 },
    forbid: { kinds: ['mugg'] },
  }),
  chat('inte-kläder', 'Min kille, 25, inga kläder, gillar teknik. 800 kr', {
    good: ['hörlurar', 'högtalare', 'teknikpryl', 'gamingtillbehör', 'drönare', 'kamera'],
    ok: ['smartklocka', 'aktivitetsarmband'],
    budget: { max: 800 },
    forbid: { kinds: ['kläder'] },
  }),
  chat('utan-alkohol-pappa', 'pappa dricker inte alkohol men gillar öl-smaken, runt 200 kr', {
    good: ['alkoholfri öl'],
    ok: ['alkoholfri dryck'],
    budget: { max: 240 },
    forbid: { alcohol: true },
  }),
  chat('allt-utom-smycken', 'flickvännen, allt utom smycken, 500 kr', {
    good: ['spaupplevelse', 'bad och spa', 'sömn', 'parfym', 'frågebok', 'personlig tavla', 'hudvård'],
    ok: ['doftljus', 'choklad', 'pläd', 'minnessak'],
    budget: { max: 600 },
    forbid: { kinds: ['smycke'] },
  }),
  // Colloquial money
  chat('max-3-lax', 'något riktigt fint till frugan, max 3 lax', {
    good: ['spaupplevelse', 'armbandsur', 'smycke', 'hörlurar', 'parfym', 'äventyrsupplevelse'],
    ok: ['väska', 'morgonrock', 'sömn', 'presentkort', 'personlig tavla'],
    budget: { max: 3000 },
  }),
  chat('femhundring', 'pappa, en femhundring, han grillar', { good: GRILL, ok: COOKING, budget: { max: 500 } }),
  chat('runt-tusen', 'runt tusen spänn till sambon som gillar att laga mat', {
    good: COOKING,
    ok: [...COFFEE, 'delikatess', 'matupplevelse'],
    budget: { max: 1200 },
  }),
  chat('ett-par-hundra', 'ett par hundra kronor till kollegan som fikar mycket', {
    good: [...COFFEE, ...TEA, 'servis', 'godis', 'choklad'],
    ok: ['textmugg', 'termosmugg'],
    budget: { max: 300 },
  }),
  chat('en-tusing', 'har en tusing, till bror som gillar att vara ute', {
    good: OUTDOOR,
    ok: ['fiskeutrustning', 'äventyrsupplevelse', 'tröja'],
    budget: { max: 1000 },
  }),
  chat('hundralapp', 'julklappsleken på jobbet, max en hundralapp', {
    good: ['godis', 'choklad', 'skämtpresent', 'te', 'strumpor'],
    ok: ['kattillbehör', 'hudvård'],
    budget: { max: 100 },
  }),
  // Misspelt and sloppy
  chat('pressent-mamam', 'pressent till mamam hon gilar blomor o trädgård', { good: GARDEN, ok: ['fågel och natur'] }),
  chat('julkapp-pappa', 'julkapp till pappa som gilar fiskee max 500', {
    good: ['fiskeutrustning'],
    ok: OUTDOOR,
    budget: { max: 500 },
  }),
  chat('presnt-kompis', 'presnt till kompis som älskar kafe typ 200', { good: COFFEE, budget: { max: 240 } }),
  chat('hrlurar', 'hörlurrar till tonåring', { good: ['hörlurar'], bad: ['barnhörlurar'] }),
  chat('choklad-stavfel', 'chocklad till mormor', { good: ['choklad'], ok: ['godis'] }),
  chat('versaler', 'PRESENT TILL MIN BROR SOM GILLAR GAMING MAX 700 KR', {
    good: GAMING,
    ok: ['hörlurar'],
    budget: { max: 700 },
  }),
  // Long and rambling
  chat(
    'lang-mamma',
    'Hej! Min mamma fyller 65 i helgen och jag har ingen aning om vad jag ska köpa. Hon är nyss pensionerad, tycker om att sitta i trädgården med en kopp kaffe och läsa, och hon har pratat om att hon vill börja måla akvarell. Jag vill inte lägga mer än 600 kr.',
    {
      good: ['målning', ...GARDEN, ...COFFEE],
      ok: ['bok', 'fågel och natur', 'pläd'],
      budget: { max: 600 },
    },
  ),
  chat(
    'lang-pojkvan',
    'Min pojkvän och jag har varit ihop i ett år nästa vecka. Han är 28, tycker om att laga mat, dricker gärna en öl och gillar att spela spel med vänner. Jag vill ge något som känns genomtänkt men inte för dyrt, kanske 400–500 kr.',
    {
      good: [...COOKING, 'ölglas', 'ölprovning', 'bryggkit', 'sällskapsspel'],
      ok: ['frågebok', 'delikatess'],
      budget: { min: 300, max: 500 },
    },
  ),
  chat(
    'lang-kollegor',
    'vi är typ 8 kollegor som ska ge vår chef något när hon går i pension efter 30 år, hon älskar att resa och har alltid pratat om att hon vill till Italien. vi har runt 1500 tillsammans',
    {
      good: [...TRAVEL, 'presentkort', 'upplevelse'],
      ok: ['delikatess', 'presentkorg'],
      budget: { max: 1800 },
    },
  ),
  // Short and vague
  chat('bara-mamma', 'mamma', { good: FOR_MUM, ok: [...COSY, 'textmugg', 'te', 'kaffe'] }),
  chat('nat-till-bror', 'nåt till brorsan', {
    good: ['hörlurar', 'högtalare', 'gamingtillbehör', 'sällskapsspel', 'läderaccessoar', 'teknikpryl'],
    ok: ['upplevelse', 'presentkort', 'ölglas'],
  }),
  chat('julklapp-500', 'julklapp 500kr', {
    good: ['presentkort', 'pläd', 'doftljus', 'sällskapsspel', 'presentkorg', 'upplevelse'],
    ok: ['choklad', 'delikatess', 'juldekoration', 'ljusstake', 'personlig tavla'],
    budget: { max: 500 },
  }),
  // Systembolaget catalogue
  chat(
    'ipa-kollega',
    'min kollega gillar IPA, nåt ölpresent runt 150 kr',
    {
      good: ['ipa'],
      ok: ['öl', 'ölglas'],
      budget: { max: 180 },
      softMin: 50,
    },
    SB,
  ),
  chat(
    'whisky-pappa',
    'pappa gillar whisky, max 600',
    {
      good: ['whisky'],
      ok: ['whiskyglas', 'whiskyprovning'],
      budget: { max: 600 },
    },
    SB,
  ),
  chat(
    'gravid-sb',
    'En gravid vän som fyller år, max 300 kr, något alkoholfritt',
    {
      good: ['alkoholfritt bubbel', 'alkoholfritt vin', 'bad och spa', 'sömn', 'te'],
      ok: ['alkoholfri dryck', 'choklad', 'doftljus'],
      budget: { max: 300 },
      forbid: { alcohol: true },
    },
    SB,
  ),
  chat(
    'champagne-bröllop',
    'en flaska champagne till bröllopsparet, max 700',
    {
      good: ['champagne'],
      ok: ['mousserande vin', 'champagneglas'],
      budget: { max: 700 },
    },
    SB,
  ),
  chat(
    'rött-vin-middag',
    'ett gott rött vin att ta med på middag, runt 200',
    {
      good: ['rött vin'],
      budget: { max: 240 },
      softMin: 80,
    },
    SB,
  ),
  chat(
    'gin-tonic',
    'hon älskar gin och tonic! max 450',
    {
      good: ['gin'],
      ok: ['ginkit', 'barutrustning'],
      budget: { max: 450 },
    },
    SB,
  ),
  chat(
    'alkoholfritt-nyar',
    'nåt alkoholfritt och festligt till nyår, under 150',
    {
      good: ['alkoholfritt bubbel'],
      ok: ['alkoholfri dryck'],
      budget: { max: 150 },
      forbid: { alcohol: true },
    },
    SB,
  ),
  chat(
    'rom-svager',
    'svåger dricker rom, vill ge en fin flaska, max 700',
    {
      good: ['rom'],
      budget: { max: 700 },
    },
    SB,
  ),
  chat(
    'mamma-sb-inte-alkohol',
    'till mamma som inte dricker, runt 300',
    {
      good: FOR_MUM,
      ok: ['alkoholfri dryck', 'te', 'kaffe', 'doftljus'],
      budget: { max: 360 },
      forbid: { alcohol: true },
    },
    SB,
  ),
  chat(
    '3-aring-sb',
    'present till 3-åring, max 400',
    {
      good: TODDLER,
      ok: ['barnbok'],
      budget: { max: 400 },
      forbid: { alcohol: true },
    },
    SB,
  ),
  chat('cognac-farfar', 'cognac till farfar som fyller 85', { good: ['cognac'], ok: ['whisky'] }, SB),
  chat(
    'whiskey-stavfel',
    'whiskey till svärfar runt 500 kr',
    {
      good: ['whisky'],
      ok: ['whiskyglas', 'whiskyprovning'],
      budget: { max: 600 },
    },
    SB,
  ),
  chat(
    'rosé-sommar',
    'rosé till sommarfesten, typ en hundring',
    {
      good: ['rosévin'],
      budget: { max: 130 },
    },
    SB,
  ),
  chat('akvavit-midsommar', 'snaps till midsommar, vill ha nåt kryddat', { good: ['akvavit'] }, SB),
  chat(
    '16-aring-sb',
    '16-åring, gillar musik, max 500',
    {
      good: ['hörlurar', 'högtalare', 'vinyltillbehör', 'instrument'],
      ok: ['teknikpryl', 'presentkort'],
      budget: { max: 500 },
      forbid: { alcohol: true },
    },
    SB,
  ),
  // Bygghemma catalogue (held out)
  chat(
    'soffa-vardagsrum',
    'vi behöver en ny 3-sits soffa till vardagsrummet, max 10000',
    {
      good: ['3-sitssoffa'],
      ok: ['soffa'],
      budget: { max: 10000 },
    },
    BH,
  ),
  chat(
    'fodelsedag-bh',
    'födelsedagspresent till min syster, 500 kr',
    {
      good: FOR_MUM,
      ok: [...COSY, 'sällskapsspel', 'presentkort'],
      budget: { max: 600 },
      bad: ['möbel'],
    },
    BH,
  ),
  chat(
    'inflytt-bh',
    'inflyttningspresent till kompisar, max 700',
    {
      good: HOUSEWARMING,
      ok: ['krukväxt', 'doftljus'],
      budget: { max: 700 },
      bad: ['möbel'],
    },
    BH,
  ),
  chat(
    'mormor-bh',
    'mormor, runt 400 kr',
    {
      good: SENIOR,
      ok: ['doftljus', 'te'],
      budget: { max: 480 },
      bad: ['möbel'],
    },
    BH,
  ),
  chat(
    'hen-har-allt-bh',
    'hen har allt, runt 1000',
    {
      good: ['upplevelse', 'presentkort'],
      ok: ['sällskapsspel', 'skämtpresent', 'minnessak'],
      budget: { max: 1200 },
      bad: ['möbel'],
    },
    BH,
  ),
  chat('hörnsoffa', 'hörnsoffa i grått tyg', { good: ['hörnsoffa'], ok: ['soffa'] }, BH),
  chat(
    'pappa-inredning-bh',
    'pappa gillar inredning, runt 800',
    {
      good: HOME,
      ok: ['doftljus', 'pläd'],
      budget: { max: 960 },
      bad: ['möbel'],
    },
    BH,
  ),
];

const MULTI: RelevanceRequest[] = [
  multi('billigare-fiske', ['Present till pappa som fiskar, max 800', 'billigare'], {
    good: ['fiskeutrustning'],
    ok: OUTDOOR,
    budget: { max: 600 },
  }),
  multi('inte-choklad-kollega', ['nåt gott till kollegan, 250 kr', 'inte choklad'], {
    good: ['godis', 'delikatess', 'kaffe', 'te'],
    budget: { max: 300 },
    forbid: { chocolate: true },
  }),
  multi('mer-personligt-mamma', ['till mamma, runt 400', 'något mer personligt'], {
    good: FOR_MUM,
    ok: ['minnessak', 'textmugg', 'personlig tavla', 'skärbräda'],
    personal: true,
    budget: { max: 480 },
  }),
  multi('alkoholfritt-gravid', ['min kompis fyller 30, max 300', 'hon är gravid, alkoholfritt'], {
    good: ['bad och spa', 'sömn', 'te', 'alkoholfri dryck', 'doftljus', 'hudvård'],
    ok: ['choklad', 'pläd'],
    budget: { max: 300 },
    forbid: { alcohol: true },
  }),
  multi('3-aring-inte-plast', ['present till 3-åring', 'inte plast, gärna trä'], {
    good: TODDLER,
    ok: ['barnbok'],
    forbid: { plastic: true },
  }),
  multi('inget-atbart', ['julklapp till svärmor, 300 kr', 'inget ätbart'], {
    good: [...HOME, 'doftljus', 'pläd', 'bad och spa', 'odlingskit'],
    ok: ['hudvård', 'bok', 'pussel'],
    budget: { max: 360 },
    forbid: { edible: true },
  }),
  multi('dyrare', ['till sambon som gillar kaffe, 300 kr', 'lite dyrare får det vara, max 1300'], {
    good: COFFEE,
    budget: { min: 300, max: 1300 },
  }),
  multi('byter-mottagare', ['pappa som gillar grillning, 500 kr', 'och något till mamma också, hon gillar te'], {
    good: TEA,
    ok: ['bad och spa', 'doftljus'],
    budget: { max: 600 },
  }),
  multi('fler-forslag', ['gaming, lillebror 12 år, max 600', 'fler förslag'], {
    good: GAMING,
    ok: ['hörlurar', 'experimentkit', 'byggklossar'],
    budget: { max: 600 },
  }),
  multi('andra-ideer', ['kollega som gillar yoga, 300 kr', 'har du andra idéer?'], {
    good: ['yogautrustning', 'bad och spa', 'te', 'hälsoprodukt'],
    ok: ['vattenflaska', 'doftljus', 'sömn', 'massage'],
    budget: { max: 360 },
  }),
  multi('budget-sen', ['present till min bror som gillar att vara ute', 'typ 400'], {
    good: OUTDOOR,
    ok: ['fiskeutrustning'],
    budget: { max: 480 },
  }),
  multi('mottagare-sen', ['något runt 500 kr', 'till min mormor'], {
    good: SENIOR,
    ok: ['doftljus', 'te', 'bad och spa'],
    budget: { max: 600 },
    bad: ['barnsaker', 'gamingtillbehör'],
  }),
  multi('inte-smycken', ['flickvännen fyller år, 600 kr', 'inga smycken, det har hon'], {
    good: ['spaupplevelse', 'bad och spa', 'sömn', 'parfym', 'frågebok', 'personlig tavla', 'hudvård'],
    ok: ['doftljus', 'choklad', 'pläd'],
    budget: { max: 720 },
    forbid: { kinds: ['smycke'] },
  }),
  multi('billigare-igen', ['present till bästa vännen, 800', 'billigare', 'ännu billigare'], {
    good: ['doftljus', 'sällskapsspel', 'choklad', 'bad och spa', 'minnessak', 'skämtpresent', 'hudvård'],
    ok: ['te', 'kaffe', 'godis', 'smycke', 'nöjesupplevelse'],
    budget: { max: 400 },
  }),
  multi('mer-personligt-pappa', ['pappa fyller 60, 500 kr', 'något mer personligt'], {
    good: ['minnesbok', 'personlig tavla', 'whiskyglas', 'ölglas', 'läderaccessoar', 'manschettknappar', 'skärbräda'],
    ok: ['textmugg', 'strumpor', 'fotoalbum'],
    personal: true,
    budget: { max: 600 },
  }),
  multi('tonåring-mer', ['15-åring, 400 kr', 'hon gillar musik'], {
    good: ['hörlurar', 'högtalare', 'vinyltillbehör', 'instrument'],
    ok: ['teknikpryl'],
    budget: { max: 480 },
    bad: ['barnhörlurar', 'babyleksak', 'småbarnsleksak'],
  }),
  multi('upplevelse-istallet', ['40-årspresent till min man, 1500', 'hellre en upplevelse än en sak'], {
    good: ['upplevelse'],
    ok: ['presentkort'],
    budget: { max: 1800 },
  }),
  multi('grill-fler', ['grillpresent till svärfar, 400', 'visa fler'], {
    good: GRILL,
    ok: COOKING,
    budget: { max: 480 },
  }),
  multi('bebis-inte-klader', ['dopgåva, runt 400', 'inga kläder'], {
    good: ['dopgåva', 'babyleksak'],
    ok: ['nattlampa', 'barnbok'],
    budget: { max: 480 },
    forbid: { kinds: ['kläder', 'babykläder'] },
  }),
  multi('hund-billigare', ['till hundägaren, till hunden då, 500', 'billigare, max 250'], {
    good: DOG,
    budget: { max: 250 },
  }),
  multi('mamma-tradgard-mer', ['mamma gillar trädgård', '300 kr', 'fler'], {
    good: GARDEN,
    ok: ['fågel och natur'],
    budget: { max: 360 },
  }),
  multi('kollega-inget-atbart', ['avskedspresent till kollega, 400', 'inget ätbart tack'], {
    good: ['presentkort', 'upplevelse', 'doftljus', 'krukväxt', 'odlingskit', 'sällskapsspel'],
    ok: ['textmugg', 'termosmugg', 'bok'],
    budget: { max: 480 },
    forbid: { edible: true },
  }),
  multi('resa-billigare', ['min syster ska backpacka i Asien, 600 kr', 'billigare'], {
    good: TRAVEL,
    ok: OUTDOOR,
    budget: { max: 450 },
  }),
  multi('student-personligt', ['studentpresent till kusin, 300 kr', 'gärna personligt'], {
    good: ['studentskylt', 'champagneglas'],
    ok: ['personlig tavla', 'läderaccessoar', 'minnessak'],
    personal: true,
    budget: { max: 360 },
  }),
  multi('7-aring-mer', ['7-åring som gillar att bygga', 'max 500', 'något annat'], {
    good: ['byggklossar', 'experimentkit', 'modellbygge'],
    ok: SCHOOLKID,
    budget: { max: 500 },
  }),
  multi('hen-har-allt-billigare', ['hen har allt, 600 kr', 'billigare'], {
    good: ['skämtpresent', 'upplevelse', 'presentkort', 'minnessak'],
    ok: ['sällskapsspel', 'godis', 'choklad'],
    budget: { max: 450 },
  }),
  multi('kaffe-inte-bryggare', ['kaffeälskare, 600', 'har redan bryggare, nåt annat'], {
    good: ['kaffe', 'kaffetillbehör'],
    budget: { max: 720 },
    badIds: [
      'kaffebryggare-med-termoskanna-1-2-liter',
      'kompakt-kaffebryggare-for-fyra-koppar',
      'manuell-pour-over-kaffebryggare-i-glas',
    ],
  }),
  multi('farmor-dyrare', ['farmor, 200 kr', 'får kosta mer, upp till 600'], {
    good: SENIOR,
    ok: ['doftljus', 'te', 'bad och spa', 'textmugg'],
    budget: { max: 600 },
    bad: ['barnsaker'],
  }),
  multi('tack-granne', ['vill tacka grannen', 'typ 200 kr, inget ätbart'], {
    good: ['doftljus', 'odlingskit', 'krukväxt', 'inslagning', 'ljuslykta'],
    ok: ['trädgårdsredskap', 'textmugg'],
    budget: { max: 240 },
    forbid: { edible: true },
  }),
  multi('sonen-teknik-billigare', ['sonen 17 gillar teknik, 1500', 'billigare'], {
    good: ['hörlurar', 'högtalare', 'teknikpryl', 'gamingtillbehör', 'drönare', 'kamera'],
    budget: { max: 1100 },
    bad: ['barnhörlurar', 'barnsaker'],
  }),
  // Systembolaget
  multi(
    'ipa-billigare',
    ['ölnörd, gillar IPA, 300 kr', 'billigare'],
    {
      good: ['ipa'],
      ok: ['öl', 'ölglas'],
      budget: { max: 225 },
    },
    SB,
  ),
  multi(
    'vin-alkoholfritt',
    ['vin till mina svärföräldrar, 250', 'förresten, svärmor dricker inte, alkoholfritt'],
    {
      good: ['alkoholfritt vin', 'alkoholfritt bubbel'],
      ok: ['alkoholfri dryck'],
      budget: { max: 300 },
      forbid: { alcohol: true },
    },
    SB,
  ),
  multi(
    'whisky-dyrare',
    ['whisky till chefen, 400', 'dyrare, max 900'],
    {
      good: ['whisky'],
      budget: { min: 400, max: 900 },
    },
    SB,
  ),
  multi(
    'bubbel-fler',
    ['bubbel till nyår, max 300', 'fler'],
    {
      good: ['mousserande vin'],
      ok: ['alkoholfritt bubbel'],
      budget: { max: 300 },
    },
    SB,
  ),
  multi(
    'gin-inte-sprit',
    ['gin till min syster, 400', 'hon har slutat dricka, något utan alkohol'],
    {
      good: ['alkoholfri dryck'],
      ok: ['bad och spa', 'te', 'doftljus'],
      budget: { max: 480 },
      forbid: { alcohol: true },
    },
    SB,
  ),
  multi(
    'pappa-ol-billigare',
    ['pappa gillar öl, 250 kr', 'billigare', 'mörk öl helst'],
    {
      good: ['stout'],
      ok: ['öl', 'ölglas'],
      budget: { max: 190 },
    },
    SB,
  ),
  multi(
    'gravid-sb-multi',
    ['present till min gravida syster', 'max 300', 'inget med alkohol förstås'],
    {
      good: ['bad och spa', 'sömn', 'te', 'alkoholfritt bubbel', 'doftljus', 'hudvård'],
      ok: ['choklad', 'pläd', 'alkoholfri dryck'],
      budget: { max: 300 },
      forbid: { alcohol: true },
    },
    SB,
  ),
  multi(
    'rödvin-under-150',
    ['rött vin till pasta-middagen', 'under 150'],
    {
      good: ['rött vin'],
      budget: { max: 150 },
    },
    SB,
  ),
  // Bygghemma (held out)
  multi(
    'soffa-billigare',
    ['2-sits soffa, max 9000', 'billigare'],
    { good: ['2-sitssoffa'], ok: ['soffa'], budget: { max: 7000 } },
    BH,
  ),
  multi(
    'svarmor-bh',
    ['svärmor fyller 70', 'runt 500, gärna inredning'],
    {
      good: HOME,
      ok: ['doftljus', 'pläd', 'krukväxt'],
      budget: { max: 600 },
      bad: ['möbel'],
    },
    BH,
  ),
  multi(
    'kompis-bh',
    ['bästa kompisen, 600', 'något mer personligt'],
    {
      good: ['personlig tavla', 'smycke', 'minnessak', 'läderaccessoar', 'frågebok'],
      ok: ['doftljus', 'skämtpresent'],
      personal: true,
      budget: { max: 720 },
      bad: ['möbel'],
    },
    BH,
  ),
  multi(
    'inflytt-bh-billigare',
    ['inflyttningspresent till grannarna', '400 kr', 'billigare'],
    {
      good: HOUSEWARMING,
      ok: ['krukväxt', 'doftljus', 'ljusstake'],
      budget: { max: 300 },
      bad: ['möbel'],
    },
    BH,
  ),
];

const GENERATOR: RelevanceRequest[] = [
  gen('fiske-60', 'Min pappa som fyller 60 och älskar att fiska', 'runt 500 kr', {
    good: ['fiskeutrustning'],
    ok: OUTDOOR,
    budget: { max: 600 },
  }),
  gen('pension-kollega', 'En kollega som ska gå i pension', 'max 400, hon gillar trädgård', {
    good: GARDEN,
    ok: ['fågel och natur'],
    budget: { max: 400 },
  }),
  gen('matlagning-inredning', 'mamma', 'Runt 500 kr, hon gillar matlagning och inredning', {
    good: [...COOKING, ...HOME],
    ok: ['kökstextil', 'delikatess'],
    budget: { max: 600 },
  }),
  gen('spelkvall', 'kompisgänget', 'Max 300 kr, gärna något för spelkvällar', {
    good: ['sällskapsspel'],
    ok: ['pussel', 'quizbok', 'film'],
    budget: { max: 300 },
  }),
  gen('gravid-van', 'En gravid vän som fyller år', 'max 300 kr, något alkoholfritt', {
    good: ['bad och spa', 'sömn', 'te', 'alkoholfri dryck', 'doftljus'],
    ok: ['hudvård', 'choklad', 'pläd'],
    budget: { max: 300 },
    forbid: { alcohol: true },
  }),
  gen('rosor', 'min flickvän, alla hjärtans dag', 'röda rosor, runt 600 kr', {
    good: ['snittblommor'],
    ok: ['krukväxt'],
    budget: { max: 720 },
  }),
  gen('3-aring-tra', 'present till 3-åring', 'inte plast, gärna trä, max 500', {
    good: TODDLER,
    ok: ['barnbok'],
    budget: { max: 500 },
    forbid: { plastic: true },
  }),
  gen('golf-whisky', 'pappa som går i pension', 'golf och whisky, 1000 kr', {
    good: ['golf', 'whisky', 'whiskyprovning', 'whiskyglas'],
    ok: ['presentkort'],
    budget: { max: 1200 },
  }),
  gen('mormor', 'mormor', '300 kr, hon gillar att pyssla och dricka te', {
    good: [...TEA, 'handarbete', 'pyssel'],
    ok: SENIOR,
    budget: { max: 360 },
    bad: ['barnsaker'],
  }),
  gen('systerson-student', 'systerson som tar studenten', 'ca 500, han gillar musik', {
    good: ['hörlurar', 'högtalare', 'vinyltillbehör', 'instrument', 'vinylspelare'],
    ok: ['studentskylt', 'presentkort'],
    budget: { max: 600 },
    bad: ['barnsaker'],
  }),
  gen('16-aring', '16-åring, tjej', 'max 500, gillar smink och mode', {
    good: ['nagelvård', 'hudvård', 'smycke', 'necessär', 'halsduk', 'väska'],
    ok: ['parfym', 'hårvård'],
    budget: { max: 500 },
    bad: ['barnsaker'],
  }),
  gen('han-fiskar', 'min sambo', 'han fiskar, typ 400', {
    good: ['fiskeutrustning'],
    ok: OUTDOOR,
    budget: { max: 480 },
  }),
  gen('hon-odlar', 'svärmor 65', 'hon odlar, 300 kr', { good: GARDEN, budget: { max: 360 } }),
  gen('bakar', 'min moster', 'bakar jämt, max 400', {
    good: BAKING,
    // Corrected 2026-11-27: the grader files this baking kit under delicacies; the judgment's 'bakkit' meant it too.
    goodIds: [LUCIA_BAKING_KIT],
    ok: ['kokbok'],
    budget: { max: 400 },
  }),
  gen('inte-choklad', 'kollegan', '200 kr, inte choklad', {
    good: ['godis', 'te', 'kaffe', 'delikatess', 'doftljus'],
    ok: ['textmugg', 'odlingskit'],
    budget: { max: 200 },
    forbid: { chocolate: true },
  }),
  gen('inget-atbart', 'min chef', 'max 500, inget ätbart', {
    good: ['doftljus', 'krukväxt', 'läderaccessoar', 'presentkort', 'upplevelse', 'serveringsfat'],
    ok: ['bok', 'sällskapsspel'],
    budget: { max: 500 },
    forbid: { edible: true },
  }),
  gen('hen-har-allt', 'min vän', 'hen har allt, runt 300', {
    good: ['skämtpresent', 'upplevelse', 'presentkort', 'minnessak'],
    ok: ['sällskapsspel', 'godis', 'choklad'],
    budget: { max: 360 },
  }),
  gen('max-3-lax', 'frun', 'max 3 lax, hon älskar spa', {
    good: ['spaupplevelse', 'bad och spa', 'morgonrock', 'sömn'],
    ok: ['hudvård', 'presentkort'],
    budget: { max: 3000 },
  }),
  gen('femhundring', 'pappa', 'en femhundring, han lagar mat', {
    good: COOKING,
    ok: ['delikatess'],
    budget: { max: 500 },
  }),
  gen('runt-tusen', 'min man 40 år', 'runt tusen spänn, gillar teknik', {
    good: ['hörlurar', 'högtalare', 'teknikpryl', 'drönare', 'kamera', 'radio'],
    ok: ['smartklocka', 'aktivitetsarmband', 'gamingtillbehör'],
    budget: { max: 1200 },
  }),
  gen('yoga', 'bästa vännen', '200-400 kr, yoga och meditation', {
    good: ['yogautrustning', 'hälsoprodukt', 'doftspridare'],
    ok: ['bad och spa', 'te', 'sömn'],
    budget: { min: 200, max: 400 },
  }),
  gen('fåglar-morfar', 'morfar 82', 'gillar fåglar, 300 kr', { good: BIRDS, budget: { max: 360 } }),
  gen('hund', 'min syster', 'hon har precis skaffat hund, max 400', { good: DOG, budget: { max: 400 } }),
  gen('katt', 'kattälskaren i familjen', 'under 300', { good: CAT, budget: { max: 300 } }),
  gen('cykel', 'min pappa', 'cyklar mycket, max 1000', { good: ['cykeltillbehör'], budget: { max: 1000 } }),
  gen('resa', 'kollega', 'ska resa jorden runt, max 500', { good: TRAVEL, budget: { max: 500 } }),
  gen('bebis', 'en nyfödd bebis', 'runt 300', {
    good: BABY,
    ok: ['barnbok'],
    budget: { max: 360 },
  }),
  gen('dop', 'mitt gudbarn som ska döpas', 'max 600', {
    good: ['dopgåva'],
    ok: ['babyleksak', 'nattlampa', 'barnbok'],
    budget: { max: 600 },
  }),
  gen('10-aring', 'en 10-åring som gillar rymden och experiment', 'max 800', {
    good: ['experimentkit'],
    ok: TWEEN,
    budget: { max: 800 },
  }),
  gen('tonåring-gaming', 'tonårskille 14', 'gaming, 500', {
    good: GAMING,
    ok: ['hörlurar'],
    budget: { max: 500 },
  }),
  gen('inflytt', 'ett par som flyttat ihop', 'runt 400, inredning', {
    good: HOUSEWARMING,
    ok: ['krukväxt', 'doftljus', 'förvaring', 'vintillbehör'],
    budget: { max: 480 },
  }),
  gen('brollop', 'brudparet', 'bröllop, 800 kr', {
    good: ['personlig tavla', 'glas', 'serveringsfat', 'bröllopsgästbok', 'vinglas', 'skärbräda'],
    ok: [...HOME, 'vintillbehör', 'barutrustning'],
    budget: { max: 960 },
  }),
  gen('tack-larare', 'tack till fröken', 'ett par hundra', {
    good: ['choklad', 'doftljus', 'te', 'kaffe', 'odlingskit', 'godis'],
    ok: ['textmugg', 'krukväxt', 'presentkort'],
    budget: { max: 300 },
  }),
  gen(
    'lang',
    'Min bror som fyller 35, han har två barn och jobbar som snickare',
    'Han gillar att vara ute i skogen, grilla och fiska. Max 700 kr, inget ätbart',
    {
      good: [...OUTDOOR, ...GRILL, 'fiskeutrustning'],
      budget: { max: 700 },
      forbid: { edible: true },
    },
  ),
  gen('pressent-stavfel', 'pressent till mamam', 'hon gilar kafe, max 300', { good: COFFEE, budget: { max: 300 } }),
  gen('engelska', 'my dad', 'he loves fishing, max 500 SEK', {
    good: ['fiskeutrustning'],
    ok: OUTDOOR,
    budget: { max: 500 },
  }),
  gen('skägg', 'pojkvännen', 'har skägg, 400 kr', { good: MEN_CARE, budget: { max: 400 } }),
  gen('löpning', 'min fru', 'springer varje dag, max 600', {
    good: ['löpartillbehör', 'massage', 'vattenflaska', 'aktivitetsarmband'],
    ok: ['träningsutrustning', 'hörlurar'],
    budget: { max: 600 },
  }),
  gen('musik-pappa', 'pappa', 'musik, vinyl, under 700', {
    good: ['vinylspelare', 'vinyltillbehör'],
    ok: ['högtalare', 'radio'],
    budget: { max: 700 },
  }),
  gen('choklad', 'svägerskan', 'choklad! max 350', { good: ['choklad'], ok: ['godis'], budget: { max: 350 } }),
  // Systembolaget
  gen(
    'ipa',
    'min kollega',
    'gillar IPA, nåt ölpresent runt 150 kr',
    {
      good: ['ipa'],
      ok: ['öl', 'ölglas'],
      budget: { max: 180 },
      softMin: 50,
    },
    SB,
  ),
  gen(
    'whisky',
    'svärfar 70',
    'whisky, max 800',
    {
      good: ['whisky'],
      ok: ['whiskyglas', 'whiskyprovning'],
      budget: { max: 800 },
    },
    SB,
  ),
  gen(
    'gravid-sb',
    'En gravid vän som fyller år',
    'max 300 kr, något alkoholfritt',
    {
      good: ['alkoholfritt bubbel', 'alkoholfritt vin', 'bad och spa', 'sömn', 'te'],
      ok: ['alkoholfri dryck', 'choklad', 'doftljus'],
      budget: { max: 300 },
      forbid: { alcohol: true },
    },
    SB,
  ),
  gen(
    'vin',
    'värdparet',
    'vin till middagen, runt 200',
    {
      good: ['rött vin', 'vitt vin'],
      ok: ['vin'],
      budget: { max: 240 },
      softMin: 80,
    },
    SB,
  ),
  gen(
    'champagne',
    'mina föräldrar som firar 40 år',
    'champagne, max 700',
    {
      good: ['champagne'],
      ok: ['mousserande vin', 'champagneglas'],
      budget: { max: 700 },
    },
    SB,
  ),
  gen(
    'mormor-sb',
    'mormor',
    'runt 300, hon gillar te',
    { good: TEA, ok: SENIOR, budget: { max: 360 }, forbid: { alcohol: true } },
    SB,
  ),
  gen(
    'barn-sb',
    'barn 6 år',
    'max 300',
    {
      good: SCHOOLKID,
      ok: ['barnbok'],
      budget: { max: 300 },
      forbid: { alcohol: true },
    },
    SB,
  ),
  gen(
    'alkoholfri-öl',
    'pappa som slutat dricka',
    'gillar öl, alkoholfritt, max 200',
    {
      good: ['alkoholfri öl'],
      ok: ['alkoholfri dryck'],
      budget: { max: 200 },
      forbid: { alcohol: true },
    },
    SB,
  ),
  // Bygghemma (held out)
  gen(
    'mamma-bh',
    'mamma 60 år',
    'runt 500, gillar inredning',
    {
      good: HOME,
      ok: ['doftljus', 'pläd', 'krukväxt'],
      budget: { max: 600 },
      bad: ['möbel'],
    },
    BH,
  ),
  gen('soffa-bh', 'oss själva', 'en soffa, max 12000', { good: ['soffa'], budget: { max: 12000 } }, BH),
  gen(
    'kollega-bh',
    'kollega',
    'ett par hundra',
    {
      good: ['choklad', 'doftljus', 'te', 'kaffe', 'godis'],
      ok: ['textmugg', 'odlingskit', 'presentkort'],
      budget: { max: 300 },
      bad: ['möbel'],
    },
    BH,
  ),
  gen(
    'student-bh',
    'studenten',
    '500 kr',
    {
      good: ['studentskylt', 'champagneglas', 'hörlurar', 'högtalare', 'resetillbehör'],
      ok: ['presentkort', 'teknikpryl'],
      budget: { max: 600 },
      bad: ['möbel'],
    },
    BH,
  ),
];

const WIZARD: RelevanceRequest[] = [
  wiz('mamma-kaffe', w(['mamma'], ['fodelsedag'], [], '200-500', 'kaffe'), {
    good: COFFEE,
    budget: { min: 200, max: 500 },
  }),
  wiz('pappa-fiske', w(['pappa'], ['fars-dag'], [], '500-1000', 'fiske'), {
    good: ['fiskeutrustning'],
    budget: { min: 500, max: 1000 },
  }),
  wiz('partner-parfym', w(['partner'], ['alla-hjartans-dag'], [], '500-1000', 'parfym'), {
    good: ['parfym'],
    budget: { min: 500, max: 1000 },
  }),
  wiz('barn-lego', w(['barn-6-9'], ['fodelsedag'], ['leksaker-barn'], '200-500', 'lego'), {
    good: ['byggklossar'],
    ok: SCHOOLKID,
    budget: { min: 200, max: 500 },
  }),
  wiz('van-te', w(['van'], [], [], '<200', 'te'), { good: TEA, budget: { max: 200 } }),
  wiz('kollega-choklad', w(['kollega'], ['tack'], [], '<200', 'choklad'), {
    good: ['choklad'],
    ok: ['godis'],
    budget: { max: 200 },
  }),
  wiz('pappa-grill', w(['pappa'], [], [], '200-500', 'grill'), { good: GRILL, budget: { min: 200, max: 500 } }),
  wiz('mormor-pussel', w(['mor-farforalder'], ['jul'], [], '<200', 'pussel'), {
    good: ['pussel'],
    budget: { max: 200 },
  }),
  wiz('tonaring-horlurar', w(['tonaring'], ['fodelsedag'], [], '1000-2500', 'hörlurar'), {
    good: ['hörlurar'],
    budget: { min: 1000, max: 2500 },
    bad: ['barnhörlurar'],
  }),
  wiz('partner-smycke', w(['partner'], [], ['mode-accessoarer'], '200-500', 'halsband'), {
    good: ['halsband'],
    ok: JEWELLERY,
    budget: { min: 200, max: 500 },
  }),
  wiz('barn-0-2-gosedjur', w(['barn-0-2'], ['dop'], [], '<200', 'gosedjur'), {
    goodIds: ['gosedjur-alg-30-cm', 'snuttefilt-i-ekologisk-bomull-kanin'],
    ok: BABY,
    budget: { max: 200 },
  }),
  wiz('mamma-tradgard', w(['mamma'], ['mors-dag'], ['tradgard-friluftsliv'], '200-500', 'odla'), {
    good: GARDEN,
    budget: { min: 200, max: 500 },
  }),
  wiz('vuxen-whisky', w(['vuxen'], [], [], '500-1000', 'whisky'), {
    good: WHISKY,
    ok: ['whiskyglas'],
    budget: { min: 500, max: 1000 },
  }),
  wiz('pappa-ol', w(['pappa'], [], [], '200-500', 'öl'), {
    good: ['öl', 'ölglas', 'ölprovning', 'bryggkit'],
    budget: { min: 200, max: 500 },
  }),
  wiz('van-yoga', w(['van'], [], ['traning-halsa'], '200-500', 'yoga'), {
    good: ['yogautrustning'],
    ok: ['hälsoprodukt'],
    budget: { min: 200, max: 500 },
  }),
  wiz('partner-spa', w(['partner'], [], ['upplevelser'], '1000-2500', 'spa'), {
    good: ['spaupplevelse'],
    ok: ['presentkort'],
    budget: { min: 1000, max: 2500 },
  }),
  wiz('pappa-skagg', w(['pappa'], [], [], '200-500', 'skägg'), { good: MEN_CARE, budget: { min: 200, max: 500 } }),
  wiz('barn-3-5-tra', w(['barn-3-5'], [], ['leksaker-barn'], '200-500', 'trä'), {
    good: TODDLER,
    budget: { min: 200, max: 500 },
    forbid: { plastic: true },
  }),
  wiz('kollega-kaffe-stavfel', w(['kollega'], [], [], '<200', 'kafe'), { good: COFFEE, budget: { max: 200 } }),
  wiz('mamma-ljus', w(['mamma'], ['jul'], ['hem-inredning'], '200-500', 'doftljus'), {
    good: ['doftljus'],
    ok: ['ljuslykta', 'ljusstake'],
    budget: { min: 200, max: 500 },
  }),
  wiz('partner-rosor', w(['partner'], ['alla-hjartans-dag'], [], '500-1000', 'rosor'), {
    good: ['snittblommor'],
    ok: ['krukväxt'],
    budget: { min: 500, max: 1000 },
  }),
  wiz('pappa-gaming', w(['tonaring'], [], ['spel-gaming'], '500-1000', 'handkontroll'), {
    goodIds: ['tradlos-handkontroll-for-pc-och-konsol-vit'],
    ok: GAMING,
    budget: { min: 500, max: 1000 },
  }),
  wiz('van-bok', w(['van'], [], ['bocker-media'], '200-500', 'bok'), {
    good: ['bok'],
    budget: { min: 200, max: 500 },
    bad: ['barnbok'],
  }),
  wiz('mormor-pladd', w(['mor-farforalder'], [], [], '500-1000', 'pläd'), {
    good: ['pläd'],
    budget: { min: 500, max: 1000 },
  }),
  wiz('kollega-personlig', w(['kollega'], ['avsked'], ['personliga-presenter'], '200-500', 'gravyr'), {
    good: ['skärbräda', 'läderaccessoar', 'ölglas', 'whiskyglas', 'personlig tavla'],
    personal: true,
    budget: { min: 200, max: 500 },
  }),
  wiz('barn-10-12-experiment', w(['barn-10-12'], [], [], '200-500', 'experiment'), {
    good: ['experimentkit'],
    budget: { min: 200, max: 500 },
  }),
  wiz('inflytt-vas', w(['van'], ['inflytt'], [], '200-500', 'vas'), {
    good: ['vas'],
    ok: HOUSEWARMING,
    budget: { min: 200, max: 500 },
  }),
  // Systembolaget
  wiz(
    'sb-whisky',
    w(['pappa'], ['fodelsedag'], [], '500-1000', 'whisky'),
    {
      good: ['whisky'],
      ok: ['whiskyglas', 'whiskyprovning'],
      budget: { min: 500, max: 1000 },
    },
    SB,
  ),
  wiz('sb-ipa', w(['kollega'], [], [], '<200', 'ipa'), { good: ['ipa'], ok: ['öl'], budget: { max: 200 } }, SB),
  wiz(
    'sb-alkoholfritt',
    w(['van'], [], ['mat-dryck'], '<200', 'alkoholfritt'),
    {
      good: ['alkoholfri dryck'],
      budget: { max: 200 },
      forbid: { alcohol: true },
    },
    SB,
  ),
  wiz(
    'sb-champagne',
    w(['partner'], ['brollopsdag'], [], '500-1000', 'champagne'),
    {
      good: ['champagne'],
      ok: ['mousserande vin'],
      budget: { min: 500, max: 1000 },
    },
    SB,
  ),
  wiz(
    'sb-barn',
    w(['barn-6-9'], ['fodelsedag'], [], '200-500', 'spel'),
    {
      good: ['sällskapsspel', 'spelkonsol'],
      ok: SCHOOLKID,
      budget: { min: 200, max: 500 },
      forbid: { alcohol: true },
    },
    SB,
  ),
  wiz(
    'sb-gin',
    w(['vuxen'], [], ['mat-dryck'], '200-500', 'gin'),
    {
      good: ['gin'],
      ok: ['ginkit'],
      budget: { min: 200, max: 500 },
    },
    SB,
  ),
  // Bygghemma (held out)
  wiz(
    'bh-soffa',
    w(['vuxen'], ['inflytt'], ['hem-inredning'], '5000+', 'soffa'),
    {
      good: ['soffa'],
      budget: { min: 5000 },
    },
    BH,
  ),
  wiz(
    'bh-mamma',
    w(['mamma'], ['fodelsedag'], ['hem-inredning'], '200-500', 'kudde'),
    {
      good: ['hemtextil'],
      ok: HOME,
      budget: { min: 200, max: 500 },
      bad: ['möbel'],
    },
    BH,
  ),
  wiz(
    'bh-pappa',
    w(['pappa'], ['fars-dag'], [], '500-1000', 'grill'),
    {
      good: GRILL,
      budget: { min: 500, max: 1000 },
      bad: ['möbel'],
    },
    BH,
  ),
];

const SEARCH: RelevanceRequest[] = [
  search('whiskyglas', 'whiskyglas', { good: ['whiskyglas'], ok: ['glas'] }),
  search('horlurar', 'hörlurar', { good: ['hörlurar'], ok: ['headset'] }),
  search('doftljus', 'doftljus', { good: ['doftljus'] }),
  search('pussel', 'pussel', { good: ['pussel'], okIds: ['trapussel-med-svenska-djur-3-st'] }),
  search('fiske', 'fiske', { good: ['fiskeutrustning'] }),
  search('kaffe', 'kaffe', { good: COFFEE }),
  search('presentkort', 'presentkort', { good: ['presentkort'] }),
  search('yogamatta', 'yogamatta', { good: ['yogautrustning'] }),
  search('lego', 'lego', { good: ['byggklossar'], ok: ['modellbygge'] }),
  search('plad-ull', 'pläd i ull', { good: ['pläd'] }),
  search('present-pappa', 'present till pappa', {
    good: ['textmugg', 'strumpor', 'minnesbok', 'skägg och rakning', 'läderaccessoar', 'grilltillbehör'],
    ok: ['fiskeutrustning', 'friluftsutrustning', 'whiskyglas', 'ölglas'],
  }),
  search('mugg-mamma', 'mugg mamma', { goodIds: ['mugg-med-texten-varldens-basta-mamma'], ok: ['mugg'] }),
  search('horlurar-stavfel', 'hörlurrar', { good: ['hörlurar'] }),
  search('choklad-stavfel', 'chockolad', { good: ['choklad'] }),
  search('tradgard', 'trädgård', { good: GARDEN, ok: ['fågel och natur'] }),
  search('spa', 'spa', { good: ['spaupplevelse', 'bad och spa'], ok: ['presentkort'] }),
  search('grill', 'grilla', { good: GRILL }),
  search('sallskapsspel', 'sällskapsspel', { good: ['sällskapsspel'] }),
  search('bebis', 'bebis', { good: BABY }),
  search('rosor', 'rosor', { good: ['snittblommor'], ok: ['krukväxt'] }),
  search('gravyr', 'gravyr', {
    good: ['skärbräda', 'glas', 'smycke', 'läderaccessoar', 'dopgåva', 'champagneglas'],
    personal: true,
  }),
  search('te', 'te', { good: TEA }),
  search('hund', 'hund', { good: DOG }),
  search('smycken', 'smycken', { good: JEWELLERY, ok: ['smyckesförvaring'] }),
  search('kockkniv', 'kniv till köket', { good: ['kockkniv'], ok: ['köksredskap'] }),
  // Systembolaget
  search('sb-whisky', 'whisky', { good: ['whisky'], ok: ['whiskyglas', 'whiskyprovning'] }, SB),
  search('sb-ipa', 'ipa', { good: ['ipa'], ok: ['bryggkit'] }, SB),
  search('sb-alkoholfritt', 'alkoholfritt', { good: ['alkoholfri dryck'], forbid: { alcohol: true } }, SB),
  search('sb-champagne', 'champagne', { good: ['champagne'], ok: ['mousserande vin', 'champagneglas'] }, SB),
  search('sb-rodvin', 'rött vin', { good: ['rött vin'], ok: ['vinglas', 'vinprovning'] }, SB),
  search('sb-gin', 'gin', { good: ['gin'], ok: ['ginkit'] }, SB),
  search('sb-reserva', 'gran reserva', { good: ['rött vin'], ok: ['rom'] }, SB),
  search('sb-alkoholfri-ol', 'alkoholfri öl', { good: ['alkoholfri öl'], forbid: { alcohol: true } }, SB),
  search('sb-glogg', 'glögg', { good: ['alkoholfri glögg', 'glögg'], ok: ['presentkorg'] }, SB),
  // Bygghemma (held out)
  search('bh-soffa', 'soffa', { good: ['soffa'] }, BH),
  search('bh-3-sits', '3-sits soffa', { good: ['3-sitssoffa'], ok: ['soffa'] }, BH),
  search('bh-plad', 'pläd till soffan', { good: ['pläd'] }, BH),
  search('bh-kudde', 'kuddfodral', { good: ['hemtextil'] }, BH),
];

/** Every request of the set. */
export const RELEVANCE_REQUESTS: readonly RelevanceRequest[] = [
  ...CHAT,
  ...MULTI,
  ...GENERATOR,
  ...WIZARD,
  ...SEARCH,
  ...FRESH_REQUESTS,
  ...FRESH_2_REQUESTS,
  ...FRESH_3_REQUESTS,
  ...FRESH_4_REQUESTS,
  ...FRESH_5_REQUESTS,
];

/** About 40 demo requests across the modes (every fifth demo request): the fast subset the unit test runs. */
export const FAST_SUBSET: readonly RelevanceRequest[] = RELEVANCE_REQUESTS.filter(
  (request) => request.catalogue === 'demo' && !request.id.startsWith(FRESH_PREFIX),
).filter((_, index) => index % 5 === 0);
