/**
 * `pnpm bench:web`: builds the site against a fresh seeded local-supabase whose records show
 * realistic uploads (about ten camera JPEGs of 3–6 MB, made by bench-uploads.ts, uploaded into
 * the bench's own backend), serves it like a static host, and runs Lighthouse on every public
 * route, N runs each (median of five by default). Also measures the floor page
 * (bench-floor/: React, react-router and TanStack Query hydrated, nothing of ours), one run
 * before each route, so that each route's Total Blocking Time is given as a ratio to the floor
 * measured in the same run (issue 23). Prints per route the performance median and minimum,
 * TBT, LCP, CLS, the LCP element and the bytes of its picture, the JavaScript and CSS the first
 * load ships (gzip), the machine's `benchmarkIndex` and the spread between runs, and the load
 * average. Writes everything to .bench/web.json (with the Markdown table for the README).
 * A benchmark, not a test: it prints figures against the budgets and never fails on them.
 * With `--preset desktop`, Lighthouse's desktop preset instead (no throttled phone, 1350×940),
 * written to .bench/web-desktop.json (`pnpm bench` runs both).
 *
 *   pnpm bench:web [--runs 5] [--skip-build] [--preset mobile|desktop] [--routes home,post]
 *     [--uploads 10]      (how many of the ten camera JPEGs; see docs/decisions.md#bench-web)
 *     [--seed-pictures]   (the seed's pictures only, no uploads)
 *     [--block '*.woff2']  (Lighthouse refuses these URL patterns: a part's cost, by A/B on one
 *                          build; written to .bench/web-blocked.json)
 *     [--http1]           (the site and the floor over plain HTTP/1.1 instead of HTTP/2 with TLS,
 *                          as static hosts serve it; written to .bench/web-http1.json)
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { postgresAvailable, startLocalSupabase } from '@tembo/local-supabase';
import { chromiumArgs, chromiumPath } from '../../../tests/chromium.ts';
import { buildFloor, serveFloor } from './bench-floor/build.tsx';
import {
  markdownTable,
  median,
  runFailure,
  runFigures,
  shortElement,
  summarise,
  tbtRatio,
  type RouteSummary,
  type RunFigures,
} from './bench-web-report.ts';
import { cameraJpegs, seedUploads, uploadSpecs } from './bench-uploads.ts';
import { acceptLocalCertificate } from './local-https.ts';
import { serveStatic } from './serve-static.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const clientDir = path.join(root, 'apps/site/build/client');

/** Issue 7's budgets, and issue 23's for every public route. */
const budgets = {
  homeJsKb: 140,
  cssKb: 65,
  lighthouse: 95,
  performance: 95,
  tbtMs: 200,
  lcpMs: 1500,
  cls: 0,
};
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

