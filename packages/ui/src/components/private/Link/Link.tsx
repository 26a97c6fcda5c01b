import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { absoluteUrl, LinkRouterContext } from './link-router.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /**
   * A site path from the root, such as '/contact?package=1' (navigates through UiProvider's
   * router), or an absolute URL (left to the browser). Relative paths are not supported: the
   * router's href and its navigate would resolve them against different routes.
   */
  href: string;
  /** Reaches the `<a>` element. */
  ref?: Ref<HTMLAnchorElement>;
}

const useSameHref = (href: string) => href;

/** Whether the browser should handle this click itself: new tab or window, download, … */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, href: string) {
  const { button, metaKey, ctrlKey, altKey, shiftKey, currentTarget } = event;
  const target = currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    button !== 0 ||
    metaKey ||
    ctrlKey ||
    altKey ||
    shiftKey ||
    (target !== null && target !== '_self') ||
    currentTarget.hasAttribute('download') ||
    absoluteUrl.test(href)
  );
}

/**
 * A plain `<a>` that follows site paths through UiProvider's router (no page load) and leaves
 * everything else (absolute URLs, other tabs, modifier clicks) to the browser. The public
 * components use it instead of react-aria's Link so react-aria stays out of every page's first
 * load: a native link needs no press handling, as Enter and clicks both arrive as `click`.
 */
export function Link({ href, onClick, ref, children, ...props }: LinkProps) {
  const router = useContext(LinkRouterContext);
  const useHref = router?.useHref ?? useSameHref;
  const resolvedHref = useHref(href);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!router || leftToBrowser(event, href)) return;
    event.preventDefault();
    // A link to the page already shown replaces it, as the browser does, so Back is not a no-op.
    const { pathname, search, hash } = window.location;
    if (resolvedHref === `${pathname}${search}${hash}`) router.navigate(href, { replace: true });
    else router.navigate(href);
  };
  return (
    <a {...props} ref={ref} href={resolvedHref} onClick={handleClick}>
      {children}
    </a>
  );
}
