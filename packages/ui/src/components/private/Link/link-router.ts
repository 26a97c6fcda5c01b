import { createContext } from 'react';

/** What UiProvider hands to every plain ui link: the app router's navigate and useHref. */
export interface LinkRouter {
  /**
   * Client-side navigation to a site path, e.g. React Router's `useNavigate()`. Asked to
   * `replace` for a link to the page already shown, so it adds no history entry.
   */
  navigate: (href: string, options?: { replace?: boolean }) => void;
  /** Turns a site path into the real href (e.g. with a basename); absolute URLs pass through. */
  useHref?: (href: string) => string;
}

/**
 * The router of UiProvider, for the plain `<a>` links of the public components. react-aria's
 * RouterProvider serves the same router to the react-aria links (menus, admin); this one keeps
 * react-aria out of the first load of public pages. Null: links do full page loads.
 */
export const LinkRouterContext = createContext<LinkRouter | null>(null);

/** mailto:, tel:, https:, //host … : addresses a router must not resolve or navigate to. */
export const absoluteUrl = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Wraps a router's `useHref` so absolute URLs pass through untouched (React Router's `useHref`
 * would resolve 'mailto:…' as a path below the current page). The router's hook still runs for
 * every link, so the hook order never changes.
 */
export function keepAbsoluteUrls(useRouterHref: (href: string) => string) {
  return function useLinkHref(href: string): string {
    const resolved = useRouterHref(href);
    return absoluteUrl.test(href) ? href : resolved;
  };
}
