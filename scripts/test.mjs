// npm test: type-check, lint, one build, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// browser tests, and the runtime-sensitive suites under the next Node. See docs/decisions/036-ci-in-half-the-time.md.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildIfStale, ensureChromium, ensureDependencies, ensureFfmpeg, installTestPackagesInBackground, root, run } from './lib.mjs';
import { cachedNodeBinary, cachedNodeBinaryInBackground, envForNode, ensureProjectNode } from './node-runtime.mjs';

await ensureProjectNode();
const { serverTestPackages, browserTestPackages } = installTestPackagesInBackground();

const started = Date.now();
const results = join(root, 'test-results');
rmSync(join(results, 'counts'), { recursive: true, force: true });
mkdirSync(join(results, 'counts'), { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Every failed test with the first line of its error, repeated at the end: a CI log is often read from its tail. */
const failures = [];
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .trim()
    .split('\n')[0]
    ?.slice(0, 300) ?? '';
/** Each stage's name, how long it took, and whether it passed, printed at the end. */
const stages = [];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function stage(name, fn) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const ok = await fn();
  const seconds = (Date.now() - t0) / 1000;
  console.log(`${ok ? '✔' : '✖'} ${name} (${seconds.toFixed(1)} s)`);
  stages.push({ name, seconds, ok });
  return ok;
}

function countVitest(file, { totals: addToTotals = true } = {}) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (addToTotals) {
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  for (const file of report.testResults ?? []) {
    const name = file.name?.replace(`${root}/`, '');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) failures.push(`${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0) failures.push(`${name}: ${firstLine(file.message)}`);
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const failed = t.results?.find((r) => r.status !== 'passed' && r.status !== 'skipped');
        const error = firstLine(failed?.error?.message ?? failed?.errors?.[0]?.message);
        const retried = t.status === 'flaky' ? ' (passed on retry)' : '';
        failures.push(`${suite.file ?? spec.file} › [${t.projectName}] ${spec.title}${retried}: ${error}`);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

/**
 * Vitest's default is one worker fewer than the CPUs: one worker on CI's two cores, which then sit half idle while a
 * test waits on PostgreSQL, a timer or a child process. `workers` sets how many test files run side by side.
 */
function vitest(label, projects, { env = {}, files = [], workers = 2, exclude = [], rerun = true } = {}) {
  const out = join(results, 'counts', `vitest-${label}.json`);
  const runErrors = join(results, 'counts', `vitest-${label}-errors.json`);
  const args = [
    'vitest',
    'run',
    ...files,
    `--maxWorkers=${workers}`,
    ...exclude.flatMap((glob) => ['--exclude', glob]),
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/vitest-run-errors.mjs',
    `--outputFile.json=${out}`,
  ];
  const status = run('npx', args, { env: { ...env, VITEST_RUN_ERRORS_FILE: runErrors }, allowFailure: true });
  // A file's second run adds no tests to the totals: they were counted in the first.
  countVitest(out, { totals: rerun });
  const { errors, flaky } = readRunErrors(runErrors);
  for (const test of flaky) failures.push(`${relative(test.testFile)} › ${test.test} (passed on retry)`);
  if (status === 0) return true;
  if (reportHasFailedTests(out)) {
    failures.push(...errors.map((error) => describeRunError(label, error)));
    return false;
  }
  // Every test passed, yet the run failed: an unhandled error named with its file, or a file that failed outside its
  // tests (its setup, such as starting Swift on a loaded machine). That file runs once more, alone, as a failed
  // browser test does; it passes only if it then ends clean, and the fault stays listed either way.
  const brokenFiles = filesFailedOutsideTests(out);
  const namedFiles = [...new Set([...errors.map((error) => error.testFile), ...brokenFiles])];
  if (!rerun || namedFiles.length === 0 || namedFiles.includes(null)) {
    failures.push(...errors.map((error) => describeRunError(label, error)));
    if (namedFiles.length === 0)
      failures.push(`vitest (${label}) exited with ${status}, no failed test and no unhandled error: see the log above`);
    return false;
  }
  console.log(
    `\n↻ ${errors.length} unhandled error(s) and ${brokenFiles.length} file(s) failed outside their tests, with every test passed: running ${namedFiles.map(relative).join(', ')} again, alone`,
  );
  const again = vitest(`${label}-again`, projects, { env, files: namedFiles.map(relative), workers: 1, rerun: false });
  for (const error of errors)
    failures.push(`${describeRunError(label, error)}${again ? '\n      (its file then passed clean, alone)' : ''}`);
  if (again) for (const file of brokenFiles) failures.push(`${relative(file)}: (failed outside its tests above, then passed clean, alone)`);
  return again;
}

const relative = (file) => String(file).replace(`${root}/`, '');

function readRunErrors(file) {
  if (!existsSync(file)) return { errors: [], flaky: [] };
  const { errors = [], flaky = [] } = JSON.parse(readFileSync(file, 'utf8'));
  return { errors, flaky };
}

function describeRunError(label, error) {
  const where = error.testFile ? ` in ${relative(error.testFile)}${error.test ? ` › ${error.test}` : ''}` : '';
  const frame = firstLine(error.where?.split('\n').slice(1).join('\n'));
  return `unhandled ${error.name} (vitest ${label})${where}: ${firstLine(error.message)}${frame ? `\n      ${frame}` : ''}`;
}

function reportHasFailedTests(file) {
  if (!existsSync(file)) return false;
  return (JSON.parse(readFileSync(file, 'utf8')).numFailedTests ?? 0) > 0;
}

/** The files that failed with none of their tests failed: an error while loading them or in a hook. */
function filesFailedOutsideTests(file) {
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')).testResults ?? [])
    .filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).some((t) => t.status === 'failed'))
    .map((f) => f.name);
}

async function browserTests() {
  await browserTestPackages;
  if (!ensureChromium()) return false;
  const out = join(results, 'counts', 'playwright.json');
  // On PostgreSQL when it answers: the server then serves both workers at once instead of PGlite's one connection.
  const env = {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    CI: process.env.CI ?? '',
    // Three workers: most of a browser test's time is spent waiting on the server, the mail and the browser's own
    // timers, so a third one fills the cores the first two leave idle (decision 036).
    E2E_WORKERS: process.env.E2E_WORKERS ?? '3',
    ...(onPostgres ? { E2E_DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
  };
  const status = run('npx', ['playwright', 'test', '--reporter=list,json'], { env, allowFailure: true });
  countPlaywright(out);
  return status === 0;
}

ensureDependencies();
// The Node 26 step's runtime downloads while the stages before it use the CPU.
const nextNode = process.env.SKIP_NODE_26 === '1' ? Promise.resolve() : cachedNodeBinaryInBackground(26);
await stage('type-check', async () =>
  ['packages/shared', 'apps/server', 'apps/web'].every((project) => run('npx', ['tsc', '-p', project], { allowFailure: true }) === 0),
);
await stage('lint', async () => run('npx', ['biome', 'check', '.'], { allowFailure: true }) === 0);

// One build for everything that needs it (the browser tests, and the web test that checks a build made with
// NODE_ENV=development in the environment is still a production build): made here, with that environment.
let builtWithDevelopmentEnv = false;
await stage('build', async () => {
  builtWithDevelopmentEnv = buildIfStale({ env: { NODE_ENV: 'development' } });
  return true;
});
// The video-processing tests need ffmpeg (decision 050); in CI a missing ffmpeg fails them.
await serverTestPackages;
ensureFfmpeg();
const webBuild = builtWithDevelopmentEnv ? { WEB_BUILT_WITH_DEVELOPMENT_ENV: join(root, 'apps/web/dist') } : {};

/**
 * The server files that run only on PostgreSQL: every top-level block is `describe.skipIf(…)` on postgresOnlySkipReason.
 * When the PostgreSQL pass follows, the PGlite pass leaves them out instead of loading them only to count them skipped.
 */
// Read without fs.globSync: this script starts under the machine's Node, which may be older than the project's.
const POSTGRES_ONLY_FILES = readdirSync(join(root, 'apps/server/test'), { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `apps/server/test/${file}`)
  .filter((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const topLevel = text.match(/^(describe|it|test)\b[^(]*\(/gm) ?? [];
    return (
      text.includes('postgresOnlySkipReason(') && topLevel.length > 0 && topLevel.every((block) => block.startsWith('describe.skipIf'))
    );
  });

// PostgreSQL-only files skip in this pass (or are left out when the PostgreSQL pass follows); on CI they fail instead
// unless the PostgreSQL pass follows (postgres-only.ts).
// The property tests run light here (PGlite's one WebAssembly connection is slow) and at full strength on PostgreSQL.
// Three workers: with each worker's PGlite kept from file to file, a worker spends more of its time waiting on a
// child process or a timer (the backup, the shutdown, the video files), and a third fills that. Every stage runs
// alone: two side by side (the PostgreSQL pass beside the browser tests) took longer than one after the other
// (decision 036).
await stage('unit and API tests (PGlite)', () =>
  vitest('pglite', ['shared', 'server', 'web', 'web-mocks'], {
    env: { TEST_DATABASE_URL: '', AMPLIO_POSTGRES_PASS: onPostgres ? 'next' : '', ...webBuild },
    workers: 3,
    exclude: onPostgres ? POSTGRES_ONLY_FILES : [],
  }),
);

if (onPostgres) {
  // Three workers: a file that waits on PostgreSQL, a timer or a child process leaves its core to another. The files
  // that race 20 to 56 connections take turns among themselves (postgres-pool.ts), not after the rest.
  await stage('API tests (PostgreSQL)', () => vitest('postgres', ['server'], { workers: 3 }));
}
await stage(`browser tests (Chromium, ${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => browserTests());

// The next Node.js line too, installed the same way as Node 24: the shared suite and the server's runtime-sensitive
// parts (platform: queue, shutdown, migrations, the runtime; sign-in; the signed webhooks), on PostgreSQL when it
// answers. The money paths run through the ledger suite and the marketplace property test, light, which drives the
// payments, review, wallet and payout services end to end; their folders' HTTP rules run under Node 24 on both
// databases. Everything already ran under Node 24, the project's runtime (decisions 024 and 036).
const NODE_26_SERVER_TESTS = [
  'packages/shared/src',
  'apps/server/test/platform/job-queue.test.ts',
  'apps/server/test/platform/graceful-shutdown.test.ts',
  'apps/server/test/platform/migration-step.test.ts',
  'apps/server/test/platform/node-runtime.test.ts',
  'apps/server/test/platform/fresh-pglite.test.ts',
  'apps/server/test/platform/two-nodes.test.ts',
  'apps/server/test/features/ledger',
  'apps/server/test/features/marketplace',
  'apps/server/test/features/payments/payments-webhook.test.ts',
  'apps/server/test/features/payouts/payout-webhooks.test.ts',
  'apps/server/test/lib/idempotency',
  'apps/server/test/features/auth.test.ts',
];
if (process.env.SKIP_NODE_26 !== '1') {
  await nextNode;
  await stage(`shared, platform and money tests under Node 26 (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
    const runtime = cachedNodeBinary(26);
    console.log(`Node ${runtime.version} from .cache/node/${runtime.version}`);
    const options = { env: { ...envForNode(runtime), LEDGER_SEQUENCES: '100', MARKET_SEQUENCES: '25' }, files: NODE_26_SERVER_TESTS };
    return vitest('node26', ['shared', 'server'], { ...options, workers: onPostgres ? 3 : 2 });
  });
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
const failedStages = stages.filter((s) => !s.ok).map((s) => s.name);
console.log(`\nStage times (${minutes} min in all):`);
for (const s of stages) console.log(`  ${s.ok ? '✔' : '✖'} ${s.name.padEnd(60)} ${s.seconds.toFixed(1).padStart(7)} s`);
if (failures.length) console.log(`\nFailed tests:\n${failures.map((f) => `  ✖ ${f}`).join('\n')}`);
console.log(`\nnpm test finished in ${minutes} min${failedStages.length ? `; failed stages: ${failedStages.join(', ')}` : ''}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedStages.length || totals.failed ? 1 : 0);
