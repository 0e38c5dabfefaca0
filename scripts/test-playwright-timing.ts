/**
 * Playwright reporter: adds up the time of every test (each attempt, both projects) per spec file and writes it to
 * reports/playwright-timing.json, slowest first. `npm run test:slowest` prints the top of it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class TimingReporter implements Reporter {
  private readonly perFile = new Map<string, { seconds: number; tests: number }>();
  private readonly started = Date.now();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    const entry = this.perFile.get(file) ?? { seconds: 0, tests: 0 };
    entry.seconds += result.duration / 1000;
    entry.tests += 1;
    this.perFile.set(file, entry);
  }

  onEnd(): void {
    const files = [...this.perFile].map(([file, entry]) => ({ file, ...entry }));
    files.sort((a, b) => b.seconds - a.seconds);
    const wallSeconds = (Date.now() - this.started) / 1000;
    mkdirSync('reports', { recursive: true });
    const report = { at: new Date().toISOString(), wallSeconds, files };
    writeFileSync('reports/playwright-timing.json', `${JSON.stringify(report, null, 2)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
