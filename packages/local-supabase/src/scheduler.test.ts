// The pg_cron, pg_net and Vault stand-ins with the Node scheduler that drives them: schedules,
// job runs, HTTP requests with their answers, secrets; and, through a whole local-supabase, the
// site-build job reaching a deploy hook after a content change.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './engines/database.ts';
import { startPglite } from './engines/pglite.ts';
import { isDue, parseSchedule, startScheduler, type Scheduler } from './scheduler.ts';
import { applyStandIns } from './stand-ins.ts';
import { startLocalSupabase } from './start.ts';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A server on port 0 that records requests; /slow never answers, /status/N answers N. */
async function startTarget() {
  const received: Received[] = [];
  const waiting: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      for (const wake of waiting.splice(0)) wake();
      if (req.url?.startsWith('/slow')) return;
      const status = /^\/status\/(\d+)/.exec(req.url ?? '');
      res.writeHead(status ? Number(status[1]) : 200, { 'content-type': 'text/plain' });
      res.end(`answer to ${req.url}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** Resolves once `count` requests have arrived. */
    async waitFor(count: number) {
      while (received.length < count) await new Promise<void>((wake) => waiting.push(wake));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('schedules', () => {
  const at = (iso: string) => Date.parse(iso);

  it('runs a seconds job at once, then every N seconds', () => {
    const schedule = parseSchedule('30 seconds');
    expect(isDue(schedule, undefined, at('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isDue(schedule, at('2026-01-01T00:00:00Z'), at('2026-01-01T00:00:29Z'))).toBe(false);
    expect(isDue(schedule, at('2026-01-01T00:00:00Z'), at('2026-01-01T00:00:30Z'))).toBe(true);
  });

  it('runs a cron job once in each matching minute (UTC)', () => {
    const everyFive = parseSchedule('*/5 * * * *');
    expect(isDue(everyFive, undefined, at('2026-01-01T10:05:10Z'))).toBe(true);
    expect(isDue(everyFive, at('2026-01-01T10:05:10Z'), at('2026-01-01T10:05:50Z'))).toBe(false);
    expect(isDue(everyFive, at('2026-01-01T10:05:10Z'), at('2026-01-01T10:06:00Z'))).toBe(false);
    expect(isDue(everyFive, at('2026-01-01T10:05:10Z'), at('2026-01-01T10:10:00Z'))).toBe(true);
    const weekdayMornings = parseSchedule('0 8-9 * * 1-5');
    expect(isDue(weekdayMornings, undefined, at('2026-01-05T08:00:30Z'))).toBe(true); // Monday
    expect(isDue(weekdayMornings, undefined, at('2026-01-04T08:00:30Z'))).toBe(false); // Sunday
    expect(isDue(weekdayMornings, undefined, at('2026-01-05T10:00:30Z'))).toBe(false);
  });

  it('refuses what pg_cron refuses', () => {
    for (const bad of ['0 seconds', '60 seconds', '* * * *', '61 * * * *', 'every minute']) {
      expect(() => parseSchedule(bad), bad).toThrow(/invalid/);
    }
  });
});

describe('the stand-ins driven by the scheduler', () => {
  let db: Database;
  let scheduler: Scheduler;
  let target: Awaited<ReturnType<typeof startTarget>>;

  beforeAll(async () => {
    db = await startPglite();
    expect(await applyStandIns(db)).toEqual([
      'stand-ins/pg_cron.sql',
      'stand-ins/pg_net.sql',
      'stand-ins/supabase_vault.sql',
    ]);
    // Twice is harmless.
    await applyStandIns(db);
    target = await startTarget();
    // Ticks only when a test asks (tick()), so every test sees exactly one round at a time.
    scheduler = startScheduler({ db, tickMs: 3_600_000 });
  });
  afterAll(async () => {
    await scheduler?.stop();
    await target?.close();
    await db?.close();
  });

  it('cron.schedule adds or replaces a job by name, checks the schedule, cron.unschedule removes it', async () => {
    await db.query(`select cron.schedule('tidy', '5 seconds', 'select 1')`);
    await db.query(`select cron.schedule('tidy', '*/10 * * * *', 'select 2')`);
    expect(
      (await db.query(`select jobname, schedule, command, active from cron.job`)).rows,
    ).toEqual([{ jobname: 'tidy', schedule: '*/10 * * * *', command: 'select 2', active: true }]);
    await expect(db.query(`select cron.schedule('bad', '90 seconds', 'select 1')`)).rejects.toThrow(
      'invalid schedule: 90 seconds',
    );
    expect((await db.query(`select cron.unschedule('tidy') as done`)).rows).toEqual([
      { done: true },
    ]);
    await expect(db.query(`select cron.unschedule('tidy')`)).rejects.toThrow(
      "could not find valid entry for job 'tidy'",
    );
  });

  it('runs due jobs and records each run, failures with their message', async () => {
    await db.exec(`create table public.ticks (at timestamptz default now())`);
    await db.query(
      `select cron.schedule('tick', '1 seconds', 'insert into public.ticks default values')`,
    );
    await db.query(`select cron.schedule('broken', '1 seconds', 'select 1/0')`);
    await scheduler.tick();
    expect((await db.query(`select count(*)::int as n from public.ticks`)).rows).toEqual([
      { n: 1 },
    ]);
    expect(
      (
        await db.query(
          `select j.jobname, d.status, d.return_message, d.end_time is not null as ended
           from cron.job_run_details d join cron.job j using (jobid) order by d.runid`,
        )
      ).rows,
    ).toEqual([
      { jobname: 'tick', status: 'succeeded', return_message: '', ended: true },
      { jobname: 'broken', status: 'failed', return_message: 'division by zero', ended: true },
    ]);
    await db.exec(`select cron.unschedule('tick'); select cron.unschedule('broken');`);
  });

  it('net.http_post sends after the transaction, with body, params and headers, and stores the answer', async () => {
    const before = target.received.length;
    const [{ id } = { id: '' }] = (
      await db.query<{ id: string }>(
        `select net.http_post(
           url => $1,
           body => '{"hello": "world"}',
           params => '{"token": "t1"}',
           headers => '{"Content-Type": "application/json", "Authorization": "Bearer abc"}'
         )::text as id`,
        [`${target.url}/status/201`],
      )
    ).rows;
    await scheduler.tick();
    await target.waitFor(before + 1);
    const request = target.received[before];
    expect(request).toMatchObject({ method: 'POST', url: '/status/201?token=t1' });
    expect(request?.headers.authorization).toBe('Bearer abc');
    expect(JSON.parse(request?.body ?? '')).toEqual({ hello: 'world' });
    expect(
      (
        await db.query(
          `select status_code, content, timed_out, error_msg from net._http_response where id = $1`,
          [id],
        )
      ).rows,
    ).toEqual([
      {
        status_code: 201,
        content: 'answer to /status/201?token=t1',
        timed_out: false,
        error_msg: null,
      },
    ]);
    expect((await db.query(`select * from net.http_request_queue`)).rows).toEqual([]);
  });

  it('records a timeout and an unreachable host', async () => {
    const [slow] = (
      await db.query<{ id: string }>(
        `select net.http_post($1, timeout_milliseconds => 200)::text as id`,
        [`${target.url}/slow`],
      )
    ).rows;
    const [refused] = (
      await db.query<{ id: string }>(
        `select net.http_get('http://127.0.0.1:9/nothing')::text as id`,
      )
    ).rows;
    await scheduler.tick();
    const answers = await db.query(
      `select id::text, status_code, timed_out, error_msg is not null as has_error
       from net._http_response where id in ($1, $2) order by id`,
      [slow?.id, refused?.id],
    );
    expect(answers.rows).toEqual([
      { id: slow?.id, status_code: null, timed_out: true, has_error: true },
      { id: refused?.id, status_code: null, timed_out: false, has_error: true },
    ]);
  });

  it('vault keeps named secrets, readable decrypted by the superuser', async () => {
    await db.query(`select vault.create_secret('https://hooks.example.test/1', 'hook_url')`);
    const [{ id } = { id: '' }] = (
      await db.query<{ id: string }>(`select id from vault.secrets where name = 'hook_url'`)
    ).rows;
    await db.query(`select vault.update_secret($1, 'https://hooks.example.test/2')`, [id]);
    expect(
      (
        await db.query(
          `select decrypted_secret from vault.decrypted_secrets where name = 'hook_url'`,
        )
      ).rows,
    ).toEqual([{ decrypted_secret: 'https://hooks.example.test/2' }]);
    await expect(db.query(`select vault.create_secret('x', 'hook_url')`)).rejects.toThrow(
      /duplicate key/,
    );
  });
});

describe('local-supabase runs the site-build job', () => {
  it('a published change reaches the deploy hook from Vault once the quiet period has passed', async () => {
    const target = await startTarget();
    const backend = await startLocalSupabase({ port: 0, scheduler: { tickMs: 200 } });
    try {
      await backend.db.exec(`
        update public.site_build_settings set quiet_period = '1 second', max_delay = '5 seconds';
        select cron.schedule('site-build', '1 seconds', 'select public.dispatch_site_build()');
        delete from public.site_build_requests;
        select vault.create_secret('${target.url}/hook', 'site_build_hook_url');
        select vault.create_secret('secret-token', 'site_build_hook_token');
        update public.packages set title = title || '!' where id = (select id from public.packages where published limit 1);
      `);
      await target.waitFor(1);
      const [hook] = target.received;
      expect(hook?.url).toBe('/hook');
      expect(hook?.headers.authorization).toBe('Bearer secret-token');
      const body = JSON.parse(hook?.body ?? '') as { client_payload: { changes: number } };
      expect(body.client_payload.changes).toBe(1);
      // The answer (200) is read on a later run of the job: the build is then "triggered".
      for (;;) {
        const { rows } = await backend.db.query<{ status: string }>(
          `select status from public.site_builds order by id desc limit 1`,
        );
        if (rows[0]?.status === 'triggered') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await backend.stop();
      await target.close();
    }
  });
});
