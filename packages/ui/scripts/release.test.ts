// A real release of @tembo/ui, proven against a real registry: Verdaccio on a free port stands
// in for npm. From a temporary copy of the repository, `changeset version` consumes the waiting
// changesets and `changeset publish` publishes (the same steps as `pnpm release` and the release
// workflow). A scratch consumer outside the repository tree (so pnpm does not find the
// workspace) installs @tembo/ui from the registry by version, builds with Vite, server-renders
// and type-checks. A second release with a patch changeset then arrives as an upgrade.
// publint, @arethetypeswrong/cli and size-limit check the package that was published.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runServer } from 'verdaccio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(packageDir, '../..');
const bin = (name: string) => path.join(packageDir, 'node_modules/.bin', name);
const rootManifest = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const pinned = (name: string) => {
  const version = rootManifest.devDependencies[name];
  if (!version) throw new Error(`${name} is not a root devDependency`);
  return version;
};

let scratch = '';
let registry = '';
let server: Server | undefined;
/** The temporary copy of the repository the releases are made from. */
let repo = '';
let consumer = '';
const released: string[] = [];

/**
 * Runs a command without blocking this process: Verdaccio answers from this process's event
 * loop, so a synchronous exec that talks to it would wait for itself forever.
 */
async function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  try {
    const { stdout } = await promisify(execFile)(command, args, {
      cwd,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      // Which registry serves what is each folder's .npmrc: the repository copy publishes to
      // Verdaccio, the consumer takes only the @tembo scope from it.
      env: { ...process.env, CI: 'true', ...env },
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
}

const publishedVersion = () =>
  (
    JSON.parse(fs.readFileSync(path.join(repo, 'packages/ui/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** `changeset version` then `changeset publish`, as `pnpm release` does after the build. */
async function release() {
  await run('node', [path.join(rootDir, 'node_modules/@changesets/cli/bin.js'), 'version'], repo);
  // The copy is no git repository: the tags belong to the real release workflow.
  await run(
    'node',
    [path.join(rootDir, 'node_modules/@changesets/cli/bin.js'), 'publish', '--no-git-tag'],
    repo,
    // Whichever client changesets asks (`pnpm info`, `pnpm publish`), the registry is Verdaccio.
    { npm_config_registry: registry },
  );
  released.push(publishedVersion());
  return publishedVersion();
}

/** The tarball the registry serves for a version: what a consumer really downloads. */
async function downloadTarball(version: string) {
  const response = await fetch(`${registry}@tembo%2fui`);
  const meta = (await response.json()) as {
    versions: Record<string, { dist: { tarball: string } }>;
  };
  const url = meta.versions[version]?.dist.tarball;
  if (!url) throw new Error(`the registry has no @tembo/ui ${version}`);
  const file = path.join(scratch, `tembo-ui-${version}.tgz`);
  fs.writeFileSync(file, Buffer.from(await (await fetch(url)).arrayBuffer()));
  return file;
}

async function startRegistry() {
  const app = (await runServer({
    self_path: scratch,
    storage: path.join(scratch, 'storage'),
    auth: { htpasswd: { file: path.join(scratch, 'htpasswd'), max_users: 10 } },
    // No uplinks: only what this test publishes is here; everything else comes from the
    // consumer's ordinary registry (its .npmrc sends only the @tembo scope here).
    uplinks: {},
    packages: {
      '@tembo/*': { access: '$all', publish: '$authenticated', unpublish: '$authenticated' },
      '**': { access: '$all' },
    },
    web: { enable: false },
    log: { type: 'stdout', format: 'pretty', level: 'fatal' },
  } as unknown as Parameters<typeof runServer>[0])) as Server;
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  server = app;
  registry = `http://127.0.0.1:${(app.address() as AddressInfo).port}/`;
  const user = await fetch(`${registry}-/user/org.couchdb.user:release`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'release', password: 'release-test-password', type: 'user' }),
  });
  const { token } = (await user.json()) as { token?: string };
  if (!token) throw new Error(`Verdaccio gave no token (${user.status})`);
  return token;
}

/** The files a release needs: the workspace's manifests, the changesets and the ui package. */
function copyRepository(token: string) {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: rootDir, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  const wanted = tracked.filter(
    (file) =>
      // The lockfile makes changesets publish with pnpm, which applies publishConfig.
      ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml', '.npmrc'].includes(file) ||
      file.startsWith('.changeset/') ||
      file.startsWith('packages/ui/') ||
      /^(packages|apps)\/[^/]+\/package\.json$/.test(file),
  );
  for (const file of wanted) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.copyFileSync(path.join(rootDir, file), path.join(repo, file));
  }
  // The build is the one `pnpm release` makes first (vite build and the declarations).
  fs.cpSync(path.join(packageDir, 'dist'), path.join(repo, 'packages/ui/dist'), {
    recursive: true,
  });
  const host = registry.replace(/^http:/, '');
  fs.appendFileSync(
    path.join(repo, '.npmrc'),
    `registry=${registry}\n${host}:_authToken=${token}\n`,
  );
}

function writeConsumer(version: string) {
  fs.mkdirSync(path.join(consumer, 'src'), { recursive: true });
  fs.writeFileSync(
    path.join(consumer, 'package.json'),
    JSON.stringify(
      {
        name: 'tembo-ui-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@tembo/ui': version,
          react: pinned('react'),
          'react-dom': pinned('react-dom'),
        },
        devDependencies: {
          '@types/react': pinned('@types/react'),
          '@types/react-dom': pinned('@types/react-dom'),
          '@vitejs/plugin-react': pinned('@vitejs/plugin-react'),
          typescript: pinned('typescript'),
          vite: pinned('vite'),
        },
      },
      null,
      2,
    ),
  );
  // Only the @tembo scope comes from the release registry, as a consumer would set it up.
  fs.writeFileSync(path.join(consumer, '.npmrc'), `@tembo:registry=${registry}\n`);
  fs.writeFileSync(
    path.join(consumer, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  );
  fs.writeFileSync(
    path.join(consumer, 'src/main.tsx'),
    `import '@tembo/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { PackageCard, UiProvider } from '@tembo/ui';
createRoot(document.getElementById('root')!).render(
  <UiProvider>
    <PackageCard title="Gorilla Trek" href="/safaris/1" duration="3 days" priceUsd={1250} />
  </UiProvider>,
);
`,
  );
  fs.writeFileSync(
    path.join(consumer, 'src/app.tsx'),
    `import { Header, PackageCard, mainNavItems, type HeaderProps } from '@tembo/ui';
import { mediaQuery } from '@tembo/ui/tokens';
export const props: HeaderProps = { businessName: 'Tembo', currentPath: '/', navItems: mainNavItems };
export const card = <PackageCard title="T" href="/" duration="1 day" priceUsd={10} />;
export const header = <Header {...props} />;
export const query: string = mediaQuery.md;
// @ts-expect-error priceUsd must be a number
export const wrong = <PackageCard title="T" href="/" duration="1 day" priceUsd="10" />;
`,
  );
  fs.writeFileSync(
    path.join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        jsx: 'react-jsx',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        target: 'ES2022',
        lib: ['ES2023', 'DOM'],
        skipLibCheck: false,
        types: [],
      },
      // main.tsx imports the stylesheet, which is Vite's to type; app.tsx is the consumer's code.
      files: ['src/app.tsx'],
    }),
  );
  fs.writeFileSync(
    path.join(consumer, 'render.mjs'),
    `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { PackageCard, UiProvider, themeScript } from '@tembo/ui';
import { UiTestProvider } from '@tembo/ui/test';
import { brand } from '@tembo/ui/tokens';
const card = h(PackageCard, { title: 'Gorilla Trek', href: '/safaris/1', duration: '3 days', priceUsd: 1250, highlights: ['Permit', 'Lodge', 'Walk'] });
console.log(JSON.stringify({
  version: JSON.parse(readFileSync('node_modules/@tembo/ui/package.json', 'utf8')).version,
  page: renderToString(h(UiProvider, null, card)),
  test: renderToString(h(UiTestProvider, null, 'ok')),
  script: themeScript.includes('vite-ui-theme'),
  token: brand.color.solid,
}));
`,
  );
}

