import { PostgrestClient } from '@supabase/postgrest-js';
import { createContext, useContext, type ReactNode } from 'react';
import type { SupabaseConfig } from './config.ts';
import type { Database } from './database.types.ts';
import type { PublicClient } from './lib/client-types.ts';

/** Options of {@link createPublicClient}. */
export interface PublicClientOptions {
  /** A fetch to use instead of the global one (tests record requests with it). */
  fetch?: typeof fetch;
}

/**
 * The read client for public pages: `@supabase/postgrest-js` alone (a few KB), never the full
 * supabase-js. Works in Node (build-time loaders) and in the browser. Sends the anon key the
 * way supabase-js does. postgrest-js's own retries are off: the query policy decides (one
 * request per attempt, so request counts and back-off stay predictable).
 *
 * @example
 * const client = createPublicClient(readSupabaseConfig(import.meta.env));
 */
export function createPublicClient(
  config: SupabaseConfig,
  options: PublicClientOptions = {},
): PublicClient {
  return new PostgrestClient<Database>(`${config.url}/rest/v1`, {
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}` },
    retry: false,
    // Looked up at call time, not now: MSW in Node (and other test doubles) replace the global
    // fetch after the client may have been created.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });
}

const PublicClientContext = createContext<PublicClient | null>(null);

/** Props of {@link PublicClientProvider}. */
export interface PublicClientProviderProps {
  /** The client from {@link createPublicClient}, created once. */
  client: PublicClient;
  children?: ReactNode;
}

/** Makes the public read client available to the query hooks below it. */
export function PublicClientProvider({ client, children }: PublicClientProviderProps) {
  return <PublicClientContext.Provider value={client}>{children}</PublicClientContext.Provider>;
}

/** The public read client of the nearest {@link PublicClientProvider}; throws without one. */
export function usePublicClient(): PublicClient {
  const client = useContext(PublicClientContext);
  if (!client) {
    throw new Error('usePublicClient needs a <PublicClientProvider client={...}> above it.');
  }
  return client;
}
