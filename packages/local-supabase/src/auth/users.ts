import { randomUUID } from 'node:crypto';
import type { Sql } from '../server/db.ts';
import { iso } from '../server/http.ts';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

const userColumns = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, phone, banned_until, is_anonymous`;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// GoTrue's pattern (the HTML living standard's), for public signup and the admin API alike.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmail(email: string): boolean {
  return email.length <= 255 && emailPattern.test(email);
}

export async function findUserByEmail(sql: Sql, email: string): Promise<UserRow | undefined> {
  const { rows } = await sql.query<UserRow>(
    `select ${userColumns} from auth.users where lower(email) = $1 and deleted_at is null`,
    [normalizeEmail(email)],
  );
  return rows[0];
}

export async function findUserById(sql: Sql, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await sql.query<UserRow>(
    `select ${userColumns} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0];
}

export interface NewUser {
  email: string;
  encryptedPassword?: string;
  confirmed: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  /** Copy the identity's sub, email and verified flags into user_metadata, as signup does. @default true */
  identityInMetadata?: boolean;
}

/** A user with its email identity, as GoTrue's signup writes them. */
export async function insertUser(sql: Sql, user: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const email = normalizeEmail(user.email);
  const identityData = {
    sub: id,
    email,
    email_verified: user.confirmed,
    phone_verified: false,
  };
  const appMetadata = { provider: 'email', providers: ['email'], ...user.appMetadata };
  const userMetadata =
    user.identityInMetadata === false
      ? { ...user.userMetadata }
      : { ...identityData, ...user.userMetadata };
  const { rows } = await sql.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() end, $5, $6, now(), now(), false)
     returning ${userColumns}`,
    [id, email, user.encryptedPassword ?? '', user.confirmed, appMetadata, userMetadata],
  );
  await sql.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $1::uuid, $2, 'email', now())`,
    [id, identityData],
  );
  return rows[0] as UserRow;
}

export async function confirmUser(sql: Sql, user: UserRow): Promise<UserRow> {
  if (user.email_confirmed_at) return user;
  const { rows } = await sql.query<UserRow>(
    `update auth.users set email_confirmed_at = now(), updated_at = now(),
       raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'
     where id = $1 returning ${userColumns}`,
    [user.id],
  );
  await sql.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id],
  );
  return rows[0] as UserRow;
}

export async function updateUser(
  sql: Sql,
  id: string,
  set: Record<string, unknown>,
): Promise<UserRow> {
  const columns = Object.keys(set);
  const assignments = columns.map((column, index) => `${column} = $${index + 2}`);
  const { rows } = await sql.query<UserRow>(
    `update auth.users set ${[...assignments, 'updated_at = now()'].join(', ')}
     where id = $1 returning ${userColumns}`,
    [id, ...columns.map((column) => set[column])],
  );
  return rows[0] as UserRow;
}

/** Moves the user and its email identity to a new address. */
export async function changeEmail(sql: Sql, user: UserRow, email: string): Promise<UserRow> {
  const updated = await updateUser(sql, user.id, {
    email: normalizeEmail(email),
    email_change: '',
    email_change_sent_at: null,
    email_confirmed_at: new Date(),
    raw_user_meta_data: { ...user.raw_user_meta_data, email: normalizeEmail(email) },
  });
  await sql.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
       updated_at = now() where user_id = $1 and provider = 'email'`,
    [user.id, normalizeEmail(email)],
  );
  return updated;
}

export interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Date;
  updated_at: Date;
  last_challenged_at: Date | null;
}

/** A factor as GoTrue serialises it (models.Factor, without its secret). */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: factor.id,
    friendly_name: factor.friendly_name ?? '',
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
  };
  if (factor.last_challenged_at) json.last_challenged_at = iso(factor.last_challenged_at);
  return json;
}

/** The user as GoTrue serialises it (models.User), identities included. */
export async function userJson(sql: Sql, user: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await sql.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: user.email_change ? iso(user.email_change_sent_at) : undefined,
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: rows.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
  // GoTrue's `factors` (omitted when there are none): auth-js's listFactors and
  // getAuthenticatorAssuranceLevel read them from the user.
  const { rows: factors } = await sql.query<FactorRow>(
    `select id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at
     from auth.mfa_factors where user_id = $1 order by created_at`,
    [user.id],
  );
  if (factors.length > 0) json.factors = factors.map(factorJson);
  // omitempty, as Go leaves unset timestamps out rather than sending null
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}
