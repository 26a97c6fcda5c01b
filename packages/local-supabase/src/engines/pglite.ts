import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database.ts';

export interface PgliteDatabase extends Database {
  readonly engine: 'pglite';
  /** The PGlite instance, for the wire-protocol socket server. */
  readonly pglite: PGlite;
}

export interface StartPgliteOptions {
  /** Where the data lives on disk; in memory when omitted. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (a migrated snapshot: about a second). */
  snapshot?: Blob;
}

export async function startPglite(options: StartPgliteOptions = {}): Promise<PgliteDatabase> {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  return wrapPglite(pglite);
}

export function wrapPglite(pglite: PGlite): PgliteDatabase {
  return {
    engine: 'pglite',
    pglite,
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pglite.query<Row>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

export { servePglite, type PgliteSocket } from './pglite-socket.ts';
