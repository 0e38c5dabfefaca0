/** Timing helpers for `npm run bench`: percentiles over repeated runs, printed as a table. */

export interface Timing {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

export interface BenchRow {
  section: string;
  name: string;
  value: string;
  budget?: string;
}

/** The p-th percentile (0–100) of the samples, nearest-rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Runs `fn` a few times to warm up, then `runs` times, and returns p50/p95/max in milliseconds. */
export async function measure(name: string, runs: number, fn: (i: number) => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 3; i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(i);
    samples.push(performance.now() - started);
  }
  return { name, runs, p50: percentile(samples, 50), p95: percentile(samples, 95), max: Math.max(...samples) };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A timing as a row: "p50 … / p95 …". */
export function timingRow(section: string, timing: Timing, budget?: string): BenchRow {
  return {
    section,
    name: timing.name,
    value: `p50 ${ms(timing.p50)} · p95 ${ms(timing.p95)} (${timing.runs} körningar)`,
    ...(budget ? { budget } : {}),
  };
}

/** Prints the rows as a Markdown table (ready for the README). */
export function printTable(rows: readonly BenchRow[]): void {
  console.log('\n| del | mätning | resultat | budget |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.section} | ${row.name} | ${row.value} | ${row.budget ?? ''} |`);
}
