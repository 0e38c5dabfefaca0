/**
 * `npm run test:slowest`: prints the ten slowest test files of the last Vitest and Playwright runs, from the
 * reports their timing reporters wrote (reports/vitest-timing.json, reports/playwright-timing.json).
 */
import { existsSync, readFileSync } from 'node:fs';

interface FileTime {
  file: string;
  seconds: number;
  project?: string;
  tests?: number;
}

function print(title: string, path: string): void {
  if (!existsSync(path)) {
    console.log(`${title}: no report (${path}); run the suite first.`);
    return;
  }
  const report = JSON.parse(readFileSync(path, 'utf8')) as { at: string; files: FileTime[]; wallSeconds?: number };
  const total = report.files.reduce((sum, entry) => sum + entry.seconds, 0);
  const wall = report.wallSeconds ? `, ${report.wallSeconds.toFixed(0)} s wall` : '';
  console.log(
    `\n${title} — ten slowest of ${report.files.length} files (${report.at}; ${total.toFixed(0)} s summed${wall})`,
  );
  for (const entry of report.files.slice(0, 10)) {
    const label = entry.project ? ` [${entry.project}]` : entry.tests ? ` (${entry.tests} tests)` : '';
    console.log(`${entry.seconds.toFixed(1).padStart(8)} s  ${entry.file}${label}`);
  }
}

print('Vitest', 'reports/vitest-timing.json');
print('Playwright', 'reports/playwright-timing.json');
