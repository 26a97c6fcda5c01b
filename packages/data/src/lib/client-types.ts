import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../database.types.ts';

/** The small PostgREST client public pages read with (see createPublicClient). */
export type PublicClient = PostgrestClient<Database>;

/**
 * What a fetcher needs: `from` and `rpc`. Both the public PostgREST client and the full
 * supabase-js client (admin, signed in) satisfy it, so one fetcher serves both.
 */
export type DataClient = Pick<PublicClient, 'from' | 'rpc'>;
