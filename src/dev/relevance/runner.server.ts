/**
 * Runs the gift-relevance set (requests.ts) through the app's real code paths and grades what a visitor is shown:
 * - chat / chat-multi: the offline chat engine's reply (chatReply → planChatReply), turn by turn; the products named
 *   with `<id: …>` (up to 3) of the last reply are graded. When the engine asks a question instead, the visitor
 *   answers once "Vet inte, visa några förslag";
 * - generator: the text analysis of both steps (analyzeRecipientText, analyzeBudgetText) and the AI Express result
 *   query (generateExpress); the first 6 products;
 * - wizard: the wizard's search with its keyword ranking (generateForWizard); the first 6;
 * - search: the search API's answer (searchAnswer); the first 6.
 * Each catalogue gets its own in-memory PGlite with the real migrations: the demo catalogue as seeded; a real
 * catalogue (../shared/catalogues/real) added beside it the way a feed import would write it, then tagged by the
 * offline tagger through a tagging run, as `npm run tag` would.
 */

import { searchAnswer } from '../../features/catalogue/catalogue-answers.server.ts';
import { type ProductInsert, upsertProducts } from '../../features/catalogue/product-write.server.ts';
import { chatReply } from '../../features/chat/chat.server.ts';
import type { ChatTurn } from '../../features/chat/chat-request.ts';
import { analyzeBudgetText, analyzeRecipientText } from '../../features/generator/analyze.server.ts';
import { toExpressSummary } from '../../features/generator/analyze.ts';
import { expressWiderOfTexts, generateExpress } from '../../features/generator/express.server.ts';
import { generateForWizard } from '../../features/generator/generator.server.ts';
import { expressTextsSchema } from '../../features/generator/generator-request.ts';
import type { WizardSelection } from '../../features/generator/wizard-options.ts';
import { wizardSelectionSchema } from '../../features/generator/wizard-options.ts';
import { loadRealCatalogues, realCataloguesMissing } from '../../features/tagging/real-catalogues.server.ts';
import type { RealProduct } from '../../features/tagging/real-catalogues.ts';
import { taggingJob } from '../../features/tagging/tagging-job.server.ts';
import { startTaggingRun } from '../../features/tagging/tagging-run.server.ts';
import { setAiEngine } from '../../lib/ai/ai.server.ts';
import { createOfflineEngine } from '../../lib/ai/engines.ts';
import { migrate } from '../../lib/db/migrate.server.ts';
import { MEMORY_DATA_DIR, openPglite } from '../../lib/db/pglite.server.ts';
import type { Db } from '../../lib/db/types.ts';
import { driveJob } from '../../lib/jobs/job-engine.server.ts';
import { seedDemo, stableUuid } from '../seed.server.ts';
import {
  type Answer,
  type CatalogueName,
  type GradedAnswer,
  gradeAnswer,
  gradeProduct,
  type RelevanceRequest,
} from './grading.ts';
import type { GradedProduct } from './kinds.ts';
import { RELEVANCE_REQUESTS } from './requests.ts';

/** Products a generator, wizard or search answer shows before the visitor scrolls. */
export const SHOWN_IN_GRID = 6;
/** What the visitor answers when the chat asks a question first. */
export const ANSWER_TO_QUESTION = 'Vet inte, visa några förslag';

export interface OpenCatalogue {
  name: CatalogueName;
  db: Db;
  /** Every product by id, as the grader reads it. */
  products: Map<string, GradedProduct>;
  /** Ids of the products a visitor can be shown (active). */
  active: string[];
  close(): Promise<void>;
}

const REAL_MERCHANT: Record<Exclude<CatalogueName, 'demo'>, { name: string; domain: string }> = {
  systembolaget: { name: 'Systembolaget', domain: 'systembolaget.se' },
  bygghemma: { name: 'Bygghemma', domain: 'bygghemma.se' },
};

