import { describe, expect, it } from 'vitest';
import { wizardSelectionSchema } from '../../features/generator/wizard-options.ts';
import { loadRealCatalogues, realCataloguesMissing } from '../../features/tagging/real-catalogues.server.ts';
import { DEMO_PRODUCTS } from '../demo/products.ts';
import { FRESH_PREFIX } from './fresh-requests.ts';
import {
  failureLine,
  figuresOf,
  gradeAnswer,
  gradeProduct,
  type Judgment,
  MODES,
  type RelevanceRequest,
  splitOf,
} from './grading.ts';
import { type GradedProduct, KIND_PARENTS, productReading, readProduct, variantKey } from './kinds.ts';
import { FAST_SUBSET, RELEVANCE_REQUESTS } from './requests.ts';
import { runGiftRelevance } from './runner.server.ts';

function product(title: string, price: number | null, category: string[], pid = title): GradedProduct {
  return { id: pid, title, merchant: 'Presentboden', pid, price, categoryPath: category, description: '' };
}

const whiskyTasting = product('Whiskyprovning med fem maltwhiskys', 595, ['Presenter & Upplevelser', 'Upplevelser']);
const whiskyGlasses = product('Whiskyglas med graverad karta över hemstaden, 2-pack', 449, ['Hem & Inredning', 'Kök']);
const truffles = product('Handgjorda chokladtryfflar, 16 st', 349, ['Mat & Dryck', 'Choklad & Godis']);

describe('gift relevance: what a product is', () => {
  it('reads a product by its kind, not by a word it shares (whiskyglas is a glass, not whisky)', () => {
    expect(readProduct(whiskyGlasses)).toBe('whiskyglas');
    expect(readProduct(whiskyTasting)).toBe('whiskyprovning');
    expect(productReading(whiskyTasting).attributes.alcohol).toBe(true);
    expect(productReading(whiskyGlasses).attributes).toMatchObject({ alcohol: false, personal: true });
    expect(productReading(truffles).attributes).toMatchObject({ edible: true, chocolate: true });
  });

  it('gives every demo product a kind', () => {
    const unknown = DEMO_PRODUCTS.filter(
      (demo) => readProduct({ title: demo.title, merchant: demo.merchant, categoryPath: demo.category }) === 'okänd',
    );
    expect(unknown.map((demo) => demo.title)).toEqual([]);
  });

  it('groups colour, size and model variants of one product', () => {
    const black = variantKey({ merchant: 'A', title: 'Termosmugg med tätt lock 350 ml – Svart' });
    expect(variantKey({ merchant: 'A', title: 'Termosmugg med tätt lock 350 ml – Dimblå' })).toBe(black);
    expect(variantKey({ merchant: 'B', title: 'Termosmugg med tätt lock 350 ml – Dimblå' })).not.toBe(black);
    expect(variantKey({ merchant: 'A', title: 'Mobilskal med pressade blommor för iPhone 14' })).toBe(
      variantKey({ merchant: 'A', title: 'Mobilskal med pressade blommor för iPhone 15' }),
    );
    expect(variantKey({ merchant: 'A', title: 'Termos i rostfritt stål 1 liter' })).not.toBe(black);
  });

  it.skipIf(realCataloguesMissing() !== null)(
    'gives every real product a kind (skipped when ../shared is absent)',
    () => {
      const real = loadRealCatalogues();
      const all = [...(real?.systembolaget ?? []), ...(real?.bygghemma ?? [])];
      const unknown = all.filter((item) => readProduct(item.input) === 'okänd').map((item) => item.key);
      expect(unknown).toEqual([]);
    },
  );
});

