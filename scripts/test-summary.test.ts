// The summary line is what CI reads: it must never say "0 failed" for a run that failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { summarize } from './test-summary.mjs';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summary-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, value: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(value));
  return file;
}

const passingVitest = {
  numPassedTests: 3,
  numFailedTests: 0,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [{ status: 'passed', assertionResults: [{ status: 'passed' }] }],
};

describe('summarize', () => {
  it('sums passed and skipped tests of a green run', () => {
    const file = write('unit.json', passingVitest);
    const errors = path.join(dir, 'absent-errors.json');
    const result = summarize([{ kind: 'vitest', file, errors }], { quiet: true });
    expect(result).toMatchObject({ line: '3 passed, 0 failed, 1 skipped', ok: true });
  });

  it('counts each error outside any test as a failure, though every test passed', () => {
    const file = write('unit.json', passingVitest);
    const errors = write('unit-errors.json', {
      reason: 'failed',
      errors: [{ name: 'Error', message: 'Connection terminated unexpectedly' }],
    });
    const result = summarize([{ kind: 'vitest', file, errors }], { quiet: true });
    expect(result.line).toBe('3 passed, 1 failed, 1 skipped');
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toContain('Connection terminated unexpectedly');
  });

  it('counts a suite that failed to load, and a missing report', () => {
    const file = write('unit.json', {
      ...passingVitest,
      testResults: [{ status: 'failed', assertionResults: [] }],
    });
    const missing = path.join(dir, 'never-written.json');
    const result = summarize(
      [
        { kind: 'vitest', file },
        { kind: 'playwright', file: missing },
      ],
      { quiet: true },
    );
    expect(result.failed).toBe(2);
    expect(result.ok).toBe(false);
  });
});
