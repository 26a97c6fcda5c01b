import { HttpResponse, type HttpHandler } from 'msw';
import { restHandler } from '../rest.ts';
import { mockTable, type MockTables } from '../state.ts';
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
  insertHandler('user_roles.change', 'user_roles', ({ user_id, role }) => {
    // The rpc lists each user's newest role.
    const listed = mockTable('users_with_roles').find((user) => user.user_id === user_id);
    if (listed) listed.role = role as MockTables['user_roles'][number]['role'];
    return {};
  }),
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
