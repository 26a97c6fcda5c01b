import { HttpResponse, type HttpHandler } from 'msw';
import { restHandler } from '../rest.ts';
import { auditedTables } from '../../history/audit.ts';
import { mockTable } from '../state.ts';

/**
 * rpc site_changed_since as a GET. The database keeps a log of the changes; the mocks answer from
 * the rows' own times: the site changed when a row was created or updated after `since`.
 */
export const siteBuildHandlers: HttpHandler[] = [
  restHandler(
    {
      name: 'rpc.site_changed_since',
      method: 'GET',
      path: 'rpc/site_changed_since',
      query: { since: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/ },
    },
    ({ url }) => {
      const since = Date.parse(url.searchParams.get('since') ?? '');
      // The content tables (those with a history) are the ones whose changes request a build.
      const changed = auditedTables.some((table) =>
        (mockTable(table) as { created_at?: string | null; updated_at?: string | null }[]).some(
          (row) => Date.parse(row.updated_at ?? row.created_at ?? '') > since,
        ),
      );
      return HttpResponse.json(changed);
    },
  ),
];
