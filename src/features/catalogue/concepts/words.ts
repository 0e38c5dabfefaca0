/**
 * How the Swedish text understanding recognises a concept: its synonyms, irregular inflections and colloquial
 * forms ("morsan", "farsgubben", "födis"), and multi-word phrases. Regular inflections need not be listed (the
 * lookup strips endings); irregular ones must be ("söner", "böcker").
 *
 * They are the concepts' own fields, kept in this module (keyed by concept id, checked against the registry's
 * ids) so that browser code reading labels and stored values does not ship the text understanding's word lists.
 */
import type { InterestId } from './interests.ts';
import type { OccasionConceptId } from './occasions.ts';
import type { Gender, RecipientConceptId } from './recipients.ts';
import type { ThemeId } from './themes.ts';

/**
 * One lexicon entry: space-separated forms, the first being its canonical word, with what the forms add to the
 * concept they belong to.
 */
export interface WordGroup<R extends string = string, O extends string = string> {
  forms: string;
  /** The relation when a possessive comes first: "min tjej" → flickvän, "hennes man" → make. */
  possessive?: R;
  /** Only counts after a possessive ("min kärlek"): the concept is then the possessive relation. */
  possessiveOnly?: boolean;
  /** Overrides the concept's own gender ("tjejkompis"). */
  gender?: Gender;
  /** An age the forms imply ("nyfödd" → 0, "mellanstadiet" → 11). */
  age?: number;
  /** An occasion the forms imply ("brudparet" → bröllop). */
  occasion?: O;
  /** Too generic to be read out of an unknown compound ("polismannen"). */
  headless?: boolean;
  /** Words that need context: "man" is also the pronoun "one", "par" also "a couple of". */
  contextual?: 'man' | 'par';
  /** Verbs like "spelar": count only when no other interest is named in the same clause ("spelar golf"). */
  weak?: boolean;
}

/** A lexicon entry: its forms alone, or its forms with what they add. */
export type Words<R extends string = string, O extends string = string> = string | WordGroup<R, O>;

/**
 * A phrase of folded words (å/ä/ö written a/a/o); a trailing '*' matches any ending ("dag*" → dag, dagen).
 * `giftContextOnly`: counts only in a gift request ("present som tack för hjälpen"), not as a chat's closing words.
 */
export type Phrase = string | { words: string; giftContextOnly?: boolean };

/** The forms of a lexicon entry and what they add, whichever way it is written. */
export function wordGroup<R extends string, O extends string>(words: Words<R, O>): WordGroup<R, O> {
  return typeof words === 'string' ? { forms: words } : words;
}

/** A phrase's folded words and flags, whichever way it is written. */
export function phraseOf(phrase: Phrase): { words: string; giftContextOnly?: boolean } {
  return typeof phrase === 'string' ? { words: phrase } : phrase;
}

/** The words and phrases of one concept. */
export interface ConceptWords<R extends string = string, O extends string = string> {
  words?: readonly Words<R, O>[];
  phrases?: readonly Phrase[];
}

/** "ny lägenhet", "eget hus", "köpt villa" …: a new home. */
const NEW_HOME_PHRASES: readonly string[] = [
  'ny',
  'nya',
  'nytt',
  'eget',
  'egen',
  'egna',
  'forsta',
  'kopt',
  'kopte',
  'kopa',
].flatMap((start) => ['lagenhet*', 'hus*', 'hem*', 'villa*', 'radhus*', 'boende*'].map((home) => `${start} ${home}`));

/** "gifta sig", "gifter oss" …: a wedding. */
const MARRY_PHRASES: readonly string[] = ['gifta', 'gifter', 'gifte', 'gift'].flatMap((verb) => [
  `${verb} sig`,
  `${verb} oss`,
]);

