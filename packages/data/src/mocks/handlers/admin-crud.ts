import type { HttpHandler } from 'msw';
import type { ContentType } from '../../content-types/define.ts';
import { contentTypes } from '../../content-types/index.ts';
import { eqUuid, eqValue, noRow, restHandler, rowsResponse } from '../rest.ts';
import {
  accommodationRowSchema,
  destinationRowSchema,
  galleryRowSchema,
  packageRowSchema,
  postRowSchema,
  testimonialRowSchema,
} from '../row-schemas.ts';
import { mockTable, type MockTables } from '../state.ts';
import { readHandlers } from './public-reads.ts';

type Row = { id: string } & Record<string, unknown>;

/** The columns of each table, from the row schemas the contract tests check. */
const columns = {
  packages: packageRowSchema.shape,
  destinations: destinationRowSchema.shape,
  accommodations: accommodationRowSchema.shape,
  blog_posts: postRowSchema.shape,
  testimonials: testimonialRowSchema.shape,
  gallery: galleryRowSchema.shape,
};

/** A write that asks the stored row back as one object. */
const returnsRow = {
  accept: 'application/vnd.pgrst.object+json',
  prefer: 'return=representation',
} as const;

/**
 * A POST of one row, answered with the stored row (201). The database gives it an id and a
 * creation time unless the values carry them (a restore does); `filled` gives the other
 * columns the database fills.
 */
export function insertHandler(
  name: string,
  table: keyof MockTables,
  filled: (context: { request: Request; now: string }) => object = () => ({}),
): HttpHandler {
  return restHandler(
    { name, method: 'POST', path: table, query: { select: '*' }, headers: returnsRow },
    ({ request, body }) => {
      const now = new Date().toISOString();
      const row = {
        ...filled({ request, now }),
        id: crypto.randomUUID(),
        created_at: now,
        ...(body as object),
      };
      (mockTable(table) as Row[]).push(row);
      return rowsResponse(request, [row], { status: 201 });
    },
  );
}

/** A PATCH of the row `id=eq.<id>`, answered with the updated row; `updated_at` is stamped. */
export function updateHandler(name: string, table: keyof MockTables): HttpHandler {
  return restHandler(
    { name, method: 'PATCH', path: table, query: { id: eqUuid, select: '*' }, headers: returnsRow },
    ({ request, url, body }) => {
      const row = (mockTable(table) as Row[]).find(
        (candidate) => candidate.id === eqValue(url, 'id'),
      );
      if (!row) return noRow();
      // In place, so the row keeps its position in the table as it does in Postgres' answer
      // order (each read sorts anyway).
      Object.assign(row, body, 'updated_at' in row ? { updated_at: new Date().toISOString() } : {});
      return rowsResponse(request, [row]);
    },
  );
}

/**
 * The admin list, edit form read, create, update and delete of a content type, answering
 * exactly what its declaration's operations send. Writes change the mock state, so the next
 * read shows them until `resetMockData`. Who may write, and what the constraints refuse, are the
 * database's business: the contract, database and e2e tests check them against local-supabase
 * (a test of the form's handling of a refusal puts `scenarios.refuse` in front).
 */
function contentTypeHandlers(type: ContentType): HttpHandler[] {
  const { table, list } = type;
  const order = list.order
    .map(([column, ascending = true]) => `${column}.${ascending ? 'asc' : 'desc'}`)
    .join(',');
  return [
    ...readHandlers([
      [`${table}.admin-list`, list.view?.name ?? table, { select: '*', order }],
      [`${table}.admin-detail`, table, { select: '*', id: eqUuid }],
    ]),
    insertHandler(`${table}.create`, table, ({ now }) => ({
      // A column the form does not send (blog_posts.author_id) starts empty.
      ...Object.fromEntries(Object.keys(columns[table]).map((column) => [column, null])),
      // Columns the form leaves out that the database fills, as their defaults. The database
      // then derives packages.duration from the days (a trigger); the mocks compute nothing, so
      // a package created here has an empty duration.
      ...(table === 'packages' && { duration: '' }),
      ...('updated_at' in columns[table] ? { updated_at: now } : {}),
    })),
    updateHandler(`${table}.update`, table),
    restHandler(
      {
        name: `${table}.delete`,
        method: 'DELETE',
        path: table,
        query: { id: eqUuid, select: 'id' },
        headers: { prefer: 'return=representation' },
      },
      ({ request, url }) => {
        const rows = mockTable(table) as Row[];
        const row = rows.find((candidate) => candidate.id === eqValue(url, 'id'));
        if (!row) return rowsResponse(request, []);
        rows.splice(rows.indexOf(row), 1);
        return rowsResponse(request, [{ id: row.id }]);
      },
    ),
  ];
}

/** The admin handlers of every declared content type. */
export const contentHandlers: HttpHandler[] = contentTypes.flatMap((type) =>
  contentTypeHandlers(type as unknown as ContentType),
);
