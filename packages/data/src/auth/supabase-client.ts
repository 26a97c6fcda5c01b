import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { SupabaseConfig } from '../config.ts';
import type { Database } from '../database.types.ts';

/** The full supabase-js client (auth, storage, admin writes), typed by the generated schema. */
export type AppSupabaseClient = SupabaseClient<Database>;

/** Options of {@link createSupabaseClient}. */
export interface SupabaseClientOptions {
  /** A fetch to use instead of the global one (tests record requests with it). */
  fetch?: typeof fetch;
  /**
   * Keep the session in localStorage and pick it up from an auth redirect's URL. Off for Node
   * tests and scripts. @default true in a browser, false elsewhere
   */
  browser?: boolean;
}

/**
 * The supabase-js client for /auth and /admin (never for public pages: it is ~51 KB gzip).
 * Token auto-refresh is left to SessionProvider, which starts it while the tab is visible and
 * stops it while hidden (docs/decisions.md#token-refresh); postgrest-js's own GET retries are off so the
 * query policy alone decides.
 */
export function createSupabaseClient(
  config: SupabaseConfig,
  options: SupabaseClientOptions = {},
): AppSupabaseClient {
  const browser = options.browser ?? typeof window !== 'undefined';
  const client = createClient<Database>(config.url, config.anonKey, {
    auth: {
      autoRefreshToken: false,
      persistSession: browser,
      detectSessionInUrl: browser,
      // PKCE keeps tokens out of the URL of a magic link or OTP redirect.
      flowType: 'pkce',
    },
    db: { retry: false },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
  connections.set(client, { config, fetch: options.fetch });
  return client;
}

/** Where a client created here connects, for requests supabase-js cannot make (upload progress). */
export interface ClientConnection {
  config: SupabaseConfig;
  fetch: typeof fetch | undefined;
}

const connections = new WeakMap<AppSupabaseClient, ClientConnection>();

/** The URL, anon key and fetch a client was created with; undefined for foreign clients. */
export function connectionOf(client: AppSupabaseClient): ClientConnection | undefined {
  return connections.get(client);
}
