/**
 * The site's connection to the data layer: one public read client (postgrest-js only; the full
 * supabase-js never loads on public pages) and one QueryClient per browser session. Build-time
 * loaders make a fresh QueryClient per page, so nothing leaks from one prerendered page into
 * the next; their reads are asked once per build (build-reads.ts).
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import {
  createPublicClient,
  createQueryClient,
  readSupabaseConfig,
  type PublicClient,
} from '@tembo/data';
import { onceEachRead } from './build-reads.ts';

let client: PublicClient | undefined;
let browserQueryClient: QueryClient | undefined;

/**
 * The public read client for VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, created on first use,
 * so a build without them fails with the data layer's message naming what to set.
 */
export function publicClient(): PublicClient {
  return (client ??= createPublicClient(
    readSupabaseConfig(import.meta.env),
    // The built server bundle runs only to prerender (ssr: false): there, each distinct read
    // once per build (build-reads.ts). `pnpm dev` and the tests always ask the backend.
    typeof window === 'undefined' && !import.meta.env.DEV ? { fetch: onceEachRead() } : {},
  ));
}

/** The browser's one QueryClient; during prerendering a new one for each page. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  if (!browserQueryClient) {
    // TanStack Query takes itself to be online until an `offline` event. A page the service
    // worker opens offline would fetch, retry and fail; told the truth, its queries wait for the
    // connection and then run by themselves.
    onlineManager.setOnline(navigator.onLine);
    browserQueryClient = createQueryClient();
    // Mounted for the session, not only while a QueryClientProvider is: the home page reads
    // through this client without one, and an unmounted client's online manager hears no
    // `offline` event, so a later navigation would fetch instead of answering offline.
    browserQueryClient.mount();
  }
  return browserQueryClient;
}
