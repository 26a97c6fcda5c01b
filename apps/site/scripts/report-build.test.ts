// The deploy workflow's report: GitHub's job status in, the build's state in the database out.
import { startLocalSupabase, type LocalSupabase } from '@tembo/local-supabase';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportBuild } from './report-build.ts';

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startLocalSupabase({ engine: 'pglite', port: 0, smtp: false, scheduler: false });
});
afterAll(() => backend.stop());

const env = (buildId: string) => ({
  BUILD_ID: buildId,
  SUPABASE_URL: backend.url,
  SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
});

async function newBuild(): Promise<string> {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.site_builds (status) values ('triggered') returning id::text`,
  );
  return rows[0]?.id ?? '';
}

const state = async (id: string) =>
  (
    await backend.db.query<{ status: string; message: string | null; done: boolean }>(
      `select status, message, finished_at is not null as done from public.site_builds where id = $1`,
      [id],
    )
  ).rows[0];

describe('pnpm report-build', () => {
  it('reports building, then what the job ended with', async () => {
    const id = await newBuild();
    expect(await reportBuild(['building'], env(id))).toBe(`build ${id}: building`);
    expect(await state(id)).toEqual({ status: 'building', message: null, done: false });

    await reportBuild(
      ['failure', 'Publish to Netlify failed: https://github.com/o/r/actions/runs/1'],
      env(id),
    );
    expect(await state(id)).toEqual({
      status: 'failed',
      message: 'Publish to Netlify failed: https://github.com/o/r/actions/runs/1',
      done: true,
    });

    const next = await newBuild();
    await reportBuild(['success'], env(next));
    expect(await state(next)).toMatchObject({ status: 'succeeded', done: true });
    const cancelled = await newBuild();
    await reportBuild(['cancelled'], env(cancelled));
    expect(await state(cancelled)).toEqual({
      status: 'failed',
      message: 'the deploy was cancelled',
      done: true,
    });
  });

  it('records the images a good build’s pages show when given the built site', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-build-'));
    try {
      fs.writeFileSync(
        path.join(clientDir, 'index.html'),
        `<img src="${backend.url}/storage/v1/object/public/images/packages/p.webp">`,
      );
      const id = await newBuild();
      await reportBuild(['success'], { ...env(id), SITE_CLIENT_DIR: clientDir });
      const { rows } = await backend.db.query<{ images: string[] | null }>(
        `select images from public.site_builds where id = $1`,
        [id],
      );
      expect(rows).toEqual([{ images: ['packages/p.webp'] }]);
      // A failed build records none.
      const failed = await newBuild();
      await reportBuild(['failure'], { ...env(failed), SITE_CLIENT_DIR: clientDir });
      const none = await backend.db.query(`select images from public.site_builds where id = $1`, [
        failed,
      ]);
      expect(none.rows).toEqual([{ images: null }]);
    } finally {
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('reports nothing for a build nobody requested through the hook (a push, the nightly build)', async () => {
    await expect(reportBuild(['building'], env(''))).resolves.toMatch(/nothing to report/);
  });

  it('refuses an unknown status, a malformed id, a missing key and an unknown build', async () => {
    await expect(reportBuild(['done'], env('1'))).rejects.toThrow(/status must be one of/);
    await expect(reportBuild(['building'], env('1; drop'))).rejects.toThrow(/must be a number/);
    await expect(
      reportBuild(['building'], { BUILD_ID: '1', SUPABASE_URL: backend.url }),
    ).rejects.toThrow(/SUPABASE_SERVICE_ROLE_KEY/);
    await expect(reportBuild(['building'], env('999999'))).rejects.toThrow(/no site build 999999/);
  });
});
