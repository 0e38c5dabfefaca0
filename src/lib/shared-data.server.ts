/**
 * Where tests and benchmarks find the real shop feeds and catalogues that belong to their publishers: `../shared/`
 * beside the repository. They are never copied into the repository; a fresh clone has no `../shared`, and what
 * reads it skips with a message.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (this file is src/lib/). */
const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** `../shared/catalogues/real` from the repository's root. */
export const REAL_CATALOGUES_DIR = resolve(REPO_ROOT, '../shared/catalogues/real');
/** `../shared/feeds/real` from the repository's root. */
export const REAL_FEEDS_DIR = resolve(REPO_ROOT, '../shared/feeds/real');
