/**
 * Everyday colloquial Swedish as visitors type it: money slang, familiar family words, hobbies named by what people
 * do, teenage ages and thank-you requests that describe what the person did. Typos are deliberate.
 */
import { describe, expect, it } from 'vitest';
import { type GiftUnderstanding, understandGiftText } from './understanding.ts';

type Expected = Partial<GiftUnderstanding>;

/** Checks only the fields a case names; lists compare as sets. */
function expectUnderstanding(text: string, expected: Expected): void {
  const actual = understandGiftText(text);
  for (const [key, value] of Object.entries(expected)) {
    const got = actual[key as keyof GiftUnderstanding];
    if (Array.isArray(value)) expect([...(got as unknown[])].sort(), `${key} of "${text}"`).toEqual([...value].sort());
    else expect(got, `${key} of "${text}"`).toEqual(value);
  }
}

const MONEY: Array<[string, Expected]> = [
  ['en lapp till morsan', { budgetMax: 100, budgetMin: null, recipients: ['mamma'] }],
  ['har typ en lapp att lägga', { budgetMin: 80, budgetMax: 120 }],
  ['max en femhundring', { budgetMax: 500 }],
  ['nåt för en femhunka till brorsan', { budgetMax: 500, recipients: ['bror'] }],
  ['runt en femhunka', { budgetMin: 400, budgetMax: 600 }],
  ['ett par hundra till farsan', { budgetMin: 150, budgetMax: 300, recipients: ['pappa'] }],
  ['ett par hundra spänn max', { budgetMax: 300 }],
  ['några hundra kr till syrran', { budgetMin: 200, budgetMax: 500, recipients: ['syster'] }],
  ['en tusenlapp', { budgetMax: 1000 }],
  ['max en tusenlapp till gubben', { budgetMax: 1000 }],
  ['en tusing max', { budgetMax: 1000 }],
  ['kan lägga en tusing på mommo', { budgetMax: 1000, recipients: ['mormor'] }],
  ['max en tia, det är ett skämt', { budgetMax: 10 }],
  ['en tjuga till hemlig tomte', { budgetMax: 20, occasions: ['jul'] }],
  ['ett par lappar till jobbarkompisen', { budgetMin: 150, budgetMax: 300, recipients: ['kollega'] }],
  ['tre lappar max', { budgetMax: 300 }],
  ['fem hundringar', { budgetMax: 500 }],
  ['några lappar bara', { budgetMin: 200, budgetMax: 500 }],
  ['max en lax till farsan', { budgetMax: 1000, recipients: ['pappa'] }],
  ['budget ett lakan', { budgetMax: 1000 }],
  ['mellan en lapp och en femhunka', { budgetMin: 100, budgetMax: 500 }],
  ['ett par tusen spänn till frugan', { budgetMin: 1500, budgetMax: 3000, recipients: ['fru'] }],
  ['typ en femhundring eller så', { budgetMin: 400, budgetMax: 600 }],
  ['under en hundring', { budgetMax: 100 }],
  ['högst två tusenlappar', { budgetMax: 2000 }],
  ['femhundra spänn', { budgetMax: 500 }],
  ['runt 3 lappar', { budgetMin: 240, budgetMax: 360 }],
  ['en kudde till brorsan', { budgetMax: null, keywords: ['kudde'], recipients: ['bror'] }],
  ['en lax till farsan som gillar att grilla', { budgetMax: null, recipients: ['pappa'] }],
  ['ett lakan till mormor', { budgetMax: null, recipients: ['mormor'] }],
  ['kostar max en tusing', { budgetMax: 1000 }],
  ['ca en lapp per kollega', { budgetMin: 80, budgetMax: 120, recipients: ['kollega'] }],
];

