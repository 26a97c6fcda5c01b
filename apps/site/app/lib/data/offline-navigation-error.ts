/**
 * Thrown by a navigation made offline that needs a read the service worker never kept. The site
 * layout's error boundary then loads the page itself, which the worker answers with the page if
 * it was ever opened, or with its offline page.
 *
 * Its own module, free of the data layer: the site layout checks for it, and the site layout is
 * on every page, including those that never load React Query (the home page).
 */
export class OfflineNavigationError extends Error {
  constructor() {
    super('Offline, and this page’s data was never saved for offline use.');
    this.name = 'OfflineNavigationError';
  }
}
