import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_IDS } from '../understanding/request-reading.ts';
import {
  ASK_BUDGET_QUESTION,
  ASK_RECIPIENT_QUESTION,
  budgetClause,
  budgetPhrase,
  composeReply,
  QUALITY_PHRASES,
  type ReplyFacts,
  shortDescription,
} from './compose.ts';
import { product } from './fixtures/products.ts';
import { extractProductIds } from './messages.ts';

const facts: ReplyFacts = {
  recipient: 'din pappa',
  pronoun: 'han',
  interests: ['fiske'],
  occasion: null,
  budgetMin: null,
  budgetMax: 500,
};
const A = '0b8f1c2e-aaaa-4bbb-8ccc-123456789abc';
const B = '1c9e2d3f-bbbb-4ccc-9ddd-23456789abcd';
const picks = [
  {
    product: product({
      id: A,
      title: 'Fiskespö teleskop | Stockholm',
      priceSEK: 449,
      description: '<p>Lätt spö för resan. Tål mycket.</p>',
    }),
    score: 10,
    reasons: { interest: 'fiske', recipient: true, occasion: null },
  },
  {
    product: product({ id: B, title: 'Termos', priceSEK: 1299 }),
    score: 5,
    reasons: { interest: null, recipient: true, occasion: null },
  },
];

