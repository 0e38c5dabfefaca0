/**
 * A second group of requests the matching had not met: written and judged on the night of 2026-11-26/27, before they
 * were first run. Their first run: 33 answers, mean 1.27, first = 2 in 67 %, a 0 in 33 %; the fixes they prompted
 * (who the present is for, negations after "är", "julöl", "tokig i", a school leaver's age, interest-only padding,
 * "förskola") brought them to 1.56 / 79 % / 27 %, so they are no longer unseen. They count as held out (their ids
 * start with the fresh prefix) and the bench reports them as a group of their own. Same grading notes as requests.ts.
 */
import type { RelevanceRequest } from './grading.ts';
import { BH, chat, gen, multi, SB, search, w, withPrefix, wiz } from './request-builders.ts';

/** The id prefix of these requests (inside the fresh prefix, so they are held out). */
export const FRESH_2_PREFIX = 'fresh-2-';

const WRITTEN: RelevanceRequest[] = [
  chat('farmor-stickar', 'farmor stickar hela tiden, vad kan jag ge henne för max 300?', {
    good: ['handarbete'],
    ok: ['pläd', 'te', 'tetillbehör', 'förvaring', 'minnesbok', 'fotoalbum'],
    budget: { max: 300 },
  }),
  chat('kompis-kaffe-hundring', 'kompisen är kaffetokig, en hundring ungefär', {
    good: ['kaffe', 'kaffetillbehör'],
    ok: ['mugg', 'termosmugg', 'textmugg'],
    budget: { max: 130 },
  }),
  chat('froken-tack', 'tackpresent till fröken på förskolan, ca 150', {
    good: ['doftljus', 'krukväxt', 'choklad', 'te', 'blommor'],
    ok: ['mugg', 'textmugg', 'godis', 'delikatess', 'kaffe', 'hudvård', 'ljuslykta'],
    budget: { max: 180 },
  }),
  chat('pappa-60-fiskar', 'pappa fyller 60 och fiskar allt han kan, 800 kr', {
    good: ['fiskeutrustning'],
    ok: ['friluftsutrustning', 'termosmugg', 'svampkniv', 'upplevelse'],
    budget: { max: 800 },
  }),
  chat('flickvan-ekologiskt', 'flickvännen är vegan och gillar ekologiska saker, runt 400', {
    good: ['hudvård', 'bad och spa', 'te', 'doftljus'],
    ok: ['krukväxt', 'smycke', 'pläd', 'odlingskit', 'hårvård'],
    budget: { max: 480 },
  }),
  chat('lillebror-studenten', 'lillebror tar studenten i juni, typ 500', {
    good: ['hörlurar', 'högtalare', 'resväska', 'väska', 'armbandsur', 'presentkort', 'upplevelse'],
    ok: ['studentskylt', 'teknikpryl', 'manschettknappar', 'mobilskal', 'sällskapsspel', 'smartklocka'],
    bad: ['småbarnsleksak', 'babyleksak', 'skolbarnsleksak'],
    budget: { max: 600 },
  }),
  chat('svarmor-tradgard-jul', 'julklapp till svärmor som älskar sin trädgård, 250', {
    good: ['trädgårdsredskap', 'odlingskit', 'fågel och natur', 'krukväxt', 'odlingsbok'],
    ok: ['utemys', 'doftljus', 'pläd'],
    budget: { max: 250 },
  }),
  chat('van-valp', 'min bästa vän har precis skaffat hundvalp! 300 max', {
    good: ['hundtillbehör'],
    ok: ['husdjursporträtt', 'husdjur'],
    budget: { max: 300 },
  }),
  chat('son-8-rymden', 'sonen är 8 och tokig i rymden, max 350', {
    good: ['experimentkit'],
    ok: ['skolbarnsleksak', 'barnbok', 'byggklossar', 'pussel', 'barnpyssel', 'nattlampa'],
    bad: ['småbarnsleksak', 'babyleksak'],
    budget: { max: 350 },
  }),
  chat('kollega-blir-pappa', 'kollegan ska bli pappa, vi vill ge något till bebisen, 400 kr', {
    good: ['babyleksak', 'dopgåva', 'barnbok', 'babykläder', 'nattlampa'],
    ok: ['minnesbok', 'fotoalbum'],
    budget: { max: 400 },
  }),
  chat('man-lagar-mat', 'min man lagar mat varje dag och vill bli bättre, runt 700', {
    good: ['kockkniv', 'kokbok', 'köksredskap', 'kurs', 'matupplevelse'],
    ok: ['skärbräda', 'kök', 'serveringsfat', 'grillkryddor', 'delikatess', 'bakredskap'],
    budget: { max: 840 },
  }),
  chat('syster-inte-ljus-choklad', 'något till min syster som inte är doftljus eller choklad, 300', {
    good: ['smycke', 'bad och spa', 'hudvård', 'pläd', 'halsduk', 'sömn'],
    ok: ['te', 'krukväxt', 'presentkort', 'bok', 'mugg', 'ljuslykta'],
    budget: { max: 300 },
    forbid: { chocolate: true, kinds: ['doftljus'] },
  }),
  chat(
    'sb-julol-granne',
    'julöl till grannen, en fyrtiolapp',
    { good: ['öl'], ok: ['cider'], budget: { max: 48 } },
    SB,
  ),
  chat(
    'sb-rokig-whisky',
    'rökig whisky till farsan, 600 spänn',
    { good: ['whisky'], ok: ['whiskyglas'], budget: { max: 600 } },
    SB,
  ),
  chat(
    'sb-bubbel-nyar',
    'bubbel till nyår, vi är 6 st, max 150 per flaska',
    { good: ['mousserande vin', 'champagne'], ok: ['champagneglas'], budget: { max: 150 } },
    SB,
  ),
  chat(
    'bh-liten-soffa',
    'en liten soffa till lägenheten, max 5000',
    { good: ['2-sitssoffa'], ok: ['soffa'], budget: { max: 5000 } },
    BH,
  ),
  multi('kusin-mer-personligt', ['kusin som fyller 30, 400', 'något mer personligt'], {
    good: ['personlig tavla', 'textmugg', 'smycke', 'fotobok', 'minnessak'],
    ok: ['doftljus', 'fotoalbum', 'minnesbok'],
    personal: true,
    budget: { max: 400 },
  }),
  multi('pappa-golf-dyrare', ['pappa gillar golf, 300', 'lite dyrare får det vara, typ 800'], {
    good: ['golf'],
    ok: ['sport', 'träningsväska', 'upplevelse'],
    budget: { max: 960 },
  }),
  multi('mamma-har-redan', ['mamma 65 år, runt 500', 'hon har redan pläd och doftljus'], {
    good: ['smycke', 'bad och spa', 'halsduk', 'minnesbok', 'fotoalbum', 'hudvård', 'sömn'],
    ok: ['krukväxt', 'te', 'kaffe', 'presentkort', 'minnessak', 'upplevelse', 'ljuslykta'],
    budget: { max: 600 },
    forbid: { kinds: ['pläd', 'doftljus'] },
  }),
  multi('tjej-15-inget-smink', ['tjej 15 år, 300 kr', 'inget smink eller hudvård'], {
    good: ['hörlurar', 'smycke', 'väska', 'sällskapsspel', 'mobilskal', 'ungdomsbok', 'högtalare'],
    ok: ['halsduk', 'mössa', 'strumpor', 'godis', 'choklad', 'presentkort', 'pyssel', 'målning', 'nattlampa'],
    bad: ['småbarnsleksak', 'babyleksak', 'skolbarnsleksak'],
    budget: { max: 300 },
    forbid: { kinds: ['hudvård'] },
  }),
  multi(
    'sb-rodvin-billigare',
    ['ett gott rödvin till svärfar, 300', 'billigare'],
    { good: ['rött vin'], ok: ['vin'], budget: { max: 210 } },
    SB,
  ),
  gen('mormor-95-blommor', 'mormor', 'fyller 95, bor på äldreboende, gillar blommor, 300', {
    good: ['blommor', 'krukväxt'],
    ok: ['pläd', 'choklad', 'fotoalbum', 'minnesbok', 'te'],
    budget: { max: 300 },
  }),
  gen('sambo-malar', 'min sambo', 'gillar att måla och rita, 500', {
    good: ['målning'],
    ok: ['pyssel', 'hantverkskit', 'kurs'],
    budget: { max: 500 },
  }),
  gen('kompis-egen-lagenhet', 'kompis', 'flyttar till egen lägenhet, 300 kr', {
    good: ['inredning', 'krukväxt', 'kök'],
    ok: ['hemtextil', 'glas', 'mugg', 'presentkort', 'servis'],
    budget: { max: 300 },
  }),
  gen('pojke-5-dinosaurier', 'pojke 5 år', 'dinosaurier och bilar, max 250', {
    good: ['småbarnsleksak', 'barnbok', 'barnpyssel', 'pussel'],
    ok: ['byggklossar', 'nattlampa', 'barnsport', 'barnväska', 'utespel'],
    bad: ['babyleksak'],
    budget: { max: 250 },
  }),
  gen(
    'bh-stor-hornsoffa',
    'oss',
    'stor hörnsoffa till vardagsrummet, under 15000',
    { good: ['hörnsoffa'], ok: ['soffa'], budget: { max: 15000 } },
    BH,
  ),
  wiz('pappa-termos', w(['pappa'], ['jul'], [], '200-500', 'termos'), {
    good: ['termosmugg'],
    ok: ['friluftsutrustning', 'kaffetillbehör', 'mugg'],
    budget: { min: 200, max: 500 },
  }),
  wiz('mamma-deckare', w(['mamma'], ['mors-dag'], ['bocker-media'], '200-500', 'deckare'), {
    good: ['roman'],
    ok: ['bok'],
    budget: { min: 200, max: 500 },
  }),
  wiz('barn-6-9-pyssel', w(['barn-6-9'], ['jul'], [], '<200', 'pyssel'), {
    good: ['barnpyssel', 'pyssel'],
    ok: ['målning', 'hantverkskit', 'skolbarnsleksak'],
    bad: ['babyleksak', 'småbarnsleksak'],
    budget: { max: 200 },
  }),
  search('vinglas-4', 'vinglas 4-pack', { good: ['vinglas'], ok: ['glas'] }),
  search('termos', 'termos', { good: ['termosmugg'], ok: ['friluftsutrustning'] }),
  search('horlurar-barn', 'hörlurar barn', { good: ['barnhörlurar'], ok: ['hörlurar'] }),
  search('sb-rose', 'rosé', { good: ['rosévin'], ok: ['mousserande vin'] }, SB),
];

export const FRESH_2_REQUESTS: readonly RelevanceRequest[] = withPrefix(FRESH_2_PREFIX, WRITTEN);
