/**
 * The Swedish gift lexicon: which words (in which inflections and colloquial forms) mean which recipient, occasion,
 * interest, theme or product keyword. Each entry lists its forms; the first form is the entry's canonical word.
 * Regular inflections need not be listed (lookup strips endings), irregular ones must be ("söner", "böcker").
 */
import type { Interest, Theme } from '../catalogue/vocabularies.ts';
import type { Gender, InterestOption, OccasionOption, Recipient } from './options.ts';

export interface Concept {
  recipient?: Recipient;
  /** Recipient when a possessive comes first: "min tjej" → flickvän, "hennes man" → make. */
  possessive?: Recipient;
  /** Overrides the recipient's own gender ("tjejkompis"). */
  gender?: Gender;
  occasion?: OccasionOption;
  interests?: readonly InterestOption[];
  catalogueInterests?: readonly Interest[];
  keyword?: string;
  themes?: readonly Theme[];
  age?: number;
  /** More words to exclude when this one is negated ("inget med alkohol" → vin, öl, sprit …). */
  excludes?: readonly string[];
  /** Verbs like "spelar": count only when no other interest is named in the same clause ("spelar golf"). */
  weak?: boolean;
  /** Words that need context: "man" is also the pronoun "one", "par" also "a couple of". */
  contextual?: 'man' | 'par';
  /** Counts only in a gift request ("present som tack för hjälpen"), not as a chat's closing words. */
  giftContextOnly?: boolean;
  /** Too generic to be read out of an unknown compound ("polismannen", "klimaten"). */
  headless?: boolean;
}

export interface Entry {
  /** Canonical word: the first form. */
  word: string;
  concept: Concept;
}

export interface Phrase {
  /** Folded words; a trailing '*' matches any ending ("dag*" → dag, dagen). */
  words: readonly string[];
  entry: Entry;
}

const entries: Entry[] = [];
const phrases: Phrase[] = [];
const formsOf = new Map<Entry, string[]>();

function add(forms: string, concept: Concept): void {
  const list = forms.trim().split(/\s+/);
  const word = list[0] ?? '';
  const entry: Entry = { word, concept };
  entries.push(entry);
  formsOf.set(entry, list);
}

function phrase(text: string, concept: Concept, word = text.replace(/\*/g, '')): void {
  phrases.push({ words: text.split(' '), entry: { word, concept } });
}

const rec = (forms: string, recipient: Recipient, extra: Concept = {}) => add(forms, { recipient, ...extra });
const occ = (forms: string, occasion: OccasionOption, extra: Concept = {}) => add(forms, { occasion, ...extra });
const int = (
  forms: string,
  interests: readonly InterestOption[],
  catalogueInterests: readonly Interest[],
  extra: Concept = {},
) => add(forms, { interests, catalogueInterests, ...extra });
const kw = (forms: string, keyword: string, extra: Concept = {}) => add(forms, { keyword, ...extra });
const theme = (forms: string, themes: readonly Theme[], extra: Concept = {}) => add(forms, { themes, ...extra });

