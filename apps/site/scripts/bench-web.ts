/**
 * `pnpm bench:web`: builds the site against a fresh seeded local-supabase, serves it like a
 * static host, and prints per route the JavaScript and CSS the first load ships (gzip) and the
 * Lighthouse mobile scores (median of 3 runs). Writes everything to .bench/web.json.
 * A benchmark, not a test: it prints figures against the budgets of issue 7 and never fails on them.
 * With `--preset desktop`, Lighthouse's desktop preset instead (no throttled phone, 1350×940),
 * written to .bench/web-desktop.json (`pnpm bench` runs both).
 *
 *   pnpm bench:web [--runs 3] [--skip-build] [--preset mobile|desktop]
 */
import fs from 'node:fs';
import net from 'node:net';
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
import { serveStatic } from './serve-static.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const clientDir = path.join(root, 'apps/site/build/client');

/** Issue 7's budgets. */
const budgets = { homeJsKb: 140, cssKb: 65, lighthouse: 95 };
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
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

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

async function lighthouseRuns(url: string, runs: number, preset: 'mobile' | 'desktop') {
  type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
  const results: Report[] = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: [...chromiumArgs, '--headless=new'],
    });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      results.push(result.lhr);
    } finally {
      chrome.kill();
    }
  }
  const score = (category: Category) =>
    median(results.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)));
  const audit = (id: string) => median(results.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
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

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'skip-build': { type: 'boolean', default: false },
      preset: { type: 'string', default: 'mobile' },
    },
  });
  const runs = Number(values.runs);
  const preset = values.preset === 'desktop' ? 'desktop' : 'mobile';
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
  try {
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
          VITE_SITE_URL: `http://127.0.0.1:${port}`,
        },
      });
      const code = await new Promise((resolve) => build.once('close', resolve));
      if (code !== 0) throw new Error('the site build failed');
      const ports: BuildPorts = { site: port, backend: Number(new URL(backend.url).port) };
      fs.writeFileSync(buildPortsFile, JSON.stringify(ports));
    }
    const { server, url } = await serveStatic({ dir: clientDir, port });
    stops.unshift(() => new Promise((resolve) => server.close(() => resolve())));

    const read = async <Row>(query: string) =>
      (await (
        await fetch(`${backend.url}/rest/v1/${query}`, { headers: { apikey: backend.anonKey } })
      ).json()) as Row[];
    const [pkg] = await read<{ slug: string }>('packages?select=slug&order=sort_order&limit=1');
    const [post] = await read<{ slug: string }>(
      'blog_posts?select=slug&published=eq.true&order=created_at.desc&limit=1',
    );
    const routes = [
      { route: 'home', path: '/' },
      { route: 'safaris', path: '/safaris' },
      ...(pkg ? [{ route: 'package', path: `/safaris/${pkg.slug}` }] : []),
      ...(post ? [{ route: 'post', path: `/blog/${post.slug}` }] : []),
    ];

    const [lodging] = await read<{ slug: string }>(
      'accommodations?select=slug&published=eq.true&order=name&limit=1',
    );
    const [category] = await read<{ category: string }>(
      'packages?select=category&published=eq.true&order=sort_order&limit=1',
    );
    // Every other page: what its first load ships, without Lighthouse (the four above stand
    // for the page types in speed).
    const sizeOnlyRoutes = [
      { route: 'about', path: '/about' },
      { route: 'services', path: '/services' },
      ...(category ? [{ route: 'category', path: `/packages/${category.category}` }] : []),
      { route: 'destinations', path: '/destinations' },
      { route: 'lodgings', path: '/accommodations' },
      ...(lodging ? [{ route: 'lodging', path: `/accommodations/${lodging.slug}` }] : []),
      { route: 'gallery', path: '/gallery' },
      { route: 'blog', path: '/blog' },
      { route: 'reviews', path: '/testimonials' },
      { route: 'review', path: '/submit-testimonial' },
      { route: 'contact', path: '/contact' },
      { route: 'search', path: '/search' },
      // The shell only: each admin page then loads its own lazy chunks.
      { route: 'admin shell', path: '/admin' },
    ];

    const figures: (RouteFigures & { failing?: string[] })[] = [];
    for (const { route, path: pathname } of routes) {
      const sizes = assetSizes(pathname);
      console.info(`lighthouse ${preset} ${pathname} (${runs} runs)…`);
      const { failing, ...lh } = await lighthouseRuns(`${url}${pathname}`, runs, preset);
      figures.push({
        route,
        path: pathname,
        jsGzipKb: kb(sizes.js),
        cssGzipKb: kb(sizes.css),
        jsFiles: sizes.jsFiles,
        lighthouse: lh,
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

    const pad = (text: string | number, width: number) => String(text).padStart(width);
    console.info(
      `\n${'route'.padEnd(10)}${pad('JS gz KB', 10)}${pad('CSS gz KB', 11)}${pad('perf', 6)}${pad('a11y', 6)}${pad('bp', 5)}${pad('seo', 5)}${pad('LCP ms', 8)}${pad('TBT ms', 8)}${pad('CLS', 7)}${pad('JS loaded KB', 14)}`,
    );
    for (const row of figures) {
      const lh = row.lighthouse;
      console.info(
        `${row.route.padEnd(10)}${pad(row.jsGzipKb, 10)}${pad(row.cssGzipKb, 11)}` +
          (lh
            ? `${pad(lh.performance, 6)}${pad(lh.accessibility, 6)}${pad(lh['best-practices'], 5)}${pad(lh.seo, 5)}${pad(lh.lcpMs, 8)}${pad(lh.tbtMs, 8)}${pad(lh.cls, 7)}${pad(lh.jsLoadedKb, 14)}`
            : ''),
      );
      for (const audit of row.failing ?? []) console.info(`          below 90: ${audit}`);
    }
    const home = figures.find((row) => row.route === 'home');
    console.info(
      `\nbudgets: home JS ${home?.jsGzipKb} KB (≤ ${budgets.homeJsKb}), CSS max ${Math.max(...figures.map((row) => row.cssGzipKb))} KB (≤ ${budgets.cssKb}), Lighthouse ≥ ${budgets.lighthouse} in every category`,
    );
    fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
    const out = path.join(
      root,
      preset === 'desktop' ? '.bench/web-desktop.json' : '.bench/web.json',
    );
    const report = { measuredAt: new Date().toISOString(), preset, runs, budgets, routes: figures };
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.info(`written to ${path.relative(root, out)}`);
  } finally {
    for (const stop of stops) await stop();
  }
}

await main();
