import { createContext, useContext } from 'react';
import type { AppSupabaseClient } from './supabase-client.ts';

/** Holds the supabase-js client for the auth and admin hooks; SessionProvider fills it. */
export const SupabaseClientContext = createContext<AppSupabaseClient | null>(null);

/** The supabase-js client of the nearest SessionProvider; throws without one. */
export function useSupabaseClient(): AppSupabaseClient {
  const client = useContext(SupabaseClientContext);
  if (!client)
    throw new Error('useSupabaseClient needs a <SessionProvider client={...}> above it.');
  return client;
}
