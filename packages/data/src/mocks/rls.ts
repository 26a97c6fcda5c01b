// Row Level Security as the mocks play it: only the mock super admin writes content.
import { mockAdminUser } from './fixtures.ts';
import { claimsOf } from './tokens.ts';

/** The mock users with admin rights: the mock super admin. */
const adminIds = new Set<string>([mockAdminUser.id]);

/**
 * The refusal RLS gives a write by someone who is not an admin, or undefined for an admin:
 * 401 for anon (no privilege), 403 for a signed-in user (the policy's check fails).
 */
export function refuseUnlessAdmin(request: Request, table: string): Response | undefined {
  const { sub, role } = claimsOf(request);
  if (sub && adminIds.has(sub)) return undefined;
  const anon = role !== 'authenticated';
  return new Response(
    JSON.stringify({
      code: '42501',
      details: null,
      hint: null,
      message: anon
        ? `permission denied for table ${table}`
        : `new row violates row-level security policy for table "${table}"`,
    }),
    { status: anon ? 401 : 403, headers: { 'content-type': 'application/json' } },
  );
}
