import fs from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

/** React, react-dom, its scheduler and React Router: every page needs all of them first. */
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/** Libraries whose modules the shell may take by themselves, because pages import them directly. */
const sharedLibrary = /[\\/]node_modules[\\/]@tanstack[\\/]/;

/** The public page modules; admin routes, resource routes and /auth are not counted. */
const publicPage =
  /[\\/]app[\\/]routes[\\/](home|about|services|packages|package-detail|package-category|destinations|accommodations|accommodation-detail|blog|blog-post|testimonials|submit-testimonial|gallery|contact|search|not-found)\.tsx/;
/** The modules every page loads before anything else: the document and the site layout. */
const shellModule = /[\\/]app[\\/](root\.tsx|routes[\\/]site-layout\.tsx)/;
/** The layout of the pages that read through the data layer (React Query, postgrest-js). */
const dataModule = /[\\/]app[\\/]routes[\\/]data-layout\.tsx/;
/** Public pages outside the data layout: what only they share belongs in the shell. */
const pagesWithoutDataLayer = new Set(['home', 'about', 'services', 'not-found']);

const usesReactAria = /\bfrom\s*["'](react-aria|react-aria-components|react-stately)["']/;

/**
 * The client build's chunk groups (`output.codeSplitting.groups`), one per name of
 * {@link createChunkNamer}. A group takes the modules it names and, before any lower group, their
 * dependencies: so React Router goes to `framework` rather than to whichever group reaches it
 * first, and what the shell imports stays in the shell instead of moving into `data`.
 */
export function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  const name = createChunkNamer();
  const only =
    (wanted: string): Rolldown.CodeSplittingNameFunction =>
    (moduleId, ctx) =>
      name(moduleId, ctx) === wanted ? wanted : null;
  return [
    { name: only('framework'), priority: 3 },
    { name: only('shell'), priority: 2 },
    { name: only('data'), priority: 1 },
  ];
}

/** A module shared by at least this many public pages joins the shell chunk. */
export const sharedByPages = 3;

/**
 * Rolldown's chunk names for the client build (`output.codeSplitting.groups[].name`).
 *
 * Left to itself, Rolldown split the home page's code into 66 files, most under 1 KB: each a
 * request on a slow phone, and each compressed alone (12 KB more gzip than the same code in one
 * file). Instead: one `framework` chunk; one `shell` chunk with what the document and the site
 * layout use, plus what most public pages share (cards, SEO helpers); one `data` chunk with the
 * data layer (React Query, postgrest-js, the queries most pages share), which the home page and
 * the pages without reads never load first; and the automatic chunks for the rest (each page's
 * own code, forms, markdown, the map, admin).
 */
export function createChunkNamer(): Rolldown.CodeSplittingNameFunction {
  const users = new Map<string, Set<string>>();
  return (moduleId, ctx) => {
    if (framework.test(moduleId)) return 'framework';
    // Dependencies join through the modules that use them (Rolldown adds a group's imports to
    // it); judged by themselves, a library's internal imports would pull all of it in. TanStack
    // Query's modules are the exception: pages import its HydrationBoundary directly.
    if (moduleId.includes('node_modules') && !sharedLibrary.test(moduleId)) return null;
    const using = usersOf(moduleId, new ModuleGraph(ctx), users, new Set());
    if (using.has('shell')) return 'shell';
    const pages = [...using].filter((name) => name !== 'shell' && name !== 'data');
    // What a page outside the data layout uses must not make it load the `data` chunk.
    const group = pages.some((name) => pagesWithoutDataLayer.has(name)) ? 'shell' : 'data';
    if (using.has('data')) return group;
    // A component built on react-aria brings its hooks along (tens of KB): it joins only when
    // the shell itself uses it, not because a few form pages share it.
    if (usesReactAria.test(ctx.getModuleInfo(moduleId)?.code ?? '')) return null;
    return pages.length >= sharedByPages ? group : null;
  };
}

/**
 * The shell and the public pages that use `moduleId` through static imports (dynamic imports
 * load later, on demand). A barrel (`@tembo/ui`, `@tembo/data`) re-exports everything, so it
 * counts only for importers that import one of the names it re-exports from the module.
 */
