import { giftHintOptions } from './gift-hints.ts';
import type { GiftWords } from './gift-words.ts';
import { giftWordsOf, maskGiftWords, revealsGift } from './gift-words.ts';
import type { RhymeRequest, RhymeTone } from './rhyme.ts';
import { RHYME_MISSING_FIELDS, RHYME_TONES } from './rhyme.ts';
import type { RhymeLine, RhymeRole } from './rhyme-lexicon.ts';
import { rhymeClassOf } from './rhyme-lexicon.ts';
import { lastWord, normaliseWord } from './rhyme-sound.ts';
import type { CoupletTemplate } from './rhyme-templates.ts';
import { COUPLET_TEMPLATES } from './rhyme-templates.ts';

/**
 * Rimmstuga's offline rhyme writer: a julklappsrim of 4–8 lines in rhyming couplets (sometimes ABAB in the first
 * quatrain) that greets the recipient, hints at the gift without naming it, quotes the personal note and ends
 * with a farewell. Deterministic for a given seed.
 */

export type ComposedRhyme = { rhyme: string; lines: string[] };

type Rng = () => number;

/** 32-bit FNV-1a hash of a string. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast, good enough to vary wording. */
function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], rng: Rng): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
}

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    const a = copy[i];
    const b = copy[j];
    if (a === undefined || b === undefined) continue;
    copy[i] = b;
    copy[j] = a;
  }
  return copy;
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The note as it is quoted: no surrounding quotes, no trailing comma or full stop. */
function cleanNote(note: string): string {
  return collapse(note)
    .replace(/^["'”“„«»]+|["'”“„«»]+$/g, '')
    .replace(/["”“„«»]/g, '’')
    .replace(/[\s,;:.]+$/u, '')
    .trim();
}

/** Two rhyme words where one just extends the other ('kväll'/'ikväll', 'klapp'/'julklapp') make a weak rhyme. */
function isRichRhyme(a: string, b: string): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length >= 4 && longer.endsWith(shorter);
}

const PLANS_WITH_NOTE: readonly (readonly RhymeRole[])[] = [
  ['open', 'hint', 'note'],
  ['open', 'hint', 'note', 'close'],
  ['open', 'note', 'hint', 'close'],
  ['open', 'hint', 'note', 'close'],
];

const PLANS_WITHOUT_NOTE: readonly (readonly RhymeRole[])[] = [
  ['open', 'hint'],
  ['open', 'hint', 'close'],
  ['open', 'middle', 'hint'],
  ['open', 'hint', 'middle'],
  ['open', 'hint', 'middle', 'close'],
  ['open', 'middle', 'hint', 'close'],
];

type Couplet = { readonly role: RhymeRole; readonly first: string; readonly second: string };

type Slots = { readonly name: string; readonly hint: string; readonly note: string };

type Composer = {
  readonly tone: RhymeTone;
  readonly gift: GiftWords;
  readonly slots: Slots;
  readonly rng: Rng;
  readonly usedTemplates: Set<string>;
  readonly usedLines: Set<string>;
  readonly usedEnds: Set<string>;
  readonly usedGroups: Set<string>;
};

function fill(template: string, slots: Slots): string {
  return template.replace(/\{(name|hint|note)\}/g, (_match, slot: string) =>
    slot === 'name' ? slots.name : slot === 'hint' ? slots.hint : slots.note,
  );
}

type Attempt = { templateTone: boolean; lineTone: boolean; reuseGroups: boolean; checkGift: boolean };

const ATTEMPTS: readonly Attempt[] = [
  { templateTone: true, lineTone: true, reuseGroups: false, checkGift: true },
  { templateTone: true, lineTone: false, reuseGroups: false, checkGift: true },
  { templateTone: true, lineTone: false, reuseGroups: true, checkGift: true },
  { templateTone: false, lineTone: false, reuseGroups: true, checkGift: true },
];

function partnersFor(
  composer: Composer,
  template: CoupletTemplate,
  attempt: Attempt,
): { end: string; group: string; lines: RhymeLine[] } | undefined {
  const end = normaliseWord(lastWord(template.text));
  const group = rhymeClassOf(end);
  if (group === undefined || composer.usedEnds.has(end)) return undefined;
  if (!attempt.reuseGroups && composer.usedGroups.has(group.id)) return undefined;
  const lines = group.lines.filter(
    (line) =>
      line.roles.includes(template.role) &&
      (!attempt.lineTone || line.tones.includes(composer.tone)) &&
      line.end !== end &&
      !isRichRhyme(line.end, end) &&
      !composer.usedEnds.has(line.end) &&
      !composer.usedLines.has(line.text) &&
      (!attempt.checkGift || !revealsGift(line.text, composer.gift)),
  );
  return lines.length === 0 ? undefined : { end, group: group.id, lines };
}

function buildCouplet(composer: Composer, role: RhymeRole): Couplet | undefined {
  for (const attempt of ATTEMPTS) {
    const templates = COUPLET_TEMPLATES.filter(
      (template) =>
        template.role === role &&
        (!attempt.templateTone || template.tones.includes(composer.tone)) &&
        !composer.usedTemplates.has(template.text),
    );
    for (const template of shuffled(templates, composer.rng)) {
      const bare = template.text.replace(/\{(name|hint|note)\}/g, ' ');
      if (attempt.checkGift && revealsGift(bare, composer.gift)) continue;
      const partners = partnersFor(composer, template, attempt);
      if (partners === undefined) continue;
      const partner = pick(partners.lines, composer.rng);
      composer.usedTemplates.add(template.text);
      composer.usedLines.add(partner.text);
      composer.usedEnds.add(partners.end).add(partner.end);
      composer.usedGroups.add(partners.group);
      return { role, first: fill(template.text, composer.slots), second: partner.text };
    }
  }
  return undefined;
}

function pickHint(gift: string, giftWords: GiftWords, tone: RhymeTone, rng: Rng): string {
  const options = giftHintOptions(gift, tone);
  const specific = options.specific.filter((hint) => !revealsGift(hint, giftWords));
  if (specific.length > 0) return pick(specific, rng);
  const fallback = options.fallback.filter((hint) => !revealsGift(hint, giftWords));
  return fallback.length > 0 ? pick(fallback, rng) : 'en överraskning';
}

/** A second line that reads as a sentence of its own ('och …', 'så …'), not as the tail of its first line. */
const FREE_STANDING = /^(och|så|men|för|det|du|ja)\b/iu;

/**
 * Crossed rhymes (ABAB) put a line between each first line and its partner, so only the greeting followed by
 * the riddle or the note is crossed, and only when both second lines stand on their own.
 */
function canCross(first: Couplet, second: Couplet): boolean {
  return (
    first.role === 'open' &&
    (second.role === 'hint' || second.role === 'note') &&
    FREE_STANDING.test(first.second) &&
    FREE_STANDING.test(second.second)
  );
}

function capitalise(line: string): string {
  return line.replace(/\p{L}/u, (letter) => letter.toLocaleUpperCase('sv-SE'));
}

function punctuate(line: string, mark: string): string {
  return /[.!?…]$/.test(line) ? line : `${line}${mark}`;
}

/**
 * Writes a julklappsrim for a validated request. The same request and seed always give the same rhyme; without a
 * seed a random one is drawn. Line ends rhyme per the lexicon, the recipient is named inside a line, the gift's
 * words never appear, and a personal note is quoted (with any gift words masked).
 */
export function composeRhyme(request: RhymeRequest, seed?: number | string): ComposedRhyme {
  const name = collapse(request.recipient);
  const giftText = collapse(request.gift);
  if (name === '' || giftText === '') throw new RangeError(RHYME_MISSING_FIELDS.description);
  const tone: RhymeTone = RHYME_TONES.includes(request.tone) ? request.tone : 'klassisk';
  const drawn = seed ?? Math.floor(Math.random() * 0x100000000);
  const rng = createRng(hashString(`${String(drawn)}\u0000${tone}\u0000${giftText}\u0000${name}`));
  const gift = giftWordsOf(giftText, name);
  const note = cleanNote(request.personalNote ?? '');
  const maskedNote = note === '' ? '' : maskGiftWords(note, gift);

  const composer: Composer = {
    tone,
    gift,
    slots: { name, hint: pickHint(giftText, gift, tone, rng), note: maskedNote },
    rng,
    usedTemplates: new Set(),
    usedLines: new Set(),
    usedEnds: new Set(),
    usedGroups: new Set(),
  };

  const plan = pick(maskedNote === '' ? PLANS_WITHOUT_NOTE : PLANS_WITH_NOTE, rng);
  const couplets: Couplet[] = [];
  for (const role of plan) {
    const couplet = buildCouplet(composer, role);
    if (couplet !== undefined) couplets.push(couplet);
  }
  for (const role of ['close', 'middle'] as const) {
    if (couplets.length >= 2) break;
    const couplet = buildCouplet(composer, role);
    if (couplet !== undefined) couplets.push(couplet);
  }

  const [firstCouplet, secondCouplet, ...rest] = couplets;
  const crossed =
    firstCouplet !== undefined && secondCouplet !== undefined && canCross(firstCouplet, secondCouplet) && rng() < 0.4;
  const ordered: { text: string; closesSentence: boolean }[] = [];
  if (crossed) {
    ordered.push(
      { text: firstCouplet.first, closesSentence: false },
      { text: secondCouplet.first, closesSentence: false },
      { text: firstCouplet.second, closesSentence: false },
      { text: secondCouplet.second, closesSentence: true },
    );
  }
  for (const couplet of crossed ? rest : couplets) {
    ordered.push({ text: couplet.first, closesSentence: false }, { text: couplet.second, closesSentence: true });
  }

  const finalMark = tone === 'rolig' || tone === 'söt' ? '!' : '.';
  const lines = ordered.map((line, index) => {
    const isLast = index === ordered.length - 1;
    const mark = isLast ? finalMark : line.closesSentence ? '.' : ',';
    return capitalise(punctuate(line.text, mark));
  });
  return { rhyme: lines.join('\n'), lines };
}