const FAMILY: Array<[string, Expected]> = [
  ['morsan fyller 60', { recipients: ['mamma'], toWhom: ['mamma'], age: 60 }],
  ['morsans present', { recipients: ['mamma'] }],
  ['nått till farsan', { recipients: ['pappa'], toWhom: ['pappa'] }],
  ['farsgubben fyller 70', { recipients: ['pappa'], age: 70, occasions: ['födelsedag'] }],
  ['mommo', { recipients: ['mormor'], toWhom: ['mor-/farförälder'], ageGroups: ['senior'] }],
  ['present till mommo och moffa', { recipients: ['mormor', 'morfar'], toWhom: ['mor-/farförälder'] }],
  ['moffa gillar att fiska', { recipients: ['morfar'], keywords: ['fiske'], catalogueInterests: ['friluftsliv'] }],
  ['fammo älskar korsord', { recipients: ['farmor'], gender: 'kvinna' }],
  ['faffa har allt', { recipients: ['farfar'], gender: 'man' }],
  ['julklapp till mormorsan', { recipients: ['mormor'], occasions: ['jul'] }],
  ['brorsan', { recipients: ['bror'], toWhom: ['vän'] }],
  ['lillebrorsan fyller 9', { recipients: ['bror'], age: 9, toWhom: ['barn'] }],
  ['storebrorsan', { recipients: ['bror'] }],
  ['syrran', { recipients: ['syster'], gender: 'kvinna' }],
  ['lillasyrran blir 12', { recipients: ['syster'], age: 12, ageGroups: ['10-12'] }],
  ['julklapp till gubben', { recipients: ['man'], occasions: ['jul'] }],
  ['min gubbe', { recipients: ['make'], toWhom: ['partner'] }],
  ['gubben min gillar whisky', { recipients: ['make'], toWhom: ['partner'], keywords: ['whisky'] }],
  ['frugan', { recipients: ['fru'], toWhom: ['partner'] }],
  ['frugan min fyller 40', { recipients: ['fru'], age: 40 }],
  ['min käresta', { recipients: ['partner'], toWhom: ['partner'] }],
  ['julklapp till hjärtat mitt', { recipients: ['partner'], occasions: ['jul'] }],
  ['något som värmer hjärtat till mormor', { recipients: ['mormor'] }],
  ['till kärestan på alla hjärtans dag', { recipients: ['partner'], occasions: ['alla-hjartans-dag'] }],
  ['svärmor', { recipients: ['svärmor'], toWhom: ['mamma'] }],
  ['svärmorsan som har allt', { recipients: ['svärmor'] }],
  ['svärfarsan gillar golf', { recipients: ['svärfar'], keywords: ['golf'] }],
  ['min karl', { recipients: ['make'] }],
  ['karln min', { recipients: ['make'] }],
  ['snubben min', { recipients: ['pojkvän'] }],
  ['tjejen min gillar yoga', { recipients: ['flickvän'], keywords: ['yoga'] }],
  ['killen min', { recipients: ['pojkvän'], toWhom: ['partner'] }],
  ['polarn fyller 30', { recipients: ['vän'], age: 30 }],
  ['min bff', { recipients: ['bästis'], toWhom: ['vän'] }],
  ['jobbarpolare', { recipients: ['kollega'], toWhom: ['kollega'] }],
  ['arbetskompis som slutar', { recipients: ['kollega'] }],
  ['julklapp till basen', { recipients: ['chef'], toWhom: ['kollega'] }],
  ['knoddarna', { recipients: ['barn'], toWhom: ['barn'] }],
  ['småttingarna på förskolan', { recipients: ['barn'] }],
  ['till minstingen', { recipients: ['barn'] }],
  ['lilltjejen fyller 5', { recipients: ['flicka'], age: 5, ageGroups: ['3-5'] }],
  ['lillkillen blir 3', { recipients: ['pojke'], age: 3 }],
  ['pågen fyller 8', { recipients: ['pojke'], age: 8 }],
  ['tösen', { recipients: ['flicka'], gender: 'kvinna' }],
  ['grabben fyller 10', { recipients: ['son'], age: 10, ageGroups: ['10-12'] }],
  ['grannfrun', { recipients: ['granne'], gender: 'kvinna', toWhom: ['vän'] }],
  ['grannfamiljen', { recipients: ['granne'] }],
  ['dagisfröken', { recipients: ['lärare'], toWhom: ['kollega'] }],
  ['dagmamman', { recipients: ['lärare'] }],
  ['gamlingarna', { recipients: ['föräldrar'], toWhom: ['mamma', 'pappa'] }],
  ['morsan o farsan', { recipients: ['mamma', 'pappa'] }],
  ['fattern', { recipients: ['pappa'] }],
  ['julklapp till morsgubben', { recipients: ['mamma'] }],
  ['svärmorsn', { recipients: ['svärmor'] }],
  ['brorsna', { recipients: ['bror'] }],
  ['mormorn', { recipients: ['mormor'] }],
];

