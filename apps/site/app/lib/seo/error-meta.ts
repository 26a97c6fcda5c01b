import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { paths } from '../../config/paths.ts';
import { OfflineNavigationError } from '../data/offline-navigation-error.ts';
import { seoMeta, type PageSeo } from './meta.ts';

/** What the not-found page tells the tab and search engines: an unknown URL, id, slug or page. */
export const notFoundSeo: PageSeo = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist or has moved.',
  path: paths.home(),
  noindex: true,
};

/**
 * The head of a page whose loader or render failed. React Router then calls `meta` only up to the
 * route whose error boundary caught it (the site layout), never the failed page's own, so without
 * this the tab keeps an empty title. The wording follows what the boundary shows.
 */
export function errorMeta(error: unknown): MetaDescriptor[] {
  if (isRouteErrorResponse(error) && error.status === 404) return seoMeta(notFoundSeo);
  const offline = error instanceof OfflineNavigationError;
  return seoMeta({
    ...notFoundSeo,
    title: offline ? 'You are offline' : 'Something went wrong',
    description: offline
      ? 'This page was not saved for reading offline.'
      : 'This page could not be shown. Please try again.',
  });
}
