import { defineConfig } from 'vitest/config';

// One runner, three projects: pure shared rules, API integration (app.inject against a real
// database), and browser tests (Chromium against the built product).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          setupFiles: ['apps/api/test/setup.ts'],
          // One migrated, seeded database per run; each file starts from a copy of it.
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is single-connection and 2 cores are shared: a few files at a time.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
