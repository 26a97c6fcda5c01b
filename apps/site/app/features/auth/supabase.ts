/**
 * The one supabase-js client of the browser session, for /auth and /admin only: supabase-js is
 * about 51 KB gzip, and public pages read through the postgrest-js client instead
 * (features/data/clients.ts). Created on first use, never at import, because route modules are
 * also evaluated in Node while the public pages are prerendered.
 */
import { readSupabaseConfig } from '@tembo/data';
import { createSupabaseClient, type AppSupabaseClient } from '@tembo/data/auth';

let client: AppSupabaseClient | undefined;

/** The browser's supabase-js client (session kept in localStorage, PKCE redirects read). */
export function supabaseClient(): AppSupabaseClient {
  return (client ??= createSupabaseClient(readSupabaseConfig(import.meta.env)));
}
