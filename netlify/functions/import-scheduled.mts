// Netlify scheduled function: every 5 minutes, starts the merchants' due imports and a background function for
// every run no runner holds (its lease ran out).
import { handleImportScheduled } from '../../src/features/import/import-schedule.server.ts';
import { getDb } from '../../src/lib/db/db.server.ts';

export default async (request: Request): Promise<void> => {
  await handleImportScheduled(await getDb(), process.env.URL ?? new URL(request.url).origin);
};

export const config = { schedule: '*/5 * * * *' };
