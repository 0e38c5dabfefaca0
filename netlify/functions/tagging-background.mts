// Netlify background function (the name ends in -background: up to 15 minutes, answered 202 at once): drives the
// open AI tagging run for about 14 minutes and invokes itself again while the run is still running.
import { handleTaggingBackground } from '../../src/features/tagging/tagging-netlify.server.ts';
import { getDb } from '../../src/lib/db/db.server.ts';

export default async (request: Request): Promise<void> => {
  await handleTaggingBackground(await getDb(), request);
};
