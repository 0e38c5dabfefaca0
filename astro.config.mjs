// @ts-check
import netlify from '@astrojs/netlify';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { CHAT_EARLY_TAP_SCRIPT } from './src/components/ui/chat-early-tap.ts';
import { loadDemoCatalogueIntoEmptyDatabase } from './src/dev/demo-on-open.server.ts';
import { SAVED_EARLY_SCRIPT, SAVED_PAINT_SCRIPT } from './src/features/saved/saved-early-script.ts';
import { builtPagesIntegration } from './src/lib/build/built-pages.ts';
import { PAGE_CSP_DIRECTIVES, PAGE_STYLE_SOURCES } from './src/lib/security/headers.ts';
import { securityHeadersIntegration } from './src/lib/security/integration.ts';
import { scriptHash } from './src/lib/security/script-hash.ts';
import { ZOD_JITLESS_SCRIPT } from './src/lib/security/zod-jitless.ts';

/**
 * The one place that picks the server adapter: Netlify on Netlify's build machines (or when asked for), the Node
 * standalone server everywhere else (`npm start`, tests). Each adapter builds into its own folder.
 */
// An embedded database that `astro dev` or the build opens empty gets the demo catalogue (a fresh clone just works).
loadDemoCatalogueIntoEmptyDatabase();

/**
 * The islands' code in a few larger chunks instead of many of 1–5 KB (under HTTP/1.1 each is a request on one of six
 * connections): React with its DOM renderer in one, the product card with its modules in another. Only island pages
 * load these. A group takes in what its modules import, so the modules every page's own script uses (site.ts, Vite's
 * preload helper) are kept in groups of their own, and nothing that imports React or loads code on demand joins the
 * card group: the budgeted pages stay as they were (`npm run check:js`). The card group imports React, so the small
 * modules that scripts without React use as well — the card's image sources (/sparade's own script), prices and
 * price drops (the header heart's badge) — form a group of their own.
 */
const ISLAND_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/, priority: 3 },
  { name: 'site', test: /[\\/]src[\\/]lib[\\/]site\.ts$/, priority: 2 },
  { name: 'preload-helper', test: /preload-helper/, priority: 2 },
  {
    name: 'card-basics',
    test: /[\\/]src[\\/]features[\\/](catalogue[\\/](card-image|price)|saved[\\/]price-drops)\.ts$/,
    priority: 2,
  },
  {
    name: 'product-card',
    test: /[\\/]src[\\/]features[\\/]catalogue[\\/](ProductCard\.tsx|(affiliate|card-tags|description|title|vocabularies)\.ts|concepts[\\/].*)$/,
    priority: 1,
  },
];

/**
 * `client:handoff`: an island that hydrates when its page's own script hands it over (src/lib/islands/handoff.ts).
 * @type {import('astro').AstroIntegration}
 */
const handoffDirective = {
  name: 'presentpilot:handoff-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'handoff', entrypoint: './src/lib/islands/handoff-directive.ts' }),
  },
};

const target = process.env.PRESENTPILOT_ADAPTER ?? (process.env.NETLIFY ? 'netlify' : 'node');

export default defineConfig({
  site: process.env.SITE_URL ?? 'https://presentpilot.se',
  output: 'static',
  outDir: process.env.PRESENTPILOT_OUT_DIR ?? (target === 'netlify' ? './dist/netlify' : './dist/node'),
  trailingSlash: 'ignore',
  // The stylesheet goes into each page's <head> rather than a render-blocking request before the first paint.
  build: { inlineStylesheets: 'always' },
  adapter:
    target === 'netlify'
      ? netlify({ devFeatures: { environmentVariables: false, images: false, edgeFunctions: false } })
      : node({ mode: 'standalone' }),
  integrations: [
    react(),
    handoffDirective,
    securityHeadersIntegration({ netlifyHeadersFile: target === 'netlify' }),
    builtPagesIntegration(),
  ],
  // Each page gets a <meta> policy with the hashes of the scripts and styles Astro put in it; the rest of the
  // security headers, and `frame-ancestors`, come from src/lib/security/headers.ts.
  security: {
    // The same cross-site rule runs as our own middleware (src/lib/api-origin.ts), after the method check, so a
    // wrong method is answered 405 and a refused request gets JSON rather than Astro's plain-text 403.
    checkOrigin: false,
    csp: {
      directives: [...PAGE_CSP_DIRECTIVES],
      styleDirective: { resources: [...PAGE_STYLE_SOURCES] },
      scriptDirective: {
        hashes: [
          scriptHash(ZOD_JITLESS_SCRIPT),
          scriptHash(CHAT_EARLY_TAP_SCRIPT),
          scriptHash(SAVED_EARLY_SCRIPT),
          scriptHash(SAVED_PAINT_SCRIPT),
        ],
      },
    },
  },
  // No page renders Markdown code; Shiki's inline styles would not fit the page policy anyway.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss()],
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: ISLAND_CHUNKS } } } } } },
    ssr: { external: ['@electric-sql/pglite', 'linkedom', 'sharp'] },
    // Product cards ask the Netlify Image CDN for resized photos on Netlify and /api/bild elsewhere (card-image.ts).
    define: { 'import.meta.env.PUBLIC_IMAGE_SERVICE': JSON.stringify(target === 'netlify' ? 'netlify' : 'local') },
  },
  devToolbar: { enabled: false },
});
