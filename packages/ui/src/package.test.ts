// @vitest-environment node
// Proof that what we would publish works: build, `pnpm pack`, install the tarball into a scratch
// consumer outside the workspace (from the pnpm store the workspace install filled, and the registry),
// server-render components from it and type-check a consumer file against its .d.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(packageDir, '../..');
const rootManifest = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const version = (name: string) => rootManifest.devDependencies[name] ?? 'missing';

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } });

let scratch = '';
let consumer = '';

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'tembo-ui-pack-'));
  consumer = path.join(scratch, 'consumer');
  run('pnpm', ['--filter', '@tembo/ui', 'build'], rootDir);
  run('pnpm', ['pack', '--pack-destination', scratch], packageDir);
  const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack left no tarball in ${scratch}`);

  execFileSync('mkdir', ['-p', consumer]);
  writeFileSync(
    path.join(consumer, 'package.json'),
    JSON.stringify({
      name: 'tembo-ui-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@tembo/ui': `file:${path.join(scratch, tarball)}`,
        react: version('react'),
        'react-dom': version('react-dom'),
        '@types/react': version('@types/react'),
        '@types/react-dom': version('@types/react-dom'),
      },
    }),
  );
  // --prefer-offline: the store the workspace install filled serves every tarball it has; what pnpm
  // lacks (the registry metadata a resolving install needs) comes from the registry, so this passes
  // on a machine whose pnpm caches were empty (an --offline install needs a metadata cache).
  run('pnpm', ['install', '--prefer-offline', '--ignore-scripts', '--silent'], consumer);
}, 240_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the packed @tembo/ui', { timeout: 60_000 }, () => {
  it('ships built modules, declarations and one stylesheet, not the sources', () => {
    const installed = path.join(consumer, 'node_modules/@tembo/ui');
    const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
    expect(manifest.exports['.']).toEqual({
      types: './dist/index.d.ts',
      import: './dist/index.js',
    });
    expect(existsSync(path.join(installed, 'src'))).toBe(false);
    const css = readFileSync(path.join(installed, 'dist/styles.css'), 'utf8');
    // Radix's token layer (orange accent) and our component styles, in one file.
    expect(css).toContain("[data-accent-color='orange']");
    expect(css).toContain('--tembo-color-solid');
    expect(css).not.toContain('.rt-Button');
  });

  it('server-renders components from the installed package', () => {
    writeFileSync(
      path.join(consumer, 'render.mjs'),
      `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { PackageCard, UiProvider, themeScript } from '@tembo/ui';
import { UiTestProvider } from '@tembo/ui/test';
import { brand } from '@tembo/ui/tokens';
const card = h(PackageCard, { title: 'Gorilla Trek', href: '/safaris/1', duration: '3 days', priceUsd: 1250, highlights: ['Permit', 'Lodge', 'Walk'] });
console.log(JSON.stringify({
  page: renderToString(h(UiProvider, null, card)),
  test: renderToString(h(UiTestProvider, null, 'ok')),
  script: themeScript.includes('vite-ui-theme'),
  token: brand.color.solid,
}));
`,
    );
    const output = JSON.parse(run('node', ['render.mjs'], consumer)) as {
      page: string;
      test: string;
      script: boolean;
      token: string;
    };
    expect(output.page).toContain('$1,250');
    expect(output.page).toContain('View Details');
    expect(output.page).toContain('data-accent-color="orange"');
    expect(output.page).not.toContain('Lodge</li><li>Walk');
    expect(output.test).toContain('radix-themes');
    expect(output.script).toBe(true);
    expect(output.token).toBe('var(--tembo-color-solid)');
  });

  it('type-checks a consumer against the published declarations', () => {
    writeFileSync(
      path.join(consumer, 'app.tsx'),
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
    writeFileSync(
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
        files: ['app.tsx'],
      }),
    );
    const tsc = path.join(rootDir, 'node_modules/.bin/tsc');
    expect(() => run(tsc, ['-p', 'tsconfig.json'], consumer)).not.toThrow();
  });
});
