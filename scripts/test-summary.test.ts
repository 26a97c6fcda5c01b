// The summary line is what CI reads: it must never say "0 failed" for a run that failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { failureDigest, summarize } from './test-summary.mjs';

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

describe('failureDigest', () => {
  it('gives the first lines of each failed test, without colour codes, for the end of the log', () => {
    const playwright = write('playwright.json', {
      suites: [
        {
          title: 'journeys/enquiry.spec.ts',
          file: 'journeys/enquiry.spec.ts',
          specs: [
            {
              title: 'a passing one',
              file: 'journeys/enquiry.spec.ts',
              line: 10,
              tests: [{ projectName: 'phone', status: 'expected', results: [{ errors: [] }] }],
            },
          ],
          suites: [
            {
              title: 'the lodge',
              file: 'journeys/enquiry.spec.ts',
              specs: [
                {
                  title: 'sends an enquiry',
                  file: 'journeys/enquiry.spec.ts',
                  line: 92,
                  tests: [
                    {
                      projectName: 'phone',
                      status: 'unexpected',
                      results: [
                        {
                          errors: [
                            {
                              message:
                                '\u001b[31mError: expect(locator).toContainText(expected)\u001b[39m\n\nExpected: "We will reply"\nReceived: ""\nline 4\nline 5\nline 6',
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    const vitest = write('unit.json', {
      testResults: [
        {
          name: path.join(process.cwd(), 'scripts/x.test.ts'),
          assertionResults: [
            { status: 'failed', fullName: 'x adds', failureMessages: ['AssertionError: 1 !== 2'] },
          ],
        },
      ],
    });
    const lines: string[] = failureDigest([
      { kind: 'vitest', file: vitest },
      { kind: 'playwright', file: playwright },
    ]);
    expect(lines).toEqual([
      'FAILED scripts/x.test.ts › x adds',
      '  AssertionError: 1 !== 2',
      'FAILED [phone] journeys/enquiry.spec.ts:92 › the lodge › sends an enquiry',
      '  Error: expect(locator).toContainText(expected)',
      '  Expected: "We will reply"',
      '  Received: ""',
      '  line 4',
      '  line 5',
    ]);
  });

  it('names how many more failed past the first ones, and nothing for a green run', () => {
    const failing = (n: number) => ({
      status: 'failed',
      fullName: `t${n}`,
      failureMessages: [`boom ${n}`],
    });
    const file = write('unit.json', {
      testResults: [{ name: 'a.test.ts', assertionResults: [1, 2, 3, 4].map(failing) }],
    });
    expect(failureDigest([{ kind: 'vitest', file }], { maxTests: 2 }).at(-1)).toBe(
      '… and 2 more failed',
    );
    const green = write('green.json', passingVitest);
    expect(failureDigest([{ kind: 'vitest', file: green }])).toEqual([]);
  });
});
