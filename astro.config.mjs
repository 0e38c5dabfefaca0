// @ts-check
import netlify from '@astrojs/netlify';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

/**
 * The one place that picks the server adapter: Netlify on Netlify's build machines (or when asked for), the Node
 * standalone server everywhere else (`npm start`, tests). Each adapter builds into its own folder.
 */
const target = process.env.PRESENTPILOT_ADAPTER ?? (process.env.NETLIFY ? 'netlify' : 'node');

export default defineConfig({
  site: process.env.SITE_URL ?? 'https://presentpilot.se',
  output: 'static',
  outDir: process.env.PRESENTPILOT_OUT_DIR ?? (target === 'netlify' ? './dist/netlify' : './dist/node'),
  trailingSlash: 'ignore',
  adapter:
    target === 'netlify'
      ? netlify({ devFeatures: { environmentVariables: false, images: false, edgeFunctions: false } })
      : node({ mode: 'standalone' }),
  integrations: [react()],
  vite: {
    plugins: [tailwindcss()],
    ssr: { external: ['@electric-sql/pglite', 'linkedom'] },
  },
  devToolbar: { enabled: false },
});