describe('offline chat reply', () => {
  it('names each product with its id, price and why it fits', () => {
    const text = composeReply({ kind: 'suggest', turn: 'new', facts, picks }, 0);
    expect(extractProductIds(text)).toEqual([A, B]);
    expect(text).toContain(`🎁 Fiskespö teleskop – 449 kr <id: ${A}>`);
    expect(text).toContain('🎁 Termos – 1\u00a0299 kr');
    expect(text).toContain('Lätt spö för resan.');
    expect(text).toMatch(
      /din pappa som gillar fiske|din pappa, som gillar fiske|för honom som gillar fiske|när han gillar fiske/,
    );
    expect(text).not.toMatch(/med sitt intresse/);
    expect(text).not.toMatch(/<p>/);
  });

  it('names the budget once, in the opening, when every price keeps to it', () => {
    const within = [picks[0]!, { ...picks[1]!, product: { ...picks[1]!.product, priceSEK: 299 } }];
    for (const variant of [0, 1, 2]) {
      const text = composeReply({ kind: 'suggest', turn: 'new', facts, picks: within }, variant);
      expect(text.split('\n')[0]).toContain('under 500 kr');
      expect(text).not.toMatch(/din budget/);
    }
  });

  it('says honestly that a product costs more than the budget, and names no budget over a list that breaks it', () => {
    for (const variant of [0, 1, 2]) {
      const text = composeReply({ kind: 'suggest', turn: 'new', facts, picks }, variant);
      const [, fishingRod, flask] = text.split('🎁');
      expect(fishingRod).toMatch(/inom din budget|ryms i din budget/);
      expect(flask).toContain('Termos – 1\u00a0299 kr');
      expect(flask).toContain('men priset ligger över din budget');
      expect(flask).not.toContain('inom din budget');
      expect(text).not.toContain('under 500 kr');
    }
  });

  it('says nothing about the budget without a budget or without a price', () => {
    const noBudget = composeReply({ kind: 'suggest', turn: 'new', facts: { ...facts, budgetMax: null }, picks }, 0);
    expect(noBudget).not.toMatch(/din budget|under 500 kr/);
    const unpriced = [{ ...picks[0]!, product: { ...picks[0]!.product, priceSEK: null } }];
    const text = composeReply({ kind: 'suggest', turn: 'new', facts, picks: unpriced }, 0);
    expect(text).toContain('pris varierar');
    expect(text).not.toMatch(/inom din budget|under 500 kr/);
  });

  it('budgetClause checks the price against both ends of the budget', () => {
    expect(budgetClause(449, { budgetMin: null, budgetMax: 500 })).toBe(', och priset ligger inom din budget');
    expect(budgetClause(500, { budgetMin: 200, budgetMax: 500 })).toBe(', och priset ligger inom din budget');
    expect(budgetClause(1299, { budgetMin: null, budgetMax: 500 })).toBe(', men priset ligger över din budget');
    expect(budgetClause(99, { budgetMin: 200, budgetMax: 500 })).toBe(', och priset ligger under din budget');
    expect(budgetClause(99, { budgetMin: null, budgetMax: null })).toBe('');
    expect(budgetClause(null, { budgetMin: null, budgetMax: 500 })).toBe('');
  });

  it('varies the phrasing and follows the turn', () => {
    const variants = new Set([0, 1, 2].map((v) => composeReply({ kind: 'suggest', turn: 'new', facts, picks }, v)));
    expect(variants.size).toBeGreaterThan(1);
    expect(composeReply({ kind: 'suggest', turn: 'cheaper', facts, picks }, 0)).toMatch(/^Absolut, här är billigare/);
    expect(composeReply({ kind: 'suggest', turn: 'more', facts, picks }, 0)).toMatch(/nya förslag/);
    expect(composeReply({ kind: 'suggest', turn: 'changed-recipient', facts, picks }, 0)).toMatch(
      /^Till din pappa i stället/,
    );
  });

  it('asks exactly one question when something is missing', () => {
    const budget = composeReply({ kind: 'ask', missing: 'budget', facts: { ...facts, budgetMax: null } });
    expect(budget).toContain(ASK_BUDGET_QUESTION);
    expect(budget).toContain('din pappa som gillar fiske');
    expect(budget.match(/\?/g)).toHaveLength(1);
    const recipient = composeReply({ kind: 'ask', missing: 'recipient', facts: { ...facts, recipient: null } });
    expect(recipient).toContain(ASK_RECIPIENT_QUESTION);
    expect(recipient.match(/\?/g)).toHaveLength(1);
    expect(extractProductIds(recipient)).toEqual([]);
  });

  it('says so honestly when nothing fits or nothing more is left', () => {
    expect(composeReply({ kind: 'empty', turn: 'new', facts, exhausted: false })).toMatch(
      /hittade tyvärr inga presenter till din pappa under 500 kr/,
    );
    expect(composeReply({ kind: 'empty', turn: 'more', facts, exhausted: true })).toMatch(/inga fler förslag/);
    // Asked again after an answer with nothing: the same words are not repeated.
    const shortfall = { what: 'golfprylar', liked: null, wider: 'sportprylar' };
    const first = composeReply({ kind: 'empty', turn: 'new', facts, exhausted: false, shortfall });
    const again = composeReply({ kind: 'empty', turn: 'new', facts, exhausted: false, shortfall, again: true });
    expect(first).toMatch(/^Jag hittar tyvärr inga golfprylar till din pappa/);
    expect(again).toMatch(/^Tyvärr hittar jag inget annat nära det du bad om till din pappa under 500 kr just nu\./);
    expect(again).toContain('Vill du att jag höjer budgeten, eller vill du prova ett annat intresse?');
    // The kind around what ran out, when nothing of it was shown before: "hittar inga", never "inga fler".
    const wider = { kind: 'suggest', turn: 'wider', facts, picks, ranOut: 'golfprylar' } as const;
    expect(composeReply(wider, 0)).toMatch(/^Jag har inga fler golfprylar att visa/);
    expect(composeReply({ ...wider, noneBefore: true }, 0)).toMatch(/^Jag hittar inga golfprylar just nu, men här är/);
    // Nothing in the range asked for: what costs a little less is said to be just under it.
    const range = { ...facts, budgetMin: 600, budgetMax: 800 };
    expect(composeReply({ ...wider, facts: range, noneBefore: true, below: true }, 0)).toMatch(
      /^Jag hittar inga golfprylar i prisklassen 600–800 kr just nu, men strax under finns två idéer till din pappa:/,
    );
  });

  it('answers a narrowing follow-up as such, not as a first greeting', () => {
    for (const variant of [0, 1, 2, 3]) {
      const text = composeReply({ kind: 'suggest', turn: 'refined', facts, picks }, variant);
      expect(text).toMatch(/^(Uppfattat! Här är|Då blir det så här)/);
      expect(text).not.toContain('Vad roligt');
    }
    expect(composeReply({ kind: 'suggest', turn: 'refined', facts, picks, notFound: ['rymden'] }, 0)).toMatch(
      /^Jag hittar inget med rymden just nu/,
    );
  });

  it("never repeats a sentence within a reply, and uses the recipient's pronoun", () => {
    const three = [0, 1, 2].map((n) => ({
      product: product({ id: `${A.slice(0, -1)}${n}`, title: `Fiskedrag ${n}`, priceSEK: 199, description: '' }),
      score: 10,
      reasons: { interest: 'fiske', recipient: true, occasion: null },
    }));
    for (const variant of [0, 1, 2, 3, 7]) {
      const text = composeReply({ kind: 'suggest', turn: 'new', facts, picks: three }, variant);
      const sentences = text
        .split('\n')
        .filter((line) => line && !line.startsWith('🎁'))
        .flatMap((line) => line.split(/(?<=[.!?])\s/u));
      expect(new Set(sentences).size, text).toBe(sentences.length);
      expect(text.match(/priset ligger inom din budget/g)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(text).not.toMatch(/\bhen\b|\bhens\b/);
    }
    const her = composeReply(
      { kind: 'suggest', turn: 'new', facts: { ...facts, recipient: 'din mamma', pronoun: 'hon' }, picks: three },
      1,
    );
    expect(her).not.toMatch(/\bhan\b|\bhonom\b/);
  });

  it('never says the suggestions themselves like something', () => {
    const text = composeReply({ kind: 'suggest', turn: 'new', facts: { ...facts, recipient: null }, picks }, 1);
    expect(text).not.toMatch(/(idéer|förslag) som gillar/);
  });

  it('says honestly when fewer products fit what was named, and asks one question', () => {
    const shortfall = { what: 'rosor', wider: 'buketter' };
    const roses = { ...facts, recipient: 'din fru', pronoun: 'hon' as const, budgetMax: 600 };
    const two = composeReply({ kind: 'suggest', turn: 'new', facts: roses, picks, shortfall }, 0);
    expect(two).toMatch(/^Jag hittar bara två rosor till din fru under 600 kr – vill du se andra buketter\?/);
    expect(two.match(/\?/g)).toHaveLength(1);
    const none = composeReply({ kind: 'empty', turn: 'new', facts: roses, exhausted: false, shortfall });
    expect(none).toContain('Jag hittar tyvärr inga rosor till din fru under 600 kr just nu.');
    expect(none).toMatch(/höjer budgeten, eller letar bland andra buketter\?/);
    const angler = { what: 'presenter', liked: 'fiske', wider: null };
    const one = composeReply({ kind: 'suggest', turn: 'new', facts, picks: picks.slice(0, 1), shortfall: angler }, 0);
    expect(one).toMatch(
      /^Jag hittar bara ett förslag till din pappa som gillar fiske under 500 kr – vill du att jag letar i en annan prisklass\?/,
    );
  });

  it('writes budgets the Swedish way', () => {
    expect(budgetPhrase({ budgetMin: 350, budgetMax: 1800 })).toBe('350–1\u00a0800 kr');
    expect(budgetPhrase({ budgetMin: null, budgetMax: 500 })).toBe('under 500 kr');
    expect(budgetPhrase({ budgetMin: 1000, budgetMax: null })).toBe('från 1\u00a0000 kr');
    expect(budgetPhrase({ budgetMin: null, budgetMax: null })).toBe('');
  });

  it('shortens descriptions to their first sentence', () => {
    expect(shortDescription('Första meningen här. Andra.')).toBe('Första meningen här.');
    expect(shortDescription('Utan punkt')).toBe('Utan punkt.');
    expect(shortDescription('')).toBe('');
  });
});

describe('reasons that name a quality', () => {
  it('have words of their own for every attribute a request can ask for', () => {
    expect(ATTRIBUTE_IDS.filter((id) => !(id in QUALITY_PHRASES))).toEqual([]);
  });

  it('say "med glimten i ögat", not "i rolig", for a fun product', () => {
    const fun = [{ ...picks[0]!, reasons: { interest: null, recipient: true, occasion: null, qualities: ['rolig'] } }];
    const text = composeReply({ kind: 'suggest', turn: 'new', facts: { ...facts, interests: [] }, picks: fun }, 0);
    expect(text).toContain('med glimten i ögat');
    expect(text).not.toContain('i rolig');
  });
});

describe('words the catalogue has nothing of', () => {
  it('are said to be missing in a first answer, and never claimed', () => {
    const plain = [{ ...picks[0]!, reasons: { interest: null, recipient: true, occasion: null } }];
    const text = composeReply(
      { kind: 'suggest', turn: 'new', facts: { ...facts, interests: [] }, picks: plain, notFound: ['dinosaurier'] },
      1,
    );
    expect(text.split('\n')[0]).toBe(
      'Jag hittar inget med dinosaurier just nu, men här är en idé till din pappa under 500 kr:',
    );
  });
});
