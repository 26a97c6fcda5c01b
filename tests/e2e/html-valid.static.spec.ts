/**
 * Every prerendered page is valid HTML: the Nu HTML Checker (the W3C validator, from the `vnu-jar`
 * package, on the Java runtime that .ci/run installs) reads every `.html` file of the build this
 * suite serves, including the SPA shell and 404.html. Runs once (desktop project).
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/fixtures.ts';
import { siteDir } from './support/stack.ts';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url: string;
  message: string;
  extract?: string;
}

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

const htmlFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));

test('the Nu HTML Checker finds no error on any prerendered page', async () => {
  test.slow();
  const files = htmlFiles(siteDir);
  // Home, the lists, every detail page, the SPA shell and 404.html at least.
  expect(files.length).toBeGreaterThan(30);
  expect(files.map((file) => path.relative(siteDir, file))).toEqual(
    expect.arrayContaining(['index.html', '404.html', '__spa-fallback.html']),
  );
  // vnu exits 1 when it finds errors; its JSON report (on stderr) is what is checked.
  const { stderr } = await promisify(execFile)(
    'java',
    ['-Xss8m', '-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? String(error) }));
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  const errors = messages
    .filter((message) => message.type !== 'info')
    .map(
      (message) =>
        `${path.relative(siteDir, new URL(message.url).pathname)}: ${message.message} ${message.extract ?? ''}`,
    );
  expect(errors).toEqual([]);
});
