// A Vitest reporter for npm test: writes the run's end reason, its unhandled errors (which fail a run whose every test
// passed, and which the JSON reporter leaves out) and the tests that passed only on a retry, to the file named by
// VITEST_RUN_ERRORS_FILE.
import { writeFileSync } from 'node:fs';

const firstLines = (text, count) =>
  String(text ?? '')
    .split('\n')
    .slice(0, count)
    .join('\n');

function* testCasesOf(modules) {
  for (const module of modules) yield* module.children.allTests();
}

export default class RunErrorsReporter {
  onTestRunEnd(modules, unhandledErrors, reason) {
    const file = process.env.VITEST_RUN_ERRORS_FILE;
    if (!file) return;
    const errors = unhandledErrors.map((error) => ({
      name: error?.name ?? 'Error',
      message: firstLines(error?.message, 3),
      where: firstLines(error?.stack ?? error?.stackStr, 6),
      testFile: error?.VITEST_TEST_PATH ?? null,
      test: error?.VITEST_TEST_NAME ?? null,
    }));
    const flaky = [];
    for (const test of testCasesOf(modules)) {
      const diagnostic = test.diagnostic();
      if (test.result().state === 'passed' && diagnostic?.flaky) {
        flaky.push({ testFile: test.module.moduleId, test: test.fullName, retries: diagnostic.retryCount });
      }
    }
    writeFileSync(file, JSON.stringify({ reason, errors, flaky }, null, 2));
  }
}
