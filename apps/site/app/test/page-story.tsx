/**
 * Page-level stories (docs/architecture.md#page-stories): a public route rendered in Storybook as
 * the browser renders it after a client-side navigation. The route module's own `clientLoader`
 * fills the session's QueryClient through the data layer's query options, and its page reads
 * them with the data layer's hooks, inside the site's layout (header, footer, WhatsApp button)
 * and, for the data pages, the `public-data` layout of routes.ts. Every request goes to the data
 * layer's MSW handlers, served by msw-storybook-addon's worker; nothing reaches a page as props
 * written for the story.
 */
import { useState, type ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import type { MswApi } from 'msw-storybook-addon/types';
import { handlers, resetMockData } from '@tembo/data/mocks';
import { getQueryClient } from '../lib/data/clients.ts';
import { readSiteContactAtBuild } from '../lib/layout/site-contact-at-build.ts';
import type { SiteData } from '../lib/layout/site-contact.ts';
import DataLayout from '../routes/data-layout.tsx';
import SiteLayout, { ErrorBoundary as SiteErrorBoundary } from '../routes/site-layout.tsx';
import type { RouteModule } from './render-route.tsx';

export interface SitePageProps {
  /** The route module (`import * as home from '../../routes/home.tsx'`). */
  module: RouteModule;
  /** Its pattern in routes.ts, e.g. `/safaris/:slug`. */
  pattern: string;
  /** The address the story opens. @default pattern */
  path?: string;
  /** Whether routes.ts puts the route in the `public-data` layout (React Query, the read client). */
  inDataLayout: boolean;
}

/**
 * The page at `path`: the root route with the contact details its build-time loader reads, the
 * site layout, the data layout where routes.ts has it, and the route with its `clientLoader`.
 */
export function SitePage({ module, pattern, path = pattern, inDataLayout }: SitePageProps) {
  // One router per story render: a new stub on every render would start the page again.
  const [Stub] = useState(() => {
    const page = {
      id: pattern,
      path: pattern,
      Component: module.default as ComponentType,
      ...(module.handle ? { handle: module.handle } : {}),
      ...(module.clientLoader ? { loader: module.clientLoader as (args: unknown) => unknown } : {}),
    };
    return createRoutesStub([
      {
        // root.tsx's loader: the footer's contact details, as every prerendered page has them.
        id: 'root',
        loader: async (): Promise<SiteData> => ({ contact: await readSiteContactAtBuild() }),
        children: [
          {
            Component: SiteLayout,
            ErrorBoundary: SiteErrorBoundary,
            children: [
              inDataLayout ? { id: 'public-data', Component: DataLayout, children: [page] } : page,
            ],
          },
        ],
      },
    ]);
  });
  return <Stub initialEntries={[path]} />;
}

/**
 * Every page story's `beforeEach`: the mocks' tables as the fixtures have them, the data layer's
 * handlers on the story's worker (the addon removes them after the story), and an empty cache.
 * The route's clientLoader fills the session's QueryClient (lib/data/clients.ts), which the page
 * then reads, so each story starts that client empty rather than making one of its own.
 */
export function mockBackend({ msw }: { msw: MswApi }): void {
  resetMockData();
  getQueryClient().clear();
  // The clientLoaders run as on a navigation of a hydrated page (lib/hydration/use-hydrated.ts).
  document.documentElement.dataset.hydrated = '';
  msw.use(...handlers);
}
