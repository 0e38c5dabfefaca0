import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { netlifyHeadersFile } from './headers.ts';

/**
 * The security headers in the build: a middleware that puts them on every on-demand answer, and on the Netlify
 * build a `_headers` file for the static pages and assets.
 */
export function securityHeadersIntegration(options: { netlifyHeadersFile: boolean }): AstroIntegration {
  return {
    name: 'presentpilot:security-headers',
    hooks: {
      'astro:config:setup': ({ addMiddleware }) => {
        addMiddleware({ entrypoint: new URL('./middleware.ts', import.meta.url), order: 'pre' });
      },
      'astro:build:done': async ({ dir }) => {
        if (options.netlifyHeadersFile) await writeFile(new URL('_headers', dir), netlifyHeadersFile());
      },
    },
  };
}
