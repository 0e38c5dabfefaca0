// Netlify background function (the name ends in -background: up to 15 minutes, answered 202 at once): drives the
// job in its body (a feed import or an AI tagging run) for about 14 minutes and invokes itself again while the job
// is still open.
import { handleJobsBackground } from '../../src/features/jobs/jobs.server.ts';
import { getDb } from '../../src/lib/db/db.server.ts';

export default async (request: Request): Promise<void> => {
  await handleJobsBackground(await getDb(), request);
};
