/**
 * Renders /auth and /admin components the way their routes do (QueryClient, SessionProvider with a
 * supabase-js client, a data router, ui's provider and Toaster) against the data layer's MSW
 * mocks. Unknown requests fail the test.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, getConfig, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { Toaster, toast } from '@tembo/ui';
import { UiTestProvider } from '@tembo/ui/test';
import { SessionProvider, createSupabaseClient } from '@tembo/data/auth';
import {
  mockAdminUser,
  mockCredentials,
  mockPlainUser,
  mockSupabaseConfig,
  resetMockData,
} from '@tembo/data/mocks';
import { createMockServer } from '@tembo/data/mocks/node';

/** The MSW server of a test file; `server.use(...)` adds scenarios for one test. */
export const server = createMockServer();

/** Starts the mock server for the file and resets everything between tests. */
export function setupMockServer(): void {
  const { asyncUtilTimeout } = getConfig();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    // A session, a role lookup and a form save take several renders: allow for a busy machine.
    configure({ asyncUtilTimeout: 5000 });
  });
  afterEach(() => {
    server.resetHandlers();
    resetMockData();
    window.localStorage.clear();
    toast.clear();
  });
  afterAll(() => {
    server.close();
    configure({ asyncUtilTimeout });
  });
}

export interface RenderWithSessionOptions {
  /** The URL the router starts at. @default '/' */
  path?: string;
  /** The route pattern `element` is mounted at (gives useParams its values). @default '*' */
  routePath?: string;
  /** Who is signed in: the mocks' super admin, their plain user, or nobody. @default 'admin' */
  signedInAs?: 'admin' | 'user' | null;
}

let clients = 0;

/** Renders `element` inside the admin providers; resolves once the session is signed in. */
export async function renderWithSession(
  element: ReactNode,
  { path = '/', routePath = '*', signedInAs = 'admin' }: RenderWithSessionOptions = {},
) {
  // A host of its own per render: supabase-js keys its stored session by the host's first label,
  // so clients never share one (the mocks answer any host).
  clients += 1;
  const client = createSupabaseClient(
    { ...mockSupabaseConfig, url: `http://test${clients}.supabase.mock` },
    { browser: true },
  );
  if (signedInAs) {
    const account = signedInAs === 'admin' ? mockAdminUser : mockPlainUser;
    const password =
      signedInAs === 'admin' ? mockCredentials.adminPassword : mockCredentials.userPassword;
    const { error } = await client.auth.signInWithPassword({ email: account.email, password });
    if (error) throw error;
  }
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      ...(routePath === '/auth' ? [] : [{ path: '/auth', element: <p>The sign-in page</p> }]),
      ...(routePath === '*' ? [] : [{ path: '*', element: <p>Another page</p> }]),
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(
    <UiTestProvider navigate={(href) => void router.navigate(href)}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider client={client}>
          <RouterProvider router={router} />
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </UiTestProvider>,
  );
  return { ...view, router, client, queryClient, user };
}