const HOBBIES: Array<[string, Expected]> = [
  ['hon stickar', { catalogueInterests: ['pyssel'], keywords: ['stickning'] }],
  ['syrran stickar och virkar', { recipients: ['syster'], catalogueInterests: ['pyssel'] }],
  ['han lirar fotboll', { catalogueInterests: ['träning'], keywords: ['fotboll'] }],
  ['lirar fotbol varje helg', { catalogueInterests: ['träning'], keywords: ['fotboll'] }],
  ['gillar att paddla', { catalogueInterests: ['friluftsliv'], keywords: ['kajak'] }],
  ['paddlar kanot', { catalogueInterests: ['friluftsliv'] }],
  ['spelar PS5', { interests: ['spel'], catalogueInterests: ['gaming'] }],
  ['lirar playstation hela nätterna', { catalogueInterests: ['gaming'] }],
  ['brorsan gejmar', { recipients: ['bror'], catalogueInterests: ['gaming'] }],
  ['han streamar på twitch', { catalogueInterests: ['gaming'] }],
  ['lirar fifa med polarna', { catalogueInterests: ['gaming'] }],
  ['odlar tomater', { catalogueInterests: ['trädgård'] }],
  ['odlar chili på balkongen', { catalogueInterests: ['trädgård'] }],
  ['har ett växthus', { catalogueInterests: ['trädgård'] }],
  ['bygger pallkragar', { catalogueInterests: ['trädgård'] }],
  ['bakar surdeg', { catalogueInterests: ['matlagning'], keywords: ['bakning'] }],
  ['hon bakar surdegsbröd varje helg', { catalogueInterests: ['matlagning'] }],
  ['klättrar', { catalogueInterests: ['träning', 'friluftsliv'], keywords: ['klättring'] }],
  ['bouldrar två gånger i veckan', { catalogueInterests: ['träning', 'friluftsliv'], keywords: ['klättring'] }],
  ['dansar balett', { catalogueInterests: ['träning'], keywords: ['dans'] }],
  ['tjejen dansar', { catalogueInterests: ['träning'] }],
  ['boxas på fritiden', { catalogueInterests: ['träning'], keywords: ['boxning'] }],
  ['lyfter skrot', { catalogueInterests: ['träning'] }],
  ['lyfter vikter på gymmet', { catalogueInterests: ['träning'] }],
  ['kör pilates', { catalogueInterests: ['träning'] }],
  ['åker långfärdsskridskor', { catalogueInterests: ['träning', 'friluftsliv'], keywords: ['skridskor'] }],
  ['skejtar', { catalogueInterests: ['träning'], keywords: ['skateboard'] }],
  ['seglar på somrarna', { catalogueInterests: ['friluftsliv'], keywords: ['segling'] }],
  ['springer maran', { catalogueInterests: ['träning'], keywords: ['löpning'] }],
  ['ska åka vasaloppet', { catalogueInterests: ['träning', 'friluftsliv'], keywords: ['skidor'] }],
  ['pimplar på isen', { catalogueInterests: ['friluftsliv'], keywords: ['fiske'] }],
  ['gillar att plocka svamp', { catalogueInterests: ['friluftsliv'], keywords: ['svamp'] }],
  ['rider och är i stallet jämt', { keywords: ['häst'] }],
  ['hon pimplar och metar', { keywords: ['fiske'] }],
  ['brygger öl i garaget', { keywords: ['öl'] }],
  ['fikar jämt', { keywords: ['kaffe'] }],
  ['fotar mycket', { keywords: ['kamera'] }],
  ['fotograferar fåglar', { keywords: ['kamera', 'fågel'] }],
  ['är en riktig läshäst', { keywords: ['bok'] }],
  ['bokslukare', { keywords: ['bok'] }],
  ['lyssnar på jazz', { catalogueInterests: ['musik/film'] }],
  ['gillar hårdrock', { catalogueInterests: ['musik/film'] }],
  ['lirar gitarr', { catalogueInterests: ['musik/film'], keywords: ['gitarr'] }],
  ['gör pärlplattor', { catalogueInterests: ['pyssel'] }],
  ['modellbygge', { catalogueInterests: ['pyssel'] }],
  ['hon syr egna kläder', { catalogueInterests: ['pyssel'], keywords: ['sömnad', 'kläder'] }],
  ['broderar', { catalogueInterests: ['pyssel'] }],
  // Woodwork asks for tools (the wider reading's types), not the catalogue's crafts (diamond painting, puzzles).
  ['han snickrar i garaget', { catalogueInterests: [], keywords: ['snickeri'] }],
  ['orienterar', { catalogueInterests: ['träning', 'friluftsliv'] }],
  ['vandrar i fjällen', { catalogueInterests: ['friluftsliv'] }],
  ['tältar gärna', { catalogueInterests: ['friluftsliv'] }],
  ['gympar', { catalogueInterests: ['träning'] }],
  ['spelar padel varje vecka', { catalogueInterests: ['träning'], keywords: ['padel'] }],
  ['joggar', { catalogueInterests: ['träning'] }],
  ['stikcar', { catalogueInterests: ['pyssel'] }],
  ['klätrar på gymmet', { catalogueInterests: ['träning', 'friluftsliv'] }],
  ['bakr surdeg', { catalogueInterests: ['matlagning'] }],
  ['odlr tomater och gurka i växthuset', { catalogueInterests: ['trädgård'] }],
];

