import { HttpResponse, type HttpHandler } from 'msw';
import { mockAdminUser, userRoleFixtures, usersWithRolesFixtures } from '../fixtures.ts';
import { eqValue, pgrstError, restHandler, rowsResponse } from '../rest.ts';
import { refuseUnlessAdmin } from '../rls.ts';
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
        userRoleFixtures
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
    ({ request, body }) =>
      refuseUnlessAdmin(request, 'user_roles') ??
      rowsResponse(
        request,
        [{ id: crypto.randomUUID(), created_at: new Date().toISOString(), ...(body as object) }],
        { status: 201 },
      ),
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
      if (sub === mockAdminUser.id) return HttpResponse.json(usersWithRolesFixtures);
      return pgrstError(role === 'anon' ? 401 : 403, {
        code: '42501',
        message: 'Only a super admin may list users.',
      });
    },
  ),
];