// ---------------------------------------------------------------- recipients
rec('mamma mammor mamman mammas mammans mammorna mammornas morsan morsans morsa mamsen mams mammi morsgubben', 'mamma');
rec('mor mors modern moderns mödrar mödrarna', 'mamma');
rec('bonusmamma bonusmammor bonusmamman bonusmammas bonusmor styvmor styvmors styvmamma styvmamman', 'bonusmamma');
rec(
  'pappa pappor pappan pappas pappans papporna pappornas farsan farsans farsa farsgubben farsgubbe pappsen papsen fattern',
  'pappa',
);
rec('far fars fadern faderns fäder fäderna', 'pappa');
rec('bonuspappa bonuspappor bonuspappan bonuspappas bonusfar styvfar styvfars styvpappa styvpappan', 'bonuspappa');
rec('mormor mormors mormödrar momo mommo mommi mormi mummo mormorsan gammelmormor', 'mormor');
rec('farmor farmors farmödrar fammo fammi farmi farmorsan gammelfarmor', 'farmor');
rec('morfar morfars morfäder moffa moffe morfarsan gammelmorfar', 'morfar');
rec('farfar farfars farfäder faffa faffe farfarsan gammelfarfar', 'farfar');
rec('morföräldrar morföräldrarna morföräldrarnas morförälder', 'morföräldrar');
rec('farföräldrar farföräldrarna farföräldrarnas farförälder', 'farföräldrar');
rec('föräldrar föräldrarna föräldrarnas förälder föräldern gamlingarna', 'föräldrar');
rec('svärföräldrar svärföräldrarna svärföräldrarnas', 'svärföräldrar');
rec('svärmor svärmors svärmorsan svärmamma svärmamman', 'svärmor');
rec('svärfar svärfars svärfarsan svärpappa svärpappan', 'svärfar');
rec('svåger svågern svågerns svågrar svågrarna svågers', 'svåger');
rec('svägerska svägerskan svägerskor svägerskorna svägerskans', 'svägerska');
rec('svärson svärsonen svärsöner', 'svärson');
rec('svärdotter svärdottern svärdöttrar', 'svärdotter');
rec('son sons sonen sonens söner sönerna grabben grabbens', 'son');
rec('dotter dotters dottern dotterns döttrar döttrarna', 'dotter');
rec('styvson styvsonen styvsöner bonusson bonussonen bonussöner', 'styvson');
rec('styvdotter styvdottern styvdöttrar bonusdotter bonusdottern bonusdöttrar', 'styvdotter');
rec('bonusbarn bonusbarnen bonusbarnet bonusbarnens styvbarn styvbarnen styvbarnet bonusunge bonusungar', 'bonusbarn');
rec(
  'barn barnen barnet barnens barnets ungar ungarna ungen unge kids kidsen småbarn småbarnen knodd knoddar knoddarna småtting småttingar ' +
    'småttingarna plutt plutten minstingen telning telningar förskolebarn dagisbarn skolbarn',
  'barn',
);
rec('barnbarn barnbarnen barnbarnet barnbarnens barnbarnets', 'barnbarn');
rec(
  'syskonbarn brorson brorsonen brorsöner brorsdotter brorsdottern systerson systersonen systerdotter systerdottern',
  'syskonbarn',
);
rec('gudbarn gudbarnet gudbarnen gudson gudsonen guddotter guddottern', 'gudbarn');
rec('bebis bebisen bebisar bebisarna bebben bebbe bebbis bäbis bäbisen baby babyn bebisens spädbarn', 'bebis');
rec('nyfödd nyfödda nyfödde nyföding', 'bebis', { age: 0 });
rec(
  'tonåring tonåringen tonåringar tonåringarna tonåringens tonårig tonåriga tonårsbarn teenager tonåren tonår ' +
    'tonis tonisar högstadiet högstadieelev högstadieelever gymnasiet gymnasieelev gymnasieelever',
  'tonåring',
);
rec('tonårstjej tonårsflicka tonårsdotter tonårstjejen gymnasietjej högstadietjej', 'tonåring', { gender: 'kvinna' });
rec(
  'tonårskille tonårspojke tonårsson tonårskillen tonårsgrabb tonårsgrabben gymnasiekille högstadiekille',
  'tonåring',
  {
    gender: 'man',
  },
);
rec('mellanstadiet mellanstadieelev mellanstadiebarn', 'barn', { age: 11 });
rec('lågstadiet lågstadieelev lågstadiebarn', 'barn', { age: 7 });
rec('pojke pojken pojkar pojkarna pojkes pojkens grabb grabbar pågen gossen lillkillen', 'pojke', {
  possessive: 'son',
});
rec('flicka flickan flickor flickorna flickans tösen töser lilltjejen lillan', 'flicka', { possessive: 'dotter' });
rec(
  'bror brors brodern broderns bröder bröderna brorsan brorsans brorsa lillebror storebror lillebrorsan storebrorsan',
  'bror',
);
rec(
  'syster systers systern systerns systrar systrarna syrran syrrans syrra lillasyster storasyster lillasyrran storasyrran',
  'syster',
);
rec('syskon syskonen syskonens', 'syskon');
rec('kusin kusinen kusiner kusinerna kusins kusinens', 'kusin');
rec('moster mostern mosters mostrar', 'moster');
rec('faster fastern fasters fastrar', 'faster');
rec('morbror morbrors morbrodern morbröder', 'morbror');
rec('farbror farbrors farbrodern farbröder', 'farbror');
rec('fru frun frus fruns fruar hustru hustrun frugan', 'fru');
rec('maka makan makans', 'fru');
rec('make maken makens makes', 'make', { headless: true });
rec('fästmö fästmön', 'fru');
rec('fästman fästmannen', 'make');
rec('sambo sambon sambos sambons sambor', 'sambo');
rec('särbo särbon särbos', 'särbo');
rec('pojkvän pojkvännen pojkväns pojkvännens pojkvänner', 'pojkvän');
rec('flickvän flickvännen flickväns flickvännens flickvänner', 'flickvän');
rec('partner partnern partnerns partners älskling älsklingen käresta kärestan sötnos', 'partner');
add('kärlek kärleken hjärtat', { possessive: 'partner' });
rec('kvinna kvinnan kvinnor kvinnorna kvinnas dam damen damer damerna tant tanten tanter', 'kvinna');
rec('gumma gumman', 'kvinna', { possessive: 'fru' });
rec('mannen mannens män männen herre herren herrar herr', 'man', { possessive: 'make', headless: true });
rec('man', 'man', { possessive: 'make', contextual: 'man' });
rec('gubbe gubben gubbar karl karln karlen karlar', 'man', { possessive: 'make' });
rec('snubbe snubben snubbar', 'kille', { possessive: 'pojkvän' });
rec('kärring kärringen', 'kvinna', { possessive: 'fru' });
rec('tjej tjejen tjejer tjejerna tjejs', 'tjej', { possessive: 'flickvän' });
rec('kille killen killar killarna killes', 'kille', { possessive: 'pojkvän' });
rec('vän vännen vänner vännerna väns vännens vänskap', 'vän');
rec('kompis kompisen kompisar kompisarna kompisens polare polaren polarn polarna kamrat kamraten kamrater', 'vän');
rec('barnvakt barnvakten barnvakter', 'vän');
rec('klasskompis barndomsvän barndomskompis ungdomsvän skolkompis', 'vän');
rec('väninna väninnan väninnor vänninna tjejkompis tjejkompisen tjejkompisar', 'vän', { gender: 'kvinna' });
rec('killkompis killkompisen killkompisar', 'vän', { gender: 'man' });
rec('bästis bästisen bästisar bff', 'bästis');
rec('gäng gänget gängets kompisgänget vängänget', 'gäng');
rec('familj familjen familjer familjens barnfamilj barnfamiljen hushåll hushållet', 'familj');
rec('paret paren parets', 'par', { headless: true });
rec('brudparet brudpar', 'par', { occasion: 'bröllop' });
add('par', { recipient: 'par', contextual: 'par' });
rec('nygifta nygifte nyblivna', 'par', { occasion: 'bröllop' });
rec('granne grannen grannar grannarna grannens grannes grannfamiljen grannkillen', 'granne');
rec('grannfru grannfrun grannkvinnan', 'granne', { gender: 'kvinna' });
rec(
  'lärare läraren lärarna lärares lärarens magister magistern mentor mentorn klasslärare klassläraren förskollärare ' +
    'förskolläraren förskolelärare pedagog pedagogen pedagogerna fritidspedagog lärarinna lärarinnan dagmamma dagmamman',
  'lärare',
);
rec('fröken fröknarna fröknar dagisfröken förskolefröken', 'lärare', { gender: 'kvinna' });
rec('tränare tränaren tränarna', 'tränare');
rec('chef chefen chefer cheferna chefens boss bossen basen vd arbetsgivare arbetsgivaren', 'chef');
rec(
  'kollega kollegan kollegor kollegorna kollegans kollegornas kolleger kollegerna jobbarkompis jobbarkompisen ' +
    'jobbarkompisar arbetskamrat arbetskamraten arbetskamrater medarbetare medarbetaren medarbetarna personal ' +
    'personalen anställda jobbarpolare jobbkompis arbetskompis arbetskompisar',
  'kollega',
);
rec('kund kunden kunder kunderna affärskontakt affärskontakter affärspartner', 'kund');
rec('pensionär pensionären pensionärer pensionärerna pensionärens senior seniorer', 'pensionär');
rec('värdinna värdinnan värd värden värdparet värdarna', 'värd');

