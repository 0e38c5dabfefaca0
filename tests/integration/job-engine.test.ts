/**
 * The job engine on the embedded database with the real migrations: imports and tagging runs are rows of one jobs
 * table with one meaning per status — a claim is exclusive until its lease runs out, due jobs are picked by their
 * next run time, a failure follows the kind's policy, a job stopped on an error is still open (its progress is kept
 * and continued), a failed import is final.
 */
import { describe, expect, it } from 'vitest';
import { importSettingsSchema } from '../../src/features/import/cadence.ts';
import { importJob } from '../../src/features/import/import-job.server.ts';
import { startRun } from '../../src/features/import/import-run.server.ts';
import { taggingJob } from '../../src/features/tagging/tagging-job.server.ts';
import { startTaggingRun } from '../../src/features/tagging/tagging-run.server.ts';
import {
  claimJob,
  continueJob,
  dueJobId,
  pauseJob,
  recordFailure,
  releaseJob,
} from '../../src/lib/jobs/job-engine.server.ts';
import { useDemoDatabase } from './helpers/demo-database.ts';

const settings = importSettingsSchema.parse({});

describe('the job engine (PGlite)', () => {
  const test = useDemoDatabase();

  const jobOf = async (id: string) => {
    const [job] = await test.db.query<{ kind: string; status: string; failures: number; failures_in_row: number }>(
      'SELECT kind, status, failures, failures_in_row FROM jobs WHERE id = $1',
      [id],
    );
    return job;
  };

  it('keeps both kinds in one table; a claim holds a job until it is released', async () => {
    const { run } = await startRun(test.db, {
      merchant: 'Motorbutiken',
      feedUrl: 'http://127.0.0.1:9/feed.xml',
      settings,
      startedBy: null,
    });
    expect(await jobOf(run.id)).toMatchObject({ kind: 'import', status: 'running' });
    expect(await claimJob(test.db, importJob, run.id)).toMatchObject({ id: run.id, status: 'running' });
    expect(await claimJob(test.db, importJob, run.id)).toBeNull();
    expect(await dueJobId(test.db, 'import')).toBeNull();
    await releaseJob(test.db, run.id);
    expect(await dueJobId(test.db, 'import')).toBe(run.id);
    // A job is claimed only as its own kind.
    expect(await claimJob(test.db, taggingJob, run.id)).toBeNull();

    expect(await pauseJob(test.db, run.id)).toBe(true);
    expect(await dueJobId(test.db, 'import')).toBeNull();
    expect(await pauseJob(test.db, run.id)).toBe(false);
    expect(await continueJob(test.db, importJob, run.id, { auto_continue: false })).toBe(true);
    expect(await dueJobId(test.db, 'import')).toBe(run.id);
    await test.db.query(`UPDATE jobs SET status = 'failed' WHERE id = $1`, [run.id]);
    // Failed is final: the merchant may start a new import, and the failed one is not continued.
    expect(await continueJob(test.db, importJob, run.id)).toBe(false);
    const next = await startRun(test.db, {
      merchant: 'Motorbutiken',
      feedUrl: 'http://127.0.0.1:9/feed.xml',
      settings,
      startedBy: null,
    });
    expect(next.created).toBe(true);
    await test.db.query('DELETE FROM jobs');
  });

  it('a failure follows the kind’s policy; a tagging run stopped on an error stays open and continues', async () => {
    await test.db.query('UPDATE products SET needs_tagging = true WHERE id IN (SELECT id FROM products LIMIT 10)');
    let run = await startTaggingRun(test.db, { kind: 'alla', startedBy: null });
    run = await recordFailure(test.db, taggingJob, run, new Error('tidsgräns'));
    expect(run).toMatchObject({ status: 'running', errors: 1, failures_in_row: 1, last_error: 'tidsgräns' });
    const credits = Object.assign(new Error('402'), { status: 402 });
    run = await recordFailure(test.db, taggingJob, run, credits);
    // Stopped: open, its progress kept (the tagging screen calls it 'failed').
    expect(run.status).toBe('stopped');
    expect(await jobOf(run.id)).toMatchObject({ status: 'stopped', failures: 2, failures_in_row: 2 });
    await expect(startTaggingRun(test.db, { kind: 'alla', startedBy: null })).rejects.toMatchObject({ status: 409 });
    expect(await continueJob(test.db, taggingJob, run.id)).toBe(true);
    expect(await jobOf(run.id)).toMatchObject({ status: 'running', failures: 2, failures_in_row: 0 });
    await test.db.query('DELETE FROM jobs');
  });
});
