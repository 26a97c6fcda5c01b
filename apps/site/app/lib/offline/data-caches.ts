/**
 * The service worker's backend-data caches, named once for the worker (scripts/post-build.ts) and
 * the page (sign-out clears them).
 */

/** The runtime cache of anonymous public reads from the backend, for offline navigation. */
export const publicDataCache = 'public-data';

/**
 * Caches earlier service workers filled: 'data' kept every backend read for 24 h, signed-in
 * admins' included. The current worker deletes them when it activates.
 */
export const retiredDataCaches: readonly string[] = ['data'];

/**
 * Deletes the backend-data caches from the page. Called when a user signs out, as a second line
 * behind the worker's rule of storing only anonymous reads, so the next person on the computer
 * finds nothing of the session. Browsers without Cache Storage (or with it blocked, as in some
 * private modes) have nothing to clear.
 */
export async function clearDataCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await Promise.all([publicDataCache, ...retiredDataCaches].map((name) => caches.delete(name)));
  } catch (error) {
    console.error('Could not clear the offline data caches', error);
  }
}
