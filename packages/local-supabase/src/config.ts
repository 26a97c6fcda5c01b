import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

/**
 * Requests per client address in five minutes, GoTrue's `GOTRUE_RATE_LIMIT_*` (the Supabase CLI's
 * `[auth.rate_limit]`). A burst of up to 30 is allowed, the rest refills evenly over the window.
 */
export interface RateLimits {
  /** POST /token, every grant (password, refresh_token, pkce). GoTrue default 150. */
  tokenRefresh: number;
  /** POST /signup, /otp, /recover, /resend, PUT /user. GoTrue default 30. */
  signInSignUps: number;
  /** GET and POST /verify. GoTrue default 30. */
  tokenVerifications: number;
}

/** Hosted GoTrue's defaults (and the CLI's config.toml template). */
export const defaultRateLimits: RateLimits = {
  tokenRefresh: 150,
  signInSignUps: 30,
  tokenVerifications: 30,
};

/** For test suites that sign in many times from one address: limits nothing reaches. */
export const testRateLimits: RateLimits = {
  tokenRefresh: 1_000_000,
  signInSignUps: 1_000_000,
  tokenVerifications: 1_000_000,
};

/** An email of `[auth.email.template.<name>]`: its subject and its Go template's text. */
export interface EmailTemplate {
  subject?: string;
  /** The file's content (`content_path`, relative to the repository root as in the CLI). */
  content?: string;
}

/** GoTrue's template names (config.toml) by the `type` of the email local-supabase sends. */
export const templateNames = {
  magiclink: 'magic_link',
  signup: 'confirmation',
  recovery: 'recovery',
  email_change: 'email_change',
  reauthentication: 'reauthentication',
  invite: 'invite',
} as const;

/** What local-supabase reads from supabase/config.toml's `[auth]`. */
export interface AuthConfig {
  /** `site_url`: unset when the file has none (or names an unset `env()`). */
  siteUrl?: string;
  /** `additional_redirect_urls`: more allowed redirects, glob patterns as in GoTrue. */
  additionalRedirectUrls: string[];
  /**
   * `enable_signup` and `[auth.email] enable_signup`: whether /signup (and /otp for new
   * addresses) may create users.
   */
  enableSignup: boolean;
  rateLimits: RateLimits;
  /** `[auth.email] otp_expiry`: seconds a code or link lasts. @default 3600 */
  otpExpiry: number;
  /** `[auth.email.template.*]` by template name (`magic_link`, `recovery`...). */
  emailTemplates: Partial<Record<string, EmailTemplate>>;
  /** `[auth.mfa.totp] enroll_enabled / verify_enabled`. @default both true, as hosted */
  totp: TotpSwitches;
}

/** Whether TOTP factors may be enrolled, and challenged and verified. */
export interface TotpSwitches {
  enroll: boolean;
  verify: boolean;
}

/**
 * `env(NAME)` as the Supabase CLI resolves it: the variable's value, or undefined when it is not
 * set (then the local default applies; hosted, the CLI refuses to push an unset variable).
 */
function resolve(value: unknown, env: NodeJS.ProcessEnv): unknown {
  if (typeof value !== 'string') return value;
  const match = /^env\((\w+)\)$/.exec(value.trim());
  if (!match) return value;
  const resolved = env[match[1] as string];
  return resolved === undefined || resolved === '' ? undefined : resolved;
}

function positive(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0) {
    throw new Error(`supabase/config.toml: ${name} must be a positive number`);
  }
  return number;
}

function readToml(supabaseDir: string): Record<string, unknown> {
  const file = path.join(supabaseDir, 'config.toml');
  return fs.existsSync(file) ? parse(fs.readFileSync(file, 'utf8')) : {};
}

/** What local-supabase reads from `[api]`. */
export interface ApiConfig {
  /** `max_rows`: PostgREST's `db-max-rows`, the most rows one response returns. @default 1000 */
  maxRows: number;
}

/** Reads `[api]` of `<supabaseDir>/config.toml`; missing values are the CLI's defaults. */
export function readApiConfig(supabaseDir: string, env = process.env): ApiConfig {
  const api = (readToml(supabaseDir).api ?? {}) as Record<string, unknown>;
  const maxRows = positive(resolve(api.max_rows, env), 'api.max_rows', 1000);
  if (!Number.isInteger(maxRows)) {
    throw new Error('supabase/config.toml: api.max_rows must be a whole number');
  }
  return { maxRows };
}