const TEENS: Array<[string, Expected]> = [
  ['fyller 15', { age: 15, ageGroups: ['tonåring'], toWhom: ['tonåring'], occasions: ['födelsedag'] }],
  ['min dotter fyller 13', { recipients: ['dotter'], age: 13, toWhom: ['tonåring'] }],
  ['en tonårig kille', { toWhom: ['tonåring'], ageGroups: ['tonåring'], gender: 'man' }],
  ['tonåriga tjejer', { toWhom: ['tonåring'] }],
  ['en sextonåring', { age: 16, toWhom: ['tonåring'] }],
  ['femtonåringen', { age: 15, ageGroups: ['tonåring'] }],
  ['en 14-åring', { age: 14, toWhom: ['tonåring'] }],
  ['brorsan är 17', { recipients: ['bror'], age: 17, toWhom: ['tonåring'] }],
  ['hon fyller 15 bast', { age: 15, occasions: ['födelsedag'] }],
  ['han är 16 bast', { age: 16, ageGroups: ['tonåring'] }],
  ['sjutton vårar', { age: 17 }],
  ['han är i tonåren', { recipients: ['tonåring'], toWhom: ['tonåring'] }],
  ['går på högstadiet', { toWhom: ['tonåring'] }],
  ['gymnasietjej som gillar smink', { toWhom: ['tonåring'], gender: 'kvinna', keywords: ['smink'] }],
  ['högstadiekille som gejmar', { toWhom: ['tonåring'], catalogueInterests: ['gaming'] }],
  ['tonårsgrabben', { toWhom: ['tonåring'], gender: 'man' }],
  ['tonisen', { toWhom: ['tonåring'] }],
  ['blir 13 i maj', { age: 13, toWhom: ['tonåring'] }],
  // Of age at 18: a teenager, and a grown-up's things fit too.
  ['fyller arton', { age: 18, ageGroups: ['tonåring', 'vuxen'] }],
  ['en tonårnig', { toWhom: ['tonåring'] }],
  ['sonen har precis fyllt 14', { recipients: ['son'], age: 14, toWhom: ['tonåring'] }],
  ['barnbarnet fyller 16', { recipients: ['barnbarn'], age: 16, toWhom: ['tonåring'] }],
  ['mellanstadiebarn', { toWhom: ['barn'], ageGroups: ['10-12'] }],
  ['går i lågstadiet', { toWhom: ['barn'], ageGroups: ['6-9'] }],
];

