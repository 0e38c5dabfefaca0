/**
 * Offline tagging timings for `npm run bench`: the tagger over the synthetic feed (the same titles, descriptions and
 * category paths an import stores), and its quality on the labelled product set.
 */
import { generateFeedItems } from '../../src/dev/feeds/synthetic-feed.ts';
import { tagBatch } from '../../src/features/tagging/engine.server.ts';
import { evaluateLabelled } from '../../src/features/tagging/evaluate.ts';
import { LABELLED_PRODUCTS } from '../../src/features/tagging/fixtures/labelled.ts';
import type { LabelledSetReport } from '../../src/features/tagging/labelled-evaluation.ts';
import { evaluateLabelledSet, loadLabelledSet } from '../../src/features/tagging/labelled-set.server.ts';
import { batchInputLine, readBatchOutput } from '../../src/features/tagging/openai-batch.ts';
import { taggingRequestBody } from '../../src/features/tagging/openai-tagger.server.ts';
import { FACETS } from '../../src/features/tagging/quality.ts';
import { type TaggerInput, tagProduct } from '../../src/features/tagging/tagger.ts';
import { resetEnv } from '../../src/lib/env.ts';
import {
  approveAll,
  type RequestedProduct,
  responseObject,
  startFakeOpenAiResponses,
} from '../../tests/helpers/openai-responses-server.ts';
import type { BenchRow } from './measure.ts';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** The synthetic feed as tagger input (generated before timing, so only tagging is measured). */
export function benchTaggingInput(count: number): TaggerInput[] {
  const items: TaggerInput[] = [];
  for (const item of generateFeedItems(count)) {
    items.push({
      title: item.title,
      description: item.description,
      categoryPath: item.categoryPath,
      brand: item.brand,
      price: item.price,
      merchant: item.merchant,
    });
  }
  return items;
}

export interface TaggingTiming {
  products: number;
  /** Wall-clock seconds. */
  seconds: number;
  /** Processor seconds of this process (user + system), unaffected by other load on the machine. */
  cpuSeconds: number;
  approved: number;
  rejected: number;
}

/** Tags every product once and times the whole run. */
export function timeTagging(items: readonly TaggerInput[]): TaggingTiming {
  let approved = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (const item of items) if (tagProduct(item).approved) approved += 1;
  const used = process.cpuUsage(cpu);
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = (used.user + used.system) / 1e6;
  return { products: items.length, seconds, cpuSeconds, approved, rejected: items.length - approved };
}

/** Rows for the bench table: 40,000-product tagging time and the labelled-set figures. */
export function benchTagging(count = 40_000): BenchRow[] {
  const timing = timeTagging(benchTaggingInput(count));
  const quality = evaluateLabelled(LABELLED_PRODUCTS);
  const rows: BenchRow[] = [
    {
      section: 'taggning',
      name: `offline-taggning, ${timing.products} produkter (${timing.rejected} avvisade)`,
      value: `${timing.seconds.toFixed(1)} s (processortid ${timing.cpuSeconds.toFixed(1)} s)`,
      budget: '≤ 30 s',
    },
    {
      section: 'taggning',
      name: `godkänn/avvisa rätt, märkt uppsättning (${quality.products} produkter)`,
      value: percent(quality.decisionAccuracy),
      budget: '≥ 95 %',
    },
  ];
  for (const facet of FACETS) {
    const score = quality.facets[facet];
    const floor = facet === 'to_whom' || facet === 'interests' ? 'precision ≥ 90 %' : undefined;
    rows.push({
      section: 'taggning',
      name: `${facet}, märkt uppsättning`,
      value: `precision ${percent(score.precision)} · recall ${percent(score.recall)}`,
      ...(floor ? { budget: floor } : {}),
    });
  }
  return rows;
}

/** Issue 19's figures for one part of the labelled set, as bench rows. */
function labelledSetRows(what: string, report: LabelledSetReport): BenchRow[] {
  const name = (figure: string) => `${figure}, ${what} (${report.products} produkter)`;
  return [
    { section: 'taggning', name: name('produkttyp rätt'), value: percent(report.typeAccuracy), budget: '≥ 90 %' },
    {
      section: 'taggning',
      name: name('godkänn/avvisa rätt'),
      value: `${percent(report.decisionAccuracy)} (${report.wronglyRejected} felaktigt avvisade, ${report.wronglyApproved} felaktigt godkända)`,
      budget: '≥ 97 %',
    },
    {
      section: 'taggning',
      name: name('to_whom / interests'),
      value:
        report.facetProducts === 0
          ? '– (inga märkta taggar)'
          : `precision ${percent(report.facets.to_whom.precision)} / ${percent(report.facets.interests.precision)} · recall ${percent(report.facets.to_whom.recall)} / ${percent(report.facets.interests.recall)}`,
      budget: 'precision ≥ 90 % / ≥ 85 %',
    },
    {
      section: 'taggning',
      name: name('begravningsblommor eller möbler godkända som vardagspresent'),
      value: String(report.situationalAsEveryday),
      budget: '0',
    },
  ];
}

