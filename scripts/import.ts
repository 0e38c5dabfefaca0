/**
 * `npm run import -- --merchant "<name>" --feed <url|file> [--max N]`: imports a merchant's feed from the command
 * line (operators, cron). Creates the merchant when it does not exist, shows progress with rows/s and time left, and
 * ends with a one-line summary. Runs on DATABASE_URL, or on the embedded database when no server owns it.
 */
import { createReadStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { merchantSourceId } from '../src/features/catalogue/admin/merchant.ts';
import { fetchFeed } from '../src/features/feeds/fetch-feed.server.ts';
import { importSettingsSchema } from '../src/features/import/cadence.ts';
import { importJob } from '../src/features/import/import-job.server.ts';
import { type ImportRun, startRun } from '../src/features/import/import-run.server.ts';
import { getDb } from '../src/lib/db/db.server.ts';
import { migrate } from '../src/lib/db/migrate.server.ts';
import { driveJob, releaseAll } from '../src/lib/jobs/job-engine.server.ts';
import { argValue, runCli } from './lib.ts';

function progressLine(run: ImportRun, started: number): string {
  const seconds = (Date.now() - started) / 1000;
  if (run.phase === 'staging') return `Läser flödet … ${seconds.toFixed(0)} s`;
  const total = run.total ?? 0;
  const rate = run.cursor / Math.max(seconds, 0.001);
  const left = rate > 0 ? (total - run.cursor) / rate : 0;
  const width = 24;
  const filled = total > 0 ? Math.round((run.cursor / total) * width) : 0;
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${run.cursor}/${total} · ${Math.round(rate)} rader/s · ${left.toFixed(0)} s kvar`;
}

await runCli(async () => {
  const merchant = argValue('merchant')?.trim();
  const feed = argValue('feed')?.trim();
  if (!merchant || !feed) {
    throw new Error('Användning: npm run import -- --merchant "<namn>" --feed <url|fil> [--max N]');
  }
  const settings = importSettingsSchema.parse({
    maxProducts: Number(argValue('max') ?? 40_000),
    ...(argValue('chunk') ? { chunkSize: Number(argValue('chunk')) } : {}),
  });
  const db = await getDb();
  await migrate(db);
  // The embedded database has one owner, this process: a lease left by a process that died is stale.
  if (db.kind === 'pglite') await releaseAll(db, 'import');
  const isUrl = /^https?:\/\//i.test(feed);
  if (!isUrl && !existsSync(feed)) throw new Error(`Filen ${feed} finns inte.`);
  const feedUrl = isUrl ? feed : `file://${resolve(feed)}`;
  await db.query(
    `INSERT INTO merchants (name, feed_url, status_url, source_id) VALUES ($1, $2, $2, $3)
     ON CONFLICT DO NOTHING`,
    [merchant, isUrl ? feed : 'https://example.se/', merchantSourceId(merchant)],
  );
  const { run, created } = await startRun(db, { merchant, feedUrl, settings, startedBy: 'kommandoraden' });
  if (!created) console.log(`Fortsätter den import av ${merchant} som redan pågår.`);
  const started = Date.now();
  const done = await driveJob(db, importJob, run.id, {
    honourDelays: false,
    openSource: async () =>
      isUrl ? (await fetchFeed(feed, { allowPrivate: !process.env.DATABASE_URL })).body : createReadStream(feed),
    onProgress: (current) => {
      if (process.stdout.isTTY) process.stdout.write(`\r${progressLine(current, started)}   `);
      else console.log(progressLine(current, started));
    },
  });
  if (process.stdout.isTTY) process.stdout.write('\n');
  if (!done) throw new Error('Importen körs redan av en annan process.');
  if (done.status !== 'done') throw new Error(`Importen stannade (${done.status}): ${done.last_error ?? 'okänt fel'}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${merchant}: ${done.added} nya, ${done.updated} uppdaterade, ${done.unchanged} oförändrade, ${done.skipped} hoppade över, ${done.failed} fel, ${done.deactivated} dolda – ${seconds} s`,
  );
});
