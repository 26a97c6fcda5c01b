import type { HttpHandler } from 'msw';
import { eqUuid, eqValue, noRow, pgrstError, restHandler, rowsResponse } from '../rest.ts';
import { refuseUnlessAdmin } from '../rls.ts';

/** How to mock a table's admin reads and writes. */
export interface AdminCrudOptions<Row extends { id: string }> {
  /** The table (the REST path). */
  table: string;
  /** The admin list's order parameter, exactly as the query sends it. */
  order: string;
  /** The table's rows in the mock state (`mockTable`): writes change this array. */
  store: () => Row[];
  /**
   * The rows in the admin list's order, read from `store`.
   * @default `store` as it is
   */
  rows?: () => readonly Row[];
  /** A new row's columns before the request body is applied (ids and times are added). */
  defaults: Omit<Row, 'id'> extends infer Rest ? Partial<Rest> : never;
  /** Unique columns: a create or update repeating another row's value answers 409. */
  unique?: readonly { column: keyof Row & string; constraint: string }[];
  /** Whether the table has updated_at. @default true */
  updatedAt?: boolean;
  /**
   * Where the admin list reads, when not the table itself: a view and its rows.
   * @default the table and `rows`
   */
  list?: { path: string; rows: () => readonly unknown[] };
}

function conflict<Row extends { id: string }>(
  options: AdminCrudOptions<Row>,
  values: Record<string, unknown>,
  exceptId?: string,
): Response | undefined {
  for (const { column, constraint } of options.unique ?? []) {
    const taken = options
      .store()
      .some((row) => row.id !== exceptId && column in values && row[column] === values[column]);
    if (taken) {
      return pgrstError(409, {
        code: '23505',
        details: `Key (${column})=(${String(values[column])}) already exists.`,
        message: `duplicate key value violates unique constraint "${constraint}"`,
      });
    }
  }
  return undefined;
}

/**
 * The admin list, edit form read, create, update and delete of a table, answering exactly what
 * the admin operations send (see `<entity>-create-mutation.ts` and friends). Writes change the
 * mock state, so the next read shows them until `resetMockData`.
 */
export function adminCrudHandlers<Row extends { id: string }>(
  options: AdminCrudOptions<Row>,
): HttpHandler[] {
  const { table } = options;
  const find = (url: URL) => options.store().find((row) => row.id === eqValue(url, 'id'));
  const ordered = options.rows ?? options.store;
  const object = { accept: 'application/vnd.pgrst.object+json' } as const;
  const stamp = () => new Date().toISOString();
  return [
    restHandler(
      {
        name: `${table}.admin-list`,
        method: 'GET',
        path: options.list?.path ?? table,
        query: { select: '*', order: options.order },
      },
      ({ request }) => rowsResponse(request, options.list ? options.list.rows() : ordered()),
    ),
    restHandler(
      {
        name: `${table}.admin-detail`,
        method: 'GET',
        path: table,
        query: { select: '*', id: eqUuid },
      },
      ({ request, url }) => {
        const row = find(url);
        return rowsResponse(request, row ? [row] : []);
      },
    ),
    restHandler(
      {
        name: `${table}.create`,
        method: 'POST',
        path: table,
        query: { select: '*' },
        headers: { ...object, prefer: 'return=representation' },
      },
      ({ request, body }) => {
        const denied = refuseUnlessAdmin(request, table);
        if (denied) return denied;
        const values = body as Record<string, unknown>;
        const refused = conflict(options, values);
        if (refused) return refused;
        const now = stamp();
        const row = {
          ...options.defaults,
          id: crypto.randomUUID(),
          created_at: now,
          ...(options.updatedAt === false ? {} : { updated_at: now }),
          ...values,
        } as unknown as Row;
        options.store().push(row);
        return rowsResponse(request, [row], { status: 201 });
      },
    ),
    restHandler(
      {
        name: `${table}.update`,
        method: 'PATCH',
        path: table,
        query: { id: eqUuid, select: '*' },
        headers: { ...object, prefer: 'return=representation' },
      },
      ({ request, url, body }) => {
        // Anon has no UPDATE privilege (401); RLS hides the row from a signed-in non-admin, so
        // PostgREST finds nothing to update.
        const denied = refuseUnlessAdmin(request, table);
        if (denied?.status === 401) return denied;
        const row = denied ? undefined : find(url);
        if (!row) return noRow();
        const values = body as Record<string, unknown>;
        const refused = conflict(options, values, row.id);
        if (refused) return refused;
        // In place, so the row keeps its position in the table as it does in Postgres' answer
        // order (each read sorts anyway).
        Object.assign(row, values, options.updatedAt === false ? {} : { updated_at: stamp() });
        return rowsResponse(request, [row]);
      },
    ),
    restHandler(
      {
        name: `${table}.delete`,
        method: 'DELETE',
        path: table,
        query: { id: eqUuid, select: 'id' },
        headers: { prefer: 'return=representation' },
      },
      ({ request, url }) => {
        // Anon has no DELETE privilege (401); RLS turns a signed-in non-admin's delete into
        // "0 rows", not an error.
        const denied = refuseUnlessAdmin(request, table);
        if (denied?.status === 401) return denied;
        const row = denied ? undefined : find(url);
        if (!row) return rowsResponse(request, []);
        const store = options.store();
        store.splice(store.indexOf(row), 1);
        return rowsResponse(request, [{ id: row.id }]);
      },
    ),
  ];
}
