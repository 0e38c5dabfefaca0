/**
 * A fifth group of requests the matching had not met: written and judged on 2026-11-27 before their first run, and
 * not tuned on afterwards. Their first run: see docs/performance.md. They count as held out (their ids start with the
 * fresh prefix) and the bench reports them as a group of their own. Same grading notes as requests.ts; "billigare"
 * takes the budget to about three quarters of what was asked, as in requests.ts.
 */
import type { RelevanceRequest } from './grading.ts';
import { BH, chat, gen, LUCIA_BAKING_KIT, multi, SB, search, w, withPrefix, wiz } from './request-builders.ts';

/** The id prefix of these requests (inside the fresh prefix, so they are held out). */
export const FRESH_5_PREFIX = 'fresh-5-';

const FOR_MUM = ['smycke', 'bad och spa', 'doftljus', 'pläd', 'halsduk', 'hudvård', 'sömn', 'snittblommor'];

const WRITTEN: RelevanceRequest[] = [
  chat('farfar-fiskar-jul', 'julklapp till farfar som fiskar, max 400', {
    good: ['fiskeutrustning'],
    ok: ['friluftsutrustning', 'termosmugg', 'svampkniv'],
    budget: { max: 400 },
  }),
  chat('tjej-9-pysslar', 'tjejen är 9 och pysslar jämt, inget för dyrt', {
    good: ['barnpyssel', 'målning', 'hantverkskit'],
    ok: ['skolbarnsleksak', 'experimentkit', 'pyssel', 'smycke'],
    bad: ['småbarnsleksak', 'babyleksak'],
    budget: { max: 400 },
  }),
  chat('sambo-kaffenord', 'min sambo är en riktig kaffenörd, julklapp runt 500', {
    good: ['kaffe', 'kaffetillbehör'],
    ok: ['termosmugg', 'mugg'],
    budget: { max: 600 },
  }),
  chat('kollega-60-blommor', 'kollegan fyller 60 och vi vill ge blommor, ca 500 kr', {
    good: ['snittblommor'],
    ok: ['blommor', 'krukväxt'],
    budget: { max: 600 },
  }),
  chat('mamma-yoga', 'mamma har börjat med yoga, max 600', {
    good: ['yogautrustning'],
    ok: ['massage', 'träningsutrustning', 'sömn', 'bad och spa'],
    budget: { max: 600 },
  }),
  chat('svager-grillar-nykter', 'svågern grillar allt men dricker inte alkohol, 300-400 kr', {
    good: ['grilltillbehör', 'grillkryddor'],
    ok: ['köksredskap', 'kockkniv', 'skärbräda'],
    budget: { max: 400 },
    forbid: { alcohol: true },
  }),
  chat('dotter-student-smycke', 'dottern tar studenten och jag vill ge henne ett smycke, max 1000', {
    good: ['smycke'],
    ok: ['smyckesförvaring'],
    budget: { max: 1000 },
  }),
  chat('granne-passat-katten', 'grannen har passat vår katt i två veckor, vill tacka med nåt runt 200', {
    good: ['choklad', 'doftljus', 'krukväxt', 'delikatess', 'te', 'kaffe', 'blommor', 'presentkort'],
    ok: ['godis', 'bad och spa', 'odlingskit', 'presentkorg'],
    bad: ['kattillbehör'],
    budget: { max: 240 },
  }),
  chat('pojkvan-gym-inga-klader', 'pojkvännen tränar på gym fem dagar i veckan, inga kläder, runt 700', {
    good: ['träningsutrustning', 'massage'],
    ok: ['vattenflaska', 'träningsväska', 'hörlurar', 'smartklocka', 'aktivitetsarmband'],
    budget: { max: 840 },
    forbid: { kinds: ['kläder'] },
  }),
  chat('engelska-moster-tradgard', 'gift for my aunt who loves gardening, around 300 kr', {
    good: ['odlingskit', 'trädgårdsredskap', 'krukväxt', 'odlingsbok'],
    ok: ['fågel och natur', 'utemys'],
    budget: { max: 360 },
  }),
  chat('svarmor-te', 'svärmor dricker te hela dagarna, runt 250', {
    good: ['te', 'tetillbehör'],
    ok: ['mugg', 'choklad'],
    budget: { max: 300 },
  }),
  chat('pappa-har-allt-upplevelse', 'pappa har verkligen allt, hellre en upplevelse, max 1500', {
    good: ['upplevelse'],
    ok: ['presentkort'],
    budget: { max: 1500 },
  }),
  chat(
    'sb-julbord-snaps',
    'nåt till julbordet hos svärföräldrarna, snaps kanske, runt 200',
    { good: ['akvavit'], ok: ['glögg', 'öl'], budget: { max: 240 } },
    SB,
  ),
  chat(
    'bh-hornsoffa',
    'vi behöver en hörnsoffa till vardagsrummet, max 15000',
    { good: ['hörnsoffa'], ok: ['soffa'], budget: { max: 15000 } },
    BH,
  ),
  multi('syster-inredning-billigare', ['syster fyller 30, hon gillar inredning, 600', 'billigare'], {
    good: ['dekoration', 'hemtextil', 'tavla', 'vas', 'förvaring'],
    ok: ['krukväxt', 'serveringsfat', 'glas'],
    budget: { max: 450 },
  }),
  multi('kompis-whisky-dyrare', ['bästa kompisen gillar whisky, 300', 'får kosta mer, upp till 800'], {
    good: ['whiskyglas', 'whiskyprovning'],
    ok: ['barutrustning', 'glas'],
    budget: { min: 250, max: 800 },
  }),
  multi('son-12-inte-gaming', ['sonen fyller 12, 500 kr', 'inget med gaming, han spelar för mycket redan'], {
    good: ['experimentkit', 'byggklossar', 'sällskapsspel', 'barnsport', 'utespel', 'skolbarnsleksak'],
    ok: ['ungdomsbok', 'pussel', 'modellbygge', 'hantverkskit', 'kamera', 'högtalare'],
    bad: ['småbarnsleksak', 'babyleksak'],
    budget: { max: 500 },
    forbid: { kinds: ['gamingtillbehör', 'spelkonsol'] },
  }),
  multi('mamma-deckare-annat', ['mamma älskar deckare, runt 300', 'hon har redan läst allt, nåt annat'], {
    good: FOR_MUM,
    ok: ['te', 'choklad', 'ljuslykta', 'krukväxt'],
    bad: ['bok'],
    budget: { max: 360 },
  }),
  multi(
    'sb-pappa-whisky-rokig',
    ['pappa gillar whisky, runt 500', 'gärna rökig'],
    { good: ['whisky'], budget: { max: 600 } },
    SB,
  ),
  gen('moster-60-faglar', 'min moster som fyller 60', 'hon gillar trädgård och fåglar, runt 500', {
    good: ['fågel och natur', 'trädgårdsredskap', 'odlingskit', 'krukväxt', 'fågelbok'],
    ok: ['utemys', 'odlingsbok'],
    budget: { max: 600 },
  }),
  gen('kille-17-musik-teknik', 'kille 17', 'gillar musik och teknik, max 1000', {
    good: ['hörlurar', 'högtalare', 'teknikpryl', 'vinylspelare'],
    ok: ['gamingtillbehör', 'presentkort', 'kamera', 'smartklocka'],
    bad: ['barnhörlurar', 'barnleksak'],
    budget: { max: 1000 },
  }),
  gen('brudparet', 'brudparet', 'bröllopspresent runt 800', {
    good: ['glas', 'serveringsfat', 'personlig tavla', 'skärbräda', 'hemtextil', 'servis'],
    ok: ['upplevelse', 'presentkort', 'dekoration', 'minnessak', 'vintillbehör'],
    budget: { max: 960 },
  }),
  gen('kollega-fatt-barn', 'kollegan som fått barn', 'vi samlar ihop ca 600', {
    good: ['dopgåva', 'babyleksak', 'babykläder'],
    ok: ['barnbok', 'presentkort', 'nattlampa'],
    budget: { max: 720 },
  }),
  gen('lillebror-fotboll', 'lillebror 14', 'spelar fotboll, typ 300', {
    good: ['barnsport', 'utespel', 'träningsutrustning'],
    ok: ['vattenflaska', 'träningsväska', 'hörlurar', 'presentkort', 'sport'],
    bad: ['småbarnsleksak', 'babyleksak'],
    budget: { max: 360 },
  }),
  gen(
    'sb-kollega-rose',
    'kollegan',
    'hon gillar rosévin, ca 150',
    { good: ['rosévin'], ok: ['mousserande vin'], budget: { max: 180 } },
    SB,
  ),
  gen(
    'bh-mamma-65-bakar',
    'mamma 65',
    'hon bakar gärna, 400',
    {
      good: ['bakredskap', 'bakkit', 'kokbok'],
      // Corrected 2026-11-27: the grader files this baking kit under delicacies; the judgment's 'bakkit' meant it too.
      goodIds: [LUCIA_BAKING_KIT],
      ok: ['köksredskap', 'kökstextil'],
      bad: ['möbel'],
      budget: { max: 480 },
    },
    BH,
  ),
  wiz('mamma-morsdag-spa', w(['mamma'], ['mors-dag'], [], '200-500', 'spa'), {
    good: ['bad och spa', 'spaupplevelse'],
    ok: ['hudvård', 'sömn', 'doftljus'],
    budget: { min: 200, max: 500 },
  }),
  wiz('van-kaffe-under-200', w(['van'], ['fodelsedag'], [], '<200', 'kaffe'), {
    good: ['kaffe', 'kaffetillbehör'],
    ok: ['mugg', 'termosmugg'],
    budget: { max: 200 },
  }),
  search('sjal', 'sjal', { good: ['halsduk'], ok: ['accessoar'] }),
  search('present-farmor-90', 'present till farmor 90 år', {
    good: ['pläd', 'digital fotoram', 'fotoalbum', 'minnesbok', 'krukväxt', 'tofflor', 'pussel'],
    ok: ['te', 'fågel och natur', 'halsduk', 'radio', 'textmugg'],
  }),
  search('vinglas', 'vinglas', { good: ['vinglas'], ok: ['glas', 'champagneglas'] }),
  search('sb-portvin', 'portvin', { good: ['dessertvin'], ok: ['vin'] }, SB),
  search('bh-tvasits-gra', '2-sits soffa grå', { good: ['2-sitssoffa'], ok: ['soffa'] }, BH),
];

export const FRESH_5_REQUESTS: readonly RelevanceRequest[] = withPrefix(FRESH_5_PREFIX, WRITTEN);