// ---------------------------------------------------------------- occasions
occ(
  'födelsedag födelsedagen födelsedagar födelsedagens födelsedagspresent födelsedagspresenten födelsedagskalas ' +
    'födelsedagsfest födis födisen bday birthday kalas kalaset kalasen födelsedagsbarnet',
  'födelsedag',
);
occ('fyller fyllde fylla fyllt', 'födelsedag');
occ('namnsdag namnsdagen namnsdagar', 'födelsedag');
occ(
  'jul julen juls julafton julaftonen juldagen julklapp julklappar julklappen julklapparna julgåva julgåvor ' +
    'julgåvan julklappstips julpresent julpresenter julfirande julbord julhandel christmas xmas',
  'jul',
);
occ(
  'valentine valentines valentinsdagen allahjärtansdag bröllopsdag bröllopsdagen årsdag årsdagen guldbröllop ' +
    'silverbröllop',
  'alla-hjartans-dag',
);
occ(
  'student studenten studentpresent studentpresenten studentmottagning studentmottagningen studentfest studentskiva ' +
    'examen examenspresent examensdag utexaminerad examinerad disputation',
  'student',
);
occ(
  'bröllop bröllopet bröllops bröllopspresent bröllopsgåva bröllopsgåvan bröllopsfest vigsel vigseln giftermål ' +
    'giftermålet förlovning förlovningen förlovad förlovat förlovar möhippa möhippan svensexa svensexan',
  'bröllop',
);
occ(
  'inflyttning inflyttningen inflyttningsfest inflyttningsfesten inflyttningspresent inflyttningskalas inflytt ' +
    'nyinflyttad nyinflyttade nyinflyttat housewarming flyttat flyttar flyttade flytt flytten',
  'inflyttning',
);
occ(
  'tackgåva tackpresent tacksamhet avtackning avtackningen avsked avskedet avskedspresent pension pensionen ' +
    'pensionering pensioneringen pensionsfest pensionspresent värdinnegåva värdinnepresent skolavslutning ' +
    'skolavslutningen terminsslut sommaravslutning tacka tackar tackade',
  'tack',
);
occ('farsdag farsdagen farsdagspresent farsdagspresenten fars-dag', 'fars-dag');
occ('morsdag morsdagen morsdagspresent morsdagspresenten mors-dag', 'mors-dag');
occ(
  'dop dopet dopgåva dopgåvan doppresent doppresenten barndop barndopet döpas döps döpt döpta dopfest namngivning ' +
    'namngivningen namngivningsfest',
  'dop',
);

