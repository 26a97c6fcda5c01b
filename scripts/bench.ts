/**
 * `pnpm bench`: every benchmark of the project in one run, summed up in one table.
 *
 *   1. `pnpm bench:web`      per route JavaScript and CSS (gzip) and Lighthouse mobile, median of
 *                            N runs (.bench/web.json, apps/site/scripts/bench-web.ts)
 *   2. Lighthouse desktop    the same routes with Lighthouse's desktop preset, median of N runs
 *                            (.bench/web-desktop.json, this file)
 *   3. `pnpm bench:backend`  cold start, memory, p50/p95/throughput at 1/10/50 clients on PGlite
 *                            and PostgreSQL 15 (.bench/backend.json)
 *
 * Writes .bench/summary.json and .bench/summary.md (the markdown table) and prints the table;
 * with --readme it also replaces the table in README.md between the bench markers. A
 * measurement, not a test: it never fails on a budget. It builds the site into
 * apps/site/build, so do not run it while an e2e run or another build uses that directory.
 *
 *   pnpm bench [--runs 3] [--skip-web] [--skip-desktop] [--skip-backend] [--readme]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { postgresAvailable, startLocalSupabase } from '@tembo/local-supabase';
import { serveStatic } from '../apps/site/scripts/serve-static.ts';
import { chromiumArgs, chromiumPath } from '../tests/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, '.bench');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
type Scores = Record<Category, number> & { lcpMs: number; tbtMs: number; cls: number };

/** What bench:web writes (apps/site/scripts/bench-web.ts). */
interface WebReport {
  measuredAt: string;
  runs: number;
  budgets: { homeJsKb: number; cssKb: number; lighthouse: number };
  routes: {
    route: string;
    path: string;
    jsGzipKb: number;
    cssGzipKb: number;
    lighthouse?: Scores;
  }[];
}

/** What bench:backend writes (packages/local-supabase/scripts/bench.ts). */
interface BackendReport {
  date: string;
  durationMs: number;
  results: {
    engine: string;
    coldStartMs: number;
    snapshotStartMs: number;
    idleRssMib: number;
    loadedRssMib: number;
    levels: { concurrency: number; rps: number; p50Ms: number; p95Ms: number; errors: number }[];
  }[];
}

interface DesktopReport {
  measuredAt: string;
  runs: number;
  routes: { route: string; path: string; lighthouse: Scores }[];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function run(command: string, args: string[]): Promise<void> {
  console.info(`\n$ ${command} ${args.join(' ')}`);
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

function readJson<T>(file: string): T | null {
  const full = path.join(benchDir, file);
  return fs.existsSync(full) ? (JSON.parse(fs.readFileSync(full, 'utf8')) as T) : null;
}

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

/** Lighthouse with its desktop preset (no throttled phone, 1350×940), median of `runs`. */
async function lighthouseDesktop(url: string, runs: number): Promise<Scores> {
  type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
  const reports: Report[] = [];
  for (let attempt = 0; attempt < runs; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: [...chromiumArgs, '--headless=new'],
    });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
        desktopConfig,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      reports.push(result.lhr);
    } finally {
      chrome.kill();
    }
  }
  const score = (category: Category) =>
    median(reports.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)));
  const audit = (id: string) => median(reports.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
  };
}

/**
 * Builds the site against a fresh seeded backend, serves it as a static host would, and runs
 * Lighthouse desktop on the same routes as bench:web (home, the safaris list, a package, a post).
 */
async function benchDesktop(runs: number): Promise<DesktopReport> {
  const port = await freePort();
  const backend = await startLocalSupabase({
    port: 0,
    fresh: true,
    engine: postgresAvailable() ? 'postgres' : 'pglite',
  });
  try {
    await new Promise<void>((resolve, reject) => {
      // Async: the backend in this process answers the build's prerender requests.
      const build = spawn('pnpm', ['--filter', 'site', 'build'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          VITE_SUPABASE_URL: backend.url,
          VITE_SUPABASE_ANON_KEY: backend.anonKey,
          VITE_SITE_URL: `http://127.0.0.1:${port}`,
        },
      });
      build.once('close', (code) =>
        code === 0 ? resolve() : reject(new Error('site build failed')),
      );
    });
    const { server, url } = await serveStatic({
      dir: path.join(root, 'apps/site/build/client'),
      port,
    });
    try {
      const read = async <Row>(query: string) =>
        (await (
          await fetch(`${backend.url}/rest/v1/${query}`, { headers: { apikey: backend.anonKey } })
        ).json()) as Row[];
      const [pkg] = await read<{ id: string }>('packages?select=id&order=sort_order&limit=1');
      const [post] = await read<{ slug: string }>(
        'blog_posts?select=slug&published=eq.true&order=created_at.desc&limit=1',
      );
      const routes = [
        { route: 'home', path: '/' },
        { route: 'safaris', path: '/safaris' },
        ...(pkg ? [{ route: 'package', path: `/safaris/${pkg.id}` }] : []),
        ...(post ? [{ route: 'post', path: `/blog/${post.slug}` }] : []),
      ];
      const measured: DesktopReport['routes'] = [];
      for (const { route, path: pathname } of routes) {
        console.info(`lighthouse desktop ${pathname} (${runs} runs)…`);
        measured.push({
          route,
          path: pathname,
          lighthouse: await lighthouseDesktop(`${url}${pathname}`, runs),
        });
      }
      return { measuredAt: new Date().toISOString(), runs, routes: measured };
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  } finally {
    await backend.stop();
  }
}

const scores = (lh: Scores | undefined) =>
  lh ? `${lh.performance} / ${lh.accessibility} / ${lh['best-practices']} / ${lh.seo}` : 'n/a';

