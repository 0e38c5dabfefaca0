/**
 * Requests written on the evening of 2026-11-26 after that day's changes to the gift matching, with their judgments
 * written before they were first run. Their first run measured requests the matching had not met (mean 1.57, first = 2
 * in 76 %, a 0 in 24 % of 25 answers); three of its findings were fixed the same evening ("dricker massor av te" read
 * as drinks and a hat, "något de kan göra tillsammans" not read as an experience, "italienskt rött" not read as red
 * wine), so they are no longer unseen. All count as held out (grading.ts `splitOf`) and the bench reports them as a
 * group of their own. Same grading notes as requests.ts.
 */
import type { RelevanceRequest } from './grading.ts';
import { chat, gen, multi, SB, search, w, withPrefix, wiz } from './request-builders.ts';

/** The id prefix of these requests. */
export const FRESH_PREFIX = 'fresh-';

const FOR_MUM = ['smycke', 'bad och spa', 'doftljus', 'pläd', 'halsduk', 'minnesbok', 'fotoalbum', 'hudvård', 'sömn'];

const WRITTEN: RelevanceRequest[] = [
  chat('moster-te', 'min moster dricker massor av te, max 350', {
    good: ['te', 'tetillbehör'],
    ok: ['mugg', 'choklad', 'presentkorg'],
    budget: { max: 350 },
  }),
  chat('svager-grill', 'svågern grillar varje helg, vad köper man? runt 500', {
    good: ['grilltillbehör', 'grillkryddor'],
    ok: ['kockkniv', 'skärbräda', 'köksredskap'],
    budget: { max: 600 },
  }),
  chat('mormor-90-musik', 'mormor fyller 90, hon ser dåligt men gillar musik, 400 kr', {
    good: ['radio', 'högtalare'],
    ok: ['pläd', 'minnesbok', 'fotoalbum', 'digital fotoram'],
    bad: ['pussel', 'roman', 'quizbok'],
    budget: { max: 400 },
  }),
  chat('kollega-jul-100', 'julklapp till en kollega, max 100 kr', {
    good: ['choklad', 'godis', 'te', 'kaffe', 'juldekoration'],
    ok: ['doftljus', 'mugg', 'delikatess'],
    budget: { max: 100 },
  }),
  chat('pojkvan-springer', 'pojkvännen har börjat springa, 600', {
    good: ['löpartillbehör', 'vattenflaska', 'aktivitetsarmband'],
    ok: ['träningsutrustning', 'hörlurar', 'massage', 'smartklocka'],
    budget: { max: 600 },
  }),
  chat('systerson-bygga', 'min systerson är 10 och älskar att bygga saker, max 400', {
    good: ['byggklossar', 'modellbygge', 'experimentkit'],
    ok: ['skolbarnsleksak', 'barnpyssel'],
    bad: ['småbarnsleksak', 'babyleksak'],
    budget: { max: 400 },
  }),
  chat('gravid-kompis', 'kompisen är gravid och fyller år, runt 300, inget med alkohol', {
    good: ['bad och spa', 'hudvård', 'sömn', 'alkoholfritt bubbel', 'te'],
    ok: ['doftljus', 'choklad', 'pläd', 'minnessak', 'alkoholfri dryck'],
    budget: { max: 360 },
    forbid: { alcohol: true },
  }),
  chat('chef-insamling', 'chefen slutar, vi är 8 som lägger 75 kr var', {
    good: ['presentkort', 'upplevelse', 'presentkorg'],
    ok: ['doftljus', 'krukväxt', 'delikatess', 'kaffe', 'te', 'whiskyglas', 'vinglas', 'serveringsfat', 'choklad'],
    budget: { max: 600 },
  }),
  chat(
    'sb-svarmor-vitt',
    'svärmor gillar torrt vitt vin, runt 200',
    {
      good: ['vitt vin'],
      ok: ['mousserande vin', 'vinglas', 'vintillbehör'],
      budget: { max: 240 },
    },
    SB,
  ),
  chat(
    'sb-gin-40',
    'en gin till min bror som fyller 40, max 500',
    {
      good: ['gin'],
      ok: ['ginkit', 'barutrustning', 'glas'],
      budget: { max: 500 },
    },
    SB,
  ),
  chat(
    'sb-saknar-olen',
    'pappa har slutat dricka men saknar ölen, 150 kr',
    {
      good: ['alkoholfri öl'],
      ok: ['alkoholfri dryck', 'ölglas'],
      budget: { max: 150 },
      forbid: { alcohol: true },
    },
    SB,
  ),
  multi('mamma-helt-annat', ['mamma gillar choklad, 300', 'något helt annat'], {
    good: FOR_MUM,
    ok: ['krukväxt', 'te', 'kaffe', 'presentkort', 'minnessak'],
    budget: { max: 300 },
    forbid: { chocolate: true },
  }),
  multi('bror-billigare', ['min bror gillar fotboll och gaming, 700', 'billigare'], {
    good: ['sport', 'gamingtillbehör', 'spelkonsol'],
    ok: ['hörlurar', 'headset', 'vattenflaska', 'träningsväska'],
    budget: { max: 490 },
  }),
  multi('farfar-inga-bocker', ['farfar 75, 400 kr', 'inga böcker, han läser inte'], {
    good: ['pläd', 'digital fotoram', 'fågel och natur', 'tofflor', 'radio', 'pussel'],
    ok: ['te', 'kaffe', 'delikatess', 'presentkort', 'upplevelse', 'minnessak'],
    budget: { max: 400 },
    forbid: { kinds: ['bok'] },
  }),
  multi('syster-annat-an-yoga', ['syster som gillar yoga, 400', 'något annat än yoga'], {
    good: ['bad och spa', 'sömn', 'massage', 'hudvård', 'doftljus', 'smycke'],
    ok: ['te', 'pläd', 'spaupplevelse', 'choklad', 'minnessak', 'presentkort'],
    budget: { max: 400 },
    forbid: { kinds: ['yogautrustning'] },
  }),
  gen('kusin-hastar', 'min kusin, 11 år', 'hon älskar hästar, max 300', {
    good: ['skolbarnsleksak', 'barnpyssel', 'experimentkit', 'ungdomsbok', 'barnbok'],
    ok: ['byggklossar', 'sällskapsspel', 'pussel', 'smycke'],
    bad: ['småbarnsleksak', 'babyleksak'],
    budget: { max: 300 },
  }),
  gen('granne-pension-tradgard', 'min granne som går i pension', 'han har stor trädgård, 500', {
    good: ['trädgårdsredskap', 'odlingskit', 'fågel och natur', 'krukväxt', 'utemys'],
    ok: ['odlingsbok', 'grilltillbehör', 'presentkort'],
    budget: { max: 500 },
  }),
  gen('foraldrar-brollopsdag', 'mina föräldrar', 'bröllopsdag, något de kan göra tillsammans, 1000', {
    good: ['upplevelse'],
    ok: ['sällskapsspel', 'presentkort', 'vinglas', 'champagneglas', 'fotoalbum', 'personlig tavla'],
    budget: { max: 1000 },
  }),
  gen(
    'sb-svarfar-italienskt',
    'svärfar',
    'vinälskare, gärna italienskt rött, runt 300',
    {
      good: ['rött vin'],
      ok: ['vin', 'vinglas', 'vintillbehör', 'vinprovning'],
      budget: { max: 360 },
    },
    SB,
  ),
  gen('nyfodd-inte-klader', 'nyfödd bebis', 'ca 250, inte kläder', {
    good: ['babyleksak', 'dopgåva', 'barnbok'],
    ok: ['nattlampa'],
    budget: { max: 300 },
    forbid: { kinds: ['babykläder'] },
  }),
  wiz('mamma-te', w(['mamma'], ['fodelsedag'], [], '200-500', 'te'), {
    good: ['te', 'tetillbehör'],
    ok: ['mugg', 'presentkorg'],
    budget: { min: 200, max: 500 },
  }),
  wiz('tonaring-horlurar', w(['tonaring'], ['fodelsedag'], [], '500-1000', 'hörlurar'), {
    good: ['hörlurar'],
    ok: ['högtalare', 'headset'],
    bad: ['barnhörlurar'],
    budget: { min: 500, max: 1000 },
  }),
  search('ullstrumpor', 'ullstrumpor', {
    good: ['strumpor'],
    // Corrected 2026-11-27: the grader files these wool socks under outdoor gear; the judgment's 'strumpor' meant them.
    goodIds: ['ullstrumpor-for-vandring-2-par'],
    ok: ['vantar', 'mössa', 'tofflor'],
  }),
  search('pussel-1000', 'pussel 1000 bitar', { good: ['pussel'] }),
  search('sb-champagne', 'champagne', { good: ['champagne', 'mousserande vin'], ok: ['champagneglas'] }, SB),
];

export const FRESH_REQUESTS: readonly RelevanceRequest[] = withPrefix(FRESH_PREFIX, WRITTEN);
