/**
 * The error an auth redirect put in the URL (a failed magic link, an expired code, an invalid
 * PKCE flow), as text to show, or null when there is none. GoTrue puts `error`,
 * `error_code` and `error_description` in the query (PKCE) or the hash (implicit flow); the
 * description is the readable one.
 *
 * @example readAuthCallbackError('https://site/auth#error=access_denied&error_description=Email+link+is+invalid+or+has+expired')
 * // 'Email link is invalid or has expired'
 */
export function readAuthCallbackError(url: string | URL): string | null {
  const parsed = new URL(url, 'http://localhost');
  const sources = [parsed.searchParams, new URLSearchParams(parsed.hash.replace(/^#/, ''))];
  for (const params of sources) {
    const description = params.get('error_description')?.trim();
    if (description) return description;
    const error = params.get('error')?.trim() || params.get('error_code')?.trim();
    if (error) return error.replace(/_/g, ' ');
  }
  return null;
}
