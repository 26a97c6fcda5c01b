/**
 * The image sweep on the running stack, by the path production takes: the pg_cron job
 * image-sweep → kick_image_sweep() → pg_net → the image-sweep edge function → the Storage API,
 * which deletes the object and its bytes; every deletion is logged. An object a row shows stays.
 * Timings are settings: a zero grace period, a one-second job and a 200 ms scheduler tick
 * (docs/architecture.md#publishing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from './start.ts';

let backend: LocalSupabase;

/** Polls until `check` returns a value (never a fixed wait); fails with what it last saw. */
async function until<T>(
  check: () => Promise<T | undefined>,
  what: string,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}

const service = () => ({
  apikey: backend.serviceRoleKey,
  authorization: `Bearer ${backend.serviceRoleKey}`,
});

/** A small PNG uploaded to the images bucket with the service key; returns its public URL. */
async function upload(name: string): Promise<string> {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const response = await fetch(`${backend.url}/storage/v1/object/images/${name}`, {
    method: 'POST',
    headers: { ...service(), 'content-type': 'image/png' },
    body: png,
  });
  expect(response.status).toBe(200);
  return `${backend.url}/storage/v1/object/public/images/${name}`;
}

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0, scheduler: { tickMs: 200 } });
});
afterAll(() => backend?.stop());

describe('the image sweep on the running stack', () => {
  it('deletes an unused image and its file through the Storage API, logs it, and keeps a used one', async () => {
    const unused = await upload('gallery/sweep-unused.png');
    const used = await upload('packages/sweep-used.png');
    await backend.db.query(
      `update public.packages set image_url = $1, image_alt = 'A trail'
       where id = (select id from public.packages order by slug limit 1)`,
      [used],
    );
    expect((await fetch(unused)).status).toBe(200);

    // A zero grace period, and the job every second instead of hourly.
    await backend.db.exec(`update public.image_sweep_settings set grace_period = '0 seconds';
      select cron.schedule('image-sweep', '1 seconds', 'select public.kick_image_sweep()');`);

    const logged = await until(async () => {
      const { rows } = await backend.db.query<{ name: string; outcome: string }>(
        `select name, outcome from public.image_sweep_log order by id`,
      );
      return rows.length > 0 ? rows : undefined;
    }, 'the sweep to log a deletion');
    expect(logged).toEqual([{ name: 'gallery/sweep-unused.png', outcome: 'deleted' }]);

    // The object and its bytes are gone; the used one still loads.
    expect((await fetch(unused)).ok).toBe(false);
    const { rows } = await backend.db.query<{ count: number }>(
      `select count(*)::int as count from storage.objects where name = 'gallery/sweep-unused.png'`,
    );
    expect(rows).toEqual([{ count: 0 }]);
    const orphans = await backend.db.query<{ count: number }>(
      `select count(*)::int as count from local_supabase.object_data as d
       where not exists (select 1 from storage.objects as o where o.id = d.object_id)`,
    );
    expect(orphans.rows).toEqual([{ count: 0 }]);
    expect((await fetch(used)).status).toBe(200);
  });

  it('the function refuses a caller without its token', async () => {
    const response = await fetch(`${backend.url}/functions/v1/image-sweep`, {
      method: 'POST',
      headers: { authorization: `Bearer ${backend.anonKey}` },
    });
    expect(response.status).toBe(401);
    expect((await fetch(`${backend.url}/functions/v1/image-sweep`)).status).toBe(405);
  });
});
