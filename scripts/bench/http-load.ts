/**
 * The bench's load run (docs/performance.md#budgets: 50 concurrent clients on loopback, no errors, search p95 ≤ 100
 * ms): search, product list, chat and track, each at `connections` clients for `durationSeconds`, against the built
 * site served by this process on the bench's catalogue. The clients run in a separate process (load-client.ts), so the
 * server keeps its own event loop. Reports requests/s, p50/p95/p99 over every answer, and the error count.
 *
 * /api/track allows 60 events a minute per client address (track-limit.ts). Every load client comes from
 * 127.0.0.1 and the server trusts no forwarded address (TRUSTED_PROXIES is unset), so past the first 60 events its answers are 429: they are
 * counted apart, as the limit working, not as errors (an honest run cannot spread them over addresses).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../src/lib/db/types.ts';
import type { LoadOutcome, LoadPlan } from './load-client.ts';
import { type BenchRow, ms, percentile } from './measure.ts';
import { describeTree, mb, processTree, watchMemory } from './memory.ts';

const CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));

const SEARCHES = [
  'kaffe',
  'lego',
  'sockor',
  'lego technic',
  'hörlurar',
  'yoga',
  'te',
  'klocka',
  'fiske',
  'bok',
  'present till pappa',
  'mugg',
  'doftljus',
  'spel',
  'choklad',
  'trädgård',
  'smycken',
  'halsduk',
  'vin',
  'kockkniv',
  'kaffekvarn',
  'pussel',
  'löparskor',
  'hörlur',
];

const LISTS = [
  'limit=24',
  'limit=24&offset=24',
  'limit=24&offset=480',
  'limit=24&budgetMax=200',
  'limit=24&budgetMin=200&budgetMax=500',
  'limit=24&budgetMin=500&budgetMax=1000',
  'limit=24&audiences=pappa',
  'limit=24&audiences=mamma&budgetMax=500',
  'limit=24&interests=kaffe',
  'limit=24&occasions=jul',
  'limit=48&budgetMin=1000',
  'limit=24&audiences=barn&budgetMax=300',
];

const CHATS = [
  'Present till pappa som älskar att fiska, max 500 kr',
  'Julklapp till min fru som gillar yoga och te, 200-600 kr',
  'Något till en kollega för runt 300 kr',
  'Födelsedagspresent till en 7-åring under 300',
  'Till min bror som gillar gaming och teknik, max 1000 kr',
  'Mamma gillar kaffe och matlagning, under 700 kr',
  'Present till mamma som gillar kaffe',
];

const JSON_HEADERS = { 'content-type': 'application/json' };

export interface Scenario {
  name: string;
  requests: LoadPlan['requests'];
  /** Statuses that are answers as designed. */
  ok: readonly number[];
  /** Statuses that are the rate limit working (reported apart, not errors). */
  limited?: readonly number[];
  budget?: string;
  /** Also measure one client alone. */
  serviceTime?: boolean;
  /** Every request asks something new (LoadPlan.numbered). */
  numbered?: boolean;
}

/** The product ids the click scenario sends (50 active products). */
export async function trackIds(db: Db): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM products WHERE is_active ORDER BY id LIMIT 50');
  return rows.map((row) => row.id);
}

function scenarios(ids: readonly string[]): Scenario[] {
  return [
    {
      name: 'sök (/api/search), 24 vanliga sökningar om och om igen',
      requests: SEARCHES.map((q) => ({ method: 'GET', path: `/api/search?q=${encodeURIComponent(q)}` })),
      ok: [200],
      budget: '0 fel · p95 ≤ 100 ms',
      serviceTime: true,
    },
    {
      // The same searches with a number added as a term ("kaffe 17"): each is new, so each runs the full-text
      // search on the database instead of a kept answer.
      name: 'sök, varje fråga ny (inget sparat svar)',
      requests: SEARCHES.map((q) => ({ method: 'GET', path: `/api/search?q=${encodeURIComponent(`${q} `)}` })),
      ok: [200],
      numbered: true,
      serviceTime: true,
    },
    {
      name: 'produktlista (/api/products)',
      requests: LISTS.map((query) => ({ method: 'GET', path: `/api/products?${query}` })),
      ok: [200],
      budget: '0 fel',
    },
    {
      name: 'chatt (/api/chat, offline-motorn, hela svaret)',
      requests: CHATS.map((content) => ({
        method: 'POST',
        path: '/api/chat',
        headers: JSON_HEADERS,
        body: JSON.stringify({ messages: [{ role: 'user', content }] }),
      })),
      ok: [200],
      budget: '0 fel',
    },
    {
      name: 'klick (/api/track)',
      requests: ids.map((id, i) => ({
        method: 'POST',
        path: '/api/track',
        headers: JSON_HEADERS,
        body: JSON.stringify({ productId: id, event: i % 2 ? 'view' : 'click', source: 'browse' }),
      })),
      ok: [201],
      limited: [429],
      budget: '0 fel (429 = gränsen 60/min per klient)',
    },
  ];
}

function runClient(plan: LoadPlan): Promise<LoadOutcome> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [CLIENT, JSON.stringify(plan)], { maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as LoadOutcome);
    });
  });
}

/**
 * One scenario's row: requests/s, p50/p95/p99 over every answer, and errors — every answer whose status is neither
 * the scenario's own nor its rate limit's, plus requests with no answer at all. Rate-limited answers are counted apart.
 */
