import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkGroups, createChunkNamer, sharedByPages } from './chunks.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const file = (relative: string) => path.join(root, relative);

interface FakeModule {
  code?: string;
  imports?: string[];
  exports?: string[];
}

/** Rolldown's chunking context over a small module graph: importers derived from imports. */
function contextOf(modules: Record<string, FakeModule>) {
  const importers = (id: string) =>
    Object.entries(modules)
      .filter(([, module]) => module.imports?.includes(id))
      .map(([importer]) => importer);
  return {
    getModuleInfo: (id: string) =>
      id in modules
        ? {
            id,
            code: modules[id]!.code ?? '',
            importers: importers(id),
            exports: modules[id]!.exports ?? [],
          }
        : null,
  };
}

type NameFunction = (id: string, context: unknown) => string | null | undefined;

function chunkOf(modules: Record<string, FakeModule>, moduleId: string) {
  const name = createChunkNamer() as NameFunction;
  return name(moduleId, contextOf(modules)) ?? null;
}

const uiIndex = file('packages/ui/src/index.ts');
const header = file('packages/ui/src/components/Header/Header.tsx');
const select = file('packages/ui/src/components/Select/Select.tsx');
const rootModule = file('apps/site/app/root.tsx');
const layout = file('apps/site/app/routes/site-layout.tsx');
const adminPage = file('apps/site/app/routes/admin/content-list.tsx');
const dataLayout = file('apps/site/app/routes/data-layout.tsx');
const page = (name: string) => file(`apps/site/app/routes/${name}.tsx`);

/** The ui barrel, the layout importing Header from it and an admin page importing Select. */
const site: Record<string, FakeModule> = {
  [uiIndex]: {
    code: [
      "export { Header } from './components/Header/Header.tsx';",
      "export { Select, type SelectProps } from './components/Select/Select.tsx';",
    ].join('\n'),
    imports: [header, select],
  },
  [header]: { code: 'export function Header() {}', exports: ['Header'] },
  [select]: { code: 'export function Select() {}', exports: ['Select'] },
  [layout]: { code: "import { Header } from '@tembo/ui';", imports: [uiIndex] },
  [rootModule]: { code: "import { Outlet } from 'react-router';" },
  [adminPage]: { code: "import { Select } from '@tembo/ui';", imports: [uiIndex] },
};

const helper = file('apps/site/app/lib/format/helper.ts');

/** A small helper module that the public pages `names` import. */
function helperUsedBy(names: string[]): Record<string, FakeModule> {
  return {
    [helper]: { code: 'export const helper = 1;', exports: ['helper'] },
    ...Object.fromEntries(
      names.map((name) => [
        page(name),
        { code: "import { helper } from '../lib/format/helper.ts';", imports: [helper] },
      ]),
    ),
  };
}