/** A real product as a feed import writes it: active, untagged, keyed by the merchant's id. */
function realInsert(product: RealProduct): ProductInsert {
  const pid = product.key.replace(/^[a-z]+:/, '');
  const merchant = product.input.merchant;
  const domain = merchant === 'Bygghemma' ? 'bygghemma.se' : 'systembolaget.se';
  return {
    // A stable id (as the demo's), so ties in the app's orderings fall the same way in every run.
    id: stableUuid(`${merchant}:${pid}`),
    title: product.input.title,
    description: product.input.description,
    price_value: product.input.price,
    merchant,
    merchant_pid: pid,
    image_url: null,
    product_url: `https://www.${domain}/produkt/${encodeURIComponent(pid)}`,
    category_path: [...product.input.categoryPath],
    tags: [],
    source: `feed-${merchant.toLowerCase()}`,
    is_active: true,
    needs_tagging: true,
  };
}

async function readGradedProducts(db: Db): Promise<{ products: Map<string, GradedProduct>; active: string[] }> {
  const rows = await db.query<{
    id: string;
    title: string;
    merchant: string;
    merchant_pid: string;
    price: number | null;
    category_path: string[] | null;
    description: string | null;
    is_active: boolean;
  }>(
    `SELECT id::text AS id, title, merchant, merchant_pid, price_value::float8 AS price, category_path, description,
            is_active
     FROM products`,
  );
  const products = new Map<string, GradedProduct>();
  const active: string[] = [];
  for (const row of rows) {
    products.set(row.id, {
      id: row.id,
      title: row.title,
      merchant: row.merchant,
      pid: row.merchant_pid,
      price: row.price,
      categoryPath: row.category_path ?? [],
      description: row.description ?? '',
    });
    if (row.is_active) active.push(row.id);
  }
  return { products, active };
}

/** Why a catalogue cannot be run here (the real ones need ../shared), or null. */
export function catalogueMissing(name: CatalogueName): string | null {
  return name === 'demo' ? null : realCataloguesMissing();
}

/**
 * An in-memory database with the real migrations and the demo catalogue; for a real catalogue, its products beside
 * the demo's, imported and tagged offline.
 */
export async function openCatalogue(name: CatalogueName): Promise<OpenCatalogue> {
  const db = await openPglite(MEMORY_DATA_DIR);
  await migrate(db);
  await seedDemo(db);
  if (name !== 'demo') {
    const real = loadRealCatalogues();
    if (!real) throw new Error(realCataloguesMissing() ?? 'skipped: ../shared absent');
    const merchant = REAL_MERCHANT[name];
    await db.query(
      'INSERT INTO merchants (id, name, feed_url, status_url, source_id) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [
        stableUuid(`merchant:${merchant.name}`),
        merchant.name,
        `https://www.${merchant.domain}/feed.xml`,
        `https://www.${merchant.domain}/`,
        `feed-${merchant.name.toLowerCase()}`,
      ],
    );
    await upsertProducts(db, real[name].map(realInsert));
    const run = await startTaggingRun(db, { kind: 'merchant', merchant: merchant.name, startedBy: 'relevansmätning' });
    const done = await driveJob(db, taggingJob, run.id, { sleep: async () => {} });
    if (done?.status !== 'done') throw new Error(`the offline tagging of ${name} stopped: ${done?.status ?? 'busy'}`);
    // The tagging run's batches stamp their rows at different moments, and how many rows a batch takes depends on
    // the machine's speed; one stamp for the whole catalogue keeps the newest-first orderings the same in every run.
    // (The touch trigger would stamp each row with the clock again, so it is left out of this one statement.)
    await db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query('UPDATE products SET updated_at = now() WHERE merchant = $1', [merchant.name]);
    });
  }
  const { products, active } = await readGradedProducts(db);
  return { name, db, products, active, close: () => db.close() };
}

function idsIn(text: string): string[] {
  return [...text.matchAll(/<id:\s*([a-z0-9-]+)\s*>/g)].map((match) => match[1] ?? '');
}

async function reply(db: Db, turns: readonly ChatTurn[]): Promise<string> {
  let text = '';
  for await (const piece of chatReply(db, turns)) text += piece;
  return text;
}

/** The chat, turn by turn, with the engine's replies in between. */
async function answerChat(db: Db, messages: readonly string[]): Promise<Answer> {
  const turns: ChatTurn[] = [];
  const shown: string[][] = [];
  let asked = false;
  for (const [index, message] of messages.entries()) {
    turns.push({ role: 'user', content: message });
    let text = await reply(db, turns);
    turns.push({ role: 'assistant', content: text });
    if (idsIn(text).length === 0 && index === messages.length - 1) {
      asked = true;
      turns.push({ role: 'user', content: ANSWER_TO_QUESTION });
      text = await reply(db, turns);
      turns.push({ role: 'assistant', content: text });
    }
    shown.push(idsIn(text));
  }
  return { turns: shown, asked, problem: null };
}

