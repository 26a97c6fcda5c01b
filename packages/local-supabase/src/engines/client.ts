import pg from 'pg';
import type { Database, EngineName } from './database.ts';

/** A Database over one pg connection: through the PGlite socket or to PostgreSQL. */
export async function connectDatabase(
  connectionString: string,
  engine: EngineName,
): Promise<Database> {
  const client = new pg.Client({ connectionString });
  client.on('error', () => undefined);
  await client.connect();
  return {
    engine,
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async close() {
      await client.end();
    },
  };
}
