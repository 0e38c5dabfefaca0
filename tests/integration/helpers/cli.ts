import { type ChildProcess, spawn } from 'node:child_process';

const root = new URL('../../../', import.meta.url).pathname;

export interface ScriptExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/**
 * Runs one of the project's scripts (`scripts/…`) under this Node with extra env; every stdout line goes to `onLine`
 * (with the child, e.g. to kill it), and the exit comes with all of stdout and stderr.
 */
export function runScript(
  args: string[],
  env: NodeJS.ProcessEnv,
  onLine: (line: string, child: ChildProcess) => void,
): Promise<ScriptExit> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env } });
  let buffer = '';
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    output += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) onLine(line, child);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise<ScriptExit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, output })));
}
