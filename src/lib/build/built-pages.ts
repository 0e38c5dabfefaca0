/**
 * The build's last step over the pages it wrote: the module preloads (module-preload.ts) and the module scripts that
 * wait for the largest paint (after-paint-scripts.ts), each on the pages that ask for it.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { withScriptsAfterPaint } from './after-paint-scripts.ts';
import { withModulePreloads } from './module-preload.ts';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** Rewrites every page the build wrote that asks for a preload or for its scripts after the paint. */
export function builtPagesIntegration(): AstroIntegration {
  return {
    name: 'presentpilot:built-pages',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const clientDir = fileURLToPath(dir);
        for (const file of htmlFiles(clientDir)) {
          const html = readFileSync(file, 'utf8');
          const next = withScriptsAfterPaint(withModulePreloads(html, clientDir));
          if (next !== html) writeFileSync(file, next);
        }
      },
    },
  };
}