// ---------------------------------------------------------------- interests
const COOKING = [['matlagning'], ['matlagning']] as const;
int(
  'matlagning matlagningen kock kocken kockar hemmakock matälskare matglad matnörd foodie gourmet recept recepten',
  ...COOKING,
);
int('mat maten', ...COOKING, { headless: true });
int(
  'bakning bakningen baka bakar bakade bakat bakare bagare bakverk surdeg surdegen surdegsbröd surdegsbak',
  ...COOKING,
  {
    keyword: 'bakning',
  },
);
int('grilla grillar grillning grillmästare grillning', ...COOKING, { keyword: 'grill' });
int('pepparkakor pepparkaksform pepparkaksformar pepparkaksbak', ...COOKING, { keyword: 'bakning', occasion: 'jul' });
int('julpynt julstjärna adventsstjärna julgransprydnad julgransprydnader', [], ['inredning'], {
  keyword: 'julpynt',
  occasion: 'jul',
});
int('kök köket köksprylar köksredskap', ...COOKING, { keyword: 'kök' });
int('kokbok kokboken kokböcker', ...COOKING, { keyword: 'kokbok' });
int('kryddor krydda kryddorna', ...COOKING, { keyword: 'kryddor' });
const HOME = [['inredning'], ['inredning']] as const;
int(
  'inredning inredningen inreda inreder inredningsdetaljer heminredning design dekoration dekorationer hemmet ' +
    'interiör pynta pyntar prydnad prydnader',
  ...HOME,
);
const TECH = [['tech'], ['teknik']] as const;
int(
  'teknik tekniken teknisk tekniska tekniskt tech prylar prylarna pryl gadget gadgets prylnörd tekniknörd ' +
    'datornörd elektronik techprylar',
  ...TECH,
);
int('dator datorn datorer', ...TECH, { keyword: 'dator' });
int('mobil mobilen mobiler mobiltelefon', ...TECH, { keyword: 'mobil' });
int('drönare drönaren', ...TECH, { keyword: 'drönare' });
int('smartklocka smartklockor smartwatch', ['tech', 'träning'], ['teknik', 'träning'], { keyword: 'smartklocka' });
int('trimmer radiostyrd walkie-talkies kodrobot robotdammsugare', ...TECH);
const SPORT = [['träning'], ['träning']] as const;
int(
  'träning träningen träna tränar tränade tränat gym gymmet gymma gymmar gymmare motion motionär motionerar ' +
    'styrketräning crossfit sport sporten sporta sportig sportiga sportigt idrott idrottar idrottare',
  ...SPORT,
);
int('löpning löpningen löpare löparen springa springer sprang jogga joggar joggning maraton marathon maran', ...SPORT, {
  keyword: 'löpning',
});
int('cykling cykla cyklar cyklade cyklist cyklisten cykel cykeln mountainbike', ...SPORT, { keyword: 'cykel' });
int('fotboll fotbollen fotbollsspelare', ...SPORT, { keyword: 'fotboll' });
int('golf golfen golfa golfar golfare golfspelare', ...SPORT, { keyword: 'golf' });
int('tennis tennisen', ...SPORT, { keyword: 'tennis' });
int('padel padeln', ...SPORT, { keyword: 'padel' });
int('hockey hockeyn ishockey', ...SPORT, { keyword: 'hockey' });
int('innebandy', ...SPORT, { keyword: 'innebandy' });
int('handboll handbollen', ...SPORT, { keyword: 'handboll' });
int('basket basketen', ...SPORT, { keyword: 'basket' });
int('simning simma simmar simmare', ...SPORT, { keyword: 'simning' });
int('dans dansen dansa dansar dansade dansare dansös balett baletten', ...SPORT, { keyword: 'dans' });
int('boxning boxas boxades boxare kampsport', ...SPORT, { keyword: 'boxning' });
int(
  'pilates gympa gympar spinning styrkelyft powerlifting kettlebell hantlar foamroller hopprep massagepistol',
  ...SPORT,
);
int('skridskor skridskoåkning långfärdsskridskor', ['träning'], ['träning', 'friluftsliv'], { keyword: 'skridskor' });
int('skateboard skejta skejtar skejtare snowboard snowboardåkare', ...SPORT, { keyword: 'skateboard' });
int('segla seglar seglade segling seglare segelbåt båtliv', [], ['friluftsliv'], { keyword: 'segling' });
int('orientering orienterar', ['träning'], ['träning', 'friluftsliv'], { keyword: 'orientering' });
int('skidor skidåkning skidåkare längdskidor slalom vasaloppet', ['träning'], ['träning', 'friluftsliv'], {
  keyword: 'skidor',
});
int('ridning rider ryttare', ...SPORT, { keyword: 'häst' });
int(
  'friluftsprylar pannlampa pannlampan multiverktyg fällkniv stormkök hängmatta pulka walkie-talkie',
  [],
  ['friluftsliv'],
  {
    keyword: 'friluftsprylar',
  },
);
int('fågelskådning fågelskådare fågelholk fågelholkar fågelbok fåglar', [], ['friluftsliv'], {
  keyword: 'fågelskådning',
});
int('klättring klättrar klättra klättrare bouldra bouldrar bouldering', ['träning'], ['träning', 'friluftsliv'], {
  keyword: 'klättring',
});
int('yoga yogan yogar yogi', ['hälsa', 'träning'], ['träning'], { keyword: 'yoga' });
int(
  'hälsa hälsan hälsosam hälsosamt hälsosamma wellness välmående egenvård självomsorg avkoppling avslappning ' +
    'mindfulness meditation meditera mediterar skönhet',
  ['hälsa'],
  [],
);
int('spa spabehandling', ['hälsa'], [], { keyword: 'spa' });
int('massage massagen', ['hälsa'], [], { keyword: 'massage' });
int('hudvård hudvårdsprodukter hudvården', ['hälsa'], [], { keyword: 'hudvård' });
const GAMING = [['spel'], ['gaming']] as const;
int(
  'gaming gamer gamers gamear gamar gamea tv-spel tvspel tv-spelet tv-spelen datorspel datorspelet datorspelen ' +
    'dataspel konsol konsoler konsolspel spelkonsol spelkonsolen spelnörd e-sport esport',
  ...GAMING,
);
int('playstation ps4 ps5 xbox nintendo steam fortnite minecraft roblox', ...GAMING);
int('spel spelet spelen', ...GAMING);
int('spela spelar spelade spelat lira lirar lirade lirat', ...GAMING, { weak: true });
int(
  'gejma gejmar gejmade gejmare gejmer lirare twitch streamar streama valorant fifa zelda pokemon pokémon',
  ...GAMING,
);
int('kubb kubbspel', ['spel'], ['gaming', 'friluftsliv'], { keyword: 'kubb' });
int(
  'sällskapsspel sällskapsspelet brädspel brädspelet brädspelen kortspel spelkväll spelkvällar schack',
  ['spel'],
  [],
  {
    keyword: 'sällskapsspel',
  },
);
int('pussel pusslet pussla pusslar pusselbitar', ['spel'], ['pyssel'], { keyword: 'pussel' });
const TRAVEL = [['resor'], []] as const;
int(
  'resa resor resan resorna reser reste resande resenär resenären världsresenär globetrotter semester semestern ' +
    'semestra semestrar resmål backpacker backpacking reslust resfeber äventyr äventyrare roadtrip',
  ...TRAVEL,
);
int('resväska resväskan resväskor', ...TRAVEL, { keyword: 'resväska' });
const OUTDOORS = [[], ['friluftsliv']] as const;
int(
  'friluftsliv friluftsmänniska natur naturen naturälskare skogen skog utomhus outdoor friluftsintresserad ' +
    'bushcraft fjällen fjäll',
  ...OUTDOORS,
);
int(
  'fiske fiska fiskar fiskade fiskare sportfiske flugfiske fiskespö pimpla pimplar pimpelfiske metar metspö',
  ...OUTDOORS,
  {
    keyword: 'fiske',
  },
);
int('svampplockning svampplockare', ...OUTDOORS, { keyword: 'svamp' });
int('vandring vandra vandrar vandrare fjällvandring vandringar', ['träning'], ['friluftsliv'], { keyword: 'vandring' });
int('camping campa campar tälta tältar', ['resor'], ['friluftsliv'], { keyword: 'camping' });
int('paddla paddlar paddling kajak kanot', ...OUTDOORS, { keyword: 'kajak' });
int('jakt jaga jagar jägare', ...OUTDOORS, { keyword: 'jakt' });
const GARDEN = [[], ['trädgård']] as const;
int(
  'trädgård trädgården trädgårdar trädgårdsarbete trädgårdsmästare odla odlar odling odlingen odlare plantera ' +
    'planterar kolonilott kolonilotten perenner växthus växthuset pallkrage pallkragar frö fröer frön fröpåse',
  ...GARDEN,
);
int('växt växter växterna krukväxt krukväxter', [], ['trädgård', 'inredning'], { keyword: 'växter' });
const MEDIA = [[], ['musik/film']] as const;
int(
  'musik musiken musiker musikalisk musikintresserad musikälskare sjunga sjunger sång sångare sångerska konsert ' +
    'konserter festival festivaler jazz jazzen hårdrock hiphop',
  ...MEDIA,
);
int('gitarr gitarren gitarrer gitarrist', ...MEDIA, { keyword: 'gitarr' });
int('piano pianot pianist keyboard', ...MEDIA, { keyword: 'piano' });
int('trummor trummis', ...MEDIA, { keyword: 'trummor' });
int('vinyl vinylskivor vinylskiva skivor skivspelare', ...MEDIA, { keyword: 'vinyl' });
int('film filmer filmen filmerna filmnörd filmälskare bio bion', ...MEDIA, { keyword: 'film' });
int('serier serie tv-serier tv-serie netflix streaming', ...MEDIA, { keyword: 'serier' });
int('teater teatern musikal musikaler', ...MEDIA, { keyword: 'teater' });
int('podd poddar podcast', ...MEDIA, { keyword: 'podd' });
const CRAFT = [[], ['pyssel']] as const;
int(
  'pyssel pyssla pysslet pysslig diy hantverk kreativ kreativa kreativt slöjd scrapbooking kalligrafi broderi ' +
    'brodera broderar broderade pärlplatta pärlplattor modellbygge modellbyggare tovning',
  ...CRAFT,
);
int('sticka stickar stickning stickat stickade garn', ...CRAFT, { keyword: 'stickning' });
int('virka virkar virkning', ...CRAFT, { keyword: 'virkning' });
int('sy syr sydde sömnad symaskin', ...CRAFT, { keyword: 'sömnad' });
int('måla målar målade målning målningar akvarell konst konstnär konstnärlig', ...CRAFT, { keyword: 'målning' });
int('rita ritar teckna tecknar teckning', ...CRAFT, { keyword: 'ritning' });
int('keramik lera drejning dreja', ...CRAFT, { keyword: 'keramik' });
int('snickra snickrar snickeri', ...CRAFT, { keyword: 'snickeri' });
int('lego legot', [], ['pyssel'], { keyword: 'lego' });
int('byggklossar byggsats byggsatser kulbana kulbanor', [], ['pyssel'], { keyword: 'byggsats' });

