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
import { mockTable } from '../state.ts';
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

/**
 * Columns the form leaves out that the database fills, as their defaults. The database then
 * derives packages.duration from the days (a trigger); the mocks compute nothing, so a package
 * created here has an empty duration.
 */
const databaseDefaults: Partial<Record<keyof typeof columns, Record<string, unknown>>> = {
  packages: { duration: '' },
};

/**
 * The admin list, edit form read, create, update and delete of a content type, answering
 * exactly what its declaration's operations send. Writes change the mock state, so the next
 * read shows them until `resetMockData`. Who may write, and what the constraints refuse, are the
 * database's business: the contract, database and e2e tests check them against local-supabase
 * (a test of the form's handling of a refusal puts `scenarios.refuse` in front).
 */
function contentTypeHandlers(type: ContentType): HttpHandler[] {
  const { table, list } = type;
  const store = () => mockTable(table) as unknown as Row[];
  const find = (url: URL) => store().find((row) => row.id === eqValue(url, 'id'));
  const order = list.order
    .map(([column, ascending = true]) => `${column}.${ascending ? 'asc' : 'desc'}`)
    .join(',');
  const updatedAt = 'updated_at' in columns[table];
  const object = { accept: 'application/vnd.pgrst.object+json' } as const;
  const stamp = () => new Date().toISOString();
  return [
    ...readHandlers([
      [`${table}.admin-list`, list.view?.name ?? table, { select: '*', order }],
      [`${table}.admin-detail`, table, { select: '*', id: eqUuid }],
    ]),
    restHandler(
      {
        name: `${table}.create`,
        method: 'POST',
        path: table,
        query: { select: '*' },
        headers: { ...object, prefer: 'return=representation' },
      },
      ({ request, body }) => {
        const now = stamp();
        // A column the form does not send (blog_posts.author_id) starts empty.
        const empty = Object.fromEntries(
          Object.keys(columns[table]).map((column) => [column, null]),
        );
        const row: Row = {
          ...empty,
          ...databaseDefaults[table],
          id: crypto.randomUUID(),
          created_at: now,
          ...(updatedAt ? { updated_at: now } : {}),
          ...(body as object),
        };
        store().push(row);
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
        const row = find(url);
        if (!row) return noRow();
        // In place, so the row keeps its position in the table as it does in Postgres' answer
        // order (each read sorts anyway).
        Object.assign(row, body, updatedAt ? { updated_at: stamp() } : {});
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
        const row = find(url);
        if (!row) return rowsResponse(request, []);
        store().splice(store().indexOf(row), 1);
        return rowsResponse(request, [{ id: row.id }]);
      },
    ),
  ];
}

/** The admin handlers of every declared content type. */
export const contentHandlers: HttpHandler[] = contentTypes.flatMap((type) =>
  contentTypeHandlers(type as unknown as ContentType),
);
