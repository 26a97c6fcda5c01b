import { HttpResponse, type HttpHandler } from 'msw';
import { restHandler } from '../rest.ts';
import { auditedTables } from '../../history/audit.ts';
import { mockTable } from '../state.ts';

/** When each content row last changed (the content tables, those with a history, request builds). */
function changeTimes(): number[] {
  return auditedTables.flatMap((table) =>
    (mockTable(table) as { created_at?: string | null; updated_at?: string | null }[]).map((row) =>
      Date.parse(row.updated_at ?? row.created_at ?? ''),
    ),
  );
}

/**
 * rpc site_changed_since and site_content_version as GETs. The database keeps a log of the
 * changes; the mocks answer from the rows' own times.
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
      return HttpResponse.json(changeTimes().some((time) => time > since));
    },
  ),
  restHandler(
    {
      name: 'rpc.site_content_version',
      method: 'GET',
      path: 'rpc/site_content_version',
      query: {},
    },
    () => {
      const times = changeTimes().filter((time) => !Number.isNaN(time));
      return HttpResponse.json(times.length ? Math.max(...times) : null);
    },
  ),
];
