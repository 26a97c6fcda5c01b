/**
 * `pnpm bench`: every benchmark of the project in one run, summed up in one table.
 *
 *   1. `pnpm bench:web`      per route JavaScript and CSS (gzip) and Lighthouse mobile, median of
 *                            N runs (.bench/web.json, apps/site/scripts/bench-web.ts)
 *   2. `pnpm bench:web --preset desktop`   the same routes with Lighthouse's desktop preset
 *                            (.bench/web-desktop.json)
 *   3. `pnpm bench:backend`  cold start, memory, p50/p95/throughput at 1/10/50 clients on PGlite
 *                            and PostgreSQL 15 (.bench/backend.json)
 *   4. `pnpm bench:publish`  save to live with the default publishing settings, and the full build
 *                            of a 500-page catalogue, cold and warm (.bench/publish.json,
 *                            scripts/bench-publish.ts)
 *
 * Writes .bench/summary.json and .bench/summary.md (the markdown table) and prints the table;
 * with --readme it also replaces the table in README.md between the bench markers. A
 * measurement, not a test: it never fails on a budget. It builds the site into
 * apps/site/build, so do not run it while an e2e run or another build uses that directory.
 *
 *   pnpm bench [--runs 3] [--skip-web] [--skip-desktop] [--skip-backend] [--skip-publish] [--readme]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PublishReport } from './bench-publish.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, '.bench');
type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
type Scores = Record<Category, number> & {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script fetched during the Lighthouse run, lazy ones included (absent before 2026-11-21). */
  jsLoadedKb?: number;
};

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
    /** The weighted audits that scored under 90 in some run (`seo: is-crawlable`). */
    failing?: string[];
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

const scores = (lh: Scores | undefined) =>
  lh ? `${lh.performance} / ${lh.accessibility} / ${lh['best-practices']} / ${lh.seo}` : 'n/a';

const sizeKb = (value: number | null | undefined) => (value == null ? 'n/a' : `${value} KB`);

const secondsText = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The publishing figures (bench:publish), measured on their own machine load. */
function publishMarkdown(report: PublishReport | null): string[] {
  if (!report || (!report.saveToLive && !report.fullBuild)) return [];
  const { machine } = report;
  const lines = [
    '',
    `Publishing (\`pnpm bench:publish\`, ${report.engine}, load average ${machine.loadBefore.join(', ')} ` +
      `before and ${machine.loadAfter.join(', ')} after):`,
    '',
    '| Publishing | Figure |',
    '| --- | ---: |',
  ];
  const live = report.saveToLive;
  if (live) {
    const first = live.runs[0];
    lines.push(
      `| Save to live, defaults (quiet ${live.settings.quietSeconds} s, cron every ` +
        `${live.settings.cronSeconds} s), median of ${live.runs.length} | ${secondsText(live.medianMs)} |`,
    );
    if (first) {
      lines.push(
        `| … of which: wait for the dispatch / hook / build (run 1) | ${secondsText(first.dispatchMs)} / ` +
          `${secondsText(first.hookMs)} / ${secondsText(first.buildMs)} |`,
      );
    }
  }
  const build = report.fullBuild;
  if (build) {
    lines.push(
      `| Full build, ${build.pages} pages, warm (goal ≤ 30 s) | ${secondsText(build.warmMs)} |`,
      `| Full build, ${build.pages} pages, warm after one change | ${secondsText(build.afterChangeMs)} |`,
      `| Full build, ${build.pages} pages, cold | ${secondsText(build.coldMs)} |`,
    );
  }
  return lines;
}

/** The markdown the README shows. */
function summaryMarkdown(summary: Summary): string {
  const { machine } = summary;
  const lines = [
    `Measured ${summary.measuredAt.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpus} × ${machine.cpu}, ` +
      `${machine.memoryGib} GiB, Node ${machine.node}; load average ${machine.loadBefore.join(', ')} ` +
      `before and ${machine.loadAfter.join(', ')} after (1, 5, 15 min). Lighthouse: median of ` +
      `${summary.runs} runs, scores are performance / accessibility / best practices / SEO. ` +
      'JS first load: the scripts and module preloads the page names in its HTML, each gzip -9; JS ' +
      'loaded: every script the mobile Lighthouse run fetched, lazy chunks included, as the static ' +
      'server sent them (its precompressed brotli files).',
    '',
    '| Route | JS first load (gzip) | JS loaded (brotli) | CSS gzip | Lighthouse mobile | LCP mobile | Lighthouse desktop | LCP desktop |',
    '| --- | ---: | ---: | ---: | :---: | ---: | :---: | ---: |',
  ];
  for (const row of summary.web) {
    lines.push(
      `| ${row.route} (\`${row.path.length > 24 ? `${row.path.slice(0, 21)}…` : row.path}\`) ` +
        `| ${sizeKb(row.jsGzipKb)} | ${sizeKb(row.mobile?.jsLoadedKb)} ` +
        `| ${sizeKb(row.cssGzipKb)} | ${scores(row.mobile)} ` +
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
  const failing = summary.web.filter((row) => row.failing);
  if (failing.length > 0) {
    const list = failing.map(
      (row) => `${row.route} (${row.failing!.map((a) => `\`${a}\``).join(', ')})`,
    );
    lines.push('', `Audits under 90 on mobile: ${list.join('; ')}.`);
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
  lines.push(...publishMarkdown(summary.publish));
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
    /** The mobile run's audits under 90. */
    failing?: string[];
  }[];
  backend: BackendReport['results'];
  publish: PublishReport | null;
}

const load = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'skip-web': { type: 'boolean', default: false },
      'skip-desktop': { type: 'boolean', default: false },
      'skip-backend': { type: 'boolean', default: false },
      'skip-publish': { type: 'boolean', default: false },
      readme: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  const loadBefore = load();
  fs.mkdirSync(benchDir, { recursive: true });

  if (!values['skip-web']) await run('pnpm', ['bench:web', '--runs', String(runs)]);
  if (!values['skip-desktop']) {
    await run('pnpm', ['bench:web', '--runs', String(runs), '--preset', 'desktop']);
  }
  if (!values['skip-backend']) await run('pnpm', ['bench:backend']);
  if (!values['skip-publish']) await run('pnpm', ['bench:publish']);

  const web = readJson<WebReport>('web.json');
  const desktop = readJson<WebReport>('web-desktop.json');
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
        ...(wide?.lighthouse ? { desktop: wide.lighthouse } : {}),
        ...(mobile?.failing?.length ? { failing: mobile.failing } : {}),
      };
    }),
    backend: backend?.results ?? [],
    publish: readJson<PublishReport>('publish.json'),
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
    // The table as Prettier aligns it, so `pnpm lint` stays green.
    await run('pnpm', ['exec', 'prettier', '--write', '--log-level=warn', 'README.md']);
    console.info('README.md table updated');
  }
}

await main();
