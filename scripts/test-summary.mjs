// Sums the JSON reports of every test layer into `N passed, N failed, N skipped`.
// A missing or unreadable report counts as a failure, and so does a run with no tests at all.
import fs from 'node:fs';
import path from 'node:path';

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

/**
 * The first lines of each failed test's error, for the end of the log: CI keeps only the last
 * lines of a run, and Playwright and Vitest print a failure's message far above them.
 * @param {{ kind: 'vitest' | 'playwright', file: string }[]} reports
 * @param {{ maxTests?: number, maxLines?: number }} [options]
 * @returns {string[]}
 */
export function failureDigest(reports, { maxTests = 3, maxLines = 5 } = {}) {
  /** @type {{ title: string, message: string }[]} */
  const failures = [];
  for (const { kind, file } of reports) {
    let json;
    try {
      json = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    if (kind === 'vitest') {
      for (const suite of json.testResults ?? [])
        for (const test of suite.assertionResults ?? [])
          if (test.status === 'failed')
            failures.push({
              title: `${path.relative(process.cwd(), suite.name ?? '')} › ${test.fullName ?? test.title}`,
              message: (test.failureMessages ?? []).join('\n'),
            });
    } else {
      const visit = (suite, titles) => {
        for (const spec of suite.specs ?? [])
          for (const test of spec.tests ?? []) {
            if (test.status !== 'unexpected') continue;
            const last = (test.results ?? []).at(-1) ?? {};
            const errors = last.errors ?? (last.error ? [last.error] : []);
            failures.push({
              title: `[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
              message: errors.map((error) => error.message ?? String(error.value ?? '')).join('\n'),
            });
          }
        for (const child of suite.suites ?? [])
          visit(child, suite.file === child.file ? [...titles, child.title] : titles);
      };
      for (const suite of json.suites ?? []) visit(suite, []);
      for (const error of json.errors ?? [])
        failures.push({ title: 'error outside any test', message: error.message ?? '' });
    }
  }
  const lines = [];
  for (const { title, message } of failures.slice(0, maxTests)) {
    lines.push(`FAILED ${title}`);
    const text = message
      // eslint-disable-next-line no-control-regex -- the reporters' colour codes
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '');
    for (const line of text.slice(0, maxLines))
      lines.push(`  ${line.length > 200 ? `${line.slice(0, 199)}…` : line}`);
  }
  if (failures.length > maxTests) lines.push(`… and ${failures.length - maxTests} more failed`);
  return lines;
}
