/**
 * The tagging job's throughput for `npm run bench`: a fresh in-memory database with the bench catalogue, every
 * product marked as needing tags, one 'Alla produkter' run driven to its end at full speed (no pauses) the way the
 * CLI drives it — batches of 200, each one transaction with its cursor — offline, without a key.
 */

import { taggingJob } from '../../src/features/tagging/tagging-job.server.ts';
import { startTaggingRun } from '../../src/features/tagging/tagging-run.server.ts';
import { migrate } from '../../src/lib/db/migrate.server.ts';
import { MEMORY_DATA_DIR, openPglite } from '../../src/lib/db/pglite.server.ts';
import { resetEnv } from '../../src/lib/env.ts';
import { driveJob } from '../../src/lib/jobs/job-engine.server.ts';
import { loadBenchCatalogue } from './load.ts';
import type { BenchRow } from './measure.ts';

export async function benchTaggingJob(count: number): Promise<BenchRow[]> {
  const key = process.env.OPENAI_API_KEY;
  process.env.OPENAI_API_KEY = '';
  resetEnv();
  const db = await openPglite(MEMORY_DATA_DIR);
  try {
    await migrate(db);
    await loadBenchCatalogue(db, count);
    await db.query('UPDATE products SET needs_tagging = true');
    const run = await startTaggingRun(db, { kind: 'alla', startedBy: 'bench' });
    const started = performance.now();
    const cpu = process.cpuUsage();
    const done = await driveJob(db, taggingJob, run.id, { honourDelays: false });
    const used = process.cpuUsage(cpu);
    const seconds = (performance.now() - started) / 1000;
    if (done?.status !== 'done') throw new Error(`taggningen stannade: ${done?.status} ${done?.last_error ?? ''}`);
    return [
      {
        section: 'taggning',
        name: `taggningsjobb 'Alla produkter', ${done.processed} produkter i ${done.batch_number} omgångar (offline, utan pauser)`,
        value: `${seconds.toFixed(1)} s (${Math.round(done.processed / seconds)} produkter/s, CPU ${((used.user + used.system) / 1e6).toFixed(1)} s)`,
      },
      {
        section: 'taggning',
        name: 'taggningsjobbet: godkända / avvisade',
        value: `${done.approved} / ${done.rejected}`,
      },
    ];
  } finally {
    await db.close();
    if (key === undefined) delete process.env.OPENAI_API_KEY;
    else process.env.OPENAI_API_KEY = key;
    resetEnv();
  }
}