// ---------------------------------------------------------------- product keywords
kw(
  'bok boken böcker böckerna läsa läser läsning läsare bokmal bokälskare roman romaner deckare läshäst bokslukare',
  'bok',
);
kw('ljudbok ljudböcker e-bok', 'ljudbok');
kw('kaffe kaffet kaffedrickare kaffenörd espresso latte cappuccino fika fikar fikade', 'kaffe');
kw('kaffebryggare kaffebryggaren kaffemaskin kaffemaskinen espressomaskin', 'kaffebryggare');
int('pepparkvarn saltkar', [], ['matlagning', 'inredning'], { keyword: 'kök' });
kw('te teet teer tedrickare', 'te');
kw('choklad chokladen chokladask praliner chokladbit', 'choklad');
kw('godis godiset sötsaker', 'godis', { excludes: ['choklad', 'lakrits'] });
kw('vin vinet viner vinerna rödvin vitvin bubbelvin vinälskare vinprovning', 'vin');
kw('öl ölen ölet ölnörd hantverksöl', 'öl');
kw('whisky whiskey whiskyn', 'whisky');
kw('gin ginet', 'gin');
kw('champagne bubbel', 'champagne');
kw('alkohol alkoholen sprit spriten alkoholhaltig', 'alkohol', {
  excludes: ['vin', 'öl', 'sprit', 'whisky', 'gin', 'champagne', 'cider', 'likör', 'vodka', 'rom', 'cocktail'],
});
kw('delikatess delikatesser delikatesskorg tryffel tryffelolja chilisås chilisåser', 'delikatess', {
  catalogueInterests: ['matlagning'],
});
kw('ost ostar osten ostprovning', 'ost', { catalogueInterests: ['matlagning'] });
kw('hörlurar hörlurarna hörlur lurar headset', 'hörlurar', { catalogueInterests: ['teknik'] });
kw('högtalare högtalaren bluetoothhögtalare soundbar subwoofer', 'högtalare', { catalogueInterests: ['musik/film'] });
int('radio radion bluetooth-sändare stereo stereon', [], ['musik/film'], { keyword: 'radio' });
kw(
  'kamera kameran kameror fota fotar fotade fotograf fotografera fotograferar fotografering filma filmar filmade',
  'kamera',
  {
    catalogueInterests: ['teknik'],
  },
);
kw('klocka klockan klockor armbandsur', 'klocka');
kw('smycke smycken smycket smyckena', 'smycken');
kw('halsband halsbandet', 'halsband');
kw('armband armbandet', 'armband');
kw('örhängen örhänge', 'örhängen');
kw('parfym parfymen parfymer', 'parfym');
kw('smink sminket makeup', 'smink');
kw('ljus ljusen stearinljus', 'ljus', { themes: ['mysigt'] });
kw('doftljus ljuslykta ljuslyktor ljusstake ljusstakar doftpinnar rumsdoft', 'ljus', {
  themes: ['mysigt'],
  catalogueInterests: ['inredning'],
});
kw('filt filten filtar pläd pläden', 'filt', { themes: ['mysigt'] });
kw('kudde kudden kuddar', 'kudde');
kw('prydnadskudde prydnadskuddar kuddfodral bäddset påslakan', 'textilier', { catalogueInterests: ['inredning'] });
kw('tofflor tofflorna', 'tofflor', { themes: ['mysigt'] });
kw('strumpor strumporna sockor', 'strumpor');
kw('mössa mössan mössor', 'mössa');
kw('halsduk halsduken', 'halsduk');
kw('vantar handskar', 'vantar');
kw('kläder kläderna klädesplagg stickad', 'kläder');
kw('mode modet fashion', 'mode');
kw('väska väskan väskor handväska', 'väska');
kw('ryggsäck ryggsäcken', 'ryggsäck');
kw('plånbok plånboken', 'plånbok');
kw('termos termosen vattenflaska', 'termos', { catalogueInterests: ['friluftsliv'] });
kw('mugg muggen muggar kopp koppen koppar', 'mugg');
kw('glas glasen', 'glas');
kw('kniv kniven knivar', 'kniv');
kw('grill grillen', 'grill', { interests: ['matlagning'], catalogueInterests: ['matlagning'] });
kw('presentkort presentkortet', 'presentkort');
kw('upplevelse upplevelser upplevelsen upplevelsepresent', 'upplevelse');
kw('tavla tavlan tavlor poster posters affisch konsttryck fotokonst', 'tavla', { catalogueInterests: ['inredning'] });
kw('vas vasen vaser', 'vas', { catalogueInterests: ['inredning'] });
kw('blommor blomma blommorna blomster bukett', 'blommor', { catalogueInterests: ['trädgård'] });
kw('leksak leksaker leksaken leksakerna', 'leksak');
kw('gosedjur gosedjuret mjukisdjur nalle nallen', 'gosedjur');
kw('hund hunden hundar hundarna hundägare valp valpen', 'hund');
kw('katt katten katter katterna kattägare kattunge', 'katt');
kw('häst hästen hästar hästtjej', 'häst');
kw('kalender kalendern', 'kalender');
kw('anteckningsbok anteckningsboken', 'anteckningsbok');
kw('skor skorna sneakers', 'skor');
kw('mobilskal mobilskalet', 'mobilskal');
kw('powerbank laddare', 'laddare');
kw('tält tältet sovsäck', 'tält', { catalogueInterests: ['friluftsliv'] });

