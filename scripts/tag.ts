/**
 * `npm run tag -- [--kind alla|5000|taysta|merchant] [--merchant "<namn>"] [--pause]`: AI-tags the products that
 * need it from the command line (operators, cron), as the same job the admin's Synkronisering tab starts. Continues
 * the saved progress when there is one; shows progress with products/s and time left and ends with a one-line
 * summary. Goes at full speed unless --pause (the run's pause between batches). Runs on DATABASE_URL, or on the
 * embedded database when no server owns it.
 */

import { taggingJob } from '../src/features/tagging/tagging-job.server.ts';
import { TAGGING_KINDS, type TaggingKind } from '../src/features/tagging/tagging-rules.ts';
import {
  getTaggingRun,
  openTaggingRun,
  runView,
  startTaggingRun,
  type TaggingRun,
} from '../src/features/tagging/tagging-run.server.ts';
import { getDb } from '../src/lib/db/db.server.ts';
import { migrate } from '../src/lib/db/migrate.server.ts';
import { continueJob, driveJob, releaseAll } from '../src/lib/jobs/job-engine.server.ts';
import { argValue, hasFlag, runCli } from './lib.ts';

function progressLine(run: TaggingRun, started: number): string {
  const total = run.processed + run.remaining;
  const seconds = (Date.now() - started) / 1000;
  const view = runView(run);
  const rate = view.speed ?? 0;
  const width = 24;
  const filled = total > 0 ? Math.round((run.processed / total) * width) : 0;
  const left = view.estimatedTimeRemaining === null ? '–' : `${view.estimatedTimeRemaining} s`;
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${run.processed}/${total} · omgång ${run.batch_number} · ${Math.round(rate)} produkter/s · ${left} kvar · ${seconds.toFixed(0)} s`;
}

await runCli(async () => {
  const kind = (argValue('kind') ?? 'alla') as TaggingKind;
  if (!TAGGING_KINDS.includes(kind)) {
    throw new Error('Användning: npm run tag -- [--kind alla|5000|taysta|merchant] [--merchant "<namn>"] [--pause]');
  }
  const merchant = argValue('merchant')?.trim();
  const db = await getDb();
  await migrate(db);
  // The embedded database has one owner, this process: a lease left by a process that died is stale.
  if (db.kind === 'pglite') await releaseAll(db, 'tagging');
  let run = await openTaggingRun(db);
  if (run) {
    console.log(`Fortsätter den taggning som redan pågår (${run.processed} taggade, ${run.remaining} kvar).`);
    if (run.status !== 'running' && (await continueJob(db, taggingJob, run.id)))
      run = (await getTaggingRun(db, run.id)) ?? run;
  } else {
    run = await startTaggingRun(db, { kind, ...(merchant ? { merchant } : {}), startedBy: 'kommandoraden' });
  }
  const started = Date.now();
  const done = await driveJob(db, taggingJob, run.id, {
    honourDelays: hasFlag('pause'),
    onProgress: (current) => {
      if (process.stdout.isTTY) process.stdout.write(`\r${progressLine(current, started)}   `);
      else console.log(progressLine(current, started));
    },
  });
  if (process.stdout.isTTY) process.stdout.write('\n');
  if (!done) throw new Error('Taggningen körs redan av en annan process.');
  if (done.status !== 'done') throw new Error(`Taggningen stannade (${done.status}): ${done.last_error ?? 'pausad'}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const model = done.model_tagged > 0 ? `, ${done.model_tagged} av modellen` : '';
  console.log(
    `Taggning klar: ${done.processed} taggade (${done.approved} godkända, ${done.rejected} avvisade${model}) i ${done.batch_number} omgångar, ${done.errors} fel – ${seconds} s`,
  );
});
