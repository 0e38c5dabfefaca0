// Netlify scheduled function: every 5 minutes, starts the merchants' due imports and a background function for
// every run no runner holds (its lease ran out); likewise for a running AI tagging run. It also publishes the site
// (the build hook) when admins' edits have settled or an import or tagging run asked for it.
import { handleImportScheduled } from '../../src/features/import/import-schedule.server.ts';
import { publishIfDue } from '../../src/features/publish/publish.server.ts';
import { handleTaggingScheduled } from '../../src/features/tagging/tagging-netlify.server.ts';
import { getDb } from '../../src/lib/db/db.server.ts';

export default async (request: Request): Promise<void> => {
  const siteUrl = process.env.URL ?? new URL(request.url).origin;
  await handleImportScheduled(await getDb(), siteUrl);
  await handleTaggingScheduled(await getDb(), siteUrl);
  await publishIfDue(await getDb());
};

export const config = { schedule: '*/5 * * * *' };
