import { HttpResponse, type HttpHandler } from 'msw';
import { mockAdminUser } from '../fixtures.ts';
import { eqValue, pgrstError, restHandler, rowsResponse } from '../rest.ts';
import { mockTable, type MockTables } from '../state.ts';
import { claimsOf } from '../tokens.ts';

/** Handlers for user_roles and list_users_with_roles. */
export const roleHandlers: HttpHandler[] = [
  // The signed-in user's newest role (RLS lets a user read only their own rows).
  restHandler(
    {
      name: 'user_roles.role',
      method: 'GET',
      path: 'user_roles',
      query: { select: 'role', user_id: /^eq\./, order: 'created_at.desc', limit: '1' },
    },
    ({ request, url }) =>
      rowsResponse(
        request,
        mockTable('user_roles')
          .filter((row) => row.user_id === eqValue(url, 'user_id'))
          .sort((a, b) => b.created_at.localeCompare(a.created_at))
          .slice(0, 1)
          .map(({ role }) => ({ role })),
      ),
  ),
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
    ({ request }) => {
      // Only the mock super admin may list users, as in the database function.
      const { sub, role } = claimsOf(request);
      if (sub === mockAdminUser.id) return HttpResponse.json(mockTable('users_with_roles'));
      return pgrstError(role === 'anon' ? 401 : 403, {
        code: '42501',
        message: 'Only a super admin may list users.',
      });
    },
  ),
];
