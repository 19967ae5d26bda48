// npm test: type-check, lint, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then browser tests.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, ensureChromium, ensureDependencies, root, run } from './lib.mjs';
import { cachedNodeBinary, envForNode, ensureProjectNode } from './node-runtime.mjs';

await ensureProjectNode();

const started = Date.now();
const results = join(root, 'test-results');
rmSync(join(results, 'counts'), { recursive: true, force: true });
mkdirSync(join(results, 'counts'), { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function step(name, fn) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const ok = fn();
  console.log(`${ok ? '✔' : '✖'} ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  if (!ok) failedSteps.push(name);
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

function vitest(label, projects, env = {}, files = []) {
  const out = join(results, 'counts', `vitest-${label}.json`);
  const args = [
    'vitest',
    'run',
    ...files,
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const status = run('npx', args, { allowFailure: true, env });
  countVitest(out);
  return status === 0;
}

ensureDependencies();
step(
  'type-check',
  () =>
    run('npx', ['tsc', '-p', 'packages/shared'], { allowFailure: true }) === 0 &&
    run('npx', ['tsc', '-p', 'apps/server'], { allowFailure: true }) === 0 &&
    run('npx', ['tsc', '-p', 'apps/web'], { allowFailure: true }) === 0,
);
step('lint', () => run('npx', ['biome', 'check', '.'], { allowFailure: true }) === 0);
// PostgreSQL-only files skip in this pass; on CI they fail instead unless the PostgreSQL pass follows (postgres-only.ts).
step('unit and API tests (PGlite)', () =>
  vitest('pglite', ['shared', 'server', 'web'], {
    TEST_DATABASE_URL: '',
    AMPLIO_POSTGRES_PASS: process.env.TEST_DATABASE_URL ? 'next' : '',
  }),
);
if (process.env.TEST_DATABASE_URL) {
  step('API tests (PostgreSQL)', () => vitest('postgres', ['server']));
}
// The next Node.js line too, installed the same way as Node 24: the shared suite and the server's runtime-sensitive
// parts (platform: queue, shutdown, two nodes, migrations; the money paths: ledger, payments, review, wallet, payouts;
// sign-in) on PostgreSQL when it answers, else PGlite. The whole server suite already ran on both databases under
// Node 24; running all of it a third time would not fit CI's 30 minutes (docs/decisions/024-ci-budget.md).
const NODE_26_SERVER_TESTS = [
  'packages/shared/src',
  'apps/server/test/platform',
  'apps/server/test/features/ledger',
  'apps/server/test/features/payments',
  'apps/server/test/features/review',
  'apps/server/test/features/wallet',
  'apps/server/test/features/payouts',
  'apps/server/test/features/auth.test.ts',
];
if (process.env.SKIP_NODE_26 !== '1') {
  const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  step(`shared, platform and money tests under Node 26 (${database})`, () => {
    const runtime = cachedNodeBinary(26);
    console.log(`Node ${runtime.version} from .cache/node/${runtime.version}`);
    return vitest('node26', ['shared', 'server'], envForNode(runtime), NODE_26_SERVER_TESTS);
  });
}
step('build', () => {
  buildIfStale();
  return true;
});
step('browser tests (Chromium)', () => {
  if (!ensureChromium()) return false;
  const out = join(results, 'counts', 'playwright.json');
  const status = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    allowFailure: true,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out, CI: process.env.CI ?? '' },
  });
  countPlaywright(out);
  return status === 0;
});

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nnpm test finished in ${minutes} min${failedSteps.length ? `; failed steps: ${failedSteps.join(', ')}` : ''}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
