/**
 * The V8 heap settings `npm start` runs the serving process with (package.json's start script; the load bench starts
 * the server with the same). The Node 24 in this project keeps every heap page it has ever used resident after a
 * collection frees it, so the serving process's memory is its heap's peak, not what it holds; and on a machine with
 * a few gigabytes V8 lets the old generation grow to about four times what is live before it collects. Under 50
 * clients that was some 400 MB of heap holding 50–100 MB of objects. A 512 MB old generation makes V8 collect at
 * about 1.3 times what is live, and 8 MB semi-spaces keep the young generation small. To give the server more, put
 * a larger `--max-old-space-size` on the command line (`node --max-old-space-size=1024 scripts/start.ts`).
 */
export const SERVER_HEAP_FLAGS = ['--max-old-space-size=512', '--max-semi-space-size=8'] as const;

/** The names of the settings above (what comes before '='). */
const NAMES = SERVER_HEAP_FLAGS.map((flag) => flag.split('=')[0]);

/**
 * The Node options a child process of the server is given: the server's own without its heap limits, so a build
 * (astro and Vite, in a process that exits) keeps V8's defaults.
 */
export function withoutServerHeapFlags(execArgv: readonly string[]): string[] {
  return execArgv.filter((arg) => !NAMES.some((name) => arg === name || arg.startsWith(`${name}=`)));
}

/**
 * The C allocator's setting the serving process runs with on Linux. The embedded database is WebAssembly, and V8's
 * optimizing compiler, working on its hot functions shortly after the start, takes some 500 MB for a fraction of a
 * second. glibc's malloc then raises its thresholds for handing freed memory back to the system and keeps about
 * 65 MB of it for good (after a round of searches in one process: about 250 MB resident without the setting, 185 MB
 * with it, searching as fast; served at 40,000 products, some 100 MB less). A fixed trim threshold turns that
 * adjustment off: the heap's free top is given back past 1 MB, and large blocks stay memory-mapped and are unmapped
 * when freed. Other C libraries ignore it.
 */
export const SERVER_MALLOC_ENV: Readonly<Record<string, string>> = { MALLOC_TRIM_THRESHOLD_: String(2 ** 20) };

/**
 * The environment the server should restart in, with SERVER_MALLOC_ENV, or null when there is nothing to do: not
 * Linux, or the environment already names the setting (the operator's own value, or this process's after the
 * restart).
 */
export function serverMallocEnv(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): NodeJS.ProcessEnv | null {
  if (platform !== 'linux') return null;
  if (Object.keys(SERVER_MALLOC_ENV).some((name) => env[name] !== undefined)) return null;
  return { ...env, ...SERVER_MALLOC_ENV };
}
