import { configDefaults, defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/test-sequencer';

/**
 * API files that open the embedded database of their own whatever TEST_DB says (the embedded database's
 * backup and its build template): the run on PostgreSQL would repeat the PGlite run's work exactly
 * (about a minute of a worker's time), so it leaves them to that run.
 */
const EMBEDDED_DATABASE_ONLY = ['apps/api/src/ops/backup.test.ts', 'apps/api/src/db/pglite-template.test.ts'];
/**
 * API files whose promise does not depend on the database: the PDFs' layout at their bounds (the text
 * inside the margins, every symbol printed) is pdfmake's and the fonts', the same on either database,
 * and the values' round trip through PostgreSQL is the write-read agreement's (which runs on both). The
 * run on PostgreSQL leaves them to the PGlite run: about 100 s of a worker's time each run.
 */
const DATABASE_NEUTRAL = ['apps/api/test/pdf-layout.test.ts'];

// One runner, five projects: the repository's own rules (lint probes), pure shared rules, the web app's pure logic (form values, filter
// chips, trees: plain functions in Node, no DOM), API integration (app.inject against a real
// database), and browser tests (Chromium against the built product).
export default defineConfig({
  test: {
    // Longest files first (scripts/test-sequencer.ts): the workers of a stage finish together.
    sequence: { sequencer: LongestFirstSequencer },
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache) between runs: one
    // API file runs in about 4 s instead of 5.5, most of the difference being TypeScript transforms.
    experimental: { fsModuleCache: true },
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      // The repository's own rules: lint probes (a planted cycle or a forbidden import must fail lint).
      // Deadlines for a hang: linting the project cores whole (lint-probes' 'no cycle' case, ~15 s idle)
      // went past 120 s on a machine whose load average was 15.
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], testTimeout: 300_000 } },
      {
        test: {
          name: 'web',
          environment: 'node',
          include: ['apps/web/src/**/*.test.ts'],
          // Pure functions with no module state: a worker keeps the shared package loaded from one
          // file to the next (a fresh import per file made the project several times slower).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DB === 'postgres' ? [...EMBEDDED_DATABASE_ONLY, ...DATABASE_NEUTRAL] : [])],
          setupFiles: ['apps/api/test/setup.ts'],
          // One migrated, seeded database per run; each file starts from a copy of it.
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Deadlines for a test that hangs, not speed checks (that is `npm run bench`): room for a machine
          // whose every core is busy with something else (npm run test:under-load), where the slowest
          // cases on the default (a strategy's PDF of 300 actors, the PDF layouts: 7-10 s idle) take 3-4
          // times as long. Every wait inside a test is a condition with its own deadline (test/until.ts).
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is single-connection and 2 cores are shared: a few files at a time.
          maxWorkers: 2,
          // A worker keeps the modules it imported from one file to the next (importing the API for
          // each of 64 files cost 170 s of CPU). Files stay independent: each builds its own app on its
          // own database (helpers.ts), and the API keeps no state at module level.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // Room for a machine whose every core is busy with something else (npm run test:under-load):
          // every wait inside a test is a condition with its own deadline (e2e/harness.ts, e2e/actions.ts),
          // these only stop a test that hangs.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // expect.poll retries a read until it holds (a list still drawing, a message not yet shown);
          // its default deadline of 1 s is a blink on a loaded machine.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // Two files at a time, each with its own product (server, database copy, Chromium): a
          // browser test waits on the page about as much as it computes.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // As for the API: modules stay loaded from one file to the next in a worker.
          isolate: false,
        },
      },
    ],
  },
});