interface Rendered {
  version: string;
  page: string;
  test: string;
  script: boolean;
  token: string;
}
const render = async () => JSON.parse(await run('node', ['render.mjs'], consumer)) as Rendered;

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tembo-ui-release-'));
  repo = path.join(scratch, 'repo');
  consumer = path.join(scratch, 'consumer');
  await run('pnpm', ['--filter', '@tembo/ui', 'build'], rootDir);
  const token = await startRegistry();
  copyRepository(token);
  await release();
  writeConsumer(released[0]!);
  // --prefer-offline: the store the workspace install filled serves what it has; the rest
  // (registry metadata on a machine with empty pnpm caches) comes from the registries.
  await run('pnpm', ['install', '--prefer-offline', '--ignore-scripts', '--silent'], consumer);
}, 600_000);

afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('a release of @tembo/ui', { timeout: 300_000 }, () => {
  it('consumes the waiting changesets into a new version and its changelog', () => {
    const waiting = fs
      .readdirSync(path.join(rootDir, '.changeset'))
      .filter((name) => name.endsWith('.md') && name !== 'README.md');
    expect(waiting.length).toBeGreaterThan(0);
    const left = fs
      .readdirSync(path.join(repo, '.changeset'))
      .filter((name) => name.endsWith('.md') && name !== 'README.md');
    expect(left).toEqual([]);
    const before = (
      JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    expect(released[0]).not.toBe(before);
    const changelog = fs.readFileSync(path.join(repo, 'packages/ui/CHANGELOG.md'), 'utf8');
    expect(changelog).toContain(`## ${released[0]}`);
  });

  it('is installed by version from the registry, server-rendered from the package', async () => {
    const output = await render();
    expect(output.version).toBe(released[0]);
    expect(output.page).toContain('$1,250');
    expect(output.page).toContain('View Details');
    expect(output.page).toContain('data-accent-color="orange"');
    expect(output.page).not.toContain('Lodge</li><li>Walk');
    expect(output.test).toContain('radix-themes');
    expect(output.script).toBe(true);
    expect(output.token).toBe('var(--tembo-color-solid)');
    const installed = path.join(consumer, 'node_modules/@tembo/ui');
    expect(fs.existsSync(path.join(installed, 'src'))).toBe(false);
    const css = fs.readFileSync(path.join(installed, 'dist/styles.css'), 'utf8');
    expect(css).toContain("[data-accent-color='orange']");
    expect(css).toContain('--tembo-color-solid');
  });

  it('builds into a consumer app with Vite, styles included', async () => {
    await run(
      path.join(consumer, 'node_modules/.bin/vite'),
      ['build', '--logLevel', 'error'],
      consumer,
    );
    const assets = fs.readdirSync(path.join(consumer, 'dist/assets'));
    const js = assets.filter((name) => name.endsWith('.js'));
    const css = assets.filter((name) => name.endsWith('.css'));
    expect(js.length).toBeGreaterThan(0);
    expect(css.length).toBeGreaterThan(0);
    const bundle = js.map((name) =>
      fs.readFileSync(path.join(consumer, 'dist/assets', name), 'utf8'),
    );
    expect(bundle.join('\n')).toContain('View Details');
  });

  it('type-checks a consumer against the published declarations', async () => {
    await expect(
      run(path.join(consumer, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], consumer),
    ).resolves.toBe('');
  });

  it('passes publint and Are the Types Wrong as published', async () => {
    const tarball = await downloadTarball(released[0]!);
    expect(await run(bin('publint'), ['run', tarball, '--strict'], rootDir)).toContain('All good!');
    // The stylesheet export is CSS: there are no types to resolve for it.
    await run(
      bin('attw'),
      [
        tarball,
        '--profile',
        'esm-only',
        '--exclude-entrypoints',
        './styles.css',
        '--format',
        'json',
      ],
      rootDir,
    );
  });

  it('stays within the size limit of every export', async () => {
    // As a consumer's production build measures it (Vitest runs with NODE_ENV=test, which would
    // keep the development-only branches of the bundle).
    const output = JSON.parse(
      await run(bin('size-limit'), ['--json'], packageDir, { NODE_ENV: 'production' }),
    ) as {
      name: string;
      passed: boolean;
      size: number;
    }[];
    expect(output.length).toBeGreaterThan(30);
    expect(output.filter((entry) => !entry.passed)).toEqual([]);
  });

  it('arrives as an upgrade with the next patch release', async () => {
    fs.writeFileSync(
      path.join(repo, '.changeset/release-test-patch.md'),
      "---\n'@tembo/ui': patch\n---\n\nA patch release made by the release test.\n",
    );
    const next = await release();
    expect(next).not.toBe(released[0]);
    expect(next.split('.').slice(0, 2)).toEqual(released[0]!.split('.').slice(0, 2));
    await run(
      'pnpm',
      ['add', `@tembo/ui@${next}`, '--prefer-offline', '--ignore-scripts', '--silent'],
      consumer,
    );
    expect((await render()).version).toBe(next);
  });
});
