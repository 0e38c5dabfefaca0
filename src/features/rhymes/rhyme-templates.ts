import type { RhymeTone } from './rhyme.ts';
import type { RhymeRole } from './rhyme-lexicon.ts';
import { parseRoleCodes, parseToneCodes } from './rhyme-lexicon.ts';

/**
 * First lines of julklappsrim couplets. Each ends in a lexicon word; the second line of the couplet is a lexicon
 * line of the same rhyme group. Slots: {name} the recipient, {hint} the riddle hint, {note} the personal note.
 * Slots never sit at the end of a line, so any name or note keeps the rhyme intact.
 */

export type CoupletTemplate = {
  readonly role: RhymeRole;
  readonly tones: readonly RhymeTone[];
  readonly text: string;
};

type RawTemplate = readonly [role: string, tones: string, text: string];

const RAW_TEMPLATES: readonly RawTemplate[] = [
  // Greeting: names the recipient.
  ['open', 'K', 'Till {name} från tomten, en kväll i jul'],
  ['open', 'K', 'Till {name} en hälsning från tomten i år'],
  ['open', 'K', 'Till {name} – nu har tomten varit här'],
  ['open', 'K P', 'Till {name}, en klapp med många varma ord'],
  ['open', 'K', 'Till {name} från tomten långt uppe i nord'],
  ['open', 'K', 'Till {name}, en hälsning en stjärnklar kväll'],
  ['open', 'K S P', 'Till {name} kommer här en liten klapp'],
  ['open', 'K', 'Till {name} från tomten, som önskar dig lycka'],
  ['open', 'K', 'Till {name}, en klapp och en julsång'],
  ['open', 'R', 'Hallå där, {name}, nu är det jul'],
  ['open', 'R', 'Tomten har stånkat och flåsat till {name} i år'],
  ['open', 'R', 'Hör upp, {name}, här kommer en klapp'],
  ['open', 'R', 'Ho ho ho, {name}, nu ska du få'],
  ['open', 'R', 'Hej {name}, nu är tomten här igen'],
  ['open', 'R', 'Hej {name}! Nu blir det glögg och fika'],
  ['open', 'R S P', 'God jul, {name}! Nu är väntan slut'],
  ['open', 'S', 'Till söta {name}, en kväll i jul'],
  ['open', 'S', 'Kära {name}, du är så rar'],
  ['open', 'S', 'Till {name}, som är så snäll'],
  ['open', 'S P', 'Till {name}, min allra finaste stjärna'],
  ['open', 'S', 'En liten klapp till {name} med kärlek i år'],
  ['open', 'S', 'Till {name}, som får mig att mysa'],
  ['open', 'P', 'Kära {name}, nu är det jul igen'],
  ['open', 'P', 'Till {name}, som betyder så mycket för mig'],
  ['open', 'P', 'Till {name}, med värme från hjärtat i år'],
  ['open', 'P', 'Till {name}, som får alla dagar att lysa'],
  ['open', 'P', 'Till {name}, som alltid finns nära'],

  // Riddle: hints at the gift without naming it.
  ['hint', '', 'I paketet finns {hint}, men mer får du inte veta'],
  ['hint', '', 'Det är {hint} – kan du gissa rätt?'],
  ['hint', 'K R S', 'Tomten har valt {hint} åt dig'],
  ['hint', '', 'Det är {hint} – mer avslöjas inte här'],
  ['hint', '', 'Det är {hint}, mer säger tomten inte nu'],
  ['hint', 'K R S', '{hint} – ja, det är vad tomten har i sin säck'],
  ['hint', '', 'Jag ger dig {hint} i år'],
  ['hint', '', 'Här är {hint}, inslaget med omsorg och band'],
  ['hint', 'R', 'Det är {hint} – och ingen levande katt'],
  ['hint', '', 'Vad kan det vara? Jo, {hint} – det ska du få se'],
  ['hint', 'S', 'Här är {hint}, med kärlek och glöd'],
  ['hint', 'P', 'Jag har valt {hint} med omsorg och tid'],

  // Personal note: the visitor's own words, quoted inside the line.
  ['note', 'K P S', 'Och tomten vill också säga: ”{note}” – det vet du väl'],
  ['note', '', '”{note}” – så skrev någon till tomten i år'],
  ['note', 'P K', 'Och glöm inte detta: ”{note}”, min vän'],
  ['note', '', 'Ett litet meddelande: ”{note}” – det var allt'],
  ['note', 'P', 'Du vet ju: ”{note}” – det tänker jag på'],
  ['note', 'S', 'Och tomten har skrivit: ”{note}” – så rart'],
  ['note', 'R', 'Och tomten la till: ”{note}” – och höjde sitt glas'],
  ['note', 'P', 'Och tänk på det här: ”{note}” – det vet du, min kära'],
  ['note', 'K', 'Och tomten hälsar: ”{note}” – till dig, min kära'],
  ['note', 'S', 'Och en liten hälsning: ”{note}” – med kärlek så gärna'],

  // An extra verse that sets the tone.
  ['middle', 'R', 'Tomten har slitit och släpat med stön'],
  ['middle', 'R', 'Paketet är inslaget med tejp och med lim'],
  ['middle', 'R', 'Tomten fick bära det hela vägen från nord'],
  ['middle', 'R', 'Tomten har kollat sin lista två gånger i år'],
  ['middle', 'R', 'Om du skakar paketet och lyssnar en stund'],
  ['middle', 'S', 'Tomten slog in det med glitter och band'],
  ['middle', 'S', 'Små tomtenissar har pysslat i smyg'],
  ['middle', 'S K', 'Nu lyser ljusen och snön faller vit'],
  ['middle', 'S', 'Med pepparkaksdoft och en kopp varm choklad'],
  ['middle', 'K', 'Nu tändas tusen juleljus'],
  ['middle', 'K', 'Ute är det mörkt och kallt'],
  ['middle', 'K', 'Tomten har vandrat genom skog och snö'],
  ['middle', 'P', 'Du gör varje dag lite ljusare för mig'],
  ['middle', 'P', 'Vi har delat så mycket, både sorg och skratt'],
  ['middle', 'P', 'Tack för allt vi har gjort och allt vi har sett'],
  ['middle', 'P', 'Du får mig att skratta, du får mig att le'],

  // Farewell.
  ['close', 'K', 'Nu önskar tomten dig en riktigt god jul'],
  ['close', 'K', 'God jul och gott nytt år'],
  ['close', 'K', 'Med önskan om frid och en stjärnklar kväll'],
  ['close', 'R', 'Så riv nu upp papperet, fort som en vind'],
  ['close', '', 'Nu är rimmet slut'],
  ['close', 'R', 'Nu vinkar tomten och säger hej hej'],
  ['close', 'S', 'Så öppna nu paketet med ett litet skratt'],
  ['close', 'P', 'Jag hoppas att den gör dig glad'],
  ['close', 'P', 'Med all min kärlek, nu och alltid'],
  ['close', 'S P', 'Så njut nu av julen och låt ljusen lysa'],
];

/** Every couplet first line the composer can use. */
export const COUPLET_TEMPLATES: readonly CoupletTemplate[] = RAW_TEMPLATES.map(([role, tones, text]) => {
  const [parsedRole] = parseRoleCodes(role);
  if (parsedRole === undefined || role.trim() === '' || role.includes(' ')) {
    throw new Error(`A template needs exactly one role: ${text}`);
  }
  return { role: parsedRole, tones: parseToneCodes(tones), text };
});
