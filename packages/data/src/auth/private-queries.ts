import type { QueryClient } from '@tanstack/react-query';

/** Top-level keys whose every query is private (admins' or the user's own data). */
const privateRoots = new Set(['roles', 'dashboard', 'enquiries']);

/**
 * Drops what a signed-in admin read (drafts, the enquiry inbox, roles) so the next person on
 * this browser never sees it from the cache.
 */
export function clearPrivateQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: ({ queryKey }) => privateRoots.has(String(queryKey[0])) || queryKey[1] === 'admin',
  });
}
