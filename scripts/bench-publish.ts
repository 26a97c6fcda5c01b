/**
 * `pnpm bench:publish`: how long publishing takes (docs/architecture.md#publishing).
 *
 *   1. Save to live, with the default settings (quiet period 60 s, longest delay 10 min, the
 *      site-build cron job every 30 s as the migration schedules it, local-supabase's 1 s
 *      scheduler tick standing for pg_net's worker): the production-like mode
 *      (scripts/start-preview.ts) on the seeded catalogue; an admin renames a published package
 *      through the API, under Row Level Security, as the admin form saves it; the time until the
 *      static site's raw HTML of its page carries the new title, split into the wait for the
 *      dispatch, the hook and the build.
 *   2. The full build (`react-router build`: client and server bundles, prerender, post-build) of
 *      a synthetic catalogue of about 500 pages, three times: cold (the first build against a new
 *      backend, Vite's caches and the build's own, node_modules/.cache, deleted first; the image
 *      variants' cache, apps/site/.image-cache, kept unless --cold-images, since encoding them
 *      from nothing takes minutes: docs/decisions.md#image-variants), again at once (warm: the
 *      goal of issue 19 is at most 30 s), and warm after one package was renamed (what a publish
 *      waits for: every page then carries a new moment of the last change). Each build's time is
 *      broken down by phase from the lines it prints (buildPhases).
 *
 * A measurement, not a test: it never fails on a budget. Prints the figures with the machine's
 * load and writes .bench/publish.json. The builds go to apps/site/.site-builds/bench-*.
 *
 *   pnpm bench:publish [--runs 1] [--pages 500] [--engine postgres|pglite] [--skip-live]
 *     [--skip-build] [--cold-images]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  demoAdmin,
  postgresAvailable,
  startLocalSupabase,
  type Database,
} from '@tembo/local-supabase';
import { staticPages } from '../apps/site/app/lib/seo/public-pages.ts';
import { reactRouterBuild, siteRoot } from '../apps/site/scripts/builder.ts';
import { startPreview } from './start-preview.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, '.bench');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    pages: { type: 'string', default: '500' },
    engine: { type: 'string' },
    'skip-live': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'cold-images': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const targetPages = Number(values.pages);
const engine =
  values.engine === 'pglite' || values.engine === 'postgres'
    ? values.engine
    : postgresAvailable()
      ? 'postgres'
      : 'pglite';

/** The migration's defaults (supabase/migrations/20261126100000_site_builds.sql). */
const defaults = { quietSeconds: 60, maxDelaySeconds: 600, cronSeconds: 30, schedulerTickMs: 1000 };

const load = () => os.loadavg().map((value) => Math.round(value * 100) / 100);
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface SaveToLiveRun {
  /** From the save's answer to the raw HTML carrying the change. */
  totalMs: number;
  /** Save → the cron job posted the build (quiet period plus the job's next run). */
  dispatchMs: number;
  /** The posted build → the builder started (pg_net's worker, the hook). */
  hookMs: number;
  /** The build, until the builder switched the site. */
  buildMs: number;
}

export interface PublishReport {
  measuredAt: string;
  machine: {
    cpus: number;
    cpu: string;
    memoryGib: number;
    node: string;
    loadBefore: number[];
    loadAfter: number[];
  };
  engine: string;
  saveToLive: { settings: typeof defaults; runs: SaveToLiveRun[]; medianMs: number } | null;
  fullBuild: {
    pages: number;
    packages: number;
    accommodations: number;
    posts: number;
    coldMs: number;
    warmMs: number;
    /** Warm, after one published package was renamed: what a publish waits for. */
    afterChangeMs: number;
    /** Where each build's time went, from the lines the build printed as it went. */
    coldPhases: BuildPhase[];
    warmPhases: BuildPhase[];
    afterChangePhases: BuildPhase[];
  } | null;
}

export interface BuildPhase {
  name: string;
  ms: number;
}

/**
 * A build's time by phase, from its printed lines and when each came: Vite's two bundles (each
 * ends with "built in"), the prerender (React Router's "Prerender (…)" lines, until post-build
 * starts), each post-build step as it timed itself ("post-build: <step> N.N s"), and the rest.
 */
