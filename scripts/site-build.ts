import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

export interface BuildSiteOptions {
  /** Where the build goes instead of astro.config.mjs's outDir (a rebuild next to the build being served). */
  outDir?: URL;
  /** Hosts the Netlify Image CDN may fetch product images from (Astro's `image.domains`). */
  imageDomains?: string[];
}

/**
 * Builds the site in this process, so that prerendering reads the database this process already has open
 * (the embedded database can only have one owner).
 */
export async function buildSite(options: BuildSiteOptions = {}): Promise<number> {
  const started = performance.now();
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  const { build } = await import('astro');
  await build({
    root,
    logLevel: process.env.ASTRO_LOG_LEVEL === 'debug' ? 'debug' : 'warn',
    ...(options.outDir ? { outDir: fileURLToPath(options.outDir) } : {}),
    ...(options.imageDomains ? { image: { domains: options.imageDomains } } : {}),
  });
  return (performance.now() - started) / 1000;
}