/**
 * The labelled set of issue 19: the made-up shops' 325 products, and the labelled real products of ../shared
 * (Systembolaget, Bygghemma, the shops' feeds) when the folder is there — a "skipped" row when not.
 */
export async function benchLabelledSet(): Promise<BenchRow[]> {
  const set = await loadLabelledSet();
  const rows = labelledSetRows('märkt uppsättning', evaluateLabelledSet(set.made));
  const real = [...set.systembolaget, ...set.bygghemma, ...set.feeds];
  if (set.skipped !== null) {
    rows.push({ section: 'taggning', name: 'märkta riktiga produkter (../shared)', value: set.skipped });
  }
  if (real.length === 0) return rows;
  const parts: [string, typeof real][] = [
    ['märkta Systembolaget-drycker', set.systembolaget],
    ['märkta Bygghemma-soffor', set.bygghemma],
    ['märkta produkter ur butikernas flöden', set.feeds],
  ];
  for (const [what, products] of parts)
    if (products.length > 0) rows.push(...labelledSetRows(what, evaluateLabelledSet(products)));
  const all = evaluateLabelledSet([...set.made, ...real]);
  rows.push(...labelledSetRows('hela den märkta uppsättningen', all));
  rows.push({
    section: 'taggning',
    name: `alkoholfria drycker med en alkoholtyp (${all.alcoholFree} märkta)`,
    value: String(all.alcoholFreeTypedAlcohol),
    budget: '0',
  });
  return rows;
}

/** Products per tagBatch call in the model bench: the tagging job's batch for 'Alla produkter'. */
const MODEL_BENCH_CALL = 200;

/**
 * Model tagging throughput against the local OpenAI-compatible server (in this process, answering at once): what
 * our side costs per product — prompt, request, structured answer, cleaning — for direct requests through tagBatch,
 * and for the Batch API's files (writing the JSONL, reading the output). A real provider adds its own answer time.
 */
export async function benchModelTagging(directCount = 5_000, batchCount = 40_000): Promise<BenchRow[]> {
  const fake = await startFakeOpenAiResponses();
  fake.setModel(approveAll);
  const saved = { key: process.env.OPENAI_API_KEY, url: process.env.OPENAI_BASE_URL };
  process.env.OPENAI_API_KEY = 'bench-nyckel';
  process.env.OPENAI_BASE_URL = fake.baseURL;
  resetEnv();
  try {
    const inputs = benchTaggingInput(Math.max(directCount, batchCount));
    const items = inputs.slice(0, directCount).map((input, index) => ({ id: `p${index}`, input }));
    let model = 0;
    const started = performance.now();
    for (let start = 0; start < items.length; start += MODEL_BENCH_CALL) {
      for (const outcome of await tagBatch(items.slice(start, start + MODEL_BENCH_CALL)))
        if (outcome.engine === 'openai') model += 1;
    }
    const directSeconds = (performance.now() - started) / 1000;

    const sent = new Map(inputs.slice(0, batchCount).map((input, index) => [`p${index}`, input]));
    const writeStarted = performance.now();
    let bytes = 0;
    for (const [id, input] of sent)
      bytes += batchInputLine(id, taggingRequestBody('bench', [{ id, input }])).length + 1;
    const writeSeconds = (performance.now() - writeStarted) / 1000;
    const output = [...sent.keys()]
      .map((id) =>
        JSON.stringify({
          custom_id: id,
          response: {
            status_code: 200,
            body: responseObject(
              'bench',
              JSON.stringify(approveAll([{ id } as RequestedProduct], { model: 'bench', input: '' })),
            ),
          },
          error: null,
        }),
      )
      .join('\n');
    const readStarted = performance.now();
    const reading = readBatchOutput(output, sent);
    const readSeconds = (performance.now() - readStarted) / 1000;
    return [
      {
        section: 'taggning',
        name: `modelltaggning mot lokal OpenAI-server, ${items.length} produkter i anrop om ${MODEL_BENCH_CALL} (${model} av modellen)`,
        value: `${(items.length / directSeconds).toFixed(0)} produkter/s (${directSeconds.toFixed(1)} s, ${fake.requests.length} förfrågningar)`,
      },
      {
        section: 'taggning',
        name: `Batch API: JSONL för ${sent.size} produkter (${(bytes / 2 ** 20).toFixed(0)} MB)`,
        value: `${(sent.size / writeSeconds).toFixed(0)} produkter/s (${writeSeconds.toFixed(1)} s)`,
      },
      {
        section: 'taggning',
        name: `Batch API: utdatafilen läst och rensad, ${sent.size} rader (${reading.results.size} användbara)`,
        value: `${(sent.size / readSeconds).toFixed(0)} produkter/s (${readSeconds.toFixed(1)} s)`,
      },
    ];
  } finally {
    if (saved.key === undefined) delete process.env.OPENAI_API_KEY;
    else process.env.OPENAI_API_KEY = saved.key;
    if (saved.url === undefined) delete process.env.OPENAI_BASE_URL;
    else process.env.OPENAI_BASE_URL = saved.url;
    resetEnv();
    await fake.close();
  }
}