/** Each relation's words, in the order the understanding lists relations. */
export const RECIPIENT_WORDS: Partial<Record<RecipientConceptId, ConceptWords<RecipientConceptId, OccasionConceptId>>> =
  {
    mamma: {
      words: [
        'mamma mammor mamman mammas mammans mammorna mammornas morsan morsans morsa mamsen mams mammi morsgubben',
        'mor mors modern moderns mödrar mödrarna',
      ],
    },
    pappa: {
      words: [
        'pappa pappor pappan pappas pappans papporna pappornas farsan farsans farsa farsgubben farsgubbe pappsen papsen fattern',
        'far fars fadern faderns fäder fäderna',
      ],
    },
    bonusmamma: {
      words: ['bonusmamma bonusmammor bonusmamman bonusmammas bonusmor styvmor styvmors styvmamma styvmamman'],
    },
    bonuspappa: {
      words: ['bonuspappa bonuspappor bonuspappan bonuspappas bonusfar styvfar styvfars styvpappa styvpappan'],
    },
    mormor: { words: ['mormor mormors mormödrar momo mommo mommi mormi mummo mormorsan gammelmormor'] },
    farmor: { words: ['farmor farmors farmödrar fammo fammi farmi farmorsan gammelfarmor'] },
    morfar: { words: ['morfar morfars morfäder moffa moffe morfarsan gammelmorfar'] },
    farfar: { words: ['farfar farfars farfäder faffa faffe farfarsan gammelfarfar'] },
    morföräldrar: { words: ['morföräldrar morföräldrarna morföräldrarnas morförälder'] },
    farföräldrar: { words: ['farföräldrar farföräldrarna farföräldrarnas farförälder'] },
    föräldrar: { words: ['föräldrar föräldrarna föräldrarnas förälder föräldern gamlingarna'] },
    svärföräldrar: { words: ['svärföräldrar svärföräldrarna svärföräldrarnas'] },
    svärmor: { words: ['svärmor svärmors svärmorsan svärmamma svärmamman'] },
    svärfar: { words: ['svärfar svärfars svärfarsan svärpappa svärpappan'] },
    svåger: { words: ['svåger svågern svågerns svågrar svågrarna svågers'] },
    svägerska: { words: ['svägerska svägerskan svägerskor svägerskorna svägerskans'] },
    svärson: { words: ['svärson svärsonen svärsöner'] },
    svärdotter: { words: ['svärdotter svärdottern svärdöttrar'] },
    son: { words: ['son sons sonen sonens söner sönerna grabben grabbens'] },
    dotter: { words: ['dotter dotters dottern dotterns döttrar döttrarna'] },
    styvson: { words: ['styvson styvsonen styvsöner bonusson bonussonen bonussöner'] },
    styvdotter: { words: ['styvdotter styvdottern styvdöttrar bonusdotter bonusdottern bonusdöttrar'] },
    bonusbarn: {
      words: ['bonusbarn bonusbarnen bonusbarnet bonusbarnens styvbarn styvbarnen styvbarnet bonusunge bonusungar'],
    },
    barn: {
      words: [
        'barn barnen barnet barnens barnets ungar ungarna ungen unge kids kidsen småbarn småbarnen knodd knoddar knoddarna småtting småttingar småttingarna plutt plutten minstingen telning telningar förskolebarn dagisbarn skolbarn',
        { forms: 'mellanstadiet mellanstadieelev mellanstadiebarn', age: 11 },
        { forms: 'lågstadiet lågstadieelev lågstadiebarn', age: 7 },
      ],
    },
    barnbarn: { words: ['barnbarn barnbarnen barnbarnet barnbarnens barnbarnets'] },
    syskonbarn: {
      words: [
        'syskonbarn brorson brorsonen brorsöner brorsdotter brorsdottern systerson systersonen systerdotter systerdottern',
      ],
    },
    gudbarn: { words: ['gudbarn gudbarnet gudbarnen gudson gudsonen guddotter guddottern'] },
    bebis: {
      words: [
        'bebis bebisen bebisar bebisarna bebben bebbe bebbis bäbis bäbisen baby babyn bebisens spädbarn',
        { forms: 'nyfödd nyfödda nyfödde nyföding', age: 0 },
      ],
    },
    tonåring: {
      words: [
        'tonåring tonåringen tonåringar tonåringarna tonåringens tonårig tonåriga tonårsbarn teenager tonåren tonår tonis tonisar högstadiet högstadieelev högstadieelever gymnasiet gymnasieelev gymnasieelever',
        { forms: 'tonårstjej tonårsflicka tonårsdotter tonårstjejen gymnasietjej högstadietjej', gender: 'kvinna' },
        {
          forms:
            'tonårskille tonårspojke tonårsson tonårskillen tonårsgrabb tonårsgrabben gymnasiekille högstadiekille',
          gender: 'man',
        },
      ],
    },
    pojke: {
      words: [
        {
          forms: 'pojke pojken pojkar pojkarna pojkes pojkens grabb grabbar pågen gossen lillkillen',
          possessive: 'son',
        },
      ],
    },
    flicka: {
      words: [
        { forms: 'flicka flickan flickor flickorna flickans tösen töser lilltjejen lillan', possessive: 'dotter' },
      ],
    },
    bror: {
      words: [
        'bror brors brodern broderns bröder bröderna brorsan brorsans brorsa lillebror storebror lillebrorsan storebrorsan',
      ],
    },
    syster: {
      words: [
        'syster systers systern systerns systrar systrarna syrran syrrans syrra lillasyster storasyster lillasyrran storasyrran',
      ],
    },
    syskon: { words: ['syskon syskonen syskonens'] },
    kusin: { words: ['kusin kusinen kusiner kusinerna kusins kusinens'] },
    moster: { words: ['moster mostern mosters mostrar'] },
    faster: { words: ['faster fastern fasters fastrar'] },
    morbror: { words: ['morbror morbrors morbrodern morbröder'] },
    farbror: { words: ['farbror farbrors farbrodern farbröder'] },
    fru: { words: ['fru frun frus fruns fruar hustru hustrun frugan', 'maka makan makans', 'fästmö fästmön'] },
    make: { words: [{ forms: 'make maken makens makes', headless: true }, 'fästman fästmannen'] },
    sambo: { words: ['sambo sambon sambos sambons sambor'] },
    särbo: { words: ['särbo särbon särbos'] },
    pojkvän: { words: ['pojkvän pojkvännen pojkväns pojkvännens pojkvänner'] },
    flickvän: { words: ['flickvän flickvännen flickväns flickvännens flickvänner'] },
    partner: {
      words: [
        'partner partnern partnerns partners älskling älsklingen käresta kärestan sötnos dejt dejten dejtar dejtat',
        { forms: 'kärlek kärleken hjärtat', possessiveOnly: true },
      ],
    },
    kvinna: {
      words: [
        'kvinna kvinnan kvinnor kvinnorna kvinnas dam damen damer damerna tant tanten tanter',
        { forms: 'gumma gumman', possessive: 'fru' },
        { forms: 'kärring kärringen', possessive: 'fru' },
      ],
    },
    man: {
      words: [
        { forms: 'mannen mannens män männen herre herren herrar herr', possessive: 'make', headless: true },
        { forms: 'man', possessive: 'make', contextual: 'man' },
        { forms: 'gubbe gubben gubbar karl karln karlen karlar', possessive: 'make' },
      ],
    },
    tjej: { words: [{ forms: 'tjej tjejen tjejer tjejerna tjejs', possessive: 'flickvän' }] },
    kille: {
      words: [
        { forms: 'snubbe snubben snubbar', possessive: 'pojkvän' },
        { forms: 'kille killen killar killarna killes', possessive: 'pojkvän' },
      ],
    },
    vän: {
      words: [
        'vän vännen vänner vännerna väns vännens vänskap',
        'kompis kompisen kompisar kompisarna kompisens polare polaren polarn polarna kamrat kamraten kamrater',
        'barnvakt barnvakten barnvakter',
        'klasskompis barndomsvän barndomskompis ungdomsvän skolkompis',
        { forms: 'väninna väninnan väninnor vänninna tjejkompis tjejkompisen tjejkompisar', gender: 'kvinna' },
        { forms: 'killkompis killkompisen killkompisar', gender: 'man' },
      ],
    },
    bästis: { phrases: ['bast* van*', 'bast* kompis*'], words: ['bästis bästisen bästisar bff'] },
    gäng: { phrases: ['hela gang*'], words: ['gäng gänget gängets kompisgänget vängänget'] },
    familj: {
      phrases: ['hela familj*'],
      words: ['familj familjen familjer familjens barnfamilj barnfamiljen hushåll hushållet'],
    },
    par: {
      // "till oss själva", "åt oss två": a couple buying for their own home.
      phrases: ['oss sjalva', 'oss tva', 'at oss', 'till oss'],
      words: [
        { forms: 'paret paren parets', headless: true },
        { forms: 'brudparet brudpar', occasion: 'bröllop' },
        { forms: 'par', contextual: 'par' },
        { forms: 'nygifta nygifte nyblivna', occasion: 'bröllop' },
      ],
    },
    granne: {
      words: [
        'granne grannen grannar grannarna grannens grannes grannfamiljen grannfamilj grannparet grannpar grannkillen',
        { forms: 'grannfru grannfrun grannkvinnan', gender: 'kvinna' },
      ],
    },
    lärare: {
      words: [
        'lärare läraren lärarna lärares lärarens magister magistern mentor mentorn klasslärare klassläraren förskollärare förskolläraren förskolelärare pedagog pedagogen pedagogerna fritidspedagog lärarinna lärarinnan dagmamma dagmamman',
        { forms: 'fröken fröknarna fröknar dagisfröken förskolefröken', gender: 'kvinna' },
      ],
    },
    tränare: { words: ['tränare tränaren tränarna'] },
    chef: { words: ['chef chefen chefer cheferna chefens boss bossen basen vd arbetsgivare arbetsgivaren'] },
    kollega: {
      phrases: ['pa jobbet', 'pa kontoret', 'pa job*'],
      words: [
        'kollega kollegan kollegor kollegorna kollegans kollegornas kolleger kollegerna jobbarkompis jobbarkompisen jobbarkompisar arbetskamrat arbetskamraten arbetskamrater medarbetare medarbetaren medarbetarna personal personalen anställda jobbarpolare jobbkompis arbetskompis arbetskompisar',
      ],
    },
    kund: { words: ['kund kunden kunder kunderna affärskontakt affärskontakter affärspartner'] },
    pensionär: { words: ['pensionär pensionären pensionärer pensionärerna pensionärens senior seniorer'] },
    värd: { words: ['värdinna värdinnan värd värden värdparet värdarna'] },
  };

