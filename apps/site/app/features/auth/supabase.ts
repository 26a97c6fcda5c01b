/**
 * The one supabase-js client of the browser session, for /auth and /admin only: supabase-js is
 * about 51 KB gzip, and public pages read through the postgrest-js client instead
 * (lib/data/clients.ts). Created on first use, never at import, because route modules are
 * also evaluated in Node while the public pages are prerendered.
 */
import { readSupabaseConfig } from '@tembo/data';
import { createSupabaseClient, type AppSupabaseClient } from '@tembo/data/auth';
import { clearDataCaches } from '../../lib/offline/data-caches.ts';

let client: AppSupabaseClient | undefined;

/** The browser's supabase-js client (session kept in localStorage, PKCE redirects read). */
export function supabaseClient(): AppSupabaseClient {
  if (!client) {
    client = createSupabaseClient(readSupabaseConfig(import.meta.env));
    // Every way a session ends (the sign-out buttons, another tab signing out, a refresh token
    // the server refused) emits SIGNED_OUT: the service worker's data caches are emptied for the
    // next person on this computer. The worker already stores only anonymous reads; this is the
    // second line. Fire and forget: the callback runs under auth-js's lock.
    client.auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') void clearDataCaches();
    });
  }
  return client;
}