export function summarise(scenario: Scenario, outcome: LoadOutcome): string {
  const count = (statuses: readonly number[] = []) =>
    statuses.reduce((sum, status) => sum + (outcome.statuses[status] ?? 0), 0);
  const answered = outcome.latencies.length;
  const okCount = count(scenario.ok);
  const limited = count(scenario.limited);
  const errors = answered - okCount - limited + outcome.failures;
  const other = Object.entries(outcome.statuses)
    .filter(([status]) => ![...scenario.ok, ...(scenario.limited ?? [])].includes(Number(status)))
    .map(([status, n]) => `${status}: ${n}`);
  if (answered === 0) return `inga svar på ${outcome.seconds.toFixed(0)} s (utan svar: ${outcome.failures})`;
  const parts = [
    `${Math.round(answered / outcome.seconds)} förfr./s`,
    `p50 ${ms(percentile(outcome.latencies, 50))} · p95 ${ms(percentile(outcome.latencies, 95))} · p99 ${ms(percentile(outcome.latencies, 99))}`,
    `${errors} fel${other.length || outcome.failures ? ` (${[...other, `utan svar: ${outcome.failures}`].join(', ')})` : ''}`,
    `${answered} svar`,
  ];
  if (scenario.limited)
    parts.push(`varav ${okCount} sparade (${scenario.ok.join('/')}) och ${limited} begränsade (429)`);
  return parts.join(' · ');
}

export interface HttpLoadOptions {
  connections?: number;
  durationSeconds?: number;
  /** The serving process: its memory (and its children's, not the load clients') is read before, during, after. */
  serverPid?: number;
  /** A publish started halfway through the run (in the middle scenario); resolves with its seconds. */
  publish?: () => Promise<number>;
  /** Prefix for the row names (which server and database). */
  label?: string;
}

const SKIP = ['load-client.ts'];

/**
 * Runs the load scenarios one after another against `base` (the served build) and returns their rows; with
 * `serverPid`, also the server's resident memory before the load, at its peak during it and after it.
 */
export async function benchHttpLoad(
  ids: readonly string[],
  base: string,
  options: HttpLoadOptions = {},
): Promise<BenchRow[]> {
  const connections = options.connections ?? 50;
  const durationSeconds = options.durationSeconds ?? 30;
  const label = options.label ? `${options.label}: ` : '';
  const rows: BenchRow[] = [];
  const pid = options.serverPid;
  const memoryRow = (name: string, value: string, budget?: string) =>
    rows.push({ section: 'minne', name: `${label}${name}`, value, ...(budget ? { budget } : {}) });
  if (pid) memoryRow('servern före lasten (VmRSS, VmHWM)', describeTree(processTree(pid, SKIP)));
  const watch = pid ? watchMemory(pid, SKIP) : undefined;
  const all = scenarios(ids);
  const middle = Math.floor((all.length - 1) / 2);
  let publishing: Promise<string> | undefined;
  for (const [index, scenario] of all.entries()) {
    // A short warm-up at low concurrency (the first answers compile the route and fill the caches); not for the
    // rate-limited route, whose window it would use up.
    if (!scenario.limited)
      await runClient({ url: base, connections: 4, durationSeconds: 2, requests: scenario.requests });
    if (index === middle && options.publish) {
      publishing = options.publish().then(
        (seconds) => `klar på ${seconds.toFixed(1)} s`,
        (error: unknown) => `misslyckades: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const { requests, numbered } = scenario;
    const outcome = await runClient({ url: base, connections, durationSeconds, requests, numbered });
    const row = summarise(scenario, outcome);
    const during = index === middle && publishing ? ' (publicering under tiden)' : '';
    console.log(`[last] ${label}${scenario.name}${during}: ${row}`);
    rows.push({
      section: 'last',
      name: `${label}${scenario.name}, ${connections} samtidiga klienter i ${durationSeconds} s${during}`,
      value: row,
      ...(scenario.budget ? { budget: scenario.budget } : {}),
    });
    if (index === middle && publishing) {
      memoryRow('publicering mitt i lasten (Publicera nu)', await publishing);
      if (pid) memoryRow('servern efter publiceringen', describeTree(processTree(pid, SKIP)));
    }
    if (scenario.serviceTime) {
      // One client at a time: what one answer costs the server, the floor under the figures above (with 50
      // clients each answer also waits for the ones ahead of it: latency ≈ clients ÷ requests per second).
      const alone = await runClient({ url: base, connections: 1, durationSeconds: 5, requests, numbered });
      rows.push({
        section: 'last',
        name: `${label}${scenario.name}, 1 klient i 5 s (tjänstetid)`,
        value: summarise(scenario, alone),
      });
    }
  }
  if (pid && watch) {
    const peak = watch.stop();
    memoryRow(
      'servern under lasten, toppen (VmRSS var 250 ms)',
      `servern ${mb(peak.server)}; största process ${mb(peak.largest)}, alla serverprocesser ${mb(peak.total)} (${peak.samples} avläsningar)`,
      '≤ 400 MB demokatalog · ≤ 700 MB 40 000 produkter',
    );
    memoryRow('servern efter lasten', describeTree(processTree(pid, SKIP)));
  }
  return rows;
}
