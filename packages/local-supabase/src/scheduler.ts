import type { Database } from './engines/database.ts';

/**
 * What pg_cron's and pg_net's background workers do on a hosted project, for the stand-ins of
 * sql/stand-ins: every tick it runs the cron.job rows that are due (recording each run in
 * cron.job_run_details) and sends the requests net.http_post / net.http_get queued, storing each
 * answer in net._http_response under the request's id.
 */
export interface SchedulerOptions {
  /** Its own superuser connection (the scheduler runs commands and transactions on it). */
  db: Database;
  /** How often to look for due jobs and queued requests. @default 1000 */
  tickMs?: number;
  /** Requests sent at once per tick at most. @default 20 */
  batchSize?: number;
  /** Where failures are reported. @default silent */
  log?: (line: string) => void;
  /** The fetch used for net requests (tests pass their own). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The clock (tests pass their own). @default Date.now */
  now?: () => number;
}

export interface Scheduler {
  /** One round: due cron jobs, then queued requests. Rounds never overlap. */
  tick(): Promise<void>;
  /** Stops ticking and waits for the round in progress. */
  stop(): Promise<void>;
}

interface CronField {
  matches(value: number): boolean;
}

function parseField(text: string, min: number, max: number): CronField {
  const allowed = new Set<number>();
  for (const part of text.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    let from: number;
    let to: number;
    if (range === '*') {
      from = min;
      to = max;
    } else if (range.includes('-')) {
      const [a, b] = range.split('-');
      from = Number(a);
      to = Number(b);
    } else {
      from = Number(range);
      to = stepText === undefined ? from : max;
    }
    if (![from, to, step].every(Number.isInteger) || step < 1 || from < min || to > max) {
      throw new Error(`invalid cron field '${text}'`);
    }
    for (let value = from; value <= to; value += step) allowed.add(value);
  }
  return { matches: (value) => allowed.has(value) };
}

/** A parsed pg_cron schedule: '[1-59] seconds' or five cron fields, in UTC like pg_cron. */
export type Schedule =
  | { kind: 'seconds'; seconds: number }
  | {
      kind: 'cron';
      minute: CronField;
      hour: CronField;
      day: CronField;
      month: CronField;
      weekday: CronField;
      dayRestricted: boolean;
      weekdayRestricted: boolean;
    };

export function parseSchedule(schedule: string): Schedule {
  const seconds = /^\s*(\d+) seconds?\s*$/.exec(schedule);
  if (seconds) {
    const value = Number(seconds[1]);
    if (value < 1 || value > 59) throw new Error(`invalid schedule: ${schedule}`);
    return { kind: 'seconds', seconds: value };
  }
  const fields = schedule.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`invalid schedule: ${schedule}`);
  const [minute, hour, day, month, weekday] = fields as [string, string, string, string, string];
  return {
    kind: 'cron',
    minute: parseField(minute, 0, 59),
    hour: parseField(hour, 0, 23),
    day: parseField(day, 1, 31),
    month: parseField(month, 1, 12),
    weekday: parseField(weekday.replace(/7/g, '0'), 0, 6),
    dayRestricted: day !== '*',
    weekdayRestricted: weekday !== '*',
  };
}

/**
 * Whether a job last run at `lastRun` (ms, or undefined when never) is due at `now` (ms). A
 * seconds job runs at once and then every N seconds; a cron job once in each matching minute.
 */
export function isDue(schedule: Schedule, lastRun: number | undefined, now: number): boolean {
  if (schedule.kind === 'seconds') {
    return lastRun === undefined || now - lastRun >= schedule.seconds * 1000;
  }
  const minuteStart = Math.floor(now / 60_000) * 60_000;
  if (lastRun !== undefined && lastRun >= minuteStart) return false;
  const date = new Date(now);
  const dayMatches = schedule.day.matches(date.getUTCDate());
  const weekdayMatches = schedule.weekday.matches(date.getUTCDay());
  // Cron's rule: when both day of month and weekday are restricted, either may match.
  const dateMatches =
    schedule.dayRestricted && schedule.weekdayRestricted
      ? dayMatches || weekdayMatches
      : dayMatches && weekdayMatches;
  return (
    schedule.minute.matches(date.getUTCMinutes()) &&
    schedule.hour.matches(date.getUTCHours()) &&
    schedule.month.matches(date.getUTCMonth() + 1) &&
    dateMatches
  );
}

