import { defineConfig } from 'vitest/config';

/**
 * Test files under src/ and scripts/ that start a server or open a database (directly or through a runner they
 * call). They run with the integration tier; every other src/scripts test is a pure unit test.
 */
const OPENS_SERVER_OR_DATABASE = [
  'src/features/feeds/fetch-feed.test.ts', // local HTTP and TCP servers
  'src/dev/relevance/relevance.test.ts', // one in-memory PGlite per catalogue
  'scripts/serve.test.ts', // the site server on a port
  'scripts/bench/load-client.test.ts', // a local HTTP server
];

/** Migrates one database per engine once per run; the test databases start as copies of it. */
const DATABASE_TEMPLATES = './tests/integration/helpers/database-templates.ts';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are memory-hungry and the machines have two cores.
    maxWorkers: 2,
    // The default reporter, plus the time per file in reports/vitest-timing.json (`npm run test:slowest`).
    reporters: ['default', './scripts/test-vitest-timing.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: OPENS_SERVER_OR_DATABASE,
          // Pure tests hold no database or server and restore what they change (an env variable), so the files of a
          // worker share its loaded modules: half the time of a fresh module graph per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // PGlite and, when a PostgreSQL server answers, the PostgreSQL leg of the same files.
          include: ['tests/integration/**/*.test.ts', ...OPENS_SERVER_OR_DATABASE],
          globalSetup: [DATABASE_TEMPLATES],
        },
      },
      {
        extends: true,
        test: { name: 'security', include: ['tests/security/**/*.test.ts'], globalSetup: [DATABASE_TEMPLATES] },
      },
    ],
  },
});
