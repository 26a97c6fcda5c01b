import { createContext, useContext } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { defineRead, type Fetch, type ReadOptions } from '../lib/read.ts';
import { defineWrite, type MutationHookOptions } from '../lib/use-invalidating-mutation.ts';
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

/** A read with the session's client (`defineRead`): the admin's, and the signed-in user's. */
export const sessionRead = <Variables extends object, Data>(
  key: (variables: Variables) => QueryKey,
  fetch: Fetch<Variables, Data>,
  options?: ReadOptions<Data>,
) => defineRead(useSupabaseClient, key, fetch, options);

/** A write with the session's client (`defineWrite`). */
export const sessionWrite = <Variables, Data>(
  write: (client: AppSupabaseClient, variables: Variables) => Promise<Data>,
  invalidates: readonly QueryKey[],
  defaults?: MutationHookOptions<Data, Variables>,
) => defineWrite(useSupabaseClient, write, invalidates, defaults);
