import { createHash, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type http from 'node:http';
import {
  isRedirectAllowed,
  renderEmailTemplate,
  templateNames,
  type EmailTemplate,
  type RateLimits,
  type TotpSwitches,
} from '../config.ts';
import { bearer, verifyJwt, type Claims } from '../jwt.ts';
import type { Db, Sql } from '../server/db.ts';
import {
  badText,
  BodyError,
  isDataException,
  isRecord,
  json,
  readJsonObject,
  str,
} from '../server/http.ts';
import {
  AuthError,
  authErrorResponse,
  badRequest,
  forbidden,
  maxMetadataBytes,
  maxPasswordBytes,
  minPasswordLength,
  unprocessable,
  weakPassword,
} from './errors.ts';
import type { Mailbox } from './mailbox.ts';
import { mfaRoutes } from './mfa.ts';
import { RateLimiter } from './rate-limit.ts';
import { checkPassword, hashPassword, verifyPassword } from './passwords.ts';
import {
  consumeOneTimeToken,
  createOneTimeToken,
  issueSession,
  refreshSession,
  ReuseDetected,
  tokenHash,
  type SessionSettings,
  type TokenType,
} from './sessions.ts';
import {
  changeEmail,
  confirmUser,
  findUserByEmail,
  findUserById,
  insertUser,
  isEmail,
  normalizeEmail,
  updateUser,
  userJson,
  type UserRow,
} from './users.ts';

export interface AuthOptions {
  /** Sign-ups and email changes take effect without a confirmation email (the CLI's default). @default true */
  autoconfirm: boolean;
  /** Access token lifetime in seconds. @default 3600 */
  jwtExpiry: number;
  /** Seconds a rotated refresh token may be presented again. @default 10 */
  refreshTokenReuseInterval: number;
  /** Lifetime of emailed codes and links in seconds. @default 3600 */
  otpExpiry: number;
  /** The site; redirects to its scheme and host (and to loopback addresses) are allowed. */
  siteUrl: string;
  /** Where emailed links land when the client names no redirect: the site's /auth callback. */
  redirectUrl: string;
  /** More allowed redirects: URLs or GoTrue glob patterns (`https://*.example.com/**`). @default [] */
  additionalRedirectUrls: string[];
  /** Whether /signup and /otp may create users (config.toml `enable_signup`). @default true */
  enableSignup: boolean;
  /** Requests per client address and five minutes. @default GoTrue's: 150, 30, 30 */
  rateLimits: RateLimits;
  /**
   * config.toml's `[auth.email.template.*]`: subjects and Go templates of the emails; the
   * mailbox keeps each email rendered (`html`). @default {} (GoTrue's subjects, no html)
   */
  emailTemplates?: Partial<Record<string, EmailTemplate>>;
  /** config.toml's `[auth.mfa.totp]` switches. @default both on (hosted's default) */
  totp?: TotpSwitches;
}

/** The client's address, from the socket (nothing in front of local-supabase sets a header). */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: http.IncomingMessage } | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? 'unknown';
}

/** Wrong codes for one address before its outstanding codes are thrown away. */
export const maxCodeAttempts = 5;

export interface AuthContext {
  db: Db;
  mailbox: Mailbox;
  /** The API's own URL, known once it listens. */
  apiUrl: () => string;
  options: AuthOptions;
}

const pkcePrefix = 'pkce_';
const flowStateExpirySeconds = 300;

type EmailType = 'magiclink' | 'signup' | 'recovery' | 'email_change' | 'reauthentication';
const subjects: Record<EmailType, string> = {
  magiclink: 'Your Magic Link',
  signup: 'Confirm Your Signup',
  recovery: 'Reset Your Password',
  email_change: 'Confirm Email Change',
  reauthentication: 'Confirm reauthentication',
};

/** Which stored tokens each `type` of /verify accepts. */
const verifyTypes: Record<string, TokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['recovery_token', 'confirmation_token'],
  recovery: ['recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_new'],
};

