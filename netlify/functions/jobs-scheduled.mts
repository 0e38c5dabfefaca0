// Netlify scheduled function: every 5 minutes, starts the merchants' due imports and a background function for
// every job (import or AI tagging run) no runner holds (its lease ran out). It also publishes the site (the build
// hook) when admins' edits have settled or a job asked for it.
import { handleJobsScheduled } from '../../src/features/jobs/jobs.server.ts';
import { publishIfDue } from '../../src/features/publish/publish.server.ts';
import { getDb } from '../../src/lib/db/db.server.ts';

export default async (request: Request): Promise<void> => {
  const siteUrl = process.env.URL ?? new URL(request.url).origin;
  await handleJobsScheduled(await getDb(), siteUrl);
  await publishIfDue(await getDb());
};

export const config = { schedule: '*/5 * * * *' };
