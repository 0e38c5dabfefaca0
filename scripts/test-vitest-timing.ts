/**
 * Vitest reporter: writes the time each test file took (its tests and hooks, plus importing it) to
 * reports/vitest-timing.json, slowest first. `npm run test:slowest` prints the top of it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export default class TimingReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      return {
        file: relative(process.cwd(), module.moduleId),
        project: module.project.name,
        seconds: (diagnostic.duration + diagnostic.collectDuration) / 1000,
        state: module.state(),
      };
    });
    files.sort((a, b) => b.seconds - a.seconds);
    mkdirSync('reports', { recursive: true });
    writeFileSync(
      'reports/vitest-timing.json',
      `${JSON.stringify({ at: new Date().toISOString(), files }, null, 2)}\n`,
    );
  }
}