export function buildPhases(lines: { at: number; text: string }[], totalMs: number): BuildPhase[] {
  const find = (test: RegExp, from = 0) =>
    lines.findIndex((line, i) => i >= from && test.test(line.text));
  const client = find(/built in/);
  const server = client < 0 ? -1 : find(/built in/, client + 1);
  const post = find(/^post-build: start$/);
  const pages = lines.filter((line) => /^Prerender \(html\)/.test(line.text)).length;
  const phases: BuildPhase[] = [];
  const at = (index: number) => (index < 0 ? undefined : lines[index]!.at);
  const mark = (name: string, from: number | undefined, to: number | undefined) => {
    if (from !== undefined && to !== undefined) phases.push({ name, ms: Math.round(to - from) });
  };
  mark('start-up, client bundle', 0, at(client));
  mark('server bundle', at(client), at(server));
  mark(`prerender (${pages} HTML files)`, at(server), at(post));
  for (const line of lines) {
    const match = /^post-build: (.+) ([\d.]+) s$/.exec(line.text);
    if (!match) continue;
    const ms = Number(match[2]) * 1000;
    phases.push({ name: `post-build ${match[1]}`, ms: Math.round(ms) });
  }
  const accounted = phases.reduce((sum, phase) => sum + phase.ms, 0);
  phases.push({
    name: 'the rest (exit, copying)',
    ms: Math.max(0, Math.round(totalMs - accounted)),
  });
  return phases;
}