/** The markdown the README shows. */
function summaryMarkdown(summary: Summary): string {
  const { machine } = summary;
  const lines = [
    `Measured ${summary.measuredAt.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpus} × ${machine.cpu}, ` +
      `${machine.memoryGib} GiB, Node ${machine.node}; load average ${machine.loadBefore.join(', ')} ` +
      `before and ${machine.loadAfter.join(', ')} after (1, 5, 15 min). Lighthouse: median of ` +
      `${summary.runs} runs, scores are performance / accessibility / best practices / SEO.`,
    '',
    '| Route | JS gzip | CSS gzip | Lighthouse mobile | LCP mobile | Lighthouse desktop | LCP desktop |',
    '| --- | ---: | ---: | :---: | ---: | :---: | ---: |',
  ];
  for (const row of summary.web) {
    lines.push(
      `| ${row.route} (\`${row.path.length > 24 ? `${row.path.slice(0, 21)}…` : row.path}\`) ` +
        `| ${row.jsGzipKb ?? 'n/a'} KB | ${row.cssGzipKb ?? 'n/a'} KB | ${scores(row.mobile)} ` +
        `| ${row.mobile ? `${row.mobile.lcpMs} ms` : 'n/a'} | ${scores(row.desktop)} ` +
        `| ${row.desktop ? `${row.desktop.lcpMs} ms` : 'n/a'} |`,
    );
  }
  if (summary.budgets) {
    lines.push(
      '',
      `Budgets (issue 7): home JavaScript ≤ ${summary.budgets.homeJsKb} KB gzip, CSS ≤ ` +
        `${summary.budgets.cssKb} KB gzip, every Lighthouse mobile category ≥ ${summary.budgets.lighthouse}.`,
    );
  }
  lines.push(
    '',
    '| Backend engine | Cold start | Idle / loaded RSS | 1 client p50 / p95 / rps | 10 clients | 50 clients |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const engine of summary.backend) {
    const level = (n: number) => {
      const found = engine.levels.find((entry) => entry.concurrency === n);
      return found ? `${found.p50Ms} / ${found.p95Ms} ms / ${found.rps}` : 'n/a';
    };
    lines.push(
      `| ${engine.engine} | ${(engine.coldStartMs / 1000).toFixed(1)} s | ` +
        `${engine.idleRssMib} / ${engine.loadedRssMib} MiB | ${level(1)} | ${level(10)} | ${level(50)} |`,
    );
  }
  if (summary.backend.length > 0) {
    lines.push('', "Backend: the home page's five reads through PostgREST, in a loop per client.");
  }
  return `${lines.join('\n')}\n`;
}

interface Summary {
  measuredAt: string;
  runs: number;
  machine: {
    cpus: number;
    cpu: string;
    memoryGib: number;
    node: string;
    loadBefore: number[];
    loadAfter: number[];
  };
  budgets: WebReport['budgets'] | null;
  web: {
    route: string;
    path: string;
    jsGzipKb: number | null;
    cssGzipKb: number | null;
    mobile?: Scores;
    desktop?: Scores;
  }[];
  backend: BackendReport['results'];
}

const load = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'skip-web': { type: 'boolean', default: false },
      'skip-desktop': { type: 'boolean', default: false },
      'skip-backend': { type: 'boolean', default: false },
      readme: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  const loadBefore = load();
  fs.mkdirSync(benchDir, { recursive: true });

  if (!values['skip-web']) await run('pnpm', ['bench:web', '--runs', String(runs)]);
  if (!values['skip-desktop']) {
    const desktop = await benchDesktop(runs);
    fs.writeFileSync(
      path.join(benchDir, 'web-desktop.json'),
      `${JSON.stringify(desktop, null, 2)}\n`,
    );
  }
  if (!values['skip-backend']) await run('pnpm', ['bench:backend']);

  const web = readJson<WebReport>('web.json');
  const desktop = readJson<DesktopReport>('web-desktop.json');
  const backend = readJson<BackendReport>('backend.json');
  const routes = [
    ...new Set([...(web?.routes ?? []), ...(desktop?.routes ?? [])].map((row) => row.route)),
  ];
  const summary: Summary = {
    measuredAt: new Date().toISOString(),
    runs,
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      memoryGib: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      loadBefore,
      loadAfter: load(),
    },
    budgets: web?.budgets ?? null,
    web: routes.map((route) => {
      const mobile = web?.routes.find((row) => row.route === route);
      const wide = desktop?.routes.find((row) => row.route === route);
      return {
        route,
        path: mobile?.path ?? wide?.path ?? '',
        jsGzipKb: mobile?.jsGzipKb ?? null,
        cssGzipKb: mobile?.cssGzipKb ?? null,
        ...(mobile?.lighthouse ? { mobile: mobile.lighthouse } : {}),
        ...(wide ? { desktop: wide.lighthouse } : {}),
      };
    }),
    backend: backend?.results ?? [],
  };
  const markdown = summaryMarkdown(summary);
  fs.writeFileSync(path.join(benchDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  fs.writeFileSync(path.join(benchDir, 'summary.md'), markdown);
  console.info(`\n${markdown}`);
  console.info('written to .bench/summary.json and .bench/summary.md');

  if (values.readme) {
    const readmePath = path.join(root, 'README.md');
    const readme = fs.readFileSync(readmePath, 'utf8');
    const start = '<!-- bench:start -->';
    const end = '<!-- bench:end -->';
    const from = readme.indexOf(start);
    const to = readme.indexOf(end);
    if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} section`);
    fs.writeFileSync(
      readmePath,
      `${readme.slice(0, from + start.length)}\n${markdown}${readme.slice(to)}`,
    );
    console.info('README.md table updated');
  }
}

await main();