interface JobRow {
  jobid: string;
  schedule: string;
  command: string;
  jobname: string | null;
}

interface RequestRow {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | Uint8Array | null;
  timeout_milliseconds: number;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function startScheduler(options: SchedulerOptions): Scheduler {
  const { db } = options;
  const log = options.log ?? (() => undefined);
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const batchSize = options.batchSize ?? 20;
  const lastRuns = new Map<string, number>();
  const invalid = new Set<string>();
  let round: Promise<void> | undefined;
  let stopped = false;

  async function runJobs(): Promise<void> {
    const { rows } = await db.query<JobRow>(
      `select jobid::text, schedule, command, jobname from cron.job where active order by jobid`,
    );
    for (const job of rows) {
      if (stopped) return;
      let schedule: Schedule;
      try {
        schedule = parseSchedule(job.schedule);
      } catch (error) {
        if (!invalid.has(job.jobid)) log(`cron job ${job.jobname ?? job.jobid}: ${message(error)}`);
        invalid.add(job.jobid);
        continue;
      }
      const at = now();
      if (!isDue(schedule, lastRuns.get(job.jobid), at)) continue;
      lastRuns.set(job.jobid, at);
      const [run] = (
        await db.query<{ runid: string }>(
          `insert into cron.job_run_details (jobid, database, username, command, status, start_time)
           values ($1, current_database(), current_user, $2, 'running', now()) returning runid::text`,
          [job.jobid, job.command],
        )
      ).rows;
      let status = 'succeeded';
      let returned = '';
      try {
        await db.exec(job.command);
      } catch (error) {
        status = 'failed';
        returned = message(error);
        log(`cron job ${job.jobname ?? job.jobid} failed: ${returned}`);
        await db.exec('rollback').catch(() => undefined);
      }
      await db.query(
        `update cron.job_run_details set status = $2, return_message = $3, end_time = now()
         where runid = $1`,
        [run?.runid, status, returned],
      );
    }
  }

  /** Sends one request; the answer as net._http_response's columns. */
  async function send(request: RequestRow): Promise<unknown[]> {
    let response: {
      status_code: number | null;
      content_type: string | null;
      headers: Record<string, string> | null;
      content: string | null;
      timed_out: boolean;
      error_msg: string | null;
    };
    try {
      const answer = await doFetch(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body ? { body: Buffer.from(request.body) } : {}),
        signal: AbortSignal.timeout(request.timeout_milliseconds),
      });
      response = {
        status_code: answer.status,
        content_type: answer.headers.get('content-type'),
        headers: Object.fromEntries(answer.headers.entries()),
        content: await answer.text(),
        timed_out: false,
        error_msg: null,
      };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      response = {
        status_code: null,
        content_type: null,
        headers: null,
        content: null,
        timed_out: timedOut,
        error_msg: timedOut
          ? `Timeout of ${request.timeout_milliseconds} ms reached`
          : message((error as { cause?: unknown }).cause ?? error),
      };
    }
    return [
      request.id,
      response.status_code,
      response.content_type,
      response.headers === null ? null : JSON.stringify(response.headers),
      response.content,
      response.timed_out,
      response.error_msg,
    ];
  }

  async function sendRequests(): Promise<void> {
    // Taken off the queue as pg_net does: a request is sent once, even if this process dies.
    const { rows } = await db.query<RequestRow>(
      `delete from net.http_request_queue
       where id in (select id from net.http_request_queue order by id limit $1)
       returning id::text, method, url, headers, body, timeout_milliseconds`,
      [batchSize],
    );
    // Sent at once; stored one after another (one connection runs one query at a time).
    const answers = await Promise.all(rows.map((request) => send(request)));
    for (const answer of answers) {
      await db.query(
        `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        answer,
      );
    }
  }

  async function tick(): Promise<void> {
    if (round) return round;
    round = (async () => {
      try {
        await runJobs();
        if (!stopped) await sendRequests();
      } catch (error) {
        if (!stopped) log(`scheduler: ${message(error)}`);
      }
    })().finally(() => {
      round = undefined;
    });
    return round;
  }

  const timer = setInterval(() => void tick(), options.tickMs ?? 1000);
  timer.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}
