/**
 * Admin code and supabase-js never reach public pages (docs/architecture.md#dependency-directions): reads the build the
 * e2e stack made and follows every public route's chunks, static and dynamic imports alike,
 * looking for text only admin code or supabase-js contains. The same search over the admin
 * layout must find both, which proves the markers work.
 *
 * And the home page's first load (the chunks it imports statically) holds neither React Query
 * nor postgrest-js, which keeps it inside its JavaScript budget: they load with its clientLoader.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { siteDir } from '../support/stack.ts';

/** Text that only these modules contain (string literals survive minification). */
const markers: Record<string, readonly string[]> = {
  'supabase-js': ['Auth session missing!', 'phx_join'],
  'admin code': ['tembo-admin-draft:', 'You need admin privileges to access this page.'],
};

/** Text only React Query and postgrest-js contain. */
const dataLayerMarkers: Record<string, readonly string[]> = {
  'React Query': ['No QueryClient set, use QueryClientProvider to set one', 'Missing queryFn'],
  'postgrest-js': ['PostgrestError'],
};

interface RouteManifest {
  id: string;
  [key: string]: unknown;
}

function readManifest(): { entry: Record<string, unknown>; routes: Record<string, RouteManifest> } {
  const assets = path.join(siteDir, 'assets');
  const file = fs.readdirSync(assets).find((name) => /^manifest-.+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}`);
  const text = fs.readFileSync(path.join(assets, file), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return JSON.parse(json) as ReturnType<typeof readManifest>;
}

/** Every .js asset path named anywhere in a manifest entry. */
function modulesOf(entry: Record<string, unknown>): string[] {
  return Object.values(entry)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string' && value.endsWith('.js'));
}

/** The files a chunk imports, statically or dynamically (relative or /assets/ paths). */
function importsOf(file: string, text: string): string[] {
  const found = text.matchAll(/["'`]((?:\.\.?\/|\/assets\/)[\w./-]+?\.js)["'`]/g);
  return [...found].map((match) => {
    const spec = match[1] as string;
    return spec.startsWith('/') ? path.join(siteDir, spec) : path.resolve(path.dirname(file), spec);
  });
}

/** The text of every chunk reachable from `modules`. */
function closure(modules: string[]): Map<string, string> {
  const seen = new Map<string, string>();
  const queue = modules.map((module) => path.join(siteDir, module));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    seen.set(file, text);
    queue.push(...importsOf(file, text));
  }
  return seen;
}

/** The text of `modules` alone: what a page loads before its code runs. */
function firstLoad(modules: string[]): Map<string, string> {
  return new Map(
    modules.map((module) => [module, fs.readFileSync(path.join(siteDir, module), 'utf8')]),
  );
}

function findMarkers(chunks: Map<string, string>, searched = markers): string[] {
  const hits: string[] = [];
  for (const [file, text] of chunks) {
    for (const [what, needles] of Object.entries(searched)) {
      for (const needle of needles) {
        if (text.includes(needle)) hits.push(`${what} ("${needle}") in ${path.basename(file)}`);
      }
    }
  }
  return hits;
}

/** Route ids: the file path, or the explicit `admin-…` ids of routes.ts. */
const isAdminOrAuth = (route: RouteManifest) =>
  route.id.startsWith('routes/admin/') ||
  route.id.startsWith('admin-') ||
  route.id === 'routes/auth';

test('no public page loads admin code or supabase-js', () => {
  const manifest = readManifest();
  const publicRoutes = Object.values(manifest.routes).filter((route) => !isAdminOrAuth(route));
  expect(publicRoutes.map((route) => route.id)).toEqual(
    expect.arrayContaining(['root', 'routes/site-layout', 'routes/home', 'routes/packages']),
  );
  const chunks = closure([...modulesOf(manifest.entry), ...publicRoutes.flatMap(modulesOf)]);
  expect(chunks.size).toBeGreaterThan(5);
  expect(findMarkers(chunks)).toEqual([]);
});

test('the admin area does load them (the markers are real)', () => {
  const manifest = readManifest();
  const layout = manifest.routes['routes/admin/layout'];
  const signIn = manifest.routes['routes/auth'];
  expect(layout, 'the admin layout route').toBeDefined();
  expect(signIn, 'the sign-in route').toBeDefined();
  const adminHits = findMarkers(closure(modulesOf(layout!))).join('\n');
  expect(adminHits).toContain('Auth session missing!');
  expect(adminHits).toContain('You need admin privileges to access this page.');
  const editorHits = findMarkers(
    closure(modulesOf(manifest.routes['admin-content-new'] ?? { id: '' })),
  ).join('\n');
  expect(editorHits).toContain('tembo-admin-draft:');
});

test('the home page loads React Query and postgrest-js only with its clientLoader', () => {
  const manifest = readManifest();
  const chain = ['root', 'routes/site-layout', 'routes/home'].map((id) => manifest.routes[id]);
  expect(chain.every(Boolean), 'root, site layout and home routes').toBe(true);
  const modules = [...modulesOf(manifest.entry), ...chain.flatMap((route) => modulesOf(route!))];
  expect(findMarkers(firstLoad(modules), dataLayerMarkers)).toEqual([]);
  // Following its dynamic imports too finds both: the markers are real.
  const later = findMarkers(closure(modules), dataLayerMarkers).join('\n');
  expect(later).toContain('No QueryClient set');
  expect(later).toContain('PostgrestError');
});