function usersOf(
  moduleId: string,
  graph: ModuleGraph,
  memo: Map<string, Set<string>>,
  visiting: Set<string>,
): Set<string> {
  const known = memo.get(moduleId);
  if (known) return known;
  const using = new Set<string>();
  if (visiting.has(moduleId)) return using;
  visiting.add(moduleId);
  const page = publicPage.exec(moduleId);
  if (page) using.add(page[1]!);
  if (shellModule.test(moduleId)) using.add('shell');
  if (dataModule.test(moduleId)) using.add('data');
  const add = (importer: string) => {
    for (const name of usersOf(importer, graph, memo, visiting)) using.add(name);
  };
  for (const importer of graph.importers(moduleId)) {
    if (!graph.isBarrel(importer)) {
      add(importer);
      continue;
    }
    // Follow the barrel to the modules that import what it re-exports from this module.
    let names = graph.reexportedNames(importer, moduleId);
    let barrels = [importer];
    const seen = new Set(barrels);
    while (barrels.length > 0 && names.size > 0) {
      const next: string[] = [];
      const nextNames = new Set<string>();
      for (const barrel of barrels) {
        for (const user of graph.importers(barrel)) {
          if (graph.isBarrel(user)) {
            if (seen.has(user)) continue;
            seen.add(user);
            const passed = graph.reexportedNames(user, barrel);
            if ([...names].some((name) => passed.has(name))) {
              next.push(user);
              for (const name of passed) nextNames.add(name);
            }
          } else if (graph.importsAny(user, barrel, names)) {
            add(user);
          }
        }
      }
      barrels = next;
      names = nextNames;
    }
  }
  visiting.delete(moduleId);
  memo.set(moduleId, using);
  return using;
}

const importPattern = /\bimport\s*([\w$*{},\s]+?)\s*from\s*["']([^"']+)["']/g;
const reexportPattern = /\bexport\s*(\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g;

/** Rolldown's module graph with the little parsing of imports and re-exports the namer needs. */
class ModuleGraph {
  constructor(private readonly ctx: ChunkingContext) {}

  importers(moduleId: string): string[] {
    return this.ctx.getModuleInfo(moduleId)?.importers ?? [];
  }

  /** A module of re-exports only, like a package's index. */
  isBarrel(moduleId: string): boolean {
    const code = this.ctx.getModuleInfo(moduleId)?.code;
    if (!code) return false;
    const rest = code
      .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
      .replace(reexportPattern, '')
      .replace(/[\s;]/g, '');
    return rest === '';
  }

  /** The names under which `barrel` re-exports `target` (all of target's exports for `*`). */
  reexportedNames(barrel: string, target: string): Set<string> {
    const names = new Set<string>();
    const code = this.ctx.getModuleInfo(barrel)?.code ?? '';
    for (const [, clause, specifier] of code.matchAll(reexportPattern)) {
      if (!this.resolves(barrel, specifier!, target)) continue;
      const namespace = /^\*\s*as\s+([\w$]+)$/.exec(clause!);
      if (namespace) {
        names.add(namespace[1]!);
      } else if (clause === '*') {
        for (const name of this.ctx.getModuleInfo(target)?.exports ?? []) names.add(name);
      } else {
        for (const binding of clause!.slice(1, -1).split(',')) {
          const exported = binding
            .split(/\s+as\s+/)
            .at(-1)!
            .trim();
          if (exported) names.add(exported);
        }
      }
    }
    return names;
  }

  /** Whether `user` imports any of `names` from `target` (a namespace import takes them all). */
  importsAny(user: string, target: string, names: Set<string>): boolean {
    const code = this.ctx.getModuleInfo(user)?.code ?? '';
    for (const [, clause, specifier] of code.matchAll(importPattern)) {
      if (!this.resolves(user, specifier!, target)) continue;
      if (clause!.includes('*')) return true;
      const imported = clause!
        .replace(/[{}]/g, ',')
        .split(',')
        .map((binding) => binding.trim().split(/\s+as\s+/)[0]!)
        .filter(Boolean);
      const [first] = clause!.trim().split(',');
      if (first && !first.includes('{') && names.has('default')) return true;
      if (imported.some((name) => names.has(name))) return true;
    }
    return false;
  }

  /** Whether `specifier`, written in `from`, names the module `target`. */
  private resolves(from: string, specifier: string, target: string): boolean {
    const file = target.split('?')[0]!;
    if (specifier.startsWith('.')) {
      const resolved = path.resolve(path.dirname(from.split('?')[0]!), specifier);
      return (
        resolved === file || file.startsWith(`${resolved}.`) || file === `${resolved}/index.ts`
      );
    }
    const pkg = packageOf(file);
    return pkg !== undefined && (specifier === pkg.name || specifier.startsWith(`${pkg.name}/`));
  }
}

const packages = new Map<string, { name: string } | undefined>();

/** The package.json name of the package a file belongs to. */
function packageOf(file: string): { name: string } | undefined {
  const dir = path.dirname(file);
  if (packages.has(dir)) return packages.get(dir);
  const manifest = path.join(dir, 'package.json');
  let found: { name: string } | undefined;
  if (fs.existsSync(manifest))
    found = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name: string };
  else if (path.dirname(dir) !== dir) found = packageOf(dir);
  packages.set(dir, found);
  return found;
}