describe('createChunkNamer', () => {
  it('puts React, react-dom, the scheduler and React Router in the framework chunk', () => {
    for (const id of [
      '/repo/node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/client.js',
      '/repo/node_modules/.pnpm/react-router@7.18.4/node_modules/react-router/dist/index.mjs',
      '/repo/node_modules/.pnpm/scheduler@0.27.0/node_modules/scheduler/index.js',
    ]) {
      expect(chunkOf({ [id]: {} }, id)).toBe('framework');
    }
  });

  it('puts what the site layout imports through the ui barrel in the shell chunk', () => {
    expect(chunkOf(site, header)).toBe('shell');
  });

  it('leaves a component the barrel re-exports but only the admin imports to automatic chunks', () => {
    expect(chunkOf(site, select)).toBeNull();
  });

  it(`adds a module to the shell once ${sharedByPages} public pages import it, not before`, () => {
    const pages = ['home', 'packages', 'blog', 'gallery'].slice(0, sharedByPages);
    expect(chunkOf(helperUsedBy(pages), helper)).toBe('shell');
    expect(chunkOf(helperUsedBy(pages.slice(1)), helper)).toBeNull();
  });

  it('follows a namespace re-export (export * as) to the importers of that name only', () => {
    const icons = file('packages/ui/src/components/private/icons.tsx');
    const barrel = (layoutImports: string) => ({
      ...site,
      [uiIndex]: {
        code: "export * as Icons from './components/private/icons.tsx';",
        imports: [icons],
      },
      [icons]: { code: 'export function SunIcon() {}', exports: ['SunIcon'] },
      [layout]: { code: `import { ${layoutImports} } from '@tembo/ui';`, imports: [uiIndex] },
    });
    expect(chunkOf(barrel('Icons'), icons)).toBe('shell');
    expect(chunkOf(barrel('Header'), icons)).toBeNull();
  });

  it('keeps a react-aria component out of the shared chunks when only some pages share it', () => {
    const button = file('packages/ui/src/components/Button/Button.tsx');
    const pages = ['search', 'contact', 'submit-testimonial', 'gallery'];
    const graph = (code: string) => ({
      [button]: { code, exports: ['Button'] },
      ...Object.fromEntries(
        pages.map((name) => [
          page(name),
          {
            code: "import { Button } from '../../../../packages/ui/src/components/Button/Button.tsx';",
            imports: [button],
          },
        ]),
      ),
    });
    expect(
      chunkOf(graph("import { Button as AriaButton } from 'react-aria-components';"), button),
    ).toBeNull();
    // The same pages sharing a plain component: all four read data, so the data chunk has it.
    expect(chunkOf(graph("import { clsx } from 'clsx';"), button)).toBe('data');
  });

  it('does not count admin pages as public pages', () => {
    const helper = file('apps/site/app/features/admin/helper.ts');
    const graph = Object.fromEntries([
      [helper, { code: 'export const helper = 1;', exports: ['helper'] }],
      ...['packages', 'blog', 'gallery', 'users'].map((name) => [
        file(`apps/site/app/routes/admin/${name}.tsx`),
        { code: "import { helper } from '../../features/admin/helper.ts';", imports: [helper] },
      ]),
    ]) as Record<string, FakeModule>;
    expect(chunkOf(graph, helper)).toBeNull();
  });

  it('leaves a library to the modules that use it (judged alone, its internal imports would pull it all in)', () => {
    const aria = '/repo/node_modules/react-aria/dist/private/focus/FocusScope.mjs';
    expect(chunkOf({ ...site, [aria]: {}, [header]: { imports: [aria] } }, aria)).toBeNull();
  });

  it('puts the data layer, which the data layout imports, in the data chunk', () => {
    const query = '/repo/node_modules/@tanstack/query-core/build/modern/queryClient.js';
    const graph = {
      [query]: { exports: ['QueryClient'] },
      [dataLayout]: {
        code: "import { QueryClient } from '@tanstack/query-core';",
        imports: [query],
      },
    };
    expect(chunkOf(graph, query)).toBe('data');
  });

  it('keeps what a page outside the data layout also imports out of the data chunk', () => {
    const times = file('packages/data/src/lib/cache-times.ts');
    const graph = (pages: string[]) => ({
      [times]: { code: 'export const defaultStaleTime = 1;', exports: ['defaultStaleTime'] },
      [dataLayout]: {
        code: "import { defaultStaleTime } from '../../../../packages/data/src/lib/cache-times.ts';",
        imports: [times],
      },
      ...Object.fromEntries(
        pages.map((name) => [
          page(name),
          {
            code: "import { defaultStaleTime } from '../../../../packages/data/src/lib/cache-times.ts';",
            imports: [times],
          },
        ]),
      ),
    });
    expect(chunkOf(graph(['packages']), times)).toBe('data');
    expect(chunkOf(graph(['packages', 'home']), times)).toBe('shell');
  });

  it(`adds a module ${sharedByPages} data pages share to the data chunk, to the shell when home shares it`, () => {
    expect(chunkOf(helperUsedBy(['packages', 'blog', 'gallery']), helper)).toBe('data');
    expect(chunkOf(helperUsedBy(['home', 'blog', 'gallery']), helper)).toBe('shell');
  });

  it('gives the framework, then the shell, then the data chunk the first pick of modules', () => {
    const groups = chunkGroups();
    const query = '/repo/node_modules/@tanstack/query-core/build/modern/queryClient.js';
    const router = '/repo/node_modules/react-router/dist/development/index.mjs';
    const modules: Record<string, FakeModule> = {
      ...site,
      [router]: {},
      [query]: {},
      [dataLayout]: { imports: [query] },
    };
    const ctx = contextOf(modules);
    const picks = groups.map((group) => {
      const name = group.name as NameFunction;
      return {
        priority: group.priority,
        takes: [router, header, query].filter((id) => name(id, ctx)),
      };
    });
    expect(picks).toEqual([
      { priority: 3, takes: [router] },
      { priority: 2, takes: [header] },
      { priority: 1, takes: [query] },
    ]);
  });
});
