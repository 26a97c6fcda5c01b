// Scenario helpers for tests: put them in front of the normal handlers
// (`server.use(...scenarios.error(500, 'packages'))`).
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Database } from '../database.types.ts';
import { pgrstError, rowsResponse } from './rest.ts';

/** A table, a view (`blog_post_summaries`, which the /blog list reads) or an rpc path. */
export type RestPath =
  | keyof Database['public']['Tables']
  | keyof Database['public']['Views']
  | `rpc/${keyof Database['public']['Functions'] & string}`;

function paths(tables: readonly RestPath[]): string[] {
  return tables.length === 0 ? ['*/rest/v1/*'] : tables.map((table) => `*/rest/v1/${table}`);
}

/** The body PostgREST sends with each status the tests use (403, 429, 5xx). */
function errorBody(status: number, request: Request) {
  const table = new URL(request.url).pathname.split('/rest/v1/')[1] ?? '';
  if (status === 403) return { code: '42501', message: `permission denied for table ${table}` };
  if (status === 429) {
    return {
      code: 'PT429',
      message: 'Too many submissions in the last hour. Please try again later.',
    };
  }
  return { code: 'PGRST001', message: 'Database client error. Retrying the connection.' };
}

export const scenarios = {
  /**
   * Reads of these tables (all of them when none is named) find nothing: empty lists, a count
   * of 0, and "no row" for single-row reads (page content then falls back to its defaults).
   */
  empty(...tables: RestPath[]): HttpHandler[] {
    const none = ({ request }: { request: Request }) => rowsResponse(request, []);
    return paths(tables).flatMap((path) => [http.get(path, none), http.head(path, none)]);
  },

  /** Every request to these tables (all when none is named) fails with `status`. */
  error(status: number, ...tables: RestPath[]): HttpHandler[] {
    return paths(tables).map((path) =>
      http.all(path, ({ request }) => pgrstError(status, errorBody(status, request))),
    );
  },

  /**
   * Writes (POST, PATCH) to `table` are refused by `constraint` as PostgREST words it: a unique
   * constraint (`*_key`) with 409 and 23505, any other with 400 and 23514. The mocks enforce no
   * constraint themselves (the database tests prove them); a test of how the site shows a
   * refusal puts this in front.
   */
  refuse(table: RestPath, constraint: string, details: string | null = null): HttpHandler[] {
    const unique = constraint.endsWith('_key');
    const refusal = () =>
      pgrstError(unique ? 409 : 400, {
        code: unique ? '23505' : '23514',
        message: unique
          ? `duplicate key value violates unique constraint "${constraint}"`
          : `new row for relation "${table}" violates check constraint "${constraint}"`,
        details,
      });
    return [http.post(`*/rest/v1/${table}`, refusal), http.patch(`*/rest/v1/${table}`, refusal)];
  },

  /** Every request to these tables (all when none is named) fails before an answer (offline). */
  offline(...tables: RestPath[]): HttpHandler[] {
    return paths(tables).map((path) => http.all(path, () => HttpResponse.error()));
  },

  /**
   * Holds the requests until `release` settles, then lets them through (a resolver that returns
   * nothing passes the request on to the normal handler): "while it saves" tests.
   */
  held(release: Promise<unknown>, ...tables: RestPath[]): HttpHandler[] {
    return paths(tables).map((path) => http.all(path, () => release.then(() => undefined)));
  },

  /**
   * Requests to these tables (all when none is named) take `ms` longer, then get their normal
   * answer, as {@link held}: for loading states. Pass `'infinite'` to stay loading for good.
   */
  slow(ms: number | 'infinite', ...tables: RestPath[]): HttpHandler[] {
    return paths(tables).map((path) => http.all(path, () => delay(ms)));
  },
};