describe('gift relevance: grading', () => {
  const judge: Judgment = { good: ['whisky', 'whiskyprovning'], ok: ['whiskyglas'], budget: { max: 600 } };

  it('grades by kind, and a budget or a hard filter broken is a violation graded 0', () => {
    expect(gradeProduct(judge, whiskyTasting)).toMatchObject({ grade: 2, budgetViolation: false });
    expect(gradeProduct(judge, whiskyGlasses).grade).toBe(1);
    expect(gradeProduct(judge, truffles).grade).toBe(0);
    expect(gradeProduct({ ...judge, budget: { max: 500 } }, whiskyTasting)).toMatchObject({
      grade: 0,
      budgetViolation: true,
    });
    expect(gradeProduct({ ...judge, budget: { max: 500 } }, { ...whiskyGlasses, price: null }).budgetViolation).toBe(
      true,
    );
    expect(gradeProduct({ ...judge, forbid: { alcohol: true } }, whiskyTasting)).toMatchObject({
      grade: 0,
      filterViolation: true,
    });
    expect(gradeProduct({ good: ['godis', 'choklad'], forbid: { chocolate: true } }, truffles).filterViolation).toBe(
      true,
    );
  });

  it('asks for a personal touch, a sensible price and no wrong sub-kind when the judgment says so', () => {
    expect(gradeProduct({ good: ['glas'], personal: true }, whiskyGlasses).grade).toBe(2);
    const plain = product('Munblåsta vinglas, 4-pack', 699, ['Hem & Inredning', 'Dukning', 'Glas']);
    expect(gradeProduct({ good: ['glas'], personal: true }, plain).grade).toBe(1);
    expect(gradeProduct({ good: ['choklad'], softMin: 400 }, truffles).grade).toBe(1);
    expect(gradeProduct({ good: ['glas'], bad: ['whiskyglas'] }, whiskyGlasses).grade).toBe(0);
    expect(gradeProduct({ good: ['glas'], badIds: [whiskyGlasses.pid] }, whiskyGlasses).grade).toBe(0);
  });

  it('scores an answer: first = 2, any 0, repeats within a conversation, variants side by side', () => {
    const request: RelevanceRequest = { id: 'x', mode: 'chat-multi', catalogue: 'demo', turns: ['a', 'b'], judge };
    const black = product('Termosmugg – Svart', 249, ['Kök'], 'black');
    const blue = product('Termosmugg – Dimblå', 249, ['Kök'], 'blue');
    const products = new Map([whiskyTasting, whiskyGlasses, black, blue].map((item) => [item.id, item]));
    const answer = gradeAnswer(
      request,
      { turns: [[whiskyTasting.id], [whiskyTasting.id, black.id, blue.id]], asked: false, problem: null },
      products,
      3,
    );
    expect(answer).toMatchObject({ firstIsTwo: true, anyZero: true, repeats: 1, variantPairs: 1 });
    expect(failureLine(answer)).toContain('Termosmugg – Svart [249 kr] (0, termosmugg)');
    const empty = (fitting: number) =>
      gradeAnswer(request, { turns: [[]], asked: false, problem: null }, products, fitting);
    expect(empty(0)).toMatchObject({ firstIsTwo: true, anyZero: false });
    expect(empty(2)).toMatchObject({ firstIsTwo: false, anyZero: true });
    const plausible = (fitting: number) =>
      gradeAnswer(request, { turns: [[whiskyGlasses.id]], asked: false, problem: null }, products, fitting);
    expect(plausible(0).firstIsTwo).toBe(true);
    expect(plausible(1).firstIsTwo).toBe(false);
    // A fitting product the conversation showed earlier cannot come again: an empty last answer is then right.
    const shownBefore = (earlier: string) =>
      gradeAnswer(request, { turns: [[earlier], []], asked: false, problem: null }, products, 1);
    expect(shownBefore(whiskyTasting.id)).toMatchObject({ fitting: 0, firstIsTwo: true, anyZero: false });
    expect(shownBefore(whiskyGlasses.id)).toMatchObject({ fitting: 1, firstIsTwo: false, anyZero: true });
    const figures = figuresOf([answer, empty(0)]);
    expect(figures).toMatchObject({ answers: 2, suggestions: 3, firstIsTwo: 1, anyZero: 0.5, emptyAnswers: 1 });
    expect(figures.meanGrade).toBeCloseTo(2 / 3);
  });
});

describe('gift relevance: the request set', () => {
  it('holds at least 250 requests with unique ids, in every mode, about a third held out', () => {
    expect(RELEVANCE_REQUESTS.length).toBeGreaterThanOrEqual(250);
    expect(new Set(RELEVANCE_REQUESTS.map((request) => request.id)).size).toBe(RELEVANCE_REQUESTS.length);
    for (const mode of MODES) {
      expect(RELEVANCE_REQUESTS.filter((request) => request.mode === mode).length).toBeGreaterThanOrEqual(30);
    }
    // The requests written after the last changes are all held out; of the others, about a third.
    const tuned = RELEVANCE_REQUESTS.filter((request) => !request.id.startsWith(FRESH_PREFIX));
    expect(RELEVANCE_REQUESTS.length - tuned.length).toBeGreaterThanOrEqual(20);
    const held = tuned.filter((request) => splitOf(request) === 'held-out').length;
    expect(held / tuned.length).toBeGreaterThan(0.28);
    expect(held / tuned.length).toBeLessThan(0.45);
  });

  it('names only known kinds and gives each mode its input', () => {
    for (const request of RELEVANCE_REQUESTS) {
      const { good = [], ok = [], bad = [], forbid } = request.judge;
      for (const kind of [...good, ...ok, ...bad, ...(forbid?.kinds ?? [])]) {
        expect(KIND_PARENTS, `${request.id}: ${kind}`).toHaveProperty([kind]);
      }
      if (request.mode === 'chat') expect(request.turns).toHaveLength(1);
      if (request.mode === 'chat-multi') expect(request.turns?.length).toBeGreaterThanOrEqual(2);
      if (request.mode === 'generator') expect(request.who && request.what).toBeTruthy();
      if (request.mode === 'wizard') expect(() => wizardSelectionSchema.parse(request.wizard)).not.toThrow();
      if (request.mode === 'search') expect(request.query).toBeTruthy();
    }
  });

  it('refers to demo products by slugs that exist', () => {
    const slugs = new Set(DEMO_PRODUCTS.map((demo) => demo.pid));
    for (const request of RELEVANCE_REQUESTS.filter((item) => item.catalogue === 'demo')) {
      const { goodIds = [], okIds = [], badIds = [] } = request.judge;
      for (const id of [...goodIds, ...okIds, ...badIds]) expect(slugs, `${request.id}: ${id}`).toContain(id);
    }
  });
});

