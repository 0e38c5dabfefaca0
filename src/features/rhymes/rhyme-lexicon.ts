import type { RhymeTone } from './rhyme.ts';
import { RHYME_TONES } from './rhyme.ts';
import { lastWord, normaliseWord, soundKey } from './rhyme-sound.ts';

/**
 * Swedish rhyme lexicon for julklappsrim: words grouped by rhyme sound (the stressed vowel and what follows),
 * and lines that end in those words. A line is the second line of a couplet: it follows a first line that ends
 * in another word of the same group.
 */

/** Where in a julklappsrim a couplet sits: greeting, gift riddle, personal note, an extra verse, farewell. */
export const RHYME_ROLES = ['open', 'hint', 'note', 'middle', 'close'] as const;
export type RhymeRole = (typeof RHYME_ROLES)[number];

export type RhymeLine = {
  readonly text: string;
  /** Normalised rhyme word at the end of the line. */
  readonly end: string;
  readonly roles: readonly RhymeRole[];
  readonly tones: readonly RhymeTone[];
};

export type RhymeClass = {
  /** The rhyme as it is usually written, e.g. 'ul', 'ycka', 'app'. */
  readonly id: string;
  readonly words: readonly string[];
  /** Sound keys of the words (see soundKey); a word outside the lexicon with one of these keys rhymes here. */
  readonly sounds: readonly string[];
  readonly lines: readonly RhymeLine[];
};

type RawLine = readonly [text: string, roles?: string, tones?: string];
type RawClass = { readonly id: string; readonly words: string; readonly lines?: readonly RawLine[] };

const TONE_CODES: Readonly<Record<string, RhymeTone>> = { R: 'rolig', S: 'söt', K: 'klassisk', P: 'personlig' };

/** 'R S' → ['rolig', 'söt']; empty means every tone. */
export function parseToneCodes(codes: string): readonly RhymeTone[] {
  const parts = codes.split(/\s+/).filter(Boolean);
  if (parts.length === 0) return RHYME_TONES;
  return parts.map((code) => {
    const tone = TONE_CODES[code];
    if (tone === undefined) throw new Error(`Unknown tone code: ${code}`);
    return tone;
  });
}

/** 'open hint' → ['open', 'hint']; empty, or a list containing 'any', means every role. */
export function parseRoleCodes(codes: string): readonly RhymeRole[] {
  const parts = codes.split(/\s+/).filter(Boolean);
  if (parts.length === 0 || parts.includes('any')) return RHYME_ROLES;
  return parts.map((code) => {
    const role = RHYME_ROLES.find((candidate) => candidate === code);
    if (role === undefined) throw new Error(`Unknown rhyme role: ${code}`);
    return role;
  });
}

