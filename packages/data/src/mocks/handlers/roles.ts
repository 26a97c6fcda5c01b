import { HttpResponse, type HttpHandler } from 'msw';
import { restHandler, rowsResponse } from '../rest.ts';
import { mockTable, type MockTables } from '../state.ts';
import { readHandlers } from './public-reads.ts';

/** Handlers for user_roles and list_users_with_roles. */
export const roleHandlers: HttpHandler[] = [
  // The signed-in user's newest role.
  ...readHandlers([
    [
      'user_roles.role',
      'user_roles',
      { select: 'role', user_id: /^eq\./, order: 'created_at.desc', limit: '1' },
    ],
  ]),
  restHandler(
    {
      name: 'user_roles.change',
      method: 'POST',
      path: 'user_roles',
      query: { select: '*' },
      headers: { accept: 'application/vnd.pgrst.object+json', prefer: 'return=representation' },
    },
    ({ request, body }) => {
      const row = {
        id: crypto.randomUUID(),
        created_at: new Date().toISOString(),
        ...(body as object),
      } as MockTables['user_roles'][number];
      mockTable('user_roles').push(row);
      // The rpc lists each user's newest role.
      const listed = mockTable('users_with_roles').find((user) => user.user_id === row.user_id);
      if (listed) listed.role = row.role;
      return rowsResponse(request, [row], { status: 201 });
    },
  ),
  restHandler(
    {
      name: 'rpc.list_users_with_roles',
      method: 'POST',
      path: 'rpc/list_users_with_roles',
      query: {},
    },
    // Who may list users is the database function's rule (supabase/tests/schema.test.ts).
    () => HttpResponse.json(mockTable('users_with_roles')),
  ),
];
