/** Which Postgres runs underneath: PGlite (WASM, in-process) or a PostgreSQL 15 cluster. */
export type EngineName = 'pglite' | 'postgres';

export interface QueryResult<Row> {
  rows: Row[];
  /** Rows inserted, updated or deleted by the statement, when it is one of those. */
  affectedRows: number;
}

/** The one interface our own code uses to talk to either engine. */
export interface Database {
  readonly engine: EngineName;
  /** One statement, with `$1`-style parameters. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** A script of several statements, without parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