async function adminToken(url: string, anonKey: string): Promise<string> {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAdmin.email, password: demoAdmin.password }),
  });
  if (!response.ok) throw new Error(`admin sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function latestBuild(db: Database) {
  // Epoch milliseconds, whichever way the engine's driver returns timestamps.
  const { rows } = await db.query<{
    id: number;
    status: string;
    requested_ms: number;
    started_ms: number | null;
    finished_ms: number | null;
    message: string | null;
  }>(
    `select id::int as id, status, message,
       (extract(epoch from requested_at) * 1000)::float8 as requested_ms,
       (extract(epoch from started_at) * 1000)::float8 as started_ms,
       (extract(epoch from finished_at) * 1000)::float8 as finished_ms
     from public.site_builds order by id desc limit 1`,
  );
  return rows[0];
}

async function untilBuildSettles(db: Database, afterId: number, limitMs: number) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const build = await latestBuild(db);
    if (build && build.id > afterId && build.status === 'succeeded') return build;
    if (build && build.id > afterId && build.status === 'failed') {
      throw new Error(`build ${build.id} failed: ${build.message}`);
    }
    if (Date.now() > deadline) throw new Error(`no build finished within ${limitMs / 1000} s`);
    await sleep(250);
  }
}

async function measureSaveToLive(): Promise<NonNullable<PublishReport['saveToLive']>> {
  console.info(
    `\nsave to live: quiet period ${defaults.quietSeconds} s, longest delay ${defaults.maxDelaySeconds} s, ` +
      `cron every ${defaults.cronSeconds} s, scheduler tick ${defaults.schedulerTickMs} ms, ${engine}`,
  );
  const preview = await startPreview({
    sitePort: 0,
    backendPort: 0,
    backend: { engine, fresh: true, scheduler: { tickMs: defaults.schedulerTickMs } },
    buildsDir: path.join(siteRoot, '.site-builds', 'bench-live'),
    freshBuilds: true,
    quietSeconds: defaults.quietSeconds,
    maxDelaySeconds: defaults.maxDelaySeconds,
    cronSeconds: defaults.cronSeconds,
  });
  const { backend, siteUrl } = preview;
  try {
    const first = await untilBuildSettles(backend.db, 0, 10 * 60_000);
    console.info(`  first build live (build ${first.id})`);
    const { rows } = await backend.db.query<{ id: string; slug: string }>(
      `select id, slug from public.packages where published order by sort_order limit 1`,
    );
    const pkg = rows[0];
    if (!pkg) throw new Error('the seed has no published package');
    const token = await adminToken(backend.url, backend.anonKey);
    const samples: SaveToLiveRun[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const before = await latestBuild(backend.db);
      // Plain words: the page's HTML carries them as they are (no entity to decode).
      const title = `Bench renamed package ${run} ${Date.now().toString(36)}`;
      const saved = await fetch(`${backend.url}/rest/v1/packages?id=eq.${pkg.id}`, {
        method: 'PATCH',
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          prefer: 'return=minimal',
        },
        body: JSON.stringify({ title }),
      });
      if (!saved.ok) throw new Error(`save: ${saved.status} ${await saved.text()}`);
      const savedAt = Date.now();
      const deadline = savedAt + 15 * 60_000;
      for (;;) {
        const page = await fetch(`${siteUrl}/safaris/${pkg.slug}`);
        if (page.ok && (await page.text()).includes(title)) break;
        if (Date.now() > deadline) throw new Error(`run ${run}: not live within 15 minutes`);
        await sleep(200);
      }
      const liveAt = Date.now();
      const build = await untilBuildSettles(backend.db, before?.id ?? 0, 60_000);
      const sample: SaveToLiveRun = {
        totalMs: liveAt - savedAt,
        dispatchMs: Math.round(build.requested_ms - savedAt),
        hookMs: Math.round((build.started_ms ?? build.requested_ms) - build.requested_ms),
        buildMs: Math.round(
          (build.finished_ms ?? liveAt) - (build.started_ms ?? build.requested_ms),
        ),
      };
      samples.push(sample);
      console.info(
        `  run ${run}: live after ${seconds(sample.totalMs)} s (dispatch ${seconds(sample.dispatchMs)} s, ` +
          `hook ${seconds(sample.hookMs)} s, build ${seconds(sample.buildMs)} s)`,
      );
    }
    const sorted = samples.map((sample) => sample.totalMs).sort((a, b) => a - b);
    return { settings: defaults, runs: samples, medianMs: sorted[Math.floor(sorted.length / 2)]! };
  } finally {
    await preview.stop();
  }
}

/** Columns a copy of a row may set: all but the primary key and generated ones. */
async function copyableColumns(db: Database, table: string): Promise<string[]> {
  const { rows } = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and column_name <> 'id'
       and is_generated = 'NEVER' and is_identity = 'NO'
     order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/**
 * `count` published copies of the table's first published row, each with its own slug and name
 * (every other value, checked by the same constraints, is the original's).
 */
async function addCopies(db: Database, table: string, nameColumn: string, count: number) {
  if (count <= 0) return;
  const columns = await copyableColumns(db, table);
  const list = columns.map((column) => `"${column}"`).join(', ');
  const values = columns
    .map((column) =>
      column === 'slug'
        ? `'bench-' || n || '-' || t.slug`
        : column === nameColumn
          ? `left(t."${column}", 150) || ' ' || n`
          : column === 'published'
            ? 'true'
            : `t."${column}"`,
    )
    .join(', ');
  await db.query(
    `insert into public.${table} (${list})
     select ${values}
     from generate_series(1, $1::int) as n,
       lateral (select * from public.${table} where published order by slug limit 1) as t`,
    [count],
  );
}

async function publishedCount(db: Database, table: string): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    `select count(*)::text as count from public.${table} where published`,
  );
  return Number(rows[0]?.count ?? 0);
}

function countPages(dir: string): number {
  let pages = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name === 'index.html') pages += 1;
  }
  return pages;
}

async function measureFullBuild(): Promise<NonNullable<PublishReport['fullBuild']>> {
  const backend = await startLocalSupabase({ engine, port: 0, fresh: true, scheduler: false });
  try {
    const { db } = backend;
    // The pages that depend on content: one per published package, accommodation and post;
    // the others (staticPages, and /search) are there whatever the catalogue.
    const fixed = staticPages.length + 1;
    const have = {
      packages: await publishedCount(db, 'packages'),
      accommodations: await publishedCount(db, 'accommodations'),
      posts: await publishedCount(db, 'blog_posts'),
    };
    const missing = Math.max(
      0,
      targetPages - fixed - have.packages - have.accommodations - have.posts,
    );
    const morePackages = Math.round(missing / 2);
    const moreAccommodations = Math.round(missing / 4);
    await addCopies(db, 'packages', 'title', morePackages);
    await addCopies(db, 'accommodations', 'name', moreAccommodations);
    await addCopies(db, 'blog_posts', 'title', missing - morePackages - moreAccommodations);
    const counts = {
      packages: await publishedCount(db, 'packages'),
      accommodations: await publishedCount(db, 'accommodations'),
      posts: await publishedCount(db, 'blog_posts'),
    };
    console.info(
      `\nfull build: ${counts.packages} packages, ${counts.accommodations} accommodations, ` +
        `${counts.posts} posts published (${engine})`,
    );
    let lines: { at: number; text: string }[] = [];
    let started = 0;
    const build = reactRouterBuild(
      { supabaseUrl: backend.url, anonKey: backend.anonKey, siteUrl: 'http://127.0.0.1:4393' },
      { onOutput: (text) => lines.push({ at: performance.now() - started, text: text.trim() }) },
    );
    const outDir = path.join(siteRoot, '.site-builds', 'bench-catalogue');
    const timed = async (label: string) => {
      fs.rmSync(outDir, { recursive: true, force: true });
      lines = [];
      started = performance.now();
      await build(outDir);
      const ms = performance.now() - started;
      const phases = buildPhases(lines, ms);
      console.info(`  ${label}: ${seconds(ms)} s (load ${load().join(', ')})`);
      for (const phase of phases) console.info(`    ${phase.name}: ${seconds(phase.ms)} s`);
      for (const line of lines.filter((l) => /^(images:|precompressed |bundles:)/.test(l.text))) {
        console.info(`    | ${line.text}`);
      }
      return { ms, phases };
    };
    // Cold: Vite's caches and the build's (node_modules/.cache) deleted; the image variants'
    // too with --cold-images.
    const caches = ['node_modules/.vite', 'node_modules/.cache'];
    if (values['cold-images']) caches.push('.image-cache');
    for (const cache of caches) {
      fs.rmSync(path.join(siteRoot, cache), { recursive: true, force: true });
    }
    const cold = await timed('cold (caches deleted)');
    const warm = await timed('warm (again at once)');
    // A publish: every page carries the moment of the last change, so all of them change.
    await db.query(
      `update public.packages set title = title || ' (renamed)'
       where id = (select id from public.packages where published order by slug limit 1)`,
    );
    const afterChange = await timed('warm, after one package was renamed');
    const pages = countPages(path.join(outDir, 'client'));
    fs.rmSync(outDir, { recursive: true, force: true });
    console.info(`  ${pages} prerendered HTML pages`);
    return {
      pages,
      ...counts,
      coldMs: Math.round(cold.ms),
      warmMs: Math.round(warm.ms),
      afterChangeMs: Math.round(afterChange.ms),
      coldPhases: cold.phases,
      warmPhases: warm.phases,
      afterChangePhases: afterChange.phases,
    };
  } finally {
    await backend.stop();
  }
}

const loadBefore = load();
const saveToLive = values['skip-live'] ? null : await measureSaveToLive();
const fullBuild = values['skip-build'] ? null : await measureFullBuild();
const report: PublishReport = {
  measuredAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGib: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    loadBefore,
    loadAfter: load(),
  },
  engine,
  saveToLive,
  fullBuild,
};
fs.mkdirSync(benchDir, { recursive: true });
fs.writeFileSync(path.join(benchDir, 'publish.json'), `${JSON.stringify(report, null, 2)}\n`);

const { machine } = report;
console.info(
  `\n${machine.cpus} × ${machine.cpu}, ${machine.memoryGib} GiB, Node ${machine.node}; load ` +
    `${machine.loadBefore.join(', ')} before, ${machine.loadAfter.join(', ')} after (1, 5, 15 min)`,
);
if (saveToLive) {
  console.info(
    `save to live (defaults: quiet ${defaults.quietSeconds} s, cron ${defaults.cronSeconds} s): ` +
      `median ${seconds(saveToLive.medianMs)} s of ${saveToLive.runs.length}`,
  );
}
if (fullBuild) {
  console.info(
    `full build of ${fullBuild.pages} pages: ${seconds(fullBuild.warmMs)} s warm ` +
      `(goal ≤ 30 s), ${seconds(fullBuild.afterChangeMs)} s warm after one change, ` +
      `${seconds(fullBuild.coldMs)} s cold`,
  );
}
console.info('written to .bench/publish.json');
