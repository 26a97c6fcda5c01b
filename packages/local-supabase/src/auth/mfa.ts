// GoTrue's MFA endpoints for TOTP factors, as auth-js's `auth.mfa` calls them: enrol, challenge,
// verify (the session becomes aal2), unenrol. Shapes and error codes follow GoTrue's
// internal/api/mfa.go; see docs/architecture.md ("Two-factor sign-in").
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TotpSwitches } from '../config.ts';
import type { Claims } from '../jwt.ts';
import type { Db, Sql } from '../server/db.ts';
import { json, readJsonObject, str } from '../server/http.ts';
import { AuthError, badRequest, forbidden, unprocessable } from './errors.ts';
import { upgradeSession, type SessionSettings } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';

/** GoTrue's defaults: a challenge lasts five minutes; at most ten factors per user. */
export const challengeExpirySeconds = 300;
export const maxEnrolledFactors = 10;
/** Wrong codes against one challenge before it is thrown away (a new challenge is needed). */
export const maxChallengeAttempts = 5;
const period = 30;

export interface MfaDeps {
  db: Db;
  siteUrl: string;
  /** `[auth.mfa.totp]`: off answers GoTrue's 422 for a feature turned off. */
  totp: TotpSwitches;
  settings: () => SessionSettings;
  handle: (fn: (c: Context) => Promise<Response>) => (c: Context) => Promise<Response>;
  requireUser: (c: Context, sql?: Sql) => Promise<{ claims: Claims; user: UserRow }>;
  /** Takes one request from the address's verification bucket, or throws 429. */
  limit: (c: Context) => void;
  clientAddress: (c: Context) => string;
}

interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string | null;
}

const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
const challengeNotFound = () =>
  unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');

function totpFor(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secret),
  });
}