interface RouteFigures {
  route: string;
  path: string;
  jsGzipKb: number;
  cssGzipKb: number;
  jsFiles: number;
  lighthouse?: Record<Category, number> & {
    lcpMs: number;
    tbtMs: number;
    cls: number;
    jsLoadedKb: number;
  };
  /** Issue 23's figures: medians, minimums and spread of the runs, the LCP element and bytes. */
  summary?: RouteSummary;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Where the last bench build expects the site and the backend (`--skip-build` reuses it). */
const buildPortsFile = path.join(root, 'apps/site/build/bench-ports.json');
interface BuildPorts {
  site: number;
  backend: number;
}

function readBuildPorts(): BuildPorts {
  if (!fs.existsSync(buildPortsFile)) {
    throw new Error(
      '--skip-build needs a build made by `pnpm bench:web` (apps/site/build/bench-ports.json)',
    );
  }
  const saved: unknown = JSON.parse(fs.readFileSync(buildPortsFile, 'utf8'));
  const isPort = (value: unknown): value is number =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 65536;
  const { site, backend } = (saved ?? {}) as Partial<Record<keyof BuildPorts, unknown>>;
  if (!isPort(site) || !isPort(backend)) {
    throw new Error(
      `${buildPortsFile} does not hold {"site": port, "backend": port}; run \`pnpm bench:web\` without --skip-build`,
    );
  }
  return { site, backend };
}

/** The prerendered file of a path: /safaris -> safaris/index.html; /admin is the SPA shell. */
function htmlFile(pathname: string): string {
  if (pathname.startsWith('/admin')) return path.join(clientDir, '__spa-fallback.html');
  return path.join(clientDir, pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`);
}

/**
 * What the first load of a page fetches: every script and module preload, and every stylesheet
 * its HTML references, gzip-compressed as a host would send them.
 */
function assetSizes(pathname: string) {
  const html = fs.readFileSync(htmlFile(pathname), 'utf8');
  // Every quoted /assets/*.js is a module preload or an import of the inline bootstrap script.
  const scripts = new Set([...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]!));
  const styles = new Set(
    [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((m) => m[1]!),
  );
  const gzip = (url: string) =>
    zlib.gzipSync(fs.readFileSync(path.join(clientDir, url.replace(/^\//, ''))), { level: 9 })
      .length;
  const total = (urls: Set<string>) => [...urls].reduce((sum, url) => sum + gzip(url), 0);
  return { js: total(scripts), css: total(styles), jsFiles: scripts.size };
}

interface ResourceRow {
  resourceType: string;
  transferSize: number;
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse run in a fresh Chromium. */
async function lighthouseRun(
  url: string,
  preset: 'mobile' | 'desktop',
  blockedUrlPatterns: string[] = [],
): Promise<Report> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new', acceptLocalCertificate],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        blockedUrlPatterns,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Tries of one run: a failed run (no score) is run again, up to this many times in all. */
const triesPerRun = 3;

/** One run that has a score: a failed one is printed and run again (bench-web-report.ts). */
async function scoredRun(
  url: string,
  preset: 'mobile' | 'desktop',
  blocked: string[] = [],
): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await lighthouseRun(url, preset, blocked);
    const failure = runFailure(lhr);
    if (!failure) return lhr;
    console.warn(`  a run of ${url} failed (${failure}), try ${attempt} of ${triesPerRun}`);
    if (attempt === triesPerRun) return lhr;
  }
}

/** The four categories' medians and the old figures (scripts/bench.ts reads them). */
function categoryFigures(results: Report[]) {
  const score = (category: Category) =>
    median(results.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    // Every script the page fetched until Lighthouse stopped (the first load plus what loads
    // lazily once the page is idle), as the static server sent them: its precompressed brotli.
    jsLoadedKb: kb(
      median(
        results.map((lhr) => {
          const items = (lhr.audits['resource-summary']?.details as { items?: ResourceRow[] })
            ?.items;
          return items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
        }),
      ),
    ),
    failing: [
      ...new Set(
        results.flatMap((lhr) =>
          categories.flatMap((category) =>
            (lhr.categories[category]?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
              .map((ref) => `${category}: ${ref.id}`),
          ),
        ),
      ),
    ],
  };
}

/** The public routes, with a real slug for each detail page (read from the bench's backend). */
async function publicRoutes(read: <Row>(query: string) => Promise<Row[]>) {
  const [pkg] = await read<{ slug: string }>(
    'packages?select=slug&published=eq.true&order=sort_order&limit=1',
  );
  const [post] = await read<{ slug: string }>(
    'blog_posts?select=slug&published=eq.true&order=created_at.desc&limit=1',
  );
  const [lodging] = await read<{ slug: string }>(
    'accommodations?select=slug&published=eq.true&order=name&limit=1',
  );
  const [category] = await read<{ category: string }>(
    'packages?select=category&published=eq.true&order=sort_order&limit=1',
  );
  return [
    { route: 'home', path: '/' },
    { route: 'about', path: '/about' },
    { route: 'services', path: '/services' },
    { route: 'safaris', path: '/safaris' },
    ...(pkg ? [{ route: 'package', path: `/safaris/${pkg.slug}` }] : []),
    ...(category ? [{ route: 'category', path: `/packages/${category.category}` }] : []),
    { route: 'destinations', path: '/destinations' },
    { route: 'lodgings', path: '/accommodations' },
    ...(lodging ? [{ route: 'lodging', path: `/accommodations/${lodging.slug}` }] : []),
    { route: 'gallery', path: '/gallery' },
    { route: 'blog', path: '/blog' },
    ...(post ? [{ route: 'post', path: `/blog/${post.slug}` }] : []),
    { route: 'reviews', path: '/testimonials' },
    { route: 'review', path: '/submit-testimonial' },
    { route: 'contact', path: '/contact' },
    { route: 'search', path: '/search' },
  ];
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      'skip-build': { type: 'boolean', default: false },
      preset: { type: 'string', default: 'mobile' },
      routes: { type: 'string' },
      'seed-pictures': { type: 'boolean', default: false },
      uploads: { type: 'string', default: '10' },
      block: { type: 'string' },
      http1: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  const preset = values.preset === 'desktop' ? 'desktop' : 'mobile';
  const only = values.routes ? new Set(values.routes.split(',')) : undefined;
  // What a page costs with and without one of its parts, e.g. `--block '*.woff2'` (the brand
  // face): the same build, with Lighthouse refusing the matching requests.
  const blocked = values.block ? values.block.split(',') : [];
  // HTTP/2 over TLS, as the static hosts serve the site; `--http1` for the same build over
  // plain HTTP/1.1 (docs/decisions.md#bench-web).
  const protocol = values.http1 ? 'http/1.1' : 'h2';
  // The build bakes in the backend's and its own address: a run that reuses a build serves both
  // where that build expects them, or every background refresh of the pages would fail.
  const reused = values['skip-build'] ? readBuildPorts() : undefined;
  const port = reused?.site ?? (await freePort());
  // PostgreSQL when installed: the build and the browser send concurrent reads, which the
  // PGlite engine does not always survive (see tests/e2e/support/stack.ts).
  const backend = await startLocalSupabase({
    port: reused?.backend ?? 0,
    fresh: true,
    engine: postgresAvailable() ? 'postgres' : 'pglite',
  });
  const stops: (() => Promise<void>)[] = [() => backend.stop()];
  const loadBefore = loadAverage();
  try {
    // The uploads go in before the build (and again with --skip-build: the backend is fresh, and
    // the pages' background refresh must read what the build read).
    let uploads: { files: number; minMb: number; maxMb: number; records: number } | undefined;
    if (!values['seed-pictures']) {
      const photos = await cameraJpegs(
        path.join(root, '.bench/uploads'),
        uploadSpecs().slice(0, Number(values.uploads)),
      );
      const { records } = await seedUploads(backend, photos);
      const sizes = photos.map((photo) => Math.round((photo.bytes / 1048576) * 10) / 10);
      uploads = {
        files: photos.length,
        minMb: Math.min(...sizes),
        maxMb: Math.max(...sizes),
        records,
      };
      console.info(
        `uploads: ${uploads.files} camera JPEGs of ${uploads.minMb}–${uploads.maxMb} MB, shown by ${records} records`,
      );
    }
    if (!values['skip-build']) {
      // Async: the backend answers the build's prerender requests from this process.
      const build = spawn('pnpm', ['--filter', 'site', 'build'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          VITE_SUPABASE_URL: backend.url,
          VITE_SUPABASE_ANON_KEY: backend.anonKey,
          // Canonical links on the host Lighthouse loads, as in production.
          VITE_SITE_URL: `https://127.0.0.1:${port}`,
        },
      });
      const code = await new Promise((resolve) => build.once('close', resolve));
      if (code !== 0) throw new Error('the site build failed');
      const ports: BuildPorts = { site: port, backend: Number(new URL(backend.url).port) };
      fs.writeFileSync(buildPortsFile, JSON.stringify(ports));
    }
    const site = await serveStatic({ dir: clientDir, port, https: protocol === 'h2' });
    stops.unshift(site.close);

    const floorDir = path.join(root, '.bench/floor');
    await buildFloor(floorDir);
    const floor = await serveFloor(floorDir, { https: protocol === 'h2' });
    stops.unshift(floor.close);

    const read = async <Row>(query: string) =>
      (await (
        await fetch(`${backend.url}/rest/v1/${query}`, { headers: { apikey: backend.anonKey } })
      ).json()) as Row[];
    const routes = (await publicRoutes(read)).filter(({ route }) => !only || only.has(route));
    // The SPA shell: what its first load ships, without Lighthouse (each admin page then loads
    // its own lazy chunks, behind the sign-in).
    const sizeOnlyRoutes = only ? [] : [{ route: 'admin shell', path: '/admin' }];

    const figures: (RouteFigures & { failing?: string[] })[] = [];
    const floorRuns: RunFigures[] = [];
    // One floor run before each route's runs, at least `runs` in all, so the floor sees the
    // same machine as the pages.
    const floorEvery = Math.max(1, Math.floor(routes.length / runs));
    for (const [index, { route, path: pathname }] of routes.entries()) {
      if (
        index % floorEvery === 0 ||
        floorRuns.length < Math.ceil(((index + 1) * runs) / routes.length)
      ) {
        floorRuns.push(runFigures(await scoredRun(floor.url, preset)));
      }
      const sizes = assetSizes(pathname);
      console.info(`lighthouse ${preset} ${pathname} (${runs} runs, load ${loadAverage()})…`);
      const results: Report[] = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await scoredRun(`${site.url}${pathname}`, preset, blocked));
      }
      const { failing, ...scores } = categoryFigures(results);
      const summary = summarise(results.map((lhr) => runFigures(lhr)));
      figures.push({
        route,
        path: pathname,
        jsGzipKb: kb(sizes.js),
        cssGzipKb: kb(sizes.css),
        jsFiles: sizes.jsFiles,
        lighthouse: {
          ...scores,
          lcpMs: summary.lcpMs.median,
          tbtMs: summary.tbtMs.median,
          cls: summary.cls.max,
        },
        summary,
        failing,
      });
    }
    for (const { route, path: pathname } of sizeOnlyRoutes) {
      const sizes = assetSizes(pathname);
      figures.push({
        route,
        path: pathname,
        jsGzipKb: kb(sizes.js),
        cssGzipKb: kb(sizes.css),
        jsFiles: sizes.jsFiles,
      });
    }
    const floorSummary = summarise(floorRuns);
    const loadAfter = loadAverage();

    const pad = (text: string | number, width: number) => String(text).padStart(width);
    console.info(
      `\n${'route'.padEnd(13)}${pad('JS gz KB', 9)}${pad('CSS', 6)}${pad('perf', 6)}${pad('min', 5)}${pad('<90', 5)}${pad('TBT ms', 8)}${pad('÷floor', 7)}${pad('LCP ms', 8)}${pad('CLS', 7)}${pad('LCP KB', 8)}  LCP element`,
    );
    const line = (name: string, row: RouteFigures | undefined, summary: RouteSummary | undefined) =>
      console.info(
        `${name.padEnd(13)}${pad(row?.jsGzipKb ?? '', 9)}${pad(row?.cssGzipKb ?? '', 6)}` +
          (summary
            ? `${pad(summary.performance.median, 6)}${pad(summary.performance.min, 5)}${pad(summary.performance.under90, 5)}${pad(summary.tbtMs.median, 8)}${pad(tbtRatio(summary.tbtMs.median, floorSummary.tbtMs.median), 7)}${pad(summary.lcpMs.median, 8)}${pad(summary.cls.max, 7)}${pad(summary.lcpImage ? kb(summary.lcpImage.bytes) : 'text', 8)}  ${shortElement(summary.lcpElement)}`
            : ''),
      );
    line('floor', undefined, floorSummary);
    for (const row of figures) {
      line(row.route, row, row.summary);
      for (const audit of row.failing ?? []) console.info(`             below 90: ${audit}`);
    }
    const measured = figures.filter((row) => row.summary);
    const allRuns = measured.reduce((sum, row) => sum + row.summary!.runs, 0);
    const under90 = measured.reduce((sum, row) => sum + row.summary!.performance.under90, 0);
    const indices = [
      ...measured.map((row) => row.summary!.benchmarkIndex),
      floorSummary.benchmarkIndex,
    ];
    const spread = {
      performance: Math.max(
        ...measured.map((row) => row.summary!.performance.max - row.summary!.performance.min),
      ),
      tbtMs: Math.max(...measured.map((row) => row.summary!.tbtMs.max - row.summary!.tbtMs.min)),
      lcpMs: Math.max(...measured.map((row) => row.summary!.lcpMs.max - row.summary!.lcpMs.min)),
    };
    const machine = {
      cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}`,
      benchmarkIndex: {
        min: Math.min(...indices.map((index) => index.min)),
        max: Math.max(...indices.map((index) => index.max)),
      },
      loadBefore,
      loadAfter,
    };
    const home = figures.find((row) => row.route === 'home');
    console.info(
      `\nserved over ${protocol}; benchmarkIndex ${machine.benchmarkIndex.min}–${machine.benchmarkIndex.max}; load average ${loadBefore} before, ${loadAfter} after (1, 5, 15 min)` +
        `\nspread between runs (largest max − min of a route): performance ${spread.performance}, TBT ${spread.tbtMs} ms, LCP ${spread.lcpMs} ms` +
        `\nruns under 90: ${under90} of ${allRuns}; floor TBT median ${floorSummary.tbtMs.median} ms over ${floorRuns.length} runs` +
        `\nbudgets: performance median ≥ ${budgets.performance} and fewer than 1 run in 10 under 90, TBT ≤ ${budgets.tbtMs} ms, LCP ≤ ${budgets.lcpMs} ms, CLS ${budgets.cls}; home JS ${home?.jsGzipKb} KB (≤ ${budgets.homeJsKb}), CSS max ${Math.max(...figures.map((row) => row.cssGzipKb))} KB (≤ ${budgets.cssKb})`,
    );
    const table = markdownTable(
      [
        { route: 'floor', path: 'bench-floor', summary: floorSummary },
        ...measured.map((row) => ({ route: row.route, path: row.path, summary: row.summary! })),
      ],
      floorSummary.tbtMs.median,
    );
    fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
    const out = path.join(
      root,
      `.bench/web${preset === 'desktop' ? '-desktop' : ''}${blocked.length > 0 ? '-blocked' : ''}${protocol === 'h2' ? '' : '-http1'}.json`,
    );
    const report = {
      measuredAt: new Date().toISOString(),
      preset,
      protocol,
      runs,
      blocked,
      budgets,
      machine,
      spread,
      uploads,
      floor: floorSummary,
      runsUnder90: { count: under90, of: allRuns },
      routes: figures,
      table,
    };
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.info(`written to ${path.relative(root, out)}`);
  } finally {
    for (const stop of stops) await stop();
  }
}

await main();
