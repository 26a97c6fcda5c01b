// Data that persists: a restart keeps it, --reset clears it, and killing the process in the
// middle of writes (SIGKILL, no cleanup) loses nothing that was acknowledged. On both engines.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from './engines/postgres.ts';
import { demoAdmin, serviceRoleKey } from './keys.ts';
import { repoRoot } from './paths.ts';
import { startLocalSupabase } from './start.ts';

const engines = postgresAvailable() ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The CLI as a user runs it, in one process so that SIGKILL hits the process itself. */
function startCli(dataDir: string, engine: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/local-supabase/src/cli.ts',
      'start',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--engine',
      engine,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API URL\s+(http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`CLI exited with ${code}:\n${output}`)));
  });
}

function insertPackage(url: string, slug: string): Promise<Response> {
  return fetch(`${url}/rest/v1/packages`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify({
      slug,
      title: slug,
      price_usd: 1,
      duration: '1 day',
      days: 1,
      category: 'birding',
    }),
  });
}

for (const engine of engines) {
  describe(`persistence on ${engine}`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lsb-life-${engine}-`));
    dirs.push(dataDir);
    const acknowledged: string[] = [];
    // Each step starts a backend on a data directory (the first through the CLI in a new
    // process); generous limits keep this meaningful on a loaded machine.
    const slow = { timeout: 180_000 };

    it('loses no acknowledged write when the CLI is killed mid-write', slow, async () => {
      const { child, url } = await startCli(dataDir, engine);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // Writers keep going until the kill; every 201 they saw must survive it.
      let killed = false;
      const writer = async (id: number) => {
        for (let n = 0; !killed; n++) {
          const slug = `crash-${id}-${n}`;
          try {
            const response = await insertPackage(url, slug);
            if (response.status === 201) acknowledged.push(slug);
          } catch {
            return; // the connection died with the process
          }
          if (acknowledged.length >= 30 && !killed) {
            killed = true;
            child.kill('SIGKILL');
          }
        }
      };
      await Promise.all([writer(1), writer(2), writer(3)]);
      await exited;
      expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    });

    it('restarts on the same data directory with every acknowledged row', slow, async () => {
      const backend = await startLocalSupabase({ engine, dataDir });
      try {
        const { rows } = await backend.db.query<{ slug: string }>(
          "select slug from public.packages where slug like 'crash-%'",
        );
        const stored = new Set(rows.map((row) => row.slug));
        expect(acknowledged.filter((slug) => !stored.has(slug))).toEqual([]);
        expect((await insertPackage(backend.url, 'after-restart')).status).toBe(201);
      } finally {
        await backend.stop();
      }
    });

    it('keeps data across a graceful restart, and --reset clears it', slow, async () => {
      const again = await startLocalSupabase({ engine, dataDir });
      const kept = await again.db.query(
        "select 1 from public.packages where slug = 'after-restart'",
      );
      await again.stop();
      expect(kept.rows).toHaveLength(1);

      const reset = await startLocalSupabase({ engine, dataDir, reset: true });
      try {
        const { rows } = await reset.db.query(
          "select count(*)::int as n from public.packages where slug like 'crash-%' or slug = 'after-restart'",
        );
        expect(rows[0]).toEqual({ n: 0 });
        const admin = await reset.db.query('select 1 from auth.users where email = $1', [
          demoAdmin.email,
        ]);
        expect(admin.rows).toHaveLength(1);
      } finally {
        await reset.stop();
      }
    });
  });
}

describe('ports', () => {
  it('fails with a clear message when the port is taken', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as net.AddressInfo).port;
    try {
      await expect(startLocalSupabase({ port })).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is already in use`,
      );
    } finally {
      holder.close();
    }
  });
});
