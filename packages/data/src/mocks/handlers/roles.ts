import { HttpResponse, type HttpHandler } from 'msw';
import { restHandler } from '../rest.ts';
import { mockTable } from '../state.ts';
import { insertHandler } from './admin-crud.ts';
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
  insertHandler('user_roles.change', 'user_roles'),
  restHandler(
    {
      name: 'rpc.list_users_with_roles',
      method: 'POST',
      path: 'rpc/list_users_with_roles',
      query: {},
    },
    // Who may list users is the database function's rule (supabase/tests/schema.test.ts). Each
    // user with their newest role: the last one user_roles got, else the listed one.
    () =>
      HttpResponse.json(
        mockTable('users_with_roles').map((user) => ({
          ...user,
          role:
            mockTable('user_roles').findLast((row) => row.user_id === user.user_id)?.role ??
            user.role,
        })),
      ),
  ),
];
