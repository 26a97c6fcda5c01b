import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { RouterProvider, UNSAFE_PortalProvider } from 'react-aria';
// The Radix token layer and our global rules come with the provider, so no page can miss them.
import '../styles.css';
import '../tokens/brand.css.ts';
import './global.css.ts';
import { ImageFallbackContext } from '../components/ImageWithFallback/image-fallback-context.ts';
import {
  keepAbsoluteUrls,
  LinkRouterContext,
  type LinkRouter,
} from '../components/private/Link/link-router.ts';
import { ThemeProvider } from './ThemeProvider.tsx';
import type { ThemePreference } from './theme-script.ts';

/** Radix Themes settings the tokens are built for; `styles.css` ships exactly these scales. */
export const themeSettings = {
  accentColor: 'orange',
  grayColor: 'sand',
  radius: 'medium',
  scaling: '100%',
} as const;

/**
 * The attributes of Radix's `<Theme>` root, rendered without its JavaScript: they switch on the
 * `--accent-*`, `--gray-*`, `--radius-*` and `--space-*` variables that our styles reference.
 * Light and dark come from the class on `<html>` (Radix's `appearance="inherit"`).
 */
export const themeRootAttributes = {
  className: 'radix-themes',
  'data-accent-color': themeSettings.accentColor,
  'data-gray-color': themeSettings.grayColor,
  'data-radius': themeSettings.radius,
  'data-scaling': themeSettings.scaling,
  'data-panel-background': 'solid',
} as const;

export interface UiProviderProps {
  children: ReactNode;
  /**
   * Client-side navigation for every link inside ui components (their plain links and
   * react-aria's `RouterProvider`). Pass your router's navigate, e.g. React Router's
   * `useNavigate()`. Without it links do full page loads. A link to the page already shown
   * asks for `{ replace: true }`.
   */
  navigate?: (href: string, options?: { replace?: boolean }) => void;
  /** Turns a router href into a real href (for every ui link), e.g. for a basename. */
  useHref?: (href: string) => string;
  /**
   * The theme used until the visitor chooses one.
   * @default 'system'
   */
  defaultTheme?: ThemePreference;
  /**
   * The picture every ImageWithFallback (cards included) shows when its own image fails to load,
   * before giving up with 'Image not available'. Best a small local file the service worker
   * precaches, e.g. '/images/fallback.svg'.
   */
  imageFallbackSrc?: string;
}

/**
 * The root of every page: the Radix token scope with our accent, gray and radius, the light/dark
 * theme, client-side links, and the container every overlay portals into (so sheets, drawers,
 * toasts and lightboxes resolve the same tokens as the page).
 */
export function UiProvider({
  children,
  navigate,
  useHref,
  defaultTheme,
  imageFallbackSrc,
}: UiProviderProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  // Before the root mounts there is nothing to portal into; overlays only open after mount.
  const getContainer = useCallback(() => rootRef.current ?? document.body, []);
  const useLinkHref = useMemo(() => (useHref ? keepAbsoluteUrls(useHref) : undefined), [useHref]);
  const linkRouter = useMemo<LinkRouter | null>(
    () => (navigate ? { navigate, useHref: useLinkHref } : null),
    [navigate, useLinkHref],
  );
  // The public components' plain links read LinkRouterContext; react-aria's links (menus,
  // admin) read RouterProvider. Both get the same router.
  const content = navigate ? (
    <LinkRouterContext.Provider value={linkRouter}>
      <RouterProvider navigate={navigate} useHref={useLinkHref}>
        {children}
      </RouterProvider>
    </LinkRouterContext.Provider>
  ) : (
    children
  );
  return (
    <ThemeProvider defaultTheme={defaultTheme}>
      <div
        ref={rootRef}
        data-is-root-theme="true"
        data-has-background="true"
        {...themeRootAttributes}
      >
        <ImageFallbackContext.Provider value={imageFallbackSrc}>
          <UNSAFE_PortalProvider getContainer={getContainer}>{content}</UNSAFE_PortalProvider>
        </ImageFallbackContext.Provider>
      </div>
    </ThemeProvider>
  );
}