function readTemplates(
  email: Record<string, unknown>,
  supabaseDir: string,
  env: NodeJS.ProcessEnv,
): Partial<Record<string, EmailTemplate>> {
  const templates = (email.template ?? {}) as Record<string, Record<string, unknown>>;
  const result: Partial<Record<string, EmailTemplate>> = {};
  for (const [name, template] of Object.entries(templates)) {
    const subject = resolve(template.subject, env);
    const contentPath = resolve(template.content_path, env);
    let content: string | undefined;
    if (typeof contentPath === 'string' && contentPath !== '') {
      // As the CLI: an email template's path is relative to the folder holding supabase/.
      const file = path.resolve(path.dirname(path.resolve(supabaseDir)), contentPath);
      if (!fs.existsSync(file)) {
        throw new Error(
          `supabase/config.toml: auth.email.template.${name}.content_path ${contentPath} does not exist`,
        );
      }
      content = fs.readFileSync(file, 'utf8');
    }
    result[name] = {
      ...(typeof subject === 'string' ? { subject } : {}),
      ...(content !== undefined ? { content } : {}),
    };
  }
  return result;
}

/**
 * A Go template of GoTrue's mailer, rendered as far as local-supabase needs: `{{ .Name }}`
 * fields (Token, TokenHash, ConfirmationURL, SiteURL, RedirectTo, Email, NewEmail) are replaced,
 * HTML-escaped as html/template does. Anything else (conditions, pipes) is left as written.
 */
export function renderEmailTemplate(template: string, data: Record<string, string>): string {
  const escape = (text: string) =>
    text.replace(
      /[&<>"']/g,
      (char) =>
        ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' })[char] as string,
    );
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, name: string) =>
    name in data ? escape(data[name] as string) : whole,
  );
}

/** Reads `[auth]` of `<supabaseDir>/config.toml`; a missing file or section gives GoTrue's defaults. */
export function readAuthConfig(supabaseDir: string, env = process.env): AuthConfig {
  const auth = (readToml(supabaseDir).auth ?? {}) as Record<string, unknown>;
  const email = (auth.email ?? {}) as Record<string, unknown>;
  const limits = (auth.rate_limit ?? {}) as Record<string, unknown>;
  const totp = (((auth.mfa ?? {}) as Record<string, unknown>).totp ?? {}) as Record<
    string,
    unknown
  >;
  const siteUrl = resolve(auth.site_url, env);
  const redirects = Array.isArray(auth.additional_redirect_urls)
    ? auth.additional_redirect_urls.map((url) => resolve(url, env))
    : [];
  const flag = (value: unknown) => {
    const resolved = resolve(value, env);
    return resolved === undefined ? true : resolved === true || resolved === 'true';
  };
  return {
    ...(typeof siteUrl === 'string' ? { siteUrl } : {}),
    additionalRedirectUrls: redirects.filter((url): url is string => typeof url === 'string'),
    // GoTrue's DISABLE_SIGNUP and the email provider's own switch: either turns sign-up off.
    enableSignup: flag(auth.enable_signup) && flag(email.enable_signup),
    rateLimits: {
      tokenRefresh: positive(
        resolve(limits.token_refresh, env),
        'auth.rate_limit.token_refresh',
        defaultRateLimits.tokenRefresh,
      ),
      signInSignUps: positive(
        resolve(limits.sign_in_sign_ups, env),
        'auth.rate_limit.sign_in_sign_ups',
        defaultRateLimits.signInSignUps,
      ),
      tokenVerifications: positive(
        resolve(limits.token_verifications, env),
        'auth.rate_limit.token_verifications',
        defaultRateLimits.tokenVerifications,
      ),
    },
    otpExpiry: positive(resolve(email.otp_expiry, env), 'auth.email.otp_expiry', 3600),
    emailTemplates: readTemplates(email, supabaseDir, env),
    totp: { enroll: flag(totp.enroll_enabled), verify: flag(totp.verify_enabled) },
  };
}

/** GoTrue's redirect allow-list globs (gobwas/glob with `.` and `/` as separators). */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index] as string;
    if (char === '*' && pattern[index + 1] === '*') {
      source += '.*';
      index++;
    } else if (char === '*') source += '[^./]*';
    else if (char === '?') source += '[^./]';
    else source += char.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/**
 * GoTrue's IsRedirectURLValid: the site's scheme and host (any port on loopback), a loopback IP,
 * or a match of one of the additional redirect URL patterns (fragment ignored). URLs with
 * credentials (`http://site@evil.example`) match nothing.
 */
export function isRedirectAllowed(
  redirect: string,
  siteUrl: string,
  additional: readonly string[],
): boolean {
  let target: URL;
  let site: URL;
  try {
    target = new URL(redirect);
    site = new URL(siteUrl);
  } catch {
    return false;
  }
  if (target.username || target.password) return false;
  if (!['http:', 'https:'].includes(target.protocol)) {
    return additional.some((pattern) => globToRegExp(pattern).test(redirect.split('#')[0] ?? ''));
  }
  const loopbackHost = ['localhost', '127.0.0.1', '[::1]'].includes(target.hostname);
  if (
    target.hostname === site.hostname &&
    target.protocol === site.protocol &&
    (target.port === site.port || loopbackHost)
  ) {
    return true;
  }
  if (target.hostname === '127.0.0.1' || target.hostname === '[::1]') return true;
  const withoutFragment = redirect.split('#')[0] ?? '';
  return additional.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}
