/**
 * Imported first by start.ts, before anything else loads: the C allocator reads its settings once, as a process
 * starts, so when SERVER_MALLOC_ENV is missing the process replaces itself (same pid, arguments and options) with
 * the setting added. Where Node has no `process.execve` the server starts without it.
 */
import { serverMallocEnv } from './server-heap.ts';

const env = serverMallocEnv(process.env, process.platform);
if (env && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], env);
}
