// `pnpm bench:backend`: cold start, resident memory, and latency / throughput of the home page's
// five reads at 1, 10 and 50 concurrent clients, on PGlite and on PostgreSQL 15; the backend's
// peak memory above idle while a 1 GB chunked anonymous upload is sent (it must stay under
// 100 MiB: the run fails loudly when it does not); and what fsync costs PostgreSQL in commits a
// second (docs/decisions.md#durability). The backend runs as the CLI in its own process (as
// `pnpm dev` runs it); this process is only the client. Prints a table and writes
// .bench/backend.json. A measurement, not a test.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { anonKey, serviceRoleKey } from '../src/keys.ts';
import { postgresAvailable, postmasterPid, startPostgres } from '../src/engines/postgres.ts';
import { repoRoot } from '../src/paths.ts';

const durationMs = Number(process.env.BENCH_DURATION_MS ?? 5000);
const concurrencies = [1, 10, 50];

/** The home page's reads, as supabase-js sends them (docs/product-rules.md#reads). */
const homeReads: { name: string; path: string; headers?: Record<string, string> }[] = [
  {
    name: 'page_content home/hero (single)',
    path: '/rest/v1/page_content?select=content&page_id=eq.home&section_id=eq.hero',
    headers: { accept: 'application/vnd.pgrst.object+json' },
  },
  { name: 'packages limit 8', path: '/rest/v1/packages?select=*&limit=8' },
  { name: 'testimonials limit 6', path: '/rest/v1/testimonials?select=*&limit=6' },
  { name: 'gallery limit 6', path: '/rest/v1/gallery?select=*&limit=6' },
  {
    name: 'blog_posts published newest 3',
    path: '/rest/v1/blog_posts?select=*&published=eq.true&order=created_at.desc&limit=3',
  },
];

function startCli(
  engine: string,
  dataDir: string,
  snapshot: boolean,
): Promise<{ child: ChildProcess; url: string; ms: number }> {
  const started = performance.now();
  const args = [
    '--import',
    'tsx',
    'packages/local-supabase/src/cli.ts',
    'start',
    '--port',
    '0',
    '--engine',
    engine,
    '--data-dir',
    dataDir,
  ];
  if (!snapshot) args.push('--no-snapshot');
  const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API URL\s+(http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], ms: performance.now() - started });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`local-supabase exited with ${code}:\n${output}`)),
    );
  });
}

async function stopCli(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

/** Resident memory of a process and all its descendants, in MiB (Linux /proc). */
function treeRssMib(roots: number[]): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      parents.set(Number(entry), Number(/PPid:\s+(\d+)/.exec(status)?.[1]));
      rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // exited meanwhile
    }
  }
  const tree = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let kib = 0;
  for (const pid of tree) kib += rss.get(pid) ?? 0;
  return Math.round(kib / 1024);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(url: string, concurrency: number) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const deadline = performance.now() + durationMs;
  const client = async () => {
    while (performance.now() < deadline) {
      const read = homeReads[next++ % homeReads.length]!;
      const started = performance.now();
      try {
        const response = await fetch(url + read.path, {
          headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, ...read.headers },
        });
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    concurrency,
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / elapsed),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p95Ms: Number(percentile(latencies, 95).toFixed(1)),
  };
}

/** Above idle, the most the backend may grow while a 1 GB upload streams at it (issue 22). */
const uploadBudgetMib = 100;
const uploadBytes = 1024 * 1024 * 1024;

/**
 * Streams up to 1 GB with no Content-Length (chunked) as an anonymous upload, as fast as the
 * server reads it, and samples the backend's resident memory every 50 ms until the server has
 * answered and the connection is closed. Returns the peak, what was sent and the status.
 */