// ---------------------------------------------------------------- themes
theme('personlig personligt personliga gravyr graverad graverat gravera fotobok unik unikt unika', ['personligt']);
theme('lyx lyxig lyxigt lyxiga lyxpresent exklusiv exklusivt exklusiva påkostad påkostat premium', ['lyxigt']);
theme('siden sidenscarf kristall kristallglas kaschmir', ['lyxigt']);
theme(
  'hållbar hållbart hållbara hållbarhet miljövänlig miljövänligt miljövänliga eko ekologisk ekologiskt ekologiska ' +
    'klimatsmart återvunnen återvunnet återvunna begagnat begagnad secondhand fairtrade miljömedveten miljömedvetna miljömedvetet ' +
    'återanvändbar återanvändbara återbrukad återbrukade naturgummi bivax',
  ['hållbart'],
);
theme('skämt skämtpresent skämtpresenter skämtsam humor humoristisk prank busig busiga lustig lustiga', [
  'humor/prank',
]);
theme(
  'mys mysig mysigt mysiga mysa myspresent mysbyxor myskläder hygge gosig gosigt morgonrock morgonrocken raggsockor värmefilt',
  ['mysigt'],
);
theme('svensk svenskt svenska svensktillverkad svensktillverkat svenskproducerad', ['svenskt']);
theme('gotland gotländsk gotländska småland småländsk småländska dalarna värmland värmländsk dalahäst', ['svenskt']);

