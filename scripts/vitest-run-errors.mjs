// A Vitest reporter that writes what the JSON reporter leaves out: errors outside any test
// (an unhandled rejection, a worker that would not stop) and the run's end reason. Vitest exits
// non-zero on those with every test passed; scripts/test-summary.mjs counts them as failures
// and prints them, so the summary line never says "0 failed" for a red step.
import fs from 'node:fs';

export default class RunErrorsReporter {
  onTestRunEnd(_testModules, unhandledErrors, reason) {
    const file = process.env.VITEST_RUN_ERRORS_FILE;
    if (!file) return;
    const errors = unhandledErrors.map((error) => ({
      name: error?.name ?? 'Error',
      message: String(error?.message ?? error),
      stack: typeof error?.stack === 'string' ? error.stack.split('\n').slice(0, 8).join('\n') : '',
    }));
    fs.writeFileSync(file, JSON.stringify({ reason, errors }, null, 2));
  }
}
