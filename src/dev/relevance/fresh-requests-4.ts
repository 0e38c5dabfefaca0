/**
 * A fourth group of requests the matching had not met: written and judged on 2026-11-27 before their first run, and
 * not tuned on afterwards. Their first run: see docs/performance.md. They count as held out (their ids start with the
 * fresh prefix) and the bench reports them as a group of their own. Same grading notes as requests.ts; "billigare"
 * takes the budget to about three quarters of what was asked, as in requests.ts.
 */
import type { RelevanceRequest } from './grading.ts';
import { BH, chat, gen, LUCIA_BAKING_KIT, multi, SB, search, w, withPrefix, wiz } from './request-builders.ts';

/** The id prefix of these requests (inside the fresh prefix, so they are held out). */
export const FRESH_4_PREFIX = 'fresh-4-';

const HOUSEWARMING = ['dekoration', 'hemtextil', 'personlig tavla', 'serveringsfat', 'glas', 'skärbräda', 'dörrmatta'];

const WRITTEN: RelevanceRequest[] = [
  chat('svarmor-stickar', 'svärmor stickar jämt, nåt för typ 300 kr?', {
    good: ['handarbete'],
    ok: ['pyssel', 'te', 'doftljus'],
    budget: { max: 360 },
  }),
  chat('tonaring-fortnite', 'kille 15 år som lirar fortnite hela dagarna, max 600', {
    good: ['gamingtillbehör'],
    ok: ['presentkort', 'högtalare', 'hörlurar', 'teknikpryl'],
    bad: ['barnleksak', 'barnhörlurar'],
    budget: { max: 600 },
  }),
  chat('nyblivna-foraldrar', 'kompisarna har precis fått bebis, nåt till dem, max en femhundring', {
    good: ['dopgåva', 'babyleksak', 'babykläder', 'presentkorg'],
    ok: ['nattlampa', 'skämtpresent', 'delikatess', 'kaffe', 'fotoalbum', 'presentkort'],
    budget: { max: 500 },
  }),
  chat('pappa-70-paddlar', 'pappa fyller 70 och paddlar kajak varje sommar, runt en lax', {
    good: ['friluftsutrustning'],
    goodIds: ['vattentat-packpase-20-liter'],
    ok: ['äventyrsupplevelse', 'termosmugg', 'minnesbok', 'väderstation'],
    budget: { max: 1200 },
  }),
  chat('larare-inget-atbart', 'tack till läraren nu vid terminsslut, inget ätbart, ett par hundra', {
    good: ['doftljus', 'odlingskit', 'bad och spa'],
    ok: ['termosmugg', 'presentkort', 'hudvård', 'minnessak', 'trädgårdsredskap', 'krukväxt'],
    budget: { max: 300 },
    forbid: { edible: true },
  }),
  chat('brorson-3-inte-plast', 'brosonen fyller 3, gärna inget i plast, max 400', {
    good: ['småbarnsleksak'],
    ok: ['barnbok', 'byggklossar', 'barnsport'],
    bad: ['babyleksak'],
    budget: { max: 400 },
    forbid: { plastic: true },
  }),
  chat('bastis-galentines', 'alla hjärtans dag fast till bästa vännen, vi firar galentines. typ 250', {
    good: ['choklad', 'bad och spa', 'doftljus', 'minnessak', 'godis'],
    ok: ['hudvård', 'sömn', 'nagelvård', 'smycke', 'te', 'skämtpresent', 'sällskapsspel'],
    budget: { max: 300 },
  }),
  chat('chef-pension', 'chefen går i pension efter 25 år på jobbet, vi har under 2 lax ihop', {
    good: ['upplevelse', 'presentkort', 'presentkorg', 'fotoalbum'],
    ok: ['vinglas', 'whiskyglas', 'delikatess', 'krukväxt', 'bok', 'pläd', 'odlingskit', 'serveringsfat'],
    okIds: ['pensionarens-overlevnadskit'],
    bad: ['smycke'],
    budget: { max: 2000 },
  }),
  chat('morbror-brygger', 'morbror bryggar eget öl i källaren, nån grej för runt 400', {
    good: ['ölglas', 'ölprovning'],
    ok: ['bryggkit', 'glas'],
    budget: { max: 480 },
  }),
  chat('lego-8', 'sonen 8 år är helt lego-galen, max 700', {
    good: ['byggklossar'],
    ok: ['skolbarnsleksak', 'barnpyssel', 'modellbygge'],
    bad: ['småbarnsleksak', 'babyleksak'],
    budget: { max: 700 },
  }),
  chat(
    'sb-vin-till-ost',
    'nåt vin som passar till ostbrickan på lördag, typ en hundring',
    { good: ['rött vin', 'vitt vin', 'dessertvin'], ok: ['vin'], budget: { max: 120 } },
    SB,
  ),
  chat(
    'sb-gravid-kompis',
    'kompisen är gravid och fyller 30, vill ge nåt gott att dricka istället för vin, runt 200',
    {
      good: ['alkoholfritt vin', 'alkoholfritt bubbel'],
      ok: ['alkoholfri dryck', 'presentkorg'],
      budget: { max: 240 },
      forbid: { alcohol: true },
    },
    SB,
  ),
  chat(
    'bh-pappa-pension-tradgard',
    'pappa går i pension i vår, han fixar jämt i trädgården, runt 800',
    {
      good: ['trädgårdsredskap', 'utemys', 'fågel och natur', 'odlingskit'],
      ok: ['trädgård', 'odlingsbok', 'grilltillbehör', 'friluftsutrustning', 'väderstation'],
      bad: ['möbel'],
      budget: { max: 960 },
    },
    BH,
  ),
  chat(
    'bh-soffa-hund',
    'ny soffa till vardagsrummet, vi har hund så nåt tåligt, typ 7000',
    { good: ['soffa'], budget: { max: 8400 } },
    BH,
  ),
  multi('mamma-inte-choklad', ['julklap till mamma, hon älskar godsaker, max 350', 'inte choklad'], {
    good: ['delikatess', 'godis', 'te', 'kaffe', 'presentkorg'],
    budget: { max: 350 },
    forbid: { chocolate: true },
  }),
  multi('kusin-student-personligt', ['kusinen tar studenten, typ 400', 'något mer personligt'], {
    good: ['champagneglas', 'studentskylt', 'personlig tavla', 'smycke', 'läderaccessoar', 'minnessak'],
    ok: ['resetillbehör', 'frågebok'],
    personal: true,
    budget: { max: 480 },
  }),
  multi('vaninna-bakar-billigare', ['väninnan fyller 40 och bakar jämt, runt 600', 'billigare'], {
    good: ['bakredskap', 'bakkit'],
    // Corrected 2026-11-27: the grader files this baking kit under delicacies; the judgment's 'bakkit' meant it too.
    goodIds: [LUCIA_BAKING_KIT],
    ok: ['kökstextil', 'köksredskap', 'kokbok'],
    budget: { max: 450 },
  }),
  multi('morfar-radio-har-redan', ['morfar lyssnar på musik hela dagarna, max 1500', 'har redan en radio, nåt annat'], {
    good: ['högtalare', 'hörlurar', 'vinylspelare'],
    ok: ['nöjesupplevelse', 'vinyltillbehör', 'presentkort'],
    bad: ['headset'],
    budget: { max: 1500 },
    forbid: { kinds: ['radio'] },
  }),
  multi(
    'sb-svager-rom-billigare',
    ['svågern gillar mörk rom, typ 300', 'billigare'],
    { good: ['rom'], budget: { max: 225 } },
    SB,
  ),
  multi(
    'bh-granne-flytt-inga-ljus',
    ['present till grannen som hjälpte oss flytta, typ 300', 'hon har redan massor med ljus'],
    {
      good: ['choklad', 'delikatess', 'krukväxt', 'blommor', 'odlingskit', 'te', 'kaffe', 'presentkort'],
      ok: ['hemtextil', 'serveringsfat', 'bad och spa', 'godis'],
      bad: ['möbel'],
      budget: { max: 360 },
      forbid: { kinds: ['doftljus', 'ljusstake', 'ljuslykta'] },
    },
    BH,
  ),
  gen('grannpar-vandrar', 'grannparet', 'de vandrar mycket, typ 400', {
    good: ['friluftsutrustning'],
    ok: ['fågelbok', 'termosmugg', 'vattenflaska', 'svampkniv', 'fågel och natur'],
    // Corrected 2026-11-27: the grader files this water bottle under travel gear; the judgment's 'vattenflaska' meant it.
    okIds: ['hopvikbar-vattenflaska-i-silikon'],
    budget: { max: 480 },
  }),
  gen('guddotter-dop', 'guddottern som ska döpas', 'runt 500, gärna nåt som håller', {
    good: ['dopgåva'],
    ok: ['babyleksak', 'minnessak', 'barnbok'],
    budget: { max: 600 },
  }),
  gen('pojke-10-rymden', 'grabben 10 år', 'han är tokig i rymden och planeter, under 1500', {
    good: ['experimentkit'],
    goodIds: ['byggsats-med-500-klossar-rymdstation', 'namnge-en-stjarna-certifikat-med-stjarnkarta'],
    ok: ['byggklossar', 'skolbarnsleksak'],
    bad: ['småbarnsleksak', 'babyleksak', 'nattlampa'],
    budget: { max: 1500 },
  }),
  gen(
    'sb-svarfar-cognac',
    'svärfar 60',
    'han gillar cognac, max 500',
    { good: ['cognac'], ok: ['annan sprit', 'whisky'], budget: { max: 500 } },
    SB,
  ),
  gen(
    'bh-kollega-flyttat',
    'kollegan som flyttat till hus',
    'runt 300, inflyttningspresent',
    {
      good: HOUSEWARMING,
      ok: ['krukväxt', 'presentkort', 'köksredskap'],
      bad: ['möbel'],
      budget: { max: 360 },
    },
    BH,
  ),
  wiz('tonaring-horlurar', w(['tonaring'], ['fodelsedag'], [], '500-1000', 'hörlurar'), {
    good: ['hörlurar'],
    ok: ['högtalare'],
    bad: ['barnhörlurar', 'headset'],
    budget: { min: 500, max: 1000 },
  }),
  wiz('mormor-namnsdag-tradgard', w(['mor-farforalder'], ['namnsdag'], ['tradgard-friluftsliv'], '<200'), {
    good: ['odlingskit', 'trädgårdsredskap', 'krukväxt'],
    ok: ['fågel och natur', 'utemys', 'odlingsbok', 'fågelbok'],
    budget: { max: 200 },
  }),
  wiz(
    'bh-par-inflytt-soffa',
    w(['partner'], ['inflytt'], ['hem-inredning'], '5000+', 'soffa'),
    { good: ['soffa'], budget: { min: 5000 } },
    BH,
  ),
  search('pussel-1000', 'pussel 1000 bitar', { good: ['pussel'] }),
  search(
    'sb-alkoholfri-ipa',
    'alkoholfri ipa',
    { good: ['alkoholfri öl'], ok: ['alkoholfri dryck'], forbid: { alcohol: true } },
    SB,
  ),
  search('sb-champange', 'champange', { good: ['champagne'], ok: ['mousserande vin'] }, SB),
  search('bh-chesterfield', 'chesterfield soffa sammet', { good: ['chesterfieldsoffa'], ok: ['soffa'] }, BH),
];

export const FRESH_4_REQUESTS: readonly RelevanceRequest[] = withPrefix(FRESH_4_PREFIX, WRITTEN);