/** Each occasion's words and phrases. */
export const OCCASION_WORDS: Partial<Record<OccasionConceptId, ConceptWords>> = {
  födelsedag: {
    words: [
      'födelsedag födelsedagen födelsedagar födelsedagens födelsedagspresent födelsedagspresenten födelsedagskalas födelsedagsfest födis födisen bday birthday kalas kalaset kalasen födelsedagsbarnet',
      'fyller fyllde fylla fyllt',
    ],
  },
  jul: {
    phrases: ['hemlig tomte', 'secret santa'],
    words: [
      'jul julen juls julafton julaftonen juldagen julklapp julklappar julklappen julklapparna julgåva julgåvor julgåvan julklappstips julpresent julpresenter julfirande julbord julhandel christmas xmas',
    ],
  },
  'mors-dag': { phrases: ['mors dag*'], words: ['morsdag morsdagen morsdagspresent morsdagspresenten mors-dag'] },
  'fars-dag': { phrases: ['fars dag*'], words: ['farsdag farsdagen farsdagspresent farsdagspresenten fars-dag'] },
  'alla-hjartans-dag': {
    phrases: ['alla hjartans dag*', 'alla hjartans', 'hjartans dag*'],
    words: ['valentine valentines valentinsdagen allahjärtansdag'],
  },
  bröllop: {
    phrases: [...MARRY_PHRASES, 'ska gifta'],
    words: [
      'bröllop bröllopet bröllops bröllopspresent bröllopsgåva bröllopsgåvan bröllopsfest vigsel vigseln giftermål giftermålet förlovning förlovningen förlovad förlovat förlovar möhippa möhippan svensexa svensexan',
    ],
  },
  brollopsdag: { words: ['bröllopsdag bröllopsdagen årsdag årsdagen guldbröllop silverbröllop'] },
  student: {
    words: [
      'student studenten studentpresent studentpresenten studentmottagning studentmottagningen studentfest studentskiva examen examenspresent examensdag utexaminerad examinerad disputation',
    ],
  },
  dop: {
    words: [
      'dop dopet dopgåva dopgåvan doppresent doppresenten barndop barndopet döpas döps döpt döpta dopfest namngivning namngivningen namngivningsfest',
    ],
  },
  inflytt: {
    phrases: [...NEW_HOME_PHRASES, 'flytt* ihop'],
    words: [
      'inflyttning inflyttningen inflyttningsfest inflyttningsfesten inflyttningspresent inflyttningskalas inflytt nyinflyttad nyinflyttade nyinflyttat housewarming flyttat flyttar flyttade flytt flytten',
    ],
  },
  namnsdag: { words: ['namnsdag namnsdagen namnsdagar'] },
  tack: {
    phrases: [
      { words: 'tack for hjalp*', giftContextOnly: true },
      // Helping someone move is thanked for; the mover's new home is not the helper's.
      'hjalpte oss flytta',
      'hjalpte mig flytta',
      'hjalpte oss att flytta',
      'hjalpte mig att flytta',
      'hjalpte oss med flytten',
      'hjalpte mig med flytten',
      'hjalp med flytten',
      { words: 'tack for allt', giftContextOnly: true },
      { words: 'tack till', giftContextOnly: true },
      'som tack',
      'ett tack',
      { words: 'som slutar', giftContextOnly: true },
      { words: 'ska sluta', giftContextOnly: true },
      'gar i pension',
    ],
    words: [
      'tackgåva tackpresent tacksamhet avtackning avtackningen avsked avskedet avskedspresent pension pensionen pensionering pensioneringen pensionsfest pensionspresent värdinnegåva värdinnepresent skolavslutning skolavslutningen terminsslut sommaravslutning tacka tackar tackade',
    ],
  },
};

