import { useState } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { PublicClientProvider } from '@tembo/data';
import { getQueryClient, publicClient } from '../lib/data/clients.ts';

/**
 * The pages that read and write through the data layer (React Query and the public read
 * client), and the admin. A layout of its own rather than the root's: the pages outside it (home,
 * about, services, not-found) never download React Query or postgrest-js on their first load,
 * which keeps the home page inside its JavaScript budget. The browser's one QueryClient is a
 * module singleton, so the cache outlives this layout when a visitor moves between pages inside
 * and outside it.
 */
export default function DataLayout() {
  // In the browser the session's client; while prerendering, one per page, kept across renders.
  const [queryClient] = useState(getQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <PublicClientProvider client={publicClient()}>
        <Outlet />
      </PublicClientProvider>
    </QueryClientProvider>
  );
}
