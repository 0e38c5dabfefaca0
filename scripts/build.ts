/** `npm run build`: migrate (and seed an empty embedded database), then build the static site and the server. */
import { prepareDatabase } from '../src/lib/db/local.server.ts';
import { runCli } from './lib.ts';
import { buildSite } from './site-build.ts';

await runCli(async () => {
  const embedded = !process.env.DATABASE_URL;
  await prepareDatabase({ seedIfEmpty: embedded });
  const seconds = await buildSite();
  console.log(`Bygget klart på ${seconds.toFixed(1)} s`);
});
