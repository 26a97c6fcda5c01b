// Sums the JSON reports of every test layer into `N passed, N failed, N skipped`.
// A missing or unreadable report counts as a failure, and so does a run with no tests at all.
import fs from 'node:fs';

/**
 * @param {{ kind: 'vitest' | 'playwright', file: string, errors?: string }[]} reports
 * @param {{ quiet?: boolean }} [options]  quiet: do not print the problems
 * @returns {{ passed: number, failed: number, skipped: number, line: string, ok: boolean, problems: string[] }}
 */
export function summarize(reports, { quiet = false } = {}) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const problems = [];
  for (const { kind, file, errors } of reports) {
    let json;
    try {
      json = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      problems.push(`missing report ${file}`);
      failed += 1;
      continue;
    }
    if (kind === 'vitest') {
      passed += json.numPassedTests ?? 0;
      failed += json.numFailedTests ?? 0;
      skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
      // A suite that fails to load (syntax error, failing hook) has no failed test: count it.
      const brokenSuites = (json.testResults ?? []).filter(
        (suite) =>
          suite.status === 'failed' &&
          (suite.assertionResults ?? []).every((t) => t.status !== 'failed'),
      ).length;
      failed += brokenSuites;
      // Errors outside any test make Vitest exit non-zero with every test passed: count each.
      const runErrors = readRunErrors(errors);
      failed += runErrors.length;
      for (const error of runErrors)
        problems.push(`error outside any test in ${file}: ${error.name}: ${error.message}`);
    } else {
      const stats = json.stats ?? {};
      passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      failed += stats.unexpected ?? 0;
      skipped += stats.skipped ?? 0;
      failed += (json.errors ?? []).length;
    }
  }
  if (reports.length > 0 && passed + failed === 0) problems.push('no test ran');
  const line = `${passed} passed, ${failed} failed, ${skipped} skipped`;
  if (!quiet) for (const problem of problems) console.error(`test summary: ${problem}`);
  return { passed, failed, skipped, line, ok: failed === 0 && problems.length === 0, problems };
}

/** @param {string | undefined} file  written by scripts/vitest-run-errors.mjs; absent when none */
function readRunErrors(file) {
  if (!file || !fs.existsSync(file)) return [];
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')).errors ?? [];
  } catch {
    return [{ name: 'Error', message: `unreadable ${file}` }];
  }
}