const RAW_CLASSES: readonly RawClass[] = [
  {
    id: 'ul',
    words: 'jul kul hjul gul ful skjul mul',
    lines: [
      ['och nu är det äntligen jul', 'open middle close'],
      ['för tomten tycker att det ska vara kul'],
      ['så öppna nu paketet – det blir säkert kul', 'hint close'],
      ['från tomtens verkstad i ett gammalt skjul', 'open hint', 'K R'],
      ['och tomten är glad och snurrar som ett hjul', 'any', 'R'],
      ['med kramar och pussar nu i jul', 'any', 'S P'],
      ['du gör varje dag lite mer som jul', 'open note middle', 'P S'],
      ['med önskan om en riktigt god jul', 'open note close', 'K P'],
    ],
  },
  {
    id: 'år',
    words: 'år får går står mår hår sår vår spår förstår snår slår når tår nyår igår',
    lines: [
      ['och tomten har följt dina spår', 'open', 'K R S'],
      ['för tomten vet precis hur du mår', 'open note'],
      ['och tomten har tänkt på dig, vart du än går', 'any', 'K S'],
      ['och jag tänker på dig, vart du än går', 'any', 'P'],
      ['så öppna paketet och se vad du får', 'open hint close'],
      ['och tomten har tappat vartenda hår', 'any', 'R'],
      ['och tomten ler och myser där han står', 'any', 'S K'],
      ['men vad det är vet bara den som förstår', 'hint'],
      ['så gissa nu, innan klockan slår', 'hint', 'R K'],
      ['och tomten skrev upp det, för han förstår', 'note'],
      ['och renarna har trampat nya spår', 'any', 'R'],
      ['och du var snäll nästan jämt, så det går', 'middle', 'R'],
      ['önskar tomten, vart du än går', 'close', 'K'],
      ['och ett riktigt gott nytt år', 'close'],
    ],
  },
  {
    id: 'är',
    words: 'är här där kär bär lär tär skär besvär',
    lines: [
      ['med en klapp som han i säcken bär', 'open', 'K R'],
      ['för du är någon som tomten håller kär', 'open', 'K S P'],
      ['och lämnat en klapp till någon han har kär', 'open', 'S P'],
      ['så gissa nu vad det är', 'hint'],
      ['och det var inget besvär', 'any', 'R'],
    ],
  },
  {
    id: 'ut',
    words: 'ut slut knut krut minut absolut tjut glädjetjut beslut trut',
    lines: [
      ['och tomten har fattat ett viktigt beslut', 'open', 'K R P'],
      ['så öppna och släpp ut ett glädjetjut', 'close', 'R S'],
      ['och tomten kom farande, full av krut', 'any', 'R'],
      ['med ett rött litet snöre och en knut', 'open hint', 'K S'],
      ['och paketet får du öppna om en minut', 'open close'],
    ],
  },
  {
    id: 'ord',
    words: 'ord bord jord nord fjord ombord gjord',
    lines: [
      ['skrivna vid julens dukade bord', 'open note', 'K P'],
      ['och tomten svor några mycket fula ord', 'middle', 'R'],
      ['hela vägen från tomtens land i nord', 'open middle', 'K S'],
      ['det bästa som finns på hela vår jord', 'hint', 'R K'],
      ['för du är det finaste på jord', 'any', 'S P'],
      ['ja, tomten håller alltid sitt ord'],
    ],
  },
  {
    id: 'äll',
    words: 'kväll snäll ställ fäll smäll häll säll ikväll julkväll fjäll gäll skäll',
    lines: [
      ['för du har varit så väldigt snäll', 'open note'],
      ['en stjärnklar och mysig julkväll', 'open middle', 'K S'],
      ['så öppna paketet redan ikväll', 'hint close'],
      ['men tomten var nära att ta en smäll', 'any', 'R'],
      ['från tomten, som bor uppe på fjäll', 'open', 'K R'],
      ['från tomten, som tycker att du är snäll', 'close'],
    ],
  },
  {
    id: 'app',
    words: 'klapp julklapp lapp papp knapp trapp slapp kapp tapp snapp ikapp',
    lines: [
      ['med en hälsning på en lapp', 'open', 'K S P'],
      ['för tomten har bråttom, tiden är knapp', 'any', 'R'],
      ['i en låda av papp', 'hint', 'R K'],
      ['och tomten sprang hit i trapp efter trapp', 'any', 'R'],
      ['så läs nu noga denna lapp', 'open', 'K'],
      ['och tomten hann knappt springa ikapp', 'any', 'R'],
    ],
  },
  {
    id: 'å',
    words: 'få gå stå så då nå två små blå förstå också må slå strå tå grå rå på',
    lines: [
      ['något fint som du länge väntat på', 'open hint'],
      ['och det vill jag att du ska förstå', 'note any', 'P S K'],
      ['men först måste du gissa – nå?', 'hint', 'R'],
      ['så glad blir du, från topp till tå', 'any', 'R S'],
      ['med pussar och kramar, stora och små', 'any', 'S'],
      ['och det värmer mig i hjärtat också', 'note', 'P'],
    ],
  },
  {
    id: 'ar',
    words: 'far kvar bar klar svar dar har tar drar var rar par snar spar kar skar',
    lines: [
      ['och tomten har en klapp till dig kvar', 'open'],
      ['men frågar du vad det är, får du inget svar', 'hint'],
      ['och tomten är äntligen klar', 'any', 'K R'],
      ['du är det finaste tomten har', 'open', 'S P'],
      ['och tomten ber dig: lämna lite glögg kvar', 'any', 'R'],
      ['i många, många dar', 'any', 'K S'],
    ],
  },
  {
    id: 'ärna',
    words: 'stjärna gärna hjärna kärna värna tärna julstjärna',
    lines: [
      ['från tomten, som ger den till dig så gärna', 'open note'],
      ['det här är en gåta för din hjärna', 'hint', 'R K'],
      ['som lyser så klart som en stjärna', 'any', 'S K P'],
    ],
  },
  {
    id: 'än',
    words: 'vän igen men hen än sen hän',
    lines: [
      ['och jag är så glad att du är min vän', 'open note', 'P S'],
      ['och tomten kommer tillbaka nästa år igen', 'close'],
      ['så nu är det sagt – och jag säger det igen', 'note', 'P K'],
      ['och tomten har ätit för mycket gröt – igen', 'any', 'R'],
      ['du är min allra bästa vän', 'any', 'S P'],
      ['och han har med sig en klapp till sin vän', 'open', 'R K'],
    ],
  },
  {
    id: 'ej',
    words: 'dig mig sig dej mej sej nej hej ej grej okej',
    lines: [
      ['och den här lilla klappen är till dig', 'open', 'P S K'],
      ['men vad det är? Det säger jag ej!', 'hint', 'R K S'],
      ['och tomten hoppas att du gillar din grej', 'hint any', 'R'],
      ['för jag tycker så mycket om dig', 'any', 'P S'],
      ['så öppna nu – och säg inte nej!', 'hint', 'R S'],
      ['och därför har tomten valt något speciellt till dig', 'middle', 'P'],
      ['och tomten säger ett glatt litet hej', 'open', 'S R'],
      ['och hoppas att du gillar din nya grej', 'close', 'R S'],
    ],
  },
  {
    id: 'eta',
    words: 'veta leta heta reta streta meta',
    lines: [
      ['så börja nu gissa, och sluta att leta', 'hint'],
      ['och försök inte tomten att reta', 'hint', 'R'],
      ['men det är något du gärna vill veta', 'hint'],
    ],
  },
  {
    id: 'ätt',
    words: 'rätt lätt sätt tätt nätt slätt klätt sett gett lett vett bett fett snett',
    lines: [
      ['det är inte svårt – nej, faktiskt ganska lätt', 'hint'],
      ['så klura på den på ditt eget sätt', 'hint', 'K P S'],
      ['du gör livet roligare på alla sätt', 'middle any', 'P S'],
      ['i papper så fint och med rosett så nätt', 'hint', 'S K'],
    ],
  },
  {
    id: 'u',
    words: 'nu du ju sju fru bu tu gnu',
    lines: [
      ['och nu är det din tur att gissa, du!', 'hint'],
      ['så gissa en gång, två, tre – ja, sju!', 'hint', 'R'],
    ],
  },
  {
    id: 'äck',
    words: 'säck fläck käck däck bäck kläck skräck bräck check',
    lines: [
      ['och kom hit inslaget, utan minsta fläck', 'hint', 'K S'],
      ['med en tomte så glad och käck', 'hint any', 'R'],
      ['så ta det lugnt – det är ingen skräck', 'hint', 'R'],
    ],
  },
  {
    id: 'and',
    words: 'hand band land strand sand brand tand ibland rand sidenband',
    lines: [
      ['och nu ligger det här i din hand', 'hint'],
      ['det finns inte ett bättre i hela vårt land', 'hint', 'R K'],
      ['och höll det så varsamt i sin varma hand', 'middle', 'S'],
      ['med glitter och rosett och ett rött sidenband', 'hint', 'S K'],
    ],
  },
  {
    id: 'att',
    words: 'katt natt hatt skatt glatt platt matt spratt fatt satt skratt julnatt julenatt',
    lines: [
      ['så gissa nu, gissa och gissa glatt!', 'hint', 'R S'],
      ['det vore ju annars ett riktigt spratt', 'hint', 'R'],
      ['och du har varit där, både dag och natt', 'middle any', 'P'],
      ['det är tomtens allra finaste skatt', 'hint'],
      ['och sov sedan gott hela julenatt', 'close', 'S P'],
      ['och tomten tappade nästan sin hatt', 'any', 'R'],
    ],
  },
  {
    id: 'äl',
    words: 'väl själ skäl häl stjäl säl',
    lines: [
      ['och det säger han av hela sin själ', 'note', 'K P S'],
      ['och det har han verkligen goda skäl', 'note'],
      ['och tomten ler som en nöjd liten säl', 'any', 'R'],
    ],
  },
  {
    id: 'allt',
    words: 'allt kallt valt salt halt smalt svalt',
    lines: [
      ['och tomten har paketet med omsorg valt', 'note hint'],
      ['men tomten har ett varmt hjärta trots allt', 'middle any', 'K'],
      ['fast ute är det vinter, mörkt och kallt', 'any', 'K S'],
    ],
  },
  {
    id: 'art',
    words: 'rart klart snart svart start bart underbart uppenbart smart solklart',
    lines: [
      ['och nu ska paketet öppnas, alldeles snart', 'note'],
      ['och det är ju så underbart', 'any', 'S P'],
      ['det är väl solklart', 'any', 'R K'],
    ],
  },
  {
    id: 'as',
    words: 'kalas glas knas fras vas bas ras gas',
    lines: [
      ['men nu ska vi fira med ett stort kalas', 'any', 'R'],
      ['så lyft nu ditt glas', 'close note', 'R K'],
    ],
  },
  {
    id: 'ön',
    words: 'lön stön bön grön skön rön',
    lines: [
      ['och renarna kräver nu högre lön', 'middle', 'R'],
      ['och nu ber han för ryggen en stilla bön', 'middle', 'R'],
      ['vid granen som står där så stor och grön', 'any', 'K S'],
    ],
  },
  {
    id: 'us',
    words: 'ljus hus sus brus rus krus mus grus juleljus stearinljus',
    lines: [['i varje stuga, varje hus', 'middle any', 'K S'], ['och sprider glädje i hela vårt hus']],
  },
  {
    id: 'ö',
    words: 'snö strö dö frö sjö hö ö mö kö slö tö',
    lines: [
      ['förbi varje gran och varje frusen sjö', 'middle any', 'K'],
      ['och stod allra först i tomtens kö', 'any', 'R'],
      ['och ute faller mjuk och vit snö', 'any', 'K S'],
      ['och glitter och stjärnor vill tomten strö', 'any', 'S'],
    ],
  },
  {
    id: 'ad',
    words: 'glad rad stad bad grad blad choklad parad ballad promenad',
    lines: [
      ['blir julen så mysig och du blir så glad', 'middle', 'S'],
      ['du är värd varje leende, varenda rad', 'close', 'P'],
    ],
  },
  {
    id: 'id',
    words: 'tid frid vid strid alltid julfrid lid',
    lines: [
      ['och tack för all vår härliga tid', 'close', 'P'],
      ['med önskan om glädje och julfrid', 'close', 'K'],
      ['och hoppas att den ger dig lugn och frid', 'hint any', 'P K'],
    ],
  },
  {
    id: 'ind',
    words: 'vind kind blind lind hind',
    lines: [['och glöm inte att ge tomten en puss på kind', 'close', 'R S']],
  },
  {
    id: 'yg',
    words: 'tyg smyg flyg',
    lines: [['med glitter och papper och rött, mjukt tyg', 'middle', 'S']],
  },
  {
    id: 'it',
    words: 'vit hit dit bit flit tillit',
    lines: [['och tomten har tassat försiktigt hit', 'any', 'S K'], ['och tomten har slagit in det med stor flit']],
  },
  {
    id: 'im',
    words: 'rim lim dim stim',
    lines: [['och tomten har skrivit ett mycket fint rim', 'middle', 'R']],
  },
  {
    id: 'und',
    words: 'hund stund grund lund blund sund mund',
    lines: [
      ['så hör du bara tystnad – det är ingen hund', 'middle', 'R'],
      ['och njut nu av julen en liten stund', 'close any'],
    ],
  },
  {
    id: 'ycka',
    words: 'lycka trycka smycka tycka rycka stycka',
    lines: [
      ['och snart ska vi granen med glitter smycka', 'open any', 'K S'],
      ['vad ska du om denna lilla klapp tycka?', 'open hint', 'R K'],
    ],
  },
  {
    id: 'ysa',
    words: 'mysa lysa frysa rysa nysa',
    lines: [
      ['när ljusen i fönstren så varmt ska lysa', 'open any', 'S K P'],
      ['nu får du en klapp, och en stund att mysa', 'open', 'P S'],
      ['och krama varandra och mysa', 'close', 'S P'],
    ],
  },
  {
    id: 'ika',
    words: 'fika kika lika rika vika svika',
    lines: [['och tomten har kommit hit för att kika', 'open', 'R']],
  },
  {
    id: 'ång',
    words: 'gång sång lång fång trång språng julsång tvång',
    lines: [
      ['och kvällen är mörk och natten är lång', 'open any', 'K'],
      ['och tomten har vandrat en väg så lång', 'open', 'K S'],
    ],
  },
  {
    id: 'ära',
    words: 'kära bära nära lära ära svära tära',
    lines: [
      ['med all min kärlek, min allra kära', 'open note', 'P S'],
      ['och den här klappen fick tomten bära', 'note open', 'K R'],
      ['och därför vill jag ha dig nära', 'note any', 'P'],
    ],
  },
  {
    id: 'e',
    words: 'se le ge ske idé kafé armé ve fe',
    lines: [
      ['och nu vill tomten se dig le', 'hint close any'],
      ['och mer än så kan ingen ge', 'middle', 'P'],
    ],
  },
  {
    id: 'öd',
    words: 'glöd bröd stöd röd nöd pepparkaksbröd',
    lines: [
      ['med snöre och rosett, alldeles röd', 'hint', 'S K'],
      ['och doft av nybakat pepparkaksbröd', 'any', 'S K'],
    ],
  },
  // Groups the checker knows but the composer has no lines for yet.
  { id: 'ått', words: 'gott slott flott blott fått gått smått nått stått brått rått grått blått' },
  { id: 'ick', words: 'fick gick blick klick prick stick skick drick' },
  { id: 'ocka', words: 'locka plocka docka klocka' },
  { id: 'öm', words: 'dröm ström glöm söm öm' },
  { id: 'ygg', words: 'trygg rygg bygg skygg mygg' },
  { id: 'ust', words: 'lust must julmust kust pust' },
  { id: 'ulle', words: 'skulle bulle kulle rulle' },
  { id: 'imma', words: 'timma glimma dimma simma stimma' },
  { id: 'ina', words: 'fina mina dina sina lina skina' },
  { id: 'aka', words: 'kaka smaka baka vaka raka tillbaka pepparkaka' },
  { id: 'öra', words: 'göra höra röra störa köra föra' },
  { id: 'ok', words: 'klok bok krok kok' },
  { id: 'ål', words: 'mål skål stål bål nål prål' },
  { id: 'ort', words: 'bort fort kort sport gjort stort sort port' },
  { id: 'änt', words: 'spänt känt tänt vänt bränt hänt sänt present procent moment' },
  { id: 'ant', words: 'sant grant elegant intressant tant charmant' },
  { id: 'ill', words: 'vill till still grill ill' },
  { id: 'iv', words: 'liv driv tidsfördriv skriv kniv' },
  { id: 'ans', words: 'dans glans chans krans sans adventskrans' },
  { id: 'ela', words: 'hela dela spela' },
  { id: 'ila', words: 'vila pila fila ila' },
  { id: 'ast', words: 'fast kast last hast rast gast' },
  { id: 'ör', words: 'gör hör dör stör bör kör frisör likör' },
  { id: 'ed', words: 'fred med ned led bred smed sed ved sned vred' },
  { id: 'ag', words: 'dag jag lag slag tag behag drag svag idag' },
  { id: 'ån', words: 'från lån hån strån ifrån' },
  { id: 'ycke', words: 'tycke stycke smycke' },
  { id: 'ärt', words: 'värt lärt kärt tvärt konsert' },
  { id: 'äst', words: 'fest bäst häst näst gäst väst rest julfest' },
  { id: 'i', words: 'vi bli fri förbi magi energi fantasi harmoni' },
];

