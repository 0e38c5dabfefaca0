/** `npm run build`: migrate (and seed an empty embedded database), then build the static site and the server. */
import { catalogueImageHosts } from '../src/features/catalogue/image-proxy.server.ts';
import { getDb } from '../src/lib/db/db.server.ts';
import { prepareDatabase } from '../src/lib/db/local.server.ts';
import { runCli } from './lib.ts';
import { buildSite } from './site-build.ts';

await runCli(async () => {
  const embedded = !process.env.DATABASE_URL;
  await prepareDatabase({ seedIfEmpty: embedded });
  // On Netlify the Image CDN resizes product photos; it may fetch only from the catalogue's image hosts.
  const netlify = (process.env.PRESENTPILOT_ADAPTER ?? (process.env.NETLIFY ? 'netlify' : 'node')) === 'netlify';
  const seconds = await buildSite(netlify ? { imageDomains: await catalogueImageHosts(await getDb()) } : {});
  console.log(`Bygget klart på ${seconds.toFixed(1)} s`);
});
