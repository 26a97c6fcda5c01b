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

/** What local-supabase reads from supabase/config.toml's `[auth]`. */
export interface AuthConfig {
  /** `site_url`: unset when the file has none (or names an unset `env()`). */
  siteUrl?: string;
  /** `additional_redirect_urls`: more allowed redirects, glob patterns as in GoTrue. */
  additionalRedirectUrls: string[];
  /** `enable_signup`: whether /signup (and /otp for new addresses) may create users. */
  enableSignup: boolean;
  rateLimits: RateLimits;
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
    throw new Error(`supabase/config.toml: auth.rate_limit.${name} must be a positive number`);
  }
  return number;
}

/** Reads `[auth]` of `<supabaseDir>/config.toml`; a missing file or section gives GoTrue's defaults. */
export function readAuthConfig(supabaseDir: string, env = process.env): AuthConfig {
  const file = path.join(supabaseDir, 'config.toml');
  const toml = fs.existsSync(file) ? parse(fs.readFileSync(file, 'utf8')) : {};
  const auth = (toml.auth ?? {}) as Record<string, unknown>;
  const limits = (auth.rate_limit ?? {}) as Record<string, unknown>;
  const siteUrl = resolve(auth.site_url, env);
  const redirects = Array.isArray(auth.additional_redirect_urls)
    ? auth.additional_redirect_urls.map((url) => resolve(url, env))
    : [];
  const enableSignup = resolve(auth.enable_signup, env);
  return {
    ...(typeof siteUrl === 'string' ? { siteUrl } : {}),
    additionalRedirectUrls: redirects.filter((url): url is string => typeof url === 'string'),
    enableSignup:
      enableSignup === undefined ? true : enableSignup === true || enableSignup === 'true',
    rateLimits: {
      tokenRefresh: positive(
        resolve(limits.token_refresh, env),
        'token_refresh',
        defaultRateLimits.tokenRefresh,
      ),
      signInSignUps: positive(
        resolve(limits.sign_in_sign_ups, env),
        'sign_in_sign_ups',
        defaultRateLimits.signInSignUps,
      ),
      tokenVerifications: positive(
        resolve(limits.token_verifications, env),
        'token_verifications',
        defaultRateLimits.tokenVerifications,
      ),
    },
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
