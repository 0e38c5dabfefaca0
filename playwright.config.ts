import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Chromium from CHROMIUM_PATH, else Debian's headless shell (the lighter build Playwright itself runs headless: the
 * suite takes about a third less CPU than on the full browser), else Debian's /usr/bin/chromium, else Playwright's own.
 */
function chromiumPath(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} finns inte.`);
  }
  return undefined;
}

const executablePath = chromiumPath();
if (!executablePath) {
  console.warn(
    'Ingen Chromium hittades (CHROMIUM_PATH, /usr/bin/chromium-headless-shell, /usr/bin/chromium). Installera ' +
      'Debians: `sudo apt-get install chromium-headless-shell chromium`, eller sätt CHROMIUM_PATH. ' +
      'Playwrights egen Chromium används om den finns.',
  );
}

const port = Number(process.env.E2E_PORT ?? 4391);
const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  // The browser suites: tests/e2e/ and the XSS corpus run of tests/security/.
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The list, plus the time per spec file in reports/playwright-timing.json (`npm run test:slowest`).
  reporter: [['list'], ['./scripts/test-playwright-timing.ts']],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
    // Recording a trace costs about a fifth of the suite's CPU (screencast frames and DOM snapshots of every action),
    // so only a retried test records one: CI retries a failure once, with its trace. Locally, rerun a failing test
    // with `--trace on`.
    trace: 'on-first-retry',
    locale: 'sv-SE',
  },
  // The XSS run is one serial file of about ten minutes that builds its own site: listed first, it starts at once
  // on one worker while the other takes the rest, instead of running alone at the end.
  projects: [
    {
      name: 'xss',
      testMatch: 'security/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobil',
      testMatch: 'e2e/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
    {
      name: 'desktop',
      testMatch: 'e2e/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PRESENTPILOT_DATA_DIR: 'memory://',
      PRESENTPILOT_OUT_DIR: process.env.PRESENTPILOT_OUT_DIR ?? 'dist/e2e',
      DATABASE_URL: '',
      OPENAI_API_KEY: '',
    },
  },
});
