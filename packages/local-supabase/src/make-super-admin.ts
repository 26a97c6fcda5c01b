import { defaultPort, serviceRoleKey as localServiceRoleKey } from './keys.ts';

export interface MakeSuperAdminOptions {
  /** The user's email; the user must already exist, unless `create` is set. */
  email: string;
  /**
   * Create the user first when there is none with this email: confirmed, without a password
   * (the site has no sign-up). They sign in with a code emailed to the address ("Email me a
   * code"), then may set a password. @default false
   */
  create?: boolean;
  /** The project's API URL. @default $SUPABASE_URL, else the local backend on port 54391 */
  url?: string;
  /** @default $SUPABASE_SERVICE_ROLE_KEY, else the local demo key (local URLs only) */
  serviceRoleKey?: string;
}

export interface MakeSuperAdminResult {
  email: string;
  userId: string;
  url: string;
  /** Whether this call created the user. */
  created: boolean;
}

interface AdminUser {
  id: string;
  email?: string;
}

async function call(url: string, key: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${url} failed with ${response.status}: ${await response.text()}`,
    );
  }
  return response;
}

/**
 * Makes an existing user super_admin by appending a user_roles row (the newest row is the role),
 * with the service role key, which bypasses RLS: the documented way to create the first
 * super_admin of a hosted project, and the only one that does not go through the admin UI.
 */
export async function makeSuperAdmin(
  options: MakeSuperAdminOptions,
): Promise<MakeSuperAdminResult> {
  const url = (
    options.url ??
    process.env.SUPABASE_URL ??
    `http://127.0.0.1:${defaultPort}`
  ).replace(/\/$/, '');
  const local = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(url);
  const key =
    options.serviceRoleKey ??
    process.env.SUPABASE_SERVICE_ROLE_KEY ??
    (local ? localServiceRoleKey : undefined);
  if (!key)
    throw new Error(`SUPABASE_SERVICE_ROLE_KEY is required for ${url} (Project Settings → API).`);
  const email = options.email.trim().toLowerCase();

  let user: AdminUser | undefined;
  for (let page = 1; !user; page += 1) {
    const response = await call(`${url}/auth/v1/admin/users?page=${page}&per_page=1000`, key);
    const { users } = (await response.json()) as { users: AdminUser[] };
    user = users.find((candidate) => candidate.email?.toLowerCase() === email);
    if (users.length < 1000) break;
  }
  let created = false;
  if (!user && options.create) {
    // GoTrue's admin API (service role): the only way to add a user with sign-ups off.
    const response = await call(`${url}/auth/v1/admin/users`, key, {
      method: 'POST',
      body: JSON.stringify({ email, email_confirm: true }),
    });
    user = (await response.json()) as AdminUser;
    created = true;
  }
  if (!user) {
    throw new Error(
      `No user with the email ${email} on ${url}: pass --create to create it, or add it in the dashboard (Authentication → Users → Add user) first.`,
    );
  }
  await call(`${url}/rest/v1/user_roles`, key, {
    method: 'POST',
    headers: { prefer: 'return=minimal' },
    body: JSON.stringify({ user_id: user.id, role: 'super_admin' }),
  });
  return { email, userId: user.id, url, created };
}
