/**
 * Renders public routes the way the site does (the site layout, the route's clientLoader, the
 * QueryClient and public read client of the root, ui's provider) against the data layer's MSW
 * mocks. Unknown requests fail the test.
 */
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { PublicClientProvider } from '@tembo/data';
import { mockSupabaseConfig, resetMockData } from '@tembo/data/mocks';
import { createMockServer } from '@tembo/data/mocks/node';
import { toast } from '@tembo/ui';
import { UiTestProvider } from '@tembo/ui/test';
import { getQueryClient, publicClient } from '../lib/data/clients.ts';
import type { SiteData } from '../lib/layout/site-contact.ts';
import SiteLayout, { ErrorBoundary as SiteErrorBoundary } from '../routes/site-layout.tsx';

/** What the pages sent to /api/analytics/*, oldest first (cleared between tests). */
export const analyticsRequests: { endpoint: string; body: unknown }[] = [];

/** The analytics endpoints (the host's rewrite to the edge function): accepted and recorded. */
const analyticsHandler = http.post('*/api/analytics/:endpoint', async ({ request, params }) => {
  analyticsRequests.push({ endpoint: String(params.endpoint), body: await request.json() });
  return new HttpResponse(null, { status: 202 });
});

/** The MSW server of a test file; `server.use(...scenarios.error(403, 'packages'))` per test. */
export const server = createMockServer(analyticsHandler);

/** Starts the mock server for the file and resets the cache and handlers between tests. */
export function setupMockServer(): void {
  beforeAll(() => {
    vi.stubEnv('VITE_SUPABASE_URL', mockSupabaseConfig.url);
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', mockSupabaseConfig.anonKey);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    resetMockData();
    analyticsRequests.length = 0;
    getQueryClient().clear();
    toast.clear();
  });
  afterAll(() => server.close());
}

/** A route module as the stub needs it: its page, and the loader the browser runs. */
export interface RouteModule {
  default: ComponentType<never>;
  clientLoader?: (args: never) => unknown;
  /** The route's handle (e.g. `{ whatsapp: true }`), as React Router passes it to useMatches. */
  handle?: unknown;
}

/**
 * Renders `module` at `path` (matched by `pattern`) inside the site layout, running its
 * clientLoader as the browser would on a client-side navigation, or starting from its
 * `prerendered` data.
 */
export function renderRoute(
  module: RouteModule,
  pattern: string,
  path = pattern,
  /** Other routes the test navigates to, by pattern. */
  others: Record<string, RouteModule> = {},
  /**
   * The loader data a prerendered page hydrates with (its build-time loader's answer): the page
   * starts from it instead of running its clientLoader.
   */
  prerendered?: unknown,
  /**
   * The root route's build-time data (root.tsx): without it the page renders outside a root with
   * data, and the frame shows the site config's contact details.
   */
  site?: SiteData,
) {
  const stubRoute = (routeModule: RouteModule, routePattern: string) => ({
    id: routePattern,
    path: routePattern,
    Component: routeModule.default as ComponentType,
    ...(routeModule.handle ? { handle: routeModule.handle } : {}),
    ...(routeModule.clientLoader
      ? { loader: routeModule.clientLoader as (args: unknown) => unknown }
      : {}),
  });
  const layout = {
    Component: SiteLayout,
    ErrorBoundary: SiteErrorBoundary,
    children: [
      stubRoute(module, pattern),
      ...Object.entries(others).map(([otherPattern, other]) => stubRoute(other, otherPattern)),
    ],
  };
  const Stub = createRoutesStub(
    site === undefined ? [layout] : [{ id: 'root', loader: () => site, children: [layout] }],
  );
  const loaderData = {
    ...(site === undefined ? {} : { root: site }),
    ...(prerendered === undefined ? {} : { [pattern]: prerendered }),
  };
  // The route's clientLoader runs as on a client-side navigation of a hydrated page, not as
  // the hydration of a prerendered one (isHydrating).
  document.documentElement.dataset.hydrated = '';
  const user = userEvent.setup();
  const view = render(
    <UiTestProvider>
      <QueryClientProvider client={getQueryClient()}>
        <PublicClientProvider client={publicClient()}>
          <Stub
            initialEntries={[path]}
            hydrationData={Object.keys(loaderData).length > 0 ? { loaderData } : undefined}
          />
        </PublicClientProvider>
      </QueryClientProvider>
    </UiTestProvider>,
  );
  return { ...view, user };
}
