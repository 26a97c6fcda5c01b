/**
 * Where a visitor goes after signing in. The path they came from travels in the sign-in URL
 * (`/auth?redirectTo=/admin/blog`), so it survives a reload and the magic link's round trip
 * through the mailbox.
 */

/** The query parameter that carries the remembered path. */
const redirectParam = 'redirectTo';

/** Where to go when nothing was remembered. */
export const defaultRedirect = '/admin';

/**
 * The remembered path if it is safe to follow, else {@link defaultRedirect}. Only same-site
 * paths are followed: `//evil.example` and `/\evil.example` are protocol-relative URLs to another
 * host, and anything absolute is refused, so the parameter cannot be used for an open redirect.
 */
export function readRedirect(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(redirectParam);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return defaultRedirect;
  }
  // The sign-in page itself is no place to return to.
  if (value === '/auth' || value.startsWith('/auth?') || value.startsWith('/auth/')) {
    return defaultRedirect;
  }
  return value;
}

/** The sign-in page, remembering `from` (a path with its query and hash). */
export function signInPath(from?: string): string {
  return from ? `/auth?${new URLSearchParams({ [redirectParam]: from })}` : '/auth';
}