function buildClass(raw: RawClass): RhymeClass {
  const words = raw.words.split(/\s+/).filter(Boolean).map(normaliseWord);
  const sounds = [...new Set(words.map(soundKey))];
  const lines = (raw.lines ?? []).map(([text, roles = '', tones = '']) => ({
    text,
    end: normaliseWord(lastWord(text)),
    roles: parseRoleCodes(roles),
    tones: parseToneCodes(tones),
  }));
  return { id: raw.id, words, sounds, lines };
}

/** Every rhyme group of the lexicon. */
export const RHYME_CLASSES: readonly RhymeClass[] = RAW_CLASSES.map(buildClass);

const classByWord = new Map<string, RhymeClass>();
const classBySound = new Map<string, RhymeClass>();
for (const rhymeClass of RHYME_CLASSES) {
  for (const word of rhymeClass.words) if (!classByWord.has(word)) classByWord.set(word, rhymeClass);
  for (const sound of rhymeClass.sounds) if (!classBySound.has(sound)) classBySound.set(sound, rhymeClass);
}

/** The lexicon group a word belongs to, by spelling (after ø → ö and similar folding), if any. */
export function rhymeClassOf(word: string): RhymeClass | undefined {
  return classByWord.get(normaliseWord(word));
}

/**
 * The rhyme of a word: its lexicon group when it has one, else the group whose sound it shares, else its bare
 * sound key. Two words rhyme when their keys are equal. Returns '' for a word without letters.
 */
export function rhymeKeyOf(word: string): string {
  const known = rhymeClassOf(word);
  if (known !== undefined) return `group:${known.id}`;
  const sound = soundKey(word);
  if (sound === '') return '';
  const bySound = classBySound.get(sound);
  return bySound === undefined ? `sound:${sound}` : `group:${bySound.id}`;
}

/** Other lexicon words that rhyme with a word (empty when the lexicon has none). */
export function rhymingWords(word: string): string[] {
  const key = rhymeKeyOf(word);
  const normalised = normaliseWord(word);
  const group = RHYME_CLASSES.find((candidate) => `group:${candidate.id}` === key);
  return group === undefined ? [] : group.words.filter((candidate) => candidate !== normalised);
}