async function uploadPeak(url: string, roots: () => number[]) {
  let peakMib = treeRssMib(roots());
  const sampler = setInterval(() => {
    peakMib = Math.max(peakMib, treeRssMib(roots()));
  }, 50);
  try {
    const { status, sent } = await new Promise<{ status: number; sent: number }>(
      (resolve, reject) => {
        const target = new URL(`${url}/storage/v1/object/images/bench/upload-1gb.bin`);
        const chunk = Buffer.alloc(256 * 1024, 0x61);
        let sent = 0;
        let status = 0;
        const request = http.request({
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          agent: false,
          headers: { apikey: anonKey, 'content-type': 'application/octet-stream' },
        });
        request.on('response', (response) => {
          status = response.statusCode ?? 0;
          response.resume();
          response.on('end', () => {
            request.destroy();
            resolve({ status, sent });
          });
        });
        request.on('error', (error) => (status ? resolve({ status, sent }) : reject(error)));
        const write = () => {
          while (!status && sent < uploadBytes) {
            sent += chunk.length;
            if (!request.write(chunk)) {
              request.once('drain', write);
              return;
            }
          }
          if (!status) request.end();
        };
        write();
      },
    );
    return {
      peakMib: Math.max(peakMib, treeRssMib(roots())),
      sentMib: Math.round(sent / 2 ** 20),
      status,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Single-row insert commits a second on a fresh PostgreSQL 15 cluster, with fsync on and off
 * (synchronous_commit stays on, so with fsync on each commit waits for its WAL flush).
 */
async function commitsPerSecond(fsync: boolean): Promise<number> {
  const cluster = await startPostgres({ fsync });
  const db = await cluster.connect();
  try {
    await db.exec('create table bench_commits (id bigint generated always as identity, body text)');
    const deadline = performance.now() + Math.min(durationMs, 5000);
    const started = performance.now();
    let commits = 0;
    while (performance.now() < deadline) {
      await db.query('insert into bench_commits (body) values ($1)', ['an enquiry-sized row']);
      commits++;
    }
    return Math.round(commits / ((performance.now() - started) / 1000));
  } finally {
    await db.close();
    await cluster.stop();
  }
}

const engines = (process.env.BENCH_ENGINES?.split(',') ?? ['pglite', 'postgres']).filter(
  (engine) => engine === 'pglite' || (engine === 'postgres' && postgresAvailable()),
);
const results = [];
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * A wrong password for an existing email and for an unknown one, alternately, ten of each: the
 * median times and their ratio. The server does the same work for both (a dummy password check
 * for an unknown email, as GoTrue), so the ratio is near 1 and the time tells nobody which
 * accounts exist. Password grants count against `token_refresh` (150 in five minutes), so 20 stay
 * under the limit; an answer other than 400 is counted and printed.
 */
async function signInTiming(url: string) {
  const known = `bench-${Date.now()}@bench.example`;
  const created = await fetch(`${url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email: known, password: 'bench-password-1', email_confirm: true }),
  });
  if (!created.ok) throw new Error(`creating the bench user: ${created.status}`);
  let unexpected = 0;
  const attempt = async (email: string) => {
    const started = performance.now();
    const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'not-the-password-1' }),
    });
    await response.arrayBuffer();
    if (response.status !== 400) unexpected += 1;
    return performance.now() - started;
  };
  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    knownMs.push(await attempt(known));
    unknownMs.push(await attempt(`nobody-${i}-${Date.now()}@bench.example`));
  }
  const knownMedian = median(knownMs);
  const unknownMedian = median(unknownMs);
  return {
    knownMs: Number(knownMedian.toFixed(1)),
    unknownMs: Number(unknownMedian.toFixed(1)),
    ratio: Number((knownMedian / unknownMedian).toFixed(2)),
    unexpected,
  };
}

for (const engine of engines) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lsb-bench-${engine}-`));
  fs.chmodSync(dataDir, 0o755);
  // Cold: a new data directory migrated from scratch; then a new one from the cached snapshot.
  const cold = await startCli(engine, path.join(dataDir, 'cold'), false);
  await stopCli(cold.child);
  const { child, url, ms } = await startCli(engine, path.join(dataDir, 'warm'), true);
  const roots = () => [
    child.pid ?? 0,
    ...(engine === 'postgres' ? [postmasterPid(path.join(dataDir, 'warm', 'postgres')) ?? 0] : []),
  ];
  const idleRssMib = treeRssMib(roots());
  for (const read of homeReads) {
    const response = await fetch(url + read.path, {
      headers: { apikey: anonKey, ...read.headers },
    });
    if (!response.ok) throw new Error(`${read.name}: ${response.status} ${await response.text()}`);
  }
  const levels = [];
  for (const concurrency of concurrencies) levels.push(await load(url, concurrency));
  const loadedRssMib = treeRssMib(roots());
  // Idle again before the upload: the reads above leave caches warm but nothing in flight.
  const signIn = await signInTiming(url);
  const uploadIdleMib = treeRssMib(roots());
  const upload = await uploadPeak(url, roots);
  await stopCli(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  results.push({
    engine,
    coldStartMs: Math.round(cold.ms),
    snapshotStartMs: Math.round(ms),
    idleRssMib,
    loadedRssMib,
    upload: { ...upload, idleMib: uploadIdleMib, aboveIdleMib: upload.peakMib - uploadIdleMib },
    signIn,
    levels,
  });
}

const fsyncCost =
  postgresAvailable() && engines.includes('postgres')
    ? await (async () => {
        const off = await commitsPerSecond(false);
        const on = await commitsPerSecond(true);
        return {
          commitsPerSecondOff: off,
          commitsPerSecondOn: on,
          ratio: Number((off / on).toFixed(1)),
        };
      })()
    : undefined;

const machine = {
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model,
  loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
  node: process.version,
};
console.info(
  `\nlocal-supabase backend bench: home page reads, ${durationMs / 1000} s per level, ${machine.cpus} cores, load ${machine.loadAverage.join(' ')}\n`,
);
console.info(
  'engine    cold start  from snapshot  RSS idle/loaded  clients     rps   p50 ms   p95 ms  errors',
);
for (const result of results) {
  for (const level of result.levels) {
    const first = level === result.levels[0];
    console.info(
      [
        (first ? result.engine : '').padEnd(8),
        (first ? `${(result.coldStartMs / 1000).toFixed(1)} s` : '').padStart(10),
        (first ? `${(result.snapshotStartMs / 1000).toFixed(1)} s` : '').padStart(13),
        (first ? `${result.idleRssMib}/${result.loadedRssMib} MiB` : '').padStart(16),
        String(level.concurrency).padStart(8),
        String(level.rps).padStart(7),
        level.p50Ms.toFixed(1).padStart(8),
        level.p95Ms.toFixed(1).padStart(8),
        String(level.errors).padStart(7),
      ].join('  '),
    );
  }
}
console.info(
  `\n1 GB chunked anonymous upload (budget: peak under ${uploadBudgetMib} MiB above idle), on ${machine.cpus} × ${machine.cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.platform()} ${os.release()}, node ${machine.node}`,
);
console.info('engine    idle MiB  peak MiB  above idle  sent MiB  status');
const overBudget = [];
for (const result of results) {
  const { upload } = result;
  console.info(
    [
      result.engine.padEnd(8),
      String(upload.idleMib).padStart(8),
      String(upload.peakMib).padStart(8),
      `${upload.aboveIdleMib} MiB`.padStart(10),
      String(upload.sentMib).padStart(8),
      String(upload.status).padStart(6),
    ].join('  '),
  );
  if (upload.aboveIdleMib >= uploadBudgetMib) overBudget.push(result.engine);
}
console.info(
  '\nWrong password, median of 10 (an existing email / an unknown one): the same work for both',
);
for (const result of results) {
  const { signIn } = result;
  console.info(
    `${result.engine.padEnd(8)}  ${signIn.knownMs} ms / ${signIn.unknownMs} ms = ×${signIn.ratio}${signIn.unexpected > 0 ? ` (${signIn.unexpected} answers other than 400)` : ''}`,
  );
}
if (fsyncCost) {
  console.info(
    `\nPostgreSQL 15 single-row commits a second: fsync off ${fsyncCost.commitsPerSecondOff}, fsync on ${fsyncCost.commitsPerSecondOn}: fsync on costs ×${fsyncCost.ratio} in write throughput`,
  );
}
fs.mkdirSync(path.join(repoRoot, '.bench'), { recursive: true });
const file = path.join(repoRoot, '.bench', 'backend.json');
fs.writeFileSync(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      durationMs,
      machine,
      reads: homeReads.map((read) => read.name),
      results,
      uploadBudgetMib,
      fsyncCost,
    },
    null,
    2,
  ),
);
console.info(`\nwritten to ${path.relative(repoRoot, file)}`);
if (overBudget.length > 0) {
  console.error(
    `\nFAIL: the backend grew ${uploadBudgetMib} MiB or more above idle during the 1 GB upload on ${overBudget.join(', ')}`,
  );
  process.exitCode = 1;
}