/** Each interest's words. */
export const INTEREST_WORDS: Partial<Record<InterestId, ConceptWords>> = {
  gaming: {
    words: [
      'gaming gamer gamers gamear gamar gamea tv-spel tvspel tv-spelet tv-spelen datorspel datorspelet datorspelen dataspel konsol konsoler konsolspel spelkonsol spelkonsolen spelnörd e-sport esport',
      'playstation ps4 ps5 xbox nintendo steam fortnite minecraft roblox',
      'spel spelet spelen',
      { forms: 'spela spelar spelade spelat lira lirar lirade lirat', weak: true },
      'gejma gejmar gejmade gejmare gejmer lirare twitch streamar streama valorant fifa zelda pokemon pokémon',
    ],
  },
  träning: {
    words: [
      'träning träningen träna tränar tränade tränat gym gymmet gymma gymmar gymmare motion motionär motionerar styrketräning crossfit sport sporten sporta sportig sportiga sportigt idrott idrottar idrottare',
      'pilates gympa gympar spinning styrkelyft powerlifting kettlebell hantlar foamroller hopprep massagepistol',
    ],
  },
  matlagning: {
    words: [
      'matlagning matlagningen kock kocken kockar hemmakock matälskare matglad matnörd foodie gourmet recept recepten',
      { forms: 'mat maten', headless: true },
    ],
  },
  trädgård: {
    words: [
      'trädgård trädgården trädgårdar trädgårdsarbete trädgårdsmästare odla odlar odling odlingen odlare plantera planterar kolonilott kolonilotten perenner växthus växthuset pallkrage pallkragar frö fröer frön fröpåse',
    ],
  },
  teknik: {
    words: [
      'teknik tekniken teknisk tekniska tekniskt tech prylar prylarna pryl gadget gadgets prylnörd tekniknörd datornörd elektronik techprylar',
      'trimmer radiostyrd walkie-talkies kodrobot robotdammsugare',
    ],
  },
  friluftsliv: {
    words: [
      'friluftsliv friluftsmänniska natur naturen naturälskare skogen skog utomhus outdoor friluftsintresserad bushcraft fjällen fjäll',
    ],
  },
  inredning: {
    words: [
      'inredning inredningen inreda inreder inredningsdetaljer heminredning design dekoration dekorationer hemmet interiör pynta pyntar prydnad prydnader',
    ],
  },
  pyssel: {
    words: [
      'pyssel pyssla pysslet pysslig diy hantverk kreativ kreativa kreativt slöjd scrapbooking kalligrafi broderi brodera broderar broderade pärlplatta pärlplattor modellbygge modellbyggare tovning',
    ],
  },
  'musik/film': {
    words: [
      'musik musiken musiker musikalisk musikintresserad musikälskare sjunga sjunger sång sångare sångerska konsert konserter festival festivaler jazz jazzen hårdrock hiphop',
    ],
  },
  resor: {
    words: [
      'resa resor resan resorna reser reste resande resenär resenären världsresenär globetrotter semester semestern semestra semestrar resmål backpacker backpacking reslust resfeber äventyr äventyrare roadtrip',
    ],
  },
  hälsa: {
    words: [
      'hälsa hälsan hälsosam hälsosamt hälsosamma wellness välmående egenvård självomsorg avkoppling avslappning mindfulness meditation meditera mediterar skönhet',
    ],
  },
};

