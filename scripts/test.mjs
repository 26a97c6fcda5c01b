#!/usr/bin/env node
// `pnpm test`: lint, typecheck, then every test layer, the browser layers one after the other
// (each holds 2-3 GiB and both cores). Every step runs even when an earlier one fails, so one
// run shows everything that is wrong; the exit code is non-zero if any step failed.
// Ends with one plain line: `N passed, N failed, N skipped`, summed over every layer.
//
//   pnpm test                    everything
//   pnpm test -- unit stories    only the named steps
//                                (lint typecheck unit stories storybook-docs e2e)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { failureDigest, summarize } from './test-summary.mjs';

const out = path.resolve(process.env.TEST_OUT ?? '.ci/out');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

/** @type {{ name: string, command: string[], env?: Record<string,string>, report?: { kind: 'vitest'|'playwright', file: string, errors?: string } }[]} */
const steps = [
  { name: 'lint', command: ['pnpm', 'lint'] },
  { name: 'typecheck', command: ['pnpm', 'typecheck'] },
  {
    name: 'unit',
    command: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--project',
      'ui',
      '--project',
      'data',
      '--project',
      'node',
      '--project',
      'site',
      '--project',
      'site-isolated',
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/vitest-run-errors.mjs',
      `--outputFile.json=${out}/vitest-unit.json`,
    ],
    env: { VITEST_RUN_ERRORS_FILE: `${out}/vitest-unit-errors.json` },
    report: {
      kind: 'vitest',
      file: `${out}/vitest-unit.json`,
      errors: `${out}/vitest-unit-errors.json`,
    },
  },
  {
    name: 'stories',
    command: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--project',
      'storybook',
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/vitest-run-errors.mjs',
      `--outputFile.json=${out}/vitest-stories.json`,
    ],
    env: { VITEST_RUN_ERRORS_FILE: `${out}/vitest-stories-errors.json` },
    report: {
      kind: 'vitest',
      file: `${out}/vitest-stories.json`,
      errors: `${out}/vitest-stories-errors.json`,
    },
  },
  {
    // axe over the docs pages of the built Storybook: builds Storybook once, then every docs
    // page in light and dark (packages/ui/scripts/storybook-docs-a11y.test.ts).
    name: 'storybook-docs',
    command: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--project',
      'storybook-docs',
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/vitest-run-errors.mjs',
      `--outputFile.json=${out}/vitest-storybook-docs.json`,
    ],
    env: { VITEST_RUN_ERRORS_FILE: `${out}/vitest-storybook-docs-errors.json` },
    report: {
      kind: 'vitest',
      file: `${out}/vitest-storybook-docs.json`,
      errors: `${out}/vitest-storybook-docs-errors.json`,
    },
  },
  {
    name: 'e2e',
    command: ['pnpm', 'exec', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json` },
    report: { kind: 'playwright', file: `${out}/playwright.json` },
  },
];

const wanted = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = wanted.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(
    `unknown step(s): ${unknown.join(', ')}; known: ${steps.map((s) => s.name).join(' ')}`,
  );
  process.exit(2);
}
const selected = wanted.length > 0 ? steps.filter((step) => wanted.includes(step.name)) : steps;

/**
 * The e2e build shows the site's own pictures, and on a fresh machine encoding their variants was
 * most of its time (docs/toolchain.md#image-cache-warm-up). When steps run before e2e, the
 * pictures are encoded in the background from the start, one at a time, on the CPU time no
 * other process wants (SCHED_IDLE): lint, typecheck and the unit tests leave a core idle. The e2e
 * step waits for it. A warm-up that fails costs only time: the build encodes what the cache lacks.
 */
function warmImageCache() {
  const logFile = path.join(out, 'image-warm-up.log');
  const log = fs.openSync(logFile, 'w');
  const child = spawn(
    'chrt',
    ['--idle', '0', 'pnpm', 'exec', 'tsx', 'apps/site/scripts/warm-image-cache.ts'],
    { stdio: ['ignore', log, log], env: { ...process.env, IMAGE_ENCODE_CONCURRENCY: '1' } },
  );
  fs.closeSync(log); // the child writes through its own copy
  return new Promise((resolve) => {
    // The script prints how long it took: the step loop sees the exit only between steps.
    const done = (how) => {
      const said = fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n');
      resolve(`${how}\n${said}`);
    };
    child.once('error', (error) => done(`could not start (${error.message})`));
    child.once('close', (code) => done(code === 0 ? 'done' : `FAILED (exit ${code})`));
  });
}
const warmUp = selected.findIndex((step) => step.name === 'e2e') > 0 ? warmImageCache() : null;

const results = [];
for (const step of selected) {
  if (step.name === 'e2e' && warmUp) console.log(`\n=== image cache warm-up: ${await warmUp}`);
  const started = Date.now();
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const run = spawnSync(step.command[0], step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ ...step, ok: run.status === 0, seconds });
}

console.log('\n=== steps');
for (const result of results)
  console.log(`${result.ok ? 'ok    ' : 'FAILED'} ${result.name} (${result.seconds} s)`);

const reports = results.filter((result) => result.report).map((result) => result.report);
const summary = summarize(reports);
// A step that failed with no failed test in its report (lint, typecheck, a crash after the
// last test) still counts once, so the line never reads "0 failed" for a red run.
const silentFailures = results.filter(
  (result) =>
    !result.ok && (!result.report || summarize([result.report], { quiet: true }).failed === 0),
);
for (const result of silentFailures)
  console.error(`test summary: step ${result.name} failed with no failed test; see its log above`);
// Last before the line, so the part of the log that CI keeps says what failed and why.
const digest = failureDigest(reports);
if (digest.length > 0) console.log(['\n=== failures', ...digest].join('\n'));
const failed = summary.failed + silentFailures.length;
const line = `${summary.passed} passed, ${failed} failed, ${summary.skipped} skipped`;
fs.writeFileSync(path.join(out, 'summary.txt'), `${line}\n`);
console.log(line);
process.exit(summary.ok && silentFailures.length === 0 && results.every((r) => r.ok) ? 0 : 1);