// ---------------------------------------------------------------- phrases (folded words)
phrase('alla hjartans dag*', { occasion: 'alla-hjartans-dag' });
phrase('alla hjartans', { occasion: 'alla-hjartans-dag' });
phrase('hjartans dag*', { occasion: 'alla-hjartans-dag' });
phrase('mors dag*', { occasion: 'mors-dag' });
phrase('fars dag*', { occasion: 'fars-dag' });
phrase('hela familj*', { recipient: 'familj' });
phrase('hela gang*', { recipient: 'gäng' });
phrase('bast* van*', { recipient: 'bästis' });
phrase('bast* kompis*', { recipient: 'bästis' });
for (const verb of ['gifta', 'gifter', 'gifte', 'gift']) {
  phrase(`${verb} sig`, { occasion: 'bröllop' });
  phrase(`${verb} oss`, { occasion: 'bröllop' });
}
phrase('ska gifta', { occasion: 'bröllop' });
phrase('tack for hjalp*', { occasion: 'tack', giftContextOnly: true });
phrase('tack for allt', { occasion: 'tack', giftContextOnly: true });
phrase('tack till', { occasion: 'tack', giftContextOnly: true });
phrase('som tack', { occasion: 'tack' });
phrase('ett tack', { occasion: 'tack' });
phrase('lag* mat*', { interests: ['matlagning'], catalogueInterests: ['matlagning'] });
phrase('gor det sjalv', { catalogueInterests: ['pyssel'] });
phrase('grona fingrar', { catalogueInterests: ['trädgård'] });
phrase('lyft* skrot', { interests: ['träning'], catalogueInterests: ['träning'] });
phrase('lyft* vikter', { interests: ['träning'], catalogueInterests: ['träning'] });
phrase('plock* svamp*', { catalogueInterests: ['friluftsliv'], keyword: 'svamp' });
phrase('brygg* ol*', { keyword: 'öl' });
phrase('ma bra', { interests: ['hälsa'] });
phrase('smarta hem*', { interests: ['tech'], catalogueInterests: ['teknik'] });
phrase('jorden runt', { interests: ['resor'] });
for (const start of ['ny', 'nya', 'nytt', 'eget', 'egen', 'egna', 'forsta', 'kopt', 'kopte', 'kopa'])
  for (const home of ['lagenhet*', 'hus*', 'hem*', 'villa*', 'radhus*', 'boende*'])
    phrase(`${start} ${home}`, { occasion: 'inflyttning' });