/** Each theme's words and phrases. */
export const THEME_WORDS: Partial<Record<ThemeId, ConceptWords>> = {
  personligt: {
    phrases: [
      'med namn',
      'eget namn',
      'egen text',
      'eget foto',
      'egna bilder',
      'eget tryck',
      'valfri text',
      'valfritt namn',
      'med initialer',
    ],
    words: ['personlig personligt personliga gravyr graverad graverat gravera fotobok unik unikt unika'],
  },
  lyxigt: {
    words: [
      'lyx lyxig lyxigt lyxiga lyxpresent exklusiv exklusivt exklusiva påkostad påkostat premium',
      'siden sidenscarf kristall kristallglas kaschmir',
    ],
  },
  hållbart: {
    phrases: ['second hand'],
    words: [
      'hållbar hållbart hållbara hållbarhet miljövänlig miljövänligt miljövänliga eko ekologisk ekologiskt ekologiska klimatsmart återvunnen återvunnet återvunna begagnat begagnad secondhand fairtrade miljömedveten miljömedvetna miljömedvetet återanvändbar återanvändbara återbrukad återbrukade naturgummi bivax',
    ],
  },
  'humor/prank': {
    phrases: ['rolig* text*', 'rolig* tryck*', 'skratt garanterat'],
    words: ['skämt skämtpresent skämtpresenter skämtsam humor humoristisk prank busig busiga lustig lustiga'],
  },
  mysigt: {
    words: [
      'mys mysig mysigt mysiga mysa myspresent mysbyxor myskläder hygge gosig gosigt morgonrock morgonrocken raggsockor värmefilt',
    ],
  },
  svenskt: {
    phrases: ['made in sweden', 'fran sverige', 'i sverige', 'tillverka* i sverige'],
    words: [
      'svensk svenskt svenska svensktillverkad svensktillverkat svenskproducerad',
      'gotland gotländsk gotländska småland småländsk småländska dalarna värmland värmländsk dalahäst',
    ],
  },
};
