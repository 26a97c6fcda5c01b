import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { signJwt, type Claims } from '../jwt.ts';
import type { Sql } from '../server/db.ts';
import { badRequest } from './errors.ts';
import { findUserById, userJson, type UserRow } from './users.ts';

export interface SessionSettings {
  /** The `iss` claim: `<api url>/auth/v1`. */
  issuer: string;
  /** Access token lifetime in seconds. @default 3600 */
  jwtExpiry: number;
  /** Seconds in which a just-rotated refresh token may be presented again (GoTrue's default 10). */
  refreshTokenReuseInterval: number;
}

/** `'password' | 'otp' | 'magiclink' | 'pkce' | …`: GoTrue's authentication method names. */
export type AuthMethod = string;

function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

async function accessTokenResponse(
  sql: Sql,
  settings: SessionSettings,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
) {
  const { rows } = await sql.query<{ authentication_method: string; created_at: Date }>(
    'select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at desc',
    [sessionId],
  );
  // aal1 after a password, code or link; aal2 once a second factor was verified in the session.
  const { rows: sessionRows } = await sql.query<{ aal: string }>(
    'select aal from auth.sessions where id = $1',
    [sessionId],
  );
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + settings.jwtExpiry;
  const claims: Claims = {
    iss: settings.issuer,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: expiresAt,
    iat: now,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: sessionRows[0]?.aal ?? 'aal1',
    amr: rows.map((row) => ({
      method: row.authentication_method,
      timestamp: Math.floor(row.created_at.getTime() / 1000),
    })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return {
    access_token: await signJwt(claims),
    token_type: 'bearer',
    expires_in: settings.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(sql, user),
  };
}

export type AccessTokenResponse = Awaited<ReturnType<typeof accessTokenResponse>>;

/** A new session with its first refresh token; records the sign-in. */
export async function issueSession(
  sql: Sql,
  settings: SessionSettings,
  user: UserRow,
  method: AuthMethod,
  userAgent?: string,
): Promise<AccessTokenResponse> {
  const sessionId = randomUUID();
  const token = newRefreshToken();
  await sql.query(
    `insert into auth.sessions (id, user_id, aal, refreshed_at, user_agent) values ($1, $2, 'aal1', now(), $3)`,
    [sessionId, user.id, userAgent ?? null],
  );
  await sql.query(
    'insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)',
    [sessionId, method],
  );
  await sql.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, revoked) values ($1, $2, $3, false)',
    [token, user.id, sessionId],
  );
  const { rows } = await sql.query<UserRow>(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning id',
    [user.id],
  );
  if (rows.length === 0) throw new Error(`user ${user.id} vanished`);
  const signedIn = (await findUserById(sql, user.id)) as UserRow;
  await sql.query(
    `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
    [user.id],
  );
  return accessTokenResponse(sql, settings, signedIn, sessionId, token);
}

/**
 * After a verified second factor: the session becomes aal2 with `totp` in its `amr`, and its
 * refresh token is rotated, so the caller gets a new token pair (GoTrue's VerifyFactor).
 */
export async function upgradeSession(
  sql: Sql,
  settings: SessionSettings,
  user: UserRow,
  sessionId: string,
  factorId: string,
  method: AuthMethod,
): Promise<AccessTokenResponse> {
  await sql.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [sessionId, factorId],
  );
  await sql.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set created_at = now(), updated_at = now()`,
    [sessionId, method],
  );
  // A swap, as a refresh: the live token's child, so a refresh already on its way with the old
  // token within the reuse interval gets this one instead of revoking the session.
  const { rows } = await sql.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
     where session_id = $1 and revoked = false returning token`,
    [sessionId],
  );
  const token = newRefreshToken();
  await sql.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked) values ($1, $2, $3, $4, false)',
    [token, user.id, sessionId, rows[0]?.token ?? null],
  );
  return accessTokenResponse(sql, settings, user, sessionId, token);
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string;
}

/**
 * The refresh_token grant with rotation: the presented token is revoked and a child issued.
 * Presenting a revoked token again within the reuse interval returns its live child (two tabs
 * refreshing at once); later, it is reuse: the whole family is revoked and the call fails.
 */
export async function refreshSession(
  sql: Sql,
  settings: SessionSettings,
  presented: string,
): Promise<AccessTokenResponse> {
  const { rows } = await sql.query<RefreshTokenRow>(
    `select rt.id, rt.token, rt.user_id, rt.revoked, rt.updated_at, rt.session_id
     from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
     where rt.token = $1 for update of rt`,
    [presented],
  );
  const token = rows[0];
  if (!token) {
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  const user = await findUserById(sql, token.user_id);
  if (!user)
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (user.banned_until && user.banned_until > new Date()) {
    throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
  }

  if (token.revoked) {
    const withinReuse =
      Date.now() - token.updated_at.getTime() < settings.refreshTokenReuseInterval * 1000;
    const child = withinReuse
      ? (
          await sql.query<RefreshTokenRow>(
            'select token from auth.refresh_tokens where parent = $1 and revoked = false',
            [token.token],
          )
        ).rows[0]
      : undefined;
    if (!child) {
      await sql.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
        [token.session_id],
      );
      throw new ReuseDetected();
    }
    return accessTokenResponse(sql, settings, user, token.session_id, child.token);
  }

  const next = newRefreshToken();
  await sql.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
    [token.id],
  );
  await sql.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked) values ($1, $2, $3, $4, false)',
    [next, user.id, token.session_id, token.token],
  );
  await sql.query(
    'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
    [token.session_id],
  );
  return accessTokenResponse(sql, settings, user, token.session_id, next);
}

/**
 * Reuse must revoke the family and still fail: thrown so the caller commits the revocation
 * before answering with the error (GoTrue's CommitWithError).
 */
export class ReuseDetected extends Error {
  readonly authError = badRequest(
    'refresh_token_already_used',
    'Invalid Refresh Token: Already Used',
  );
}

// One-time tokens ---------------------------------------------------------------------------

/** GoTrue's token hash: hex sha224 of the address followed by the 6-digit code. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

export function newOtp(): string {
  return String(randomBytes(4).readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

export type TokenType =
  'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'reauthentication_token';

/** Replaces the user's token of that type (GoTrue keeps one per type) and returns its code. */
export async function createOneTimeToken(
  sql: Sql,
  user: UserRow,
  type: TokenType,
  relatesTo: string,
): Promise<{ otp: string; hash: string }> {
  const otp = newOtp();
  const hash = tokenHash(relatesTo, otp);
  await sql.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
    user.id,
    type,
  ]);
  await sql.query(
    'insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)',
    [user.id, type, hash, relatesTo],
  );
  const sentColumn = {
    confirmation_token: 'confirmation_sent_at',
    recovery_token: 'recovery_sent_at',
    email_change_token_new: 'email_change_sent_at',
    reauthentication_token: 'reauthentication_sent_at',
  }[type];
  await sql.query(`update auth.users set ${type} = $2, ${sentColumn} = now() where id = $1`, [
    user.id,
    hash,
  ]);
  return { otp, hash };
}

/** Finds and consumes a live token of one of the types; undefined when none matches. */
export async function consumeOneTimeToken(
  sql: Sql,
  hash: string,
  types: TokenType[],
  expirySeconds: number,
): Promise<{ userId: string; type: TokenType; relatesTo: string } | undefined> {
  const { rows } = await sql.query<{ user_id: string; token_type: TokenType; relates_to: string }>(
    `delete from auth.one_time_tokens
     where token_hash = $1 and token_type = any($2::text[]) and created_at > now() - make_interval(secs => $3)
     returning user_id, token_type, relates_to`,
    [hash, types, expirySeconds],
  );
  const row = rows[0];
  if (!row) return undefined;
  await sql.query(`update auth.users set ${row.token_type} = '' where id = $1`, [row.user_id]);
  return { userId: row.user_id, type: row.token_type, relatesTo: row.relates_to };
}
