/**
 * `pnpm bench:notify`: the time from a traveller's submit (the REST insert answering 201) to the
 * staff message arriving at the SMTP relay, over the production path (trigger → outbox →
 * pg_net → the notify edge function → SMTP with TLS). Median of N enquiries sent one after
 * another, with the spread, on PGlite (the `pnpm dev` engine) or PostgreSQL 15.
 *
 * The scheduler tick stands for pg_net's background worker, which picks up queued requests
 * continuously on a hosted project; the default 1 s tick is local-supabase's default. A
 * measurement, not a test: it never fails on a budget. Writes .bench/notify.json.
 *
 *   pnpm bench:notify [--runs 20] [--engine pglite|postgres] [--tick-ms 1000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startLocalSupabase } from '../src/start.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    engine: { type: 'string', default: 'pglite' },
    'tick-ms': { type: 'string', default: '1000' },
  },
});
const runs = Number(values.runs);
const engine = values.engine === 'postgres' ? 'postgres' : 'pglite';
const tickMs = Number(values['tick-ms']);

const backend = await startLocalSupabase({
  engine,
  port: 0,
  scheduler: { tickMs },
  enquiryCaps: { perClientPerHour: 10_000, perHour: 10_000 },
  // The enquiries go straight to the REST API (submit_enquiry), with no form token.
  minSecondsToSubmit: 0,
});
const samples: number[] = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const email = `bench${run}.${Date.now()}@example.test`;
    const response = await fetch(`${backend.url}/rest/v1/rpc/submit_enquiry`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${backend.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        submission: { name: `Bench ${run}`, email, message: 'Timing the staff message.' },
      }),
    });
    if (response.status !== 204) throw new Error(`submit_enquiry answered ${response.status}`);
    const submitted = performance.now();
    const deadline = submitted + 60_000;
    for (;;) {
      const staff = backend.mailbox
        .list(backend.demoAdmin.email)
        .find((message) => message.type === 'smtp' && message.subject.includes(`Bench ${run}`));
      if (staff) break;
      if (performance.now() > deadline) throw new Error(`run ${run}: no staff message in 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    samples.push(performance.now() - submitted);
  }
} finally {
  await backend.stop();
}

const sorted = [...samples].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const report = {
  measuredAt: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${os.loadavg()[0]?.toFixed(1)}`,
  engine,
  tickMs,
  runs,
  medianMs: Math.round(at(0.5)),
  minMs: Math.round(sorted[0] ?? 0),
  p90Ms: Math.round(at(0.9)),
  maxMs: Math.round(sorted.at(-1) ?? 0),
};
const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.bench');
fs.mkdirSync(benchDir, { recursive: true });
fs.writeFileSync(path.join(benchDir, 'notify.json'), `${JSON.stringify(report, null, 2)}\n`);
console.info(
  `submit → staff message (${engine}, tick ${tickMs} ms, ${runs} runs): median ${report.medianMs} ms, ` +
    `min ${report.minMs}, p90 ${report.p90Ms}, max ${report.maxMs} · ${report.machine}`,
);
