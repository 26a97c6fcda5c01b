/**
 * Whether a prerendered page's build-time data should be read again (docs/decisions.md#build-freshness).
 *
 * Every change the public site shows requests a new build, which replaces the page within minutes.
 * Reading everything again whenever the build's data is older than the cache's freshness (five
 * minutes, which on a live site is nearly every visit) loaded the data layer, fetched every
 * section and rendered the page a second time, on the main thread of a phone that had only just
 * hydrated it. Now the page asks one small question first, and reads again only when something
 * changed after its build read the data: in the minutes before the next build is live, or on a
 * copy the service worker kept.
 */
import { useEffect } from 'react';
import { defaultStaleTime, siteChangedSince, whenIdle } from '@tembo/data';

/**
 * The longest a hydrated page waits for an idle moment before it asks whether the site changed:
 * the question stays out of the long task that hydrated the page.
 */
export const freshnessIdleTimeoutMs = 1000;

/**
 * True when data read at `readAt` (epoch ms) is past the freshness and the site has changed since;
 * false when it is fresh, when the browser is offline, or when the question fails (a read again
 * would fail the same way).
 */
async function buildDataChanged(readAt: number): Promise<boolean> {
  if (Date.now() - readAt < defaultStaleTime || !navigator.onLine) return false;
  try {
    // The build checked these when it read the backend (readSupabaseConfig); read as they are
    // here, so that the home page's first load carries none of the data layer's messages.
    const config = {
      url: String(import.meta.env.VITE_SUPABASE_URL).replace(/\/+$/, ''),
      anonKey: String(import.meta.env.VITE_SUPABASE_ANON_KEY),
    };
    return await siteChangedSince(config, readAt);
  } catch {
    return false;
  }
}

/**
 * Once the page is interactive and the main thread idle (within {@link freshnessIdleTimeoutMs}),
 * calls `readAgain` if its data, read at `readAt`, is past the
 * freshness and the site has changed since (nothing to ask when `readAt` is undefined).
 * `readAgain` must keep its identity across renders.
 */
export function useReadAgainIfChanged(readAt: number | undefined, readAgain: () => unknown): void {
  useEffect(() => {
    if (readAt === undefined) return;
    let active = true;
    const cancel = whenIdle(() => {
      void buildDataChanged(readAt).then((changed) => {
        if (active && changed) void readAgain();
      });
    }, freshnessIdleTimeoutMs);
    return () => {
      active = false;
      cancel();
    };
  }, [readAt, readAgain]);
}
