import { z } from 'zod/mini';
import { sessionWrite } from '../auth/supabase-context.tsx';
import { Constants, type Tables } from '../database.types.ts';
import type { DataClient } from '../lib/client-types.ts';
import { unwrap } from '../lib/data-error.ts';
import { wrongType } from '../lib/form-fields.ts';
import { parseInput } from '../lib/parse-input.ts';
import { uuidPattern } from '../lib/patterns.ts';
import { roleKeys } from '../keys.ts';

/** The users page's role control. */
export const roleChangeSchema = z.object(
  {
    user_id: z.string(wrongType).check(z.regex(uuidPattern, 'This account could not be found.')),
    role: z.enum(Constants.public.Enums.app_role, {
      error: 'Please choose user, admin or super admin.',
    }),
  },
  wrongType,
);

export type RoleChangeVariables = z.input<typeof roleChangeSchema>;

/**
 * Changes a user's role by appending a user_roles row (the newest row wins; the table is the
 * audit trail). Only a super_admin may (RLS); anyone else gets a 'forbidden' DataError.
 */
export async function changeUserRole(
  client: DataClient,
  variables: RoleChangeVariables,
): Promise<Tables<'user_roles'>> {
  const input = parseInput(roleChangeSchema, variables);
  return unwrap(await client.from('user_roles').insert(input).select().single(), {
    user_roles_user_id_fkey: { field: 'user_id', message: 'This account no longer exists.' },
  });
}

export const useRoleChangeMutation = sessionWrite(changeUserRole, [roleKeys.all]);