export function mfaRoutes(app: Hono, deps: MfaDeps): void {
  const { db, handle, requireUser } = deps;
  function verifyEnabled(): void {
    if (!deps.totp.verify) {
      throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    }
  }
  /** Wrong codes per challenge. */
  const attempts = new Map<string, number>();

  async function factorOf(sql: Sql, user: UserRow, id: string): Promise<FactorRow> {
    // Not a UUID: no such factor (and nothing for the database to refuse).
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
      throw factorNotFound();
    }
    const { rows } = await sql.query<FactorRow>(
      `select id, user_id, friendly_name, factor_type, status, secret
       from auth.mfa_factors where id = $1 and user_id = $2`,
      [id, user.id],
    );
    if (!rows[0]) throw factorNotFound();
    return rows[0];
  }

  async function sessionAal(sql: Sql, claims: Claims): Promise<string> {
    if (!claims.session_id) return claims.aal ?? 'aal1';
    const { rows } = await sql.query<{ aal: string }>(
      'select aal from auth.sessions where id = $1',
      [claims.session_id],
    );
    return rows[0]?.aal ?? 'aal1';
  }

  app.post(
    '/factors',
    handle(async (c) => {
      const body = await readJsonObject(c);
      const { claims, user } = await requireUser(c);
      const factorType = body.factor_type;
      if (factorType === 'phone') {
        throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
      }
      if (factorType === 'webauthn') {
        throw unprocessable(
          'mfa_webauthn_enroll_not_enabled',
          'MFA enroll is disabled for WebAuthn',
        );
      }
      if (factorType !== 'totp') {
        throw badRequest('validation_failed', 'factor_type needs to be totp, phone or webauthn');
      }
      if (!deps.totp.enroll) {
        throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
      }
      const friendlyName = body.friendly_name === undefined ? '' : str(body.friendly_name);
      const requestedIssuer = body.issuer === undefined ? undefined : str(body.issuer);
      if (friendlyName === undefined || friendlyName.length > 256) {
        throw badRequest(
          'validation_failed',
          'friendly_name must be a string of 256 characters or fewer',
        );
      }
      if (
        requestedIssuer !== undefined &&
        (requestedIssuer.length > 256 || requestedIssuer.includes(':'))
      ) {
        throw badRequest(
          'validation_failed',
          'issuer must be a string of 256 characters or fewer, without ":"',
        );
      }
      const issuer = requestedIssuer || new URL(deps.siteUrl).host;
      const secret = new Secret({ size: 20 }).base32;
      const uri = totpFor(secret, issuer, user.email ?? user.id).toString();
      const qrCode = await QRCode.toString(uri, { type: 'svg', margin: 1 });
      const id = randomUUID();
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ status: string; friendly_name: string | null }>(
          'select status, friendly_name from auth.mfa_factors where user_id = $1 for update',
          [user.id],
        );
        if (
          rows.some((row) => row.status === 'verified') &&
          (await sessionAal(tx, claims)) !== 'aal2'
        ) {
          throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
        }
        if (rows.length >= maxEnrolledFactors) {
          throw unprocessable(
            'too_many_enrolled_mfa_factors',
            'Maximum number of verified factors reached, unenroll to continue',
          );
        }
        if (friendlyName.trim() !== '' && rows.some((row) => row.friendly_name === friendlyName)) {
          throw unprocessable(
            'mfa_factor_name_conflict',
            `A factor with the friendly name "${friendlyName}" for this user already exists`,
          );
        }
        await tx.query(
          `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
           values ($1, $2, $3, 'totp', 'unverified', $4)`,
          [id, user.id, friendlyName, secret],
        );
      });
      return json({
        id,
        type: 'totp',
        friendly_name: friendlyName,
        totp: { qr_code: qrCode, secret, uri },
      });
    }),
  );

  app.post(
    '/factors/:id/challenge',
    handle(async (c) => {
      deps.limit(c);
      verifyEnabled();
      const { user } = await requireUser(c);
      const factor = await factorOf(db, user, c.req.param('id') ?? '');
      const id = randomUUID();
      const { rows } = await db.transaction(async (tx) => {
        await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
          factor.id,
        ]);
        return tx.query<{ created_at: Date }>(
          `insert into auth.mfa_challenges (id, factor_id, ip_address) values ($1, $2, $3)
           returning created_at`,
          [id, factor.id, ipOrLoopback(deps.clientAddress(c))],
        );
      });
      const createdAt = rows[0]?.created_at ?? new Date();
      return json({
        id,
        type: 'totp',
        expires_at: Math.floor(createdAt.getTime() / 1000) + challengeExpirySeconds,
      });
    }),
  );

  app.post(
    '/factors/:id/verify',
    handle(async (c) => {
      deps.limit(c);
      verifyEnabled();
      const body = await readJsonObject(c);
      const { claims, user } = await requireUser(c);
      const factor = await factorOf(db, user, c.req.param('id') ?? '');
      const challengeId = str(body.challenge_id) ?? '';
      const code = str(body.code) ?? '';
      if (!/^[0-9a-f-]{36}$/i.test(challengeId)) throw challengeNotFound();
      if (!claims.session_id) throw unprocessable('session_not_found', 'Session not found');
      const result = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          id: string;
          created_at: Date;
          verified_at: Date | null;
          ip_address: string;
        }>(
          `select id, created_at, verified_at, host(ip_address) as ip_address
           from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
          [challengeId, factor.id],
        );
        const challenge = rows[0];
        if (!challenge) throw challengeNotFound();
        // As GoTrue: a challenge is used once, and only from the address that asked for it.
        if (challenge.verified_at || challenge.ip_address !== ipOrLoopback(deps.clientAddress(c))) {
          throw unprocessable(
            'mfa_ip_address_mismatch',
            'Challenge and verify IP addresses mismatch.',
          );
        }
        if (Date.now() - challenge.created_at.getTime() > challengeExpirySeconds * 1000) {
          await tx.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
          return 'expired' as const;
        }
        const totp = totpFor(factor.secret ?? '', 'x', 'x');
        const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, window: 1 }) : null;
        const step = delta === null ? undefined : Math.floor(Date.now() / 1000 / period) + delta;
        // A code is good once: a step at or before one already used for this factor is refused.
        const replayed =
          step !== undefined &&
          (
            await tx.query(
              `select 1 from auth.mfa_challenges
               where factor_id = $1 and verified_at is not null and otp_code::bigint >= $2`,
              [factor.id, step],
            )
          ).rows.length > 0;
        if (step === undefined || replayed) {
          const tries = (attempts.get(challenge.id) ?? 0) + 1;
          // Abandoned challenges expire anyway: the oldest entry goes once the map is large.
          if (attempts.size > 10_000) attempts.delete(attempts.keys().next().value as string);
          attempts.set(challenge.id, tries);
          if (tries >= maxChallengeAttempts) {
            attempts.delete(challenge.id);
            await tx.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
          }
          return 'wrong' as const;
        }
        attempts.delete(challenge.id);
        await tx.query(
          'update auth.mfa_challenges set verified_at = now(), otp_code = $2 where id = $1',
          [challenge.id, String(step)],
        );
        if (factor.status !== 'verified') {
          await tx.query(
            `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
            [factor.id],
          );
          // As GoTrue: a first verified factor signs out the user's other aal1 sessions, and
          // removes the user's other unverified factors.
          await tx.query(
            `delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'`,
            [user.id, claims.session_id],
          );
          await tx.query(
            `delete from auth.mfa_factors where user_id = $1 and id <> $2 and status = 'unverified'`,
            [user.id, factor.id],
          );
        }
        const fresh = (await findUserById(tx, user.id)) as UserRow;
        return upgradeSession(
          tx,
          deps.settings(),
          fresh,
          claims.session_id as string,
          factor.id,
          'totp',
        );
      });
      // The expired challenge and a used-up one are removed before the error is answered.
      if (result === 'expired') {
        throw unprocessable(
          'mfa_challenge_expired',
          `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
        );
      }
      if (result === 'wrong') {
        throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
      }
      return json(result);
    }),
  );

  app.delete(
    '/factors/:id',
    handle(async (c) => {
      const { claims, user } = await requireUser(c);
      const factor = await factorOf(db, user, c.req.param('id') ?? '');
      await db.transaction(async (tx) => {
        if (factor.status === 'verified' && (await sessionAal(tx, claims)) !== 'aal2') {
          throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
        }
        await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
        // Sessions that passed this factor are back to aal1 (GoTrue's DowngradeSessionsToAAL1).
        await tx.query(
          `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
          [factor.id],
        );
      });
      return json({ id: factor.id });
    }),
  );
}

/** The client's address as inet; an address the socket did not report is stored as loopback. */
function ipOrLoopback(address: string): string {
  const plain = address.replace(/^::ffff:/, '');
  return /^[0-9a-f:.]+$/i.test(plain) ? plain : '127.0.0.1';
}