phrase('flytt* ihop', { occasion: 'inflyttning' });
phrase('hemlig tomte', { occasion: 'jul' });
phrase('secret santa', { occasion: 'jul' });
phrase('made in sweden', { themes: ['svenskt'] });
phrase('fran sverige', { themes: ['svenskt'] });
phrase('i sverige', { themes: ['svenskt'] });
phrase('tillverka* i sverige', { themes: ['svenskt'] });
phrase('second hand', { themes: ['hållbart'] });
phrase('med namn', { themes: ['personligt'] });
phrase('eget namn', { themes: ['personligt'] });
phrase('egen text', { themes: ['personligt'] });
phrase('eget foto', { themes: ['personligt'] });
phrase('egna bilder', { themes: ['personligt'] });
phrase('eget tryck', { themes: ['personligt'] });
phrase('valfri text', { themes: ['personligt'] });
phrase('valfritt namn', { themes: ['personligt'] });
phrase('med initialer', { themes: ['personligt'] });
phrase('rolig* text*', { themes: ['humor/prank'] });
phrase('rolig* tryck*', { themes: ['humor/prank'] });
phrase('skratt garanterat', { themes: ['humor/prank'] });
phrase('pa jobbet', { recipient: 'kollega' });
phrase('pa kontoret', { recipient: 'kollega' });
phrase('pa job*', { recipient: 'kollega' });

/** Compound heads without a meaning of their own. */
export type HeadKind = 'likes' | 'gift';
const HEADS = new Map<string, HeadKind>();
for (const word of `alskare alskarinna nord nordar fantast entusiast intresserad intresserade intresserat fralst galen
  galna tokig tokiga fan fanatiker freak biten agare mal lover expert glad kunnig utovare spelare akare manniska
  manniskor person typ`.split(/\s+/))
  HEADS.set(word, 'likes');
for (const word of `present presenter presentforslag presenttips presentide presentideer gava gavor tips ide ideer
  forslag fest firande middag party mottagning kort paket korg klapp`.split(/\s+/))
  HEADS.set(word, 'gift');

export const LEXICON: readonly Entry[] = entries;
export const PHRASES: readonly Phrase[] = phrases.sort((a, b) => b.words.length - a.words.length);

/** Phrases by their first word; phrases whose first word ends in '*' are kept apart and checked by prefix. */
const phrasesByFirst = new Map<string, Phrase[]>();
const wildcardPhrases: Phrase[] = [];
for (const entry of PHRASES) {
  const first = entry.words[0] ?? '';
  if (first.endsWith('*')) wildcardPhrases.push(entry);
  else phrasesByFirst.set(first, [...(phrasesByFirst.get(first) ?? []), entry]);
}

/** The phrases that may start at a word (folded), longest first. */
export function phrasesStartingWith(fold: string): readonly Phrase[] {
  const exact = phrasesByFirst.get(fold) ?? [];
  const wild = wildcardPhrases.filter((entry) => fold.startsWith((entry.words[0] ?? '').slice(0, -1)));
  if (wild.length === 0) return exact;
  return [...exact, ...wild].sort((a, b) => b.words.length - a.words.length);
}

/** Every form of an entry, as written in the lexicon. */
export function formsOfEntry(entry: Entry): readonly string[] {
  return formsOf.get(entry) ?? [];
}

/** Compound head kind of a folded word ("alskare" → likes, "present" → gift), or null. */
export function headKind(folded: string): HeadKind | null {
  return HEADS.get(folded) ?? null;
}
