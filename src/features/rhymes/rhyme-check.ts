import { giftWordsIn, giftWordsOf } from './gift-words.ts';
import type { RhymeRequest } from './rhyme.ts';
import { rhymeKeyOf } from './rhyme-lexicon.ts';
import { lastWord, normaliseWord } from './rhyme-sound.ts';

/**
 * Quality gate for julklappsrim from any source (the offline composer or a language model): 4–8 lines whose
 * ends rhyme in couplets or crossed quatrains, the recipient named, the gift not given away.
 */

export type RhymeCheck = { ok: boolean; problems: string[] };

/**
 * Whether two words rhyme: same lexicon group, or else the same stressed vowel and following sounds
 * ('jul'/'kul', 'klapp'/'trapp', 'present'/'spänt'). Trailing punctuation is ignored; 'ø' counts as 'ö'.
 */
export function rhymesWith(a: string, b: string): boolean {
  const keyA = rhymeKeyOf(lastWord(a));
  const keyB = rhymeKeyOf(lastWord(b));
  return keyA !== '' && keyA === keyB;
}

type Parse = { readonly problems: readonly string[] };

function pairProblem(lines: readonly string[], i: number, j: number, offset: number): string | undefined {
  const a = lastWord(lines[i] ?? '');
  const b = lastWord(lines[j] ?? '');
  if (a === '') return `Rad ${offset + i + 1} saknar ett slutord.`;
  if (b === '') return `Rad ${offset + j + 1} saknar ett slutord.`;
  if (normaliseWord(a) === normaliseWord(b)) {
    return `Rad ${offset + i + 1} och ${offset + j + 1} slutar på samma ord ("${a}").`;
  }
  if (!rhymesWith(a, b)) return `Rad ${offset + i + 1} och ${offset + j + 1} rimmar inte ("${a}" / "${b}").`;
  return undefined;
}

/** Best reading of a stanza as couplets (AA), crossed quatrains (ABAB) and lines that extend a rhyme (AAA). */
function parseStanza(lines: readonly string[], offset: number): Parse {
  const n = lines.length;
  const best: Parse[] = [];
  best[n] = { problems: [] };
  const problemsOf = (...pairs: (string | undefined)[]): string[] =>
    pairs.filter((problem): problem is string => problem !== undefined);
  for (let i = n - 1; i >= 0; i -= 1) {
    const options: Parse[] = [];
    const after2 = best[i + 2];
    if (i + 1 < n && after2 !== undefined) {
      options.push({ problems: [...problemsOf(pairProblem(lines, i, i + 1, offset)), ...after2.problems] });
    }
    const after4 = best[i + 4];
    if (i + 3 < n && after4 !== undefined) {
      const crossed = problemsOf(pairProblem(lines, i, i + 2, offset), pairProblem(lines, i + 1, i + 3, offset));
      options.push({ problems: [...crossed, ...after4.problems] });
    }
    const after1 = best[i + 1];
    if (i > 0 && after1 !== undefined) {
      options.push({ problems: [...problemsOf(pairProblem(lines, i - 1, i, offset)), ...after1.problems] });
    }
    if (options.length === 0) {
      options.push({ problems: [`Rad ${offset + i + 1} har inget rim.`, ...(after1?.problems ?? [])] });
    }
    let chosen = options[0] ?? { problems: [] };
    for (const option of options) if (option.problems.length < chosen.problems.length) chosen = option;
    best[i] = chosen;
  }
  return best[0] ?? { problems: [] };
}

function rhymeProblems(stanzas: readonly (readonly string[])[]): readonly string[] {
  const all = stanzas.flat();
  const whole = parseStanza(all, 0).problems;
  if (stanzas.length < 2 || stanzas.some((stanza) => stanza.length < 2)) return whole;
  let offset = 0;
  const byStanza: string[] = [];
  for (const stanza of stanzas) {
    byStanza.push(...parseStanza(stanza, offset).problems);
    offset += stanza.length;
  }
  return byStanza.length < whole.length ? byStanza : whole;
}

function foldForSearch(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('sv-SE')
    .replace(/[øœ]/g, 'ö')
    .replace(/æ/g, 'ä')
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function namePattern(name: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu');
}

/** Whether the folded text names the recipient: the full name, or the first name of a longer one. */
function namesRecipient(foldedText: string, recipient: string): boolean {
  const full = foldForSearch(recipient);
  if (full === '') return true;
  if (namePattern(full).test(foldedText)) return true;
  const first = full.split(' ')[0] ?? '';
  return full.includes(' ') && first.length >= 2 && namePattern(first).test(foldedText);
}

/**
 * Checks a rhyme text against the Rimmstuga rules: 4–8 lines (blank lines separate stanzas and are not counted),
 * line ends rhyming as couplets or ABAB quatrains (per the lexicon, else by sound), the recipient named, and no
 * word of the gift (or its stem, or a part of a compound gift word) anywhere.
 */
export function checkRhyme(text: string, request: Pick<RhymeRequest, 'recipient' | 'gift'>): RhymeCheck {
  const problems: string[] = [];
  const stanzas: string[][] = [];
  let current: string[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!/\p{L}/u.test(line)) {
      if (current.length > 0) stanzas.push(current);
      current = [];
      continue;
    }
    current.push(line);
  }
  if (current.length > 0) stanzas.push(current);
  const lines = stanzas.flat();

  if (lines.length < 4 || lines.length > 8) problems.push(`Rimmet har ${lines.length} rader; det ska ha 4–8.`);
  if (lines.length >= 2) problems.push(...rhymeProblems(stanzas));

  const folded = foldForSearch(lines.join('\n'));
  if (!namesRecipient(folded, request.recipient)) {
    problems.push(`Mottagaren (${request.recipient.trim()}) nämns inte.`);
  }

  const recipient = foldForSearch(request.recipient);
  const withoutName = recipient === '' ? folded : folded.replace(namePattern(recipient), ' ');
  const revealed = [...new Set(giftWordsIn(withoutName, giftWordsOf(request.gift, request.recipient)))];
  if (revealed.length > 0) problems.push(`Rimmet avslöjar presenten: ${revealed.map((w) => `"${w}"`).join(', ')}.`);

  return { ok: problems.length === 0, problems };
}