async function answerGenerator(db: Db, who: string, what: string): Promise<Answer> {
  const step1 = await analyzeRecipientText(who);
  if (!step1.success) return { turns: [[]], asked: false, problem: `steg 1: ${step1.error}` };
  const step2 = await analyzeBudgetText(what);
  if (!step2.success) return { turns: [[]], asked: false, problem: `steg 2: ${step2.error}` };
  // As the site sends it: the summary, and the two texts for their wider reading.
  const wider = expressWiderOfTexts(expressTextsSchema.parse({ step1: who, step2: what }));
  const result = await generateExpress(db, toExpressSummary(step1.data, step2.data), wider);
  return {
    turns: [result.products.slice(0, SHOWN_IN_GRID).map((product) => product.id)],
    asked: false,
    problem: null,
    widenedBudget: result.widenedBudget,
  };
}

async function answerWizard(db: Db, request: RelevanceRequest): Promise<Answer> {
  const selection: WizardSelection = wizardSelectionSchema.parse(request.wizard);
  const result = await generateForWizard(db, selection);
  return { turns: [result.products.slice(0, SHOWN_IN_GRID).map((product) => product.id)], asked: false, problem: null };
}

async function answerSearch(db: Db, query: string): Promise<Answer> {
  const products = await searchAnswer(db, query);
  return { turns: [products.slice(0, SHOWN_IN_GRID).map((product) => product.id)], asked: false, problem: null };
}

/** Runs one request through its mode's code path. */
export async function answerRequest(db: Db, request: RelevanceRequest): Promise<Answer> {
  try {
    switch (request.mode) {
      case 'chat':
      case 'chat-multi':
        return await answerChat(db, request.turns ?? []);
      case 'generator':
        return await answerGenerator(db, request.who ?? '', request.what ?? '');
      case 'wizard':
        return await answerWizard(db, request);
      case 'search':
        return await answerSearch(db, request.query ?? '');
    }
  } catch (error) {
    return { turns: [[]], asked: false, problem: `fel: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** How many active products of the catalogue the request's judgment grades 2. */
export function fittingCount(catalogue: OpenCatalogue, request: RelevanceRequest): number {
  let count = 0;
  for (const id of catalogue.active) {
    const product = catalogue.products.get(id);
    if (product && gradeProduct(request.judge, product).grade === 2) count++;
  }
  return count;
}

export interface CatalogueRun {
  name: CatalogueName;
  /** Set when the catalogue could not be run ("skipped: ../shared absent"). */
  skipped: string | null;
  answers: GradedAnswer[];
}

/**
 * Runs the requests of each catalogue on the offline engine (a key in the environment is ignored: the figures are
 * the offline path's). Catalogues whose files are absent are reported as skipped.
 */
export async function runGiftRelevance(
  requests: readonly RelevanceRequest[] = RELEVANCE_REQUESTS,
  catalogues: readonly CatalogueName[] = ['demo', 'systembolaget', 'bygghemma'],
): Promise<CatalogueRun[]> {
  setAiEngine(createOfflineEngine({ chunkDelayMs: 0 }));
  const runs: CatalogueRun[] = [];
  try {
    for (const name of catalogues) {
      const mine = requests.filter((request) => request.catalogue === name);
      if (mine.length === 0) continue;
      const missing = catalogueMissing(name);
      if (missing) {
        runs.push({ name, skipped: missing, answers: [] });
        continue;
      }
      const catalogue = await openCatalogue(name);
      try {
        const answers: GradedAnswer[] = [];
        for (const request of mine) {
          const answer = await answerRequest(catalogue.db, request);
          answers.push(gradeAnswer(request, answer, catalogue.products, fittingCount(catalogue, request)));
        }
        runs.push({ name, skipped: null, answers });
      } finally {
        await catalogue.close();
      }
    }
  } finally {
    setAiEngine(undefined);
  }
  return runs;
}