export function authRoutes(ctx: AuthContext): Hono {
  const { db, mailbox, options } = ctx;
  const app = new Hono();
  const settings = (): SessionSettings => ({
    issuer: `${ctx.apiUrl()}/auth/v1`,
    jwtExpiry: options.jwtExpiry,
    refreshTokenReuseInterval: options.refreshTokenReuseInterval,
  });

  function isAllowedRedirect(url: string): boolean {
    return isRedirectAllowed(url, options.siteUrl, options.additionalRedirectUrls);
  }

  // One limiter per endpoint, as GoTrue has (signup, otp, recover, resend and PUT /user share a
  // rate, not a bucket).
  const signInSignUps = () => new RateLimiter(options.rateLimits.signInSignUps);
  const limiters = {
    token: new RateLimiter(options.rateLimits.tokenRefresh),
    verify: new RateLimiter(options.rateLimits.tokenVerifications),
    signup: signInSignUps(),
    otp: signInSignUps(),
    recover: signInSignUps(),
    resend: signInSignUps(),
    user: signInSignUps(),
    // GoTrue limits MFA challenges and verifications per address too; as emailed codes here.
    factors: new RateLimiter(options.rateLimits.tokenVerifications),
  };
  /** As GoTrue's limitHandler: 429 over_request_rate_limit once the address's bucket is empty. */
  function limit(c: Context, limiter: keyof typeof limiters): void {
    if (!limiters[limiter].take(clientAddress(c))) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  }

  /** Wrong codes per address since its last code was sent. */
  const codeAttempts = new Map<string, number>();

  /** As GoTrue: a redirect outside the allow list falls back to the default. */
  function redirectFor(c: Context, body?: Record<string, unknown>): string {
    const requested = c.req.query('redirect_to') ?? str(body?.redirect_to);
    return requested && isAllowedRedirect(requested) ? requested : options.redirectUrl;
  }

  function sendEmail(
    to: string,
    type: EmailType,
    token: { otp: string; hash: string },
    redirectTo?: string,
    pkce = false,
  ) {
    const link =
      type === 'reauthentication'
        ? undefined
        : `${ctx.apiUrl()}/auth/v1/verify?${new URLSearchParams({
            token: (pkce ? pkcePrefix : '') + token.hash,
            type,
            redirect_to: redirectTo ?? options.redirectUrl,
          })}`;
    codeAttempts.delete(to);
    const template = options.emailTemplates?.[templateNames[type]];
    const html =
      template?.content === undefined
        ? undefined
        : renderEmailTemplate(template.content, {
            Token: token.otp,
            TokenHash: token.hash,
            ConfirmationURL: link ?? '',
            SiteURL: options.siteUrl,
            RedirectTo: redirectTo ?? options.redirectUrl,
            Email: to,
            NewEmail: to,
          });
    mailbox.send({
      to,
      type,
      subject: template?.subject ?? subjects[type],
      ...(html === undefined ? {} : { html }),
      otp: token.otp,
      token_hash: token.hash,
      link,
      redirect_to: link ? (redirectTo ?? options.redirectUrl) : undefined,
    });
  }

  /** Starts a PKCE flow when the client sent a code challenge (flowType: 'pkce'). */
  async function createFlowState(
    sql: Sql,
    user: UserRow,
    body: Record<string, unknown>,
    method: string,
  ): Promise<boolean> {
    const challenge = str(body.code_challenge);
    if (!challenge) return false;
    const challengeMethod = str(body.code_challenge_method)?.toLowerCase();
    if (challengeMethod !== 's256' && challengeMethod !== 'plain') {
      throw badRequest('validation_failed', 'Code challenge method must be one of: s256, plain');
    }
    await sql.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
         provider_type, authentication_method)
       values ($1, $2, $3, $4, $5, $6, $6)`,
      [randomUUID(), user.id, randomUUID(), challengeMethod, challenge, method],
    );
    return true;
  }

  async function claimsOf(c: Context): Promise<Claims> {
    const token = bearer(c.req.header('authorization'));
    if (!token)
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const verified = await verifyJwt(token);
    if (!verified.ok) {
      throw forbidden(
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${verified.reason}`,
      );
    }
    return verified.claims;
  }

  async function requireUser(c: Context, sql: Sql = db) {
    const claims = await claimsOf(c);
    if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
    const user = await findUserById(sql, claims.sub);
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    if (claims.session_id) {
      const { rows } = await sql.query('select 1 from auth.sessions where id = $1', [
        claims.session_id,
      ]);
      if (rows.length === 0) {
        throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
      }
    }
    return { claims, user };
  }

  async function requireAdmin(c: Context): Promise<void> {
    const claims = await claimsOf(c);
    if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
      throw forbidden('not_admin', 'User not allowed');
    }
  }

  function validPassword(password: unknown): string {
    if (typeof password === 'string' && Buffer.byteLength(password) > maxPasswordBytes) {
      throw badRequest(
        'validation_failed',
        `Password cannot be longer than ${maxPasswordBytes} characters`,
      );
    }
    if (typeof password !== 'string' || password.length < minPasswordLength) throw weakPassword();
    return password;
  }

  /** The metadata object (or `{}`), refused when its JSON is larger than maxMetadataBytes. */
  function validMetadata(value: unknown, name = 'data'): Record<string, unknown> {
    if (!isRecord(value)) return {};
    if (Buffer.byteLength(JSON.stringify(value)) > maxMetadataBytes) {
      throw badRequest(
        'validation_failed',
        `${name} is larger than ${maxMetadataBytes} bytes of JSON`,
      );
    }
    return value;
  }

  function validEmail(value: unknown, missing: string): string {
    const email = str(value)?.trim();
    if (!email) throw badRequest('validation_failed', missing);
    if (!isEmail(email)) {
      throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
    }
    return normalizeEmail(email);
  }

  type Handler = (c: Context) => Promise<Response>;
  const handle =
    (fn: Handler): Handler =>
    async (c) => {
      try {
        return await fn(c);
      } catch (error) {
        if (error instanceof AuthError) return authErrorResponse(c, error);
        if (error instanceof ReuseDetected) return authErrorResponse(c, error.authError);
        if (error instanceof BodyError) {
          return authErrorResponse(
            c,
            error.kind === 'bad-text'
              ? badRequest('validation_failed', `Invalid input: ${error.message}`)
              : badRequest('bad_json', `Could not parse request body as JSON: ${error.message}`),
          );
        }
        // Anything the database refused as data (a value it cannot store) is the client's.
        if (isDataException(error)) {
          return authErrorResponse(c, badRequest('validation_failed', 'Invalid input'));
        }
        throw error;
      }
    };

  app.get('/health', () =>
    json({
      version: 'local-supabase',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );

  app.get('/settings', () =>
    json({
      external: {
        anonymous_users: false,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        email: true,
        facebook: false,
        figma: false,
        github: false,
        gitlab: false,
        google: false,
        keycloak: false,
        kakao: false,
        linkedin_oidc: false,
        notion: false,
        phone: false,
        slack_oidc: false,
        spotify: false,
        twitch: false,
        twitter: false,
        workos: false,
        zoom: false,
      },
      disable_signup: !options.enableSignup,
      mailer_autoconfirm: options.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  // HS256 keys are symmetric and never published; auth-js then verifies through GET /user.
  app.get('/.well-known/jwks.json', () => json({ keys: [] }));

  app.post(
    '/signup',
    handle(async (c) => {
      limit(c, 'signup');
      const body = await readJsonObject(c);
      if (!options.enableSignup) {
        throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
      }
      if (str(body.phone))
        throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
      const email = validEmail(body.email, 'To signup, please provide your email');
      const password = validPassword(body.password);
      const data = validMetadata(body.data);
      const encrypted = await hashPassword(password);
      const redirectTo = redirectFor(c, body);
      const result = await db.transaction(async (tx) => {
        let user = await findUserByEmail(tx, email);
        if (user?.email_confirmed_at) {
          throw unprocessable('user_already_exists', 'User already registered');
        }
        if (user) {
          user = await updateUser(tx, user.id, {
            encrypted_password: encrypted,
            raw_user_meta_data: { ...user.raw_user_meta_data, ...data },
          });
        } else {
          user = await insertUser(tx, {
            email,
            encryptedPassword: encrypted,
            confirmed: options.autoconfirm,
            userMetadata: data,
          });
        }
        if (options.autoconfirm)
          return issueSession(tx, settings(), user, 'password', c.req.header('user-agent'));
        const pkce = await createFlowState(tx, user, body, 'email/signup');
        const token = await createOneTimeToken(tx, user, 'confirmation_token', email);
        sendEmail(email, 'signup', token, redirectTo, pkce);
        const refreshed = (await findUserById(tx, user.id)) as UserRow;
        return userJson(tx, refreshed);
      });
      return json(result);
    }),
  );

  app.post(
    '/token',
    handle(async (c) => {
      const grantType = c.req.query('grant_type');
      if (!['password', 'refresh_token', 'pkce'].includes(grantType ?? '')) {
        throw badRequest('invalid_credentials', 'unsupported_grant_type');
      }
      limit(c, 'token');
      const body = await readJsonObject(c);
      if (grantType === 'password') {
        if (str(body.phone))
          throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
        const email = str(body.email)?.trim();
        if (!email) throw badRequest('validation_failed', 'missing email or phone');
        const password = str(body.password) ?? '';
        const user = await findUserByEmail(db, email);
        // Unknown emails cost the same hash check as known ones.
        const valid = await checkPassword(password, user?.encrypted_password ?? null);
        if (!user || !valid || (user.banned_until && user.banned_until > new Date())) {
          throw badRequest('invalid_credentials', 'Invalid login credentials');
        }
        if (!user.email_confirmed_at)
          throw badRequest('email_not_confirmed', 'Email not confirmed');
        return json(
          await db.transaction((tx) =>
            issueSession(tx, settings(), user, 'password', c.req.header('user-agent')),
          ),
        );
      }
      if (grantType === 'refresh_token') {
        const token = str(body.refresh_token);
        if (!token) throw badRequest('validation_failed', 'refresh_token required');
        const outcome = await db.transaction(async (tx) => {
          try {
            return await refreshSession(tx, settings(), token);
          } catch (error) {
            // Commit the family's revocation, then fail (GoTrue's CommitWithError).
            if (error instanceof ReuseDetected) return error;
            throw error;
          }
        });
        if (outcome instanceof ReuseDetected) throw outcome.authError;
        return json(outcome);
      }
      if (grantType === 'pkce') {
        const authCode = str(body.auth_code);
        const verifier = str(body.code_verifier);
        if (!authCode || !verifier) {
          throw badRequest(
            'validation_failed',
            'invalid request: both auth code and code verifier should be non-empty',
          );
        }
        return json(
          await db.transaction(async (tx) => {
            const { rows } = await tx.query<{
              id: string;
              user_id: string;
              code_challenge_method: string;
              code_challenge: string;
              authentication_method: string;
              created_at: Date;
            }>(
              `delete from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null
               returning id, user_id, code_challenge_method, code_challenge, authentication_method, created_at`,
              [authCode],
            );
            const flow = rows[0];
            if (!flow)
              throw new AuthError(
                404,
                'flow_state_not_found',
                'invalid flow state, no valid flow state found',
              );
            if (Date.now() - flow.created_at.getTime() > flowStateExpirySeconds * 1000) {
              throw badRequest('flow_state_expired', 'invalid flow state, flow state has expired');
            }
            const computed =
              flow.code_challenge_method === 's256'
                ? createHash('sha256').update(verifier).digest('base64url')
                : verifier;
            if (computed !== flow.code_challenge) {
              throw forbidden(
                'bad_code_verifier',
                'code challenge does not match previously saved code verifier',
              );
            }
            const user = await findUserById(tx, flow.user_id);
            if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
            return issueSession(
              tx,
              settings(),
              user,
              flow.authentication_method,
              c.req.header('user-agent'),
            );
          }),
        );
      }
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
    }),
  );

  app.post(
    '/otp',
    handle(async (c) => {
      limit(c, 'otp');
      const body = await readJsonObject(c);
      if (str(body.phone))
        throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
      const email = validEmail(
        body.email,
        'Only an email address or phone number should be provided',
      );
      const createUser = body.create_user !== false;
      const data = validMetadata(body.data);
      const redirectTo = redirectFor(c, body);
      await db.transaction(async (tx) => {
        let user = await findUserByEmail(tx, email);
        if (!user) {
          if (!createUser || !options.enableSignup)
            throw unprocessable('otp_disabled', 'Signups not allowed for otp');
          user = await insertUser(tx, { email, confirmed: false, userMetadata: data });
        }
        const confirmed = Boolean(user.email_confirmed_at);
        const pkce = await createFlowState(
          tx,
          user,
          body,
          confirmed ? 'magiclink' : 'email/signup',
        );
        const token = await createOneTimeToken(
          tx,
          user,
          confirmed ? 'recovery_token' : 'confirmation_token',
          email,
        );
        sendEmail(email, confirmed ? 'magiclink' : 'signup', token, redirectTo, pkce);
      });
      return json({});
    }),
  );

  app.post(
    '/recover',
    handle(async (c) => {
      limit(c, 'recover');
      const body = await readJsonObject(c);
      const email = validEmail(body.email, 'Password recovery requires an email');
      const redirectTo = redirectFor(c, body);
      await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        // Unknown addresses get the same answer, so the endpoint reveals no accounts.
        if (!user) return;
        const pkce = await createFlowState(tx, user, body, 'recovery');
        const token = await createOneTimeToken(tx, user, 'recovery_token', email);
        sendEmail(email, 'recovery', token, redirectTo, pkce);
      });
      return json({});
    }),
  );

  app.post(
    '/resend',
    handle(async (c) => {
      limit(c, 'resend');
      const body = await readJsonObject(c);
      const type = str(body.type);
      if (type === 'sms' || type === 'phone_change') {
        throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
      }
      if (type !== 'signup' && type !== 'email_change') {
        throw badRequest(
          'validation_failed',
          'Missing one of these types: signup, email_change, sms, phone_change',
        );
      }
      const email = validEmail(body.email, 'Type provided requires an email address');
      const redirectTo = redirectFor(c, body);
      await db.transaction(async (tx) => {
        if (type === 'signup') {
          const user = await findUserByEmail(tx, email);
          if (!user || user.email_confirmed_at) return;
          const pkce = await createFlowState(tx, user, body, 'email/signup');
          sendEmail(
            email,
            'signup',
            await createOneTimeToken(tx, user, 'confirmation_token', email),
            redirectTo,
            pkce,
          );
          return;
        }
        const { rows } = await tx.query<{ id: string }>(
          'select id from auth.users where lower(email_change) = $1',
          [email],
        );
        const user = rows[0] && (await findUserById(tx, rows[0].id));
        if (!user) return;
        sendEmail(
          email,
          'email_change',
          await createOneTimeToken(tx, user, 'email_change_token_new', email),
          redirectTo,
        );
      });
      return json({});
    }),
  );

  /** Consumes a token and applies what it confirms; the user after it, or undefined. */
  async function verifyToken(tx: Sql, type: string, hash: string): Promise<UserRow | undefined> {
    const types = verifyTypes[type];
    if (!types) throw badRequest('validation_failed', 'Unsupported verification type');
    const token = await consumeOneTimeToken(tx, hash, types, options.otpExpiry);
    if (!token) return undefined;
    let user = await findUserById(tx, token.userId);
    if (!user) return undefined;
    if (token.type === 'email_change_token_new')
      user = await changeEmail(tx, user, token.relatesTo);
    else user = await confirmUser(tx, user);
    return user;
  }

  /** After maxCodeAttempts wrong codes, the address's outstanding codes stop working. */
  async function countWrongCode(address: string): Promise<void> {
    const attempts = (codeAttempts.get(address) ?? 0) + 1;
    if (attempts < maxCodeAttempts) {
      codeAttempts.set(address, attempts);
      if (codeAttempts.size > 10_000) codeAttempts.clear();
      return;
    }
    codeAttempts.delete(address);
    await db.query(
      `delete from auth.one_time_tokens where relates_to = $1
         or user_id in (select id from auth.users where lower(email) = $1)`,
      [address],
    );
  }

  const otpExpired = () => forbidden('otp_expired', 'Token has expired or is invalid');

  app.post(
    '/verify',
    handle(async (c) => {
      limit(c, 'verify');
      const body = await readJsonObject(c);
      const type = str(body.type);
      if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
      if (type === 'sms' || type === 'phone_change') {
        throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
      }
      let hash = str(body.token_hash);
      const token = str(body.token);
      let address: string | undefined;
      if (!hash) {
        const email = str(body.email);
        if (!token || !email)
          throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
        address = normalizeEmail(email);
        hash = tokenHash(address, token.replaceAll('-', ''));
      }
      const tokenHashValue = hash.startsWith(pkcePrefix) ? hash.slice(pkcePrefix.length) : hash;
      const session = await db.transaction(async (tx) => {
        const user = await verifyToken(tx, type, tokenHashValue);
        if (!user) return undefined;
        return issueSession(tx, settings(), user, 'otp', c.req.header('user-agent'));
      });
      if (!session) {
        if (address) await countWrongCode(address);
        throw otpExpired();
      }
      if (address) codeAttempts.delete(address);
      return json(session);
    }),
  );

  // The emailed link: verify, then 303 to the redirect with the session in the fragment
  // (implicit flow) or `?code=` (PKCE), or the error in both, as GoTrue does.
  app.get('/verify', async (c) => {
    if (!limiters.verify.take(clientAddress(c))) {
      return authErrorResponse(
        c,
        new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
      );
    }
    const type = c.req.query('type') ?? '';
    const rawToken = c.req.query('token') ?? '';
    const redirectTo = redirectFor(c);
    const badQuery = [type, rawToken].map(badText).find(Boolean);
    const pkce = rawToken.startsWith(pkcePrefix);
    const hash = pkce ? rawToken.slice(pkcePrefix.length) : rawToken;
    const errorRedirect = (code: string, description: string) => {
      const url = new URL(redirectTo);
      const params = new URLSearchParams({
        error: 'access_denied',
        error_code: code,
        error_description: description,
      });
      url.hash = params.toString();
      if (pkce) url.search = params.toString();
      return c.redirect(url.toString(), 303);
    };
    if (!verifyTypes[type] || type === 'email') {
      return errorRedirect('validation_failed', 'Invalid email verification type');
    }
    if (badQuery) return errorRedirect('validation_failed', `Invalid token: ${badQuery}`);
    try {
      const target = await db.transaction(async (tx) => {
        const user = await verifyToken(tx, type, hash);
        if (!user) throw otpExpired();
        if (pkce) {
          const { rows } = await tx.query<{ auth_code: string }>(
            `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
             where id = (select id from auth.flow_state where user_id = $1 and auth_code_issued_at is null
                         order by created_at desc limit 1)
             returning auth_code`,
            [user.id],
          );
          if (!rows[0]) throw badRequest('flow_state_not_found', 'No associated flow state found');
          const url = new URL(redirectTo);
          url.searchParams.set('code', rows[0].auth_code);
          return url.toString();
        }
        const method = { signup: 'email/signup', invite: 'invite' }[type] ?? type;
        const session = await issueSession(
          tx,
          settings(),
          user,
          method,
          c.req.header('user-agent'),
        );
        const fragment = new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type,
        });
        const url = new URL(redirectTo);
        url.hash = fragment.toString();
        return url.toString();
      });
      return c.redirect(target, 303);
    } catch (error) {
      if (error instanceof AuthError) {
        return errorRedirect(
          error.code,
          error.code === 'otp_expired' ? 'Email link is invalid or has expired' : error.message,
        );
      }
      if (isDataException(error)) return errorRedirect('validation_failed', 'Invalid token');
      throw error;
    }
  });

  app.get(
    '/user',
    handle(async (c) => {
      const { user } = await requireUser(c);
      return json(await userJson(db, user));
    }),
  );

  app.put(
    '/user',
    handle(async (c) => {
      limit(c, 'user');
      const body = await readJsonObject(c);
      const password = body.password === undefined ? undefined : validPassword(body.password);
      const encrypted = password === undefined ? undefined : await hashPassword(password);
      const redirectTo = redirectFor(c, body);
      const result = await db.transaction(async (tx) => {
        let { user } = await requireUser(c, tx);
        if (password !== undefined && (await verifyPassword(password, user.encrypted_password))) {
          throw unprocessable(
            'same_password',
            'New password should be different from the old password.',
          );
        }
        if (encrypted) user = await updateUser(tx, user.id, { encrypted_password: encrypted });
        if (isRecord(body.data)) {
          const metadata: Record<string, unknown> = { ...user.raw_user_meta_data };
          // GoTrue merges top-level keys and removes those set to null.
          for (const [key, value] of Object.entries(body.data)) {
            if (value === null) delete metadata[key];
            else metadata[key] = value;
          }
          validMetadata(metadata);
          user = await updateUser(tx, user.id, { raw_user_meta_data: metadata });
        }
        const newEmail =
          body.email === undefined ? undefined : validEmail(body.email, 'Email is required');
        if (newEmail && newEmail !== user.email) {
          if (await findUserByEmail(tx, newEmail)) {
            throw unprocessable(
              'email_exists',
              'A user with this email address has already been registered',
            );
          }
          if (options.autoconfirm) {
            user = await changeEmail(tx, user, newEmail);
          } else {
            user = await updateUser(tx, user.id, { email_change: newEmail });
            const token = await createOneTimeToken(tx, user, 'email_change_token_new', newEmail);
            sendEmail(newEmail, 'email_change', token, redirectTo);
            user = (await findUserById(tx, user.id)) as UserRow;
          }
        }
        return userJson(tx, user);
      });
      return json(result);
    }),
  );

  app.get(
    '/reauthenticate',
    handle(async (c) => {
      const { user } = await requireUser(c);
      if (!user.email)
        throw unprocessable(
          'validation_failed',
          'Reauthentication requires the user to have an email or a phone number',
        );
      await db.transaction(async (tx) => {
        sendEmail(
          user.email as string,
          'reauthentication',
          await createOneTimeToken(tx, user, 'reauthentication_token', user.email as string),
        );
      });
      return json({});
    }),
  );

  app.post(
    '/logout',
    handle(async (c) => {
      const scope = c.req.query('scope') ?? 'global';
      if (!['global', 'local', 'others'].includes(scope)) {
        throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
      }
      const { claims, user } = await requireUser(c);
      if (scope === 'global') {
        await db.query('delete from auth.sessions where user_id = $1', [user.id]);
      } else if (claims.session_id) {
        await db.query(
          scope === 'local'
            ? 'delete from auth.sessions where id = $2 and user_id = $1'
            : 'delete from auth.sessions where id <> $2 and user_id = $1',
          [user.id, claims.session_id],
        );
      }
      return new Response(null, { status: 204 });
    }),
  );

  app.get(
    '/authorize',
    handle(async (c) => {
      throw badRequest(
        'validation_failed',
        `Unsupported provider: provider ${c.req.query('provider') ?? ''} is not enabled`,
      );
    }),
  );

  mfaRoutes(app, {
    db,
    siteUrl: options.siteUrl,
    totp: options.totp ?? { enroll: true, verify: true },
    settings,
    handle,
    requireUser,
    limit: (c) => limit(c, 'factors'),
    clientAddress,
  });

  // Admin API (service role) ------------------------------------------------------------------

  app.get(
    '/admin/users',
    handle(async (c) => {
      await requireAdmin(c);
      // As GoTrue's paginate: unsigned integers or 400.
      const pageParam = c.req.query('page') ?? '1';
      const perPageParam = c.req.query('per_page') ?? '50';
      if (!/^\d{1,9}$/.test(pageParam) || !/^\d{1,9}$/.test(perPageParam)) {
        throw badRequest('validation_failed', 'Bad Pagination Parameters');
      }
      const page = Math.max(1, Number(pageParam));
      const perPage = Math.min(1000, Math.max(1, Number(perPageParam)));
      const { rows: countRows } = await db.query<{ count: string }>(
        'select count(*) from auth.users where deleted_at is null',
      );
      const total = Number(countRows[0]?.count ?? 0);
      const { rows } = await db.query<{ id: string }>(
        'select id from auth.users where deleted_at is null order by created_at desc, id desc limit $1 offset $2',
        [perPage, (page - 1) * perPage],
      );
      const users = [];
      for (const row of rows) {
        const user = await findUserById(db, row.id);
        if (user) users.push(await userJson(db, user));
      }
      const lastPage = Math.max(1, Math.ceil(total / perPage));
      const base = `${ctx.apiUrl()}/auth/v1/admin/users`;
      const links = [`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`];
      if (page < lastPage)
        links.unshift(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
      return json({ users, aud: 'authenticated' }, 200, {
        'x-total-count': String(total),
        link: links.join(', '),
      });
    }),
  );

  app.post(
    '/admin/users',
    handle(async (c) => {
      await requireAdmin(c);
      const body = await readJsonObject(c);
      const email = validEmail(body.email, 'Unable to validate email address: invalid format');
      const password = body.password === undefined ? undefined : validPassword(body.password);
      const encrypted = password === undefined ? undefined : await hashPassword(password);
      return json(
        await db.transaction(async (tx) => {
          if (await findUserByEmail(tx, email)) {
            throw unprocessable(
              'email_exists',
              'A user with this email address has already been registered',
            );
          }
          const user = await insertUser(tx, {
            email,
            encryptedPassword: encrypted,
            confirmed: body.email_confirm === true,
            userMetadata: validMetadata(body.user_metadata, 'user_metadata'),
            appMetadata: validMetadata(body.app_metadata, 'app_metadata'),
            // GoTrue's admin API stores the metadata as given, without the identity's claims.
            identityInMetadata: false,
          });
          return userJson(tx, user);
        }),
      );
    }),
  );

  app.get(
    '/admin/users/:id',
    handle(async (c) => {
      await requireAdmin(c);
      const user = await findUserById(db, c.req.param('id') ?? '');
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      return json(await userJson(db, user));
    }),
  );

  app.put(
    '/admin/users/:id',
    handle(async (c) => {
      await requireAdmin(c);
      const body = await readJsonObject(c);
      const encrypted =
        body.password === undefined ? undefined : await hashPassword(validPassword(body.password));
      return json(
        await db.transaction(async (tx) => {
          let user = await findUserById(tx, c.req.param('id') ?? '');
          if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
          if (encrypted) user = await updateUser(tx, user.id, { encrypted_password: encrypted });
          if (isRecord(body.user_metadata)) {
            user = await updateUser(tx, user.id, {
              raw_user_meta_data: validMetadata(
                { ...user.raw_user_meta_data, ...body.user_metadata },
                'user_metadata',
              ),
            });
          }
          if (isRecord(body.app_metadata)) {
            user = await updateUser(tx, user.id, {
              raw_app_meta_data: validMetadata(
                { ...user.raw_app_meta_data, ...body.app_metadata },
                'app_metadata',
              ),
            });
          }
          if (body.email !== undefined) {
            const email = validEmail(
              body.email,
              'Unable to validate email address: invalid format',
            );
            if (email !== user.email) {
              if (await findUserByEmail(tx, email)) {
                throw unprocessable(
                  'email_exists',
                  'A user with this email address has already been registered',
                );
              }
              user = await changeEmail(tx, user, email);
            }
          }
          if (body.email_confirm === true) user = await confirmUser(tx, user);
          return userJson(tx, user);
        }),
      );
    }),
  );

  app.delete(
    '/admin/users/:id',
    handle(async (c) => {
      await requireAdmin(c);
      const { rowCount } = await db.query('delete from auth.users where id = $1', [
        c.req.param('id'),
      ]);
      if (!rowCount) throw new AuthError(404, 'user_not_found', 'User not found');
      return json({});
    }),
  );

  app.post(
    '/admin/generate_link',
    handle(async (c) => {
      await requireAdmin(c);
      const body = await readJsonObject(c);
      const type = str(body.type);
      if (type !== 'magiclink' && type !== 'recovery' && type !== 'signup') {
        throw badRequest(
          'validation_failed',
          'Invalid email action link type requested: ' + String(type),
        );
      }
      const email = validEmail(body.email, 'Password recovery requires an email');
      const redirectTo = redirectFor(c, body);
      const encrypted =
        type === 'signup' ? await hashPassword(validPassword(body.password)) : undefined;
      return json(
        await db.transaction(async (tx) => {
          let user = await findUserByEmail(tx, email);
          if (type === 'signup') {
            if (user)
              throw unprocessable(
                'email_exists',
                'A user with this email address has already been registered',
              );
            user = await insertUser(tx, {
              email,
              encryptedPassword: encrypted,
              confirmed: false,
              userMetadata: validMetadata(body.data),
            });
          }
          if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
          const tokenType: TokenType = user.email_confirmed_at
            ? 'recovery_token'
            : 'confirmation_token';
          const verification = user.email_confirmed_at ? type : 'signup';
          const token = await createOneTimeToken(tx, user, tokenType, email);
          const fresh = (await findUserById(tx, user.id)) as UserRow;
          return {
            ...(await userJson(tx, fresh)),
            action_link: `${ctx.apiUrl()}/auth/v1/verify?${new URLSearchParams({ token: token.hash, type: verification, redirect_to: redirectTo })}`,
            email_otp: token.otp,
            hashed_token: token.hash,
            redirect_to: redirectTo,
            verification_type: verification,
          };
        }),
      );
    }),
  );

  // Recognised but not part of the local subset: the 4xx GoTrue gives when the feature is off
  // (a 501 would be retried by auth-js).
  const disabled: [string, number, string, string][] = [
    ['/sso', 404, 'saml_provider_disabled', 'SAML 2.0 is disabled'],
    ['/user/identities/*', 404, 'manual_linking_disabled', 'Manual linking is disabled'],
    ['/magiclink', 400, 'feature_disabled', 'Magic links are served by /otp'],
    ['/invite', 400, 'feature_disabled', 'Invites are disabled'],
  ];
  for (const [path, status, code, message] of disabled) {
    app.all(
      path,
      handle(async () => {
        throw new AuthError(
          status,
          code,
          `${message} (local-supabase does not implement ${path.replace('/*', '/…')}; use a hosted Supabase project for it)`,
        );
      }),
    );
  }

  // Last, so it only catches what no route above answered (a sub-app's notFound is not used once mounted).
  app.all('*', (c) => authErrorResponse(c, new AuthError(404, 'not_found', 'Not Found')));
  return app;
}
