// Runs the API suite (or the files named, as `npm run test:api:pg -- auth`) on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL not set: API suite ran on PGlite only');
  process.exit(0);
}
console.log(`API suite on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host})`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
});
process.exit(run.status ?? 1);
