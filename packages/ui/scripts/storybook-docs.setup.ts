// Global setup of the storybook-docs Vitest project (packages/ui/scripts/storybook-docs-a11y.test.ts):
// builds Storybook once, as `pnpm build-storybook` does but into a temporary folder, serves it
// statically on 127.0.0.1 and hands the test its origin and the docs entries of its index.json.
// It runs before the test file is collected, so the test file has one test per docs page.
//   STORYBOOK_STATIC=<folder>   checks an existing build instead of building one
//   STORYBOOK_DOCS_PORT=<port>  serves on that port (strictly) instead of a free one
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sirv from 'sirv';
import type { TestProject } from 'vitest/node';

/** A docs entry of the built Storybook's index.json. */
export interface DocsEntry {
  id: string;
  title: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    storybookDocs: { origin: string; entries: DocsEntry[] };
  }
}

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export default async function setup(project: TestProject) {
  let staticDir = process.env.STORYBOOK_STATIC ?? '';
  let scratch = '';
  if (!staticDir) {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-storybook-'));
    staticDir = path.join(scratch, 'storybook-static');
    const started = Date.now();
    try {
      await promisify(execFile)(
        path.join(rootDir, 'node_modules/.bin/storybook'),
        ['build', '-o', staticDir, '--quiet'],
        { cwd: rootDir, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: 'true' } },
      );
    } catch (error) {
      fs.rmSync(scratch, { recursive: true, force: true });
      throw error;
    }
    console.log(`storybook-docs: storybook build ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const index = JSON.parse(fs.readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, DocsEntry & { type: 'docs' | 'story' }>;
  };
  const entries = Object.values(index.entries)
    .filter((entry) => entry.type === 'docs')
    .map(({ id, title }) => ({ id, title }));

  const serve = sirv(staticDir, { dev: true });
  const server = createServer((request, response) => {
    serve(request, response, () => {
      response.statusCode = 404;
      response.end();
    });
  });
  const port = Number(process.env.STORYBOOK_DOCS_PORT ?? 0);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  project.provide('storybookDocs', { origin, entries });

  return async () => {
    await new Promise((resolve) => server.close(resolve));
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  };
}
