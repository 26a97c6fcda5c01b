#!/usr/bin/env node
// `pnpm test`: lint, typecheck, then every test layer, the browser layers one after the other
// (each holds 2-3 GiB and both cores). Every step runs even when an earlier one fails, so one
// run shows everything that is wrong; the exit code is non-zero if any step failed.
// Ends with one plain line: `N passed, N failed, N skipped`, summed over every layer.
//
//   pnpm test                    everything
//   pnpm test -- unit stories    only the named steps (lint typecheck unit stories e2e)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { summarize } from './test-summary.mjs';

const out = path.resolve(process.env.TEST_OUT ?? '.ci/out');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

/** @type {{ name: string, command: string[], env?: Record<string,string>, report?: { kind: 'vitest'|'playwright', file: string } }[]} */
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
      `--outputFile.json=${out}/vitest-unit.json`,
    ],
    report: { kind: 'vitest', file: `${out}/vitest-unit.json` },
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
      `--outputFile.json=${out}/vitest-stories.json`,
    ],
    report: { kind: 'vitest', file: `${out}/vitest-stories.json` },
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

const results = [];
for (const step of selected) {
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
const { line, ok } = summarize(reports);
fs.writeFileSync(path.join(out, 'summary.txt'), `${line}\n`);
console.log(line);
process.exit(ok && results.every((result) => result.ok) ? 0 : 1);
