/** `npm run build`: migrate (and seed an empty embedded database), then build the static site and the server. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { catalogueImageHosts } from '../src/features/catalogue/image-proxy.server.ts';
import { getDb } from '../src/lib/db/db.server.ts';
import { runCli } from './lib.ts';
import { prepareDatabase } from './prepare-database.ts';
import { buildSite } from './site-build.ts';

/**
 * A Netlify build (`netlify build`, `netlify serve`: NETLIFY_LOCAL set; Netlify's machines: NETLIFY set) publishes
 * `dist/netlify` and deploys `.netlify/v1/functions`. Building the Node adapter there would "succeed" and publish
 * nothing, so it stops with what to set instead.
 */
function checkNetlifyTarget(netlify: boolean): void {
  if (netlify || !process.env.NETLIFY_LOCAL) return;
  throw new Error(
    'Netlify-bygget skulle inte publicera något: Node-adaptern valdes. Sätt NETLIFY=1 (eller PRESENTPILOT_ADAPTER=netlify). / ' +
      'This Netlify build would publish nothing (the Node adapter was picked): set NETLIFY=1.',
  );
}

/** After a Netlify-adapter build: the published folder has the home page and the server function exists. */
function checkNetlifyOutput(): void {
  const published = resolve(process.env.PRESENTPILOT_OUT_DIR ?? 'dist/netlify');
  const missing = [resolve(published, 'index.html'), resolve('.netlify/v1/functions/ssr')].filter(
    (path) => !existsSync(path),
  );
  if (missing.length > 0)
    throw new Error(`Netlify-bygget saknar ${missing.join(', ')} / The Netlify build is missing ${missing.join(', ')}`);
}

await runCli(async () => {
  const netlify = (process.env.PRESENTPILOT_ADAPTER ?? (process.env.NETLIFY ? 'netlify' : 'node')) === 'netlify';
  checkNetlifyTarget(netlify);
  const embedded = !process.env.DATABASE_URL;
  await prepareDatabase({ seedIfEmpty: embedded });
  // On Netlify the Image CDN resizes product photos; it may fetch only from the catalogue's image hosts.
  const seconds = await buildSite(netlify ? { imageDomains: await catalogueImageHosts(await getDb()) } : {});
  if (netlify) checkNetlifyOutput();
  console.log(`Bygget klart på ${seconds.toFixed(1)} s`);
});