/**
 * The figures of the fast subset on today's ranking, rounded down a little (recorded with the one gift ranking of
 * chat, Express and the wizard's keyword search: mean 0.89, first = 2 in 53 %, a 0 in 60 %, 3 budget and 1 filter
 * violations; when the benchmark was added: 0.66, 39 %, 84 %, 6 and 4; with AI Express reading the visitor's texts
 * and the request-reading fixes of rosé, alcohol-free, film and "inte en till": 1.015, 62.8 %, 55.8 %, 4 and 0; with
 * matches of any audience in AI Express and no padding beside what was named: 1.172, 69.8 %, 46.5 %, 3 and 0).
 * A change that scores below them fails;
 * raise them when the ranking gets better.
 */
const FLOORS = {
  // With the gift ideas of occasions and recipients, hobbies read as kinds and AI Express never padding a named
  // kind: 1.342, 76.7 %, 34.9 %, 2 and 0. With presents far below the budget ranked lower, group remarks kept to the
  // group, unbacked interest tags counting less and the wizard's keyword searched as written: 1.540, 79.1 %, 23.3 %,
  // 0 and 0. With taste words, phone cases and pet gear by type, titles for another relative, the kinds around yoga,
  // christening keepsakes, a department named as an interest and hyphenated kinds: 1.670, 86.0 %, 14.0 %, 0 and 0;
  // with the wizard's wider kind, niche products last in search and the wake-up light a sleep product: 1.688, 86.0 %,
  // 11.6 %, 0 and 0; with "runt X" as a soft range, cooking, garden and music read as their gear, Christmas ideas, the
  // wizard's attribute keyword kept to and ties broken by the request alone: 1.847, 93.0 %, 2.3 %, 0 and 0; with the
  // search's -a rule, nothing intimate for a colleague and the wizard's recipient kept past its fallback chain: 1.867,
  // 95.3 %, 2.3 %, 0 and 0.
  meanGrade: 1.84,
  firstIsTwo: 0.93,
  anyZeroAtMost: 0.05,
  // AI Express now keeps to the types the visitor's texts name; with under 10 of them in budget the spec's 20 %
  // widened-budget retry (shown with the budget tip) fills the grid after the ones within budget.
  budgetViolationsAtMost: 0,
  filterViolationsAtMost: 0,
};

describe('gift relevance: fast subset on the demo catalogue', () => {
  it('does not fall below the recorded figures', { timeout: 240_000 }, async () => {
    expect(FAST_SUBSET.length).toBeGreaterThanOrEqual(38);
    const [run] = await runGiftRelevance(FAST_SUBSET, ['demo']);
    const figures = figuresOf(run?.answers ?? []);
    console.log(
      `Presentrelevans, snabbdelen: ${figures.answers} svar, medel ${figures.meanGrade.toFixed(3)}, första = 2 ${figures.firstIsTwo.toFixed(3)}, någon 0 ${figures.anyZero.toFixed(3)}, budgetbrott ${figures.budgetViolations}, filterbrott ${figures.filterViolations}`,
    );
    expect(figures.answers).toBe(FAST_SUBSET.length);
    expect(figures.meanGrade).toBeGreaterThanOrEqual(FLOORS.meanGrade);
    expect(figures.firstIsTwo).toBeGreaterThanOrEqual(FLOORS.firstIsTwo);
    expect(figures.anyZero).toBeLessThanOrEqual(FLOORS.anyZeroAtMost);
    expect(figures.budgetViolations).toBeLessThanOrEqual(FLOORS.budgetViolationsAtMost);
    expect(figures.filterViolations).toBeLessThanOrEqual(FLOORS.filterViolationsAtMost);
  });
});
