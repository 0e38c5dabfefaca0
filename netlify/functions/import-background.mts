// Netlify background function (the name ends in -background: up to 15 minutes, answered 202 at once): drives one
// import run for about 14 minutes and invokes itself again while the run is still open.
import { handleImportBackground } from '../../src/features/import/import-schedule.server.ts';
import { getDb } from '../../src/lib/db/db.server.ts';

export default async (request: Request): Promise<void> => {
  await handleImportBackground(await getDb(), request);
};