const THANKS: Array<[string, Expected]> = [
  [
    'vill tacka grannen som vattnade blommorna',
    { recipients: ['granne'], occasions: ['tack'], catalogueInterests: [], keywords: [] },
  ],
  [
    'tackpresent till grannen som passade katten i somras',
    { recipients: ['granne'], occasions: ['tack'], keywords: [] },
  ],
  [
    'vill ge något till grannen som tack för att hon passade hundarna',
    { recipients: ['granne'], occasions: ['tack'], keywords: [] },
  ],
  ['tackpresent för hjälpen med flytten', { occasions: ['tack'] }],
  ['tack till barnvakten som hjälpte oss hela sommaren, max 300 kr', { occasions: ['tack'], budgetMax: 300 }],
  [
    'tacka svärmor för att hon bakade tårtan till bröllopet',
    { recipients: ['svärmor'], occasions: ['tack'], catalogueInterests: [] },
  ],
  [
    'tackpresent till fröken som lärt barnen läsa',
    { recipients: ['lärare'], occasions: ['tack'], toWhom: ['kollega'], keywords: [] },
  ],
  ['vill tacka kollegan som har skjutsat mig till jobbet hela våren', { recipients: ['kollega'], occasions: ['tack'] }],
  ['tacka mormor som har allt', { recipients: ['mormor'], occasions: ['tack'] }],
  [
    'present till farmor som tack, hon gillar att baka',
    { recipients: ['farmor'], occasions: ['tack'], catalogueInterests: ['matlagning'] },
  ],
  [
    'vill tacka grannen som skottade snö åt oss, han gillar kaffe',
    { recipients: ['granne'], occasions: ['tack'], keywords: ['kaffe'] },
  ],
  [
    'ett tack till tränaren som körde barnen till matcherna',
    { recipients: ['tränare'], occasions: ['tack'], toWhom: ['kollega'] },
  ],
  [
    'vill tacka morbror som lånade ut stugan till vår inflyttningsfest',
    { recipients: ['morbror'], occasions: ['tack'] },
  ],
  ['tacka moster som sydde klänningen', { recipients: ['moster'], occasions: ['tack'], catalogueInterests: [] }],
  [
    'tackgåva till grannarna som tog hand om trädgården',
    { recipients: ['granne'], occasions: ['tack'], catalogueInterests: [] },
  ],
  ['vill tacka kompisen som fixade datorn', { recipients: ['vän'], occasions: ['tack'], catalogueInterests: [] }],
  ['tackpresnt till dagmamman som tog hand om lillan', { recipients: ['lärare'], occasions: ['tack'] }],
  [
    'vill tacka grannen som vatnade blommorna, max en lapp',
    { recipients: ['granne'], occasions: ['tack'], budgetMax: 100, catalogueInterests: [] },
  ],
];

describe('colloquial Swedish', () => {
  const groups = { MONEY, FAMILY, HOBBIES, TEENS, THANKS };
  it('has at least 150 cases', () => {
    const total = Object.values(groups).reduce((sum, cases) => sum + cases.length, 0);
    expect(total).toBeGreaterThanOrEqual(150);
  });
  for (const [name, cases] of Object.entries(groups)) {
    describe(name.toLowerCase(), () => {
      it.each(cases)('%s', (text, expected) => expectUnderstanding(text, expected));
    });
  }
});
