/** A link of the header or footer navigation. */
export interface NavItem {
  /** The site path, e.g. '/safaris'. */
  href: string;
  /** The visible text. */
  label: string;
}

/**
 * The nine main navigation entries of docs/product-rules.md#navigation, in order. The site passes these to
 * Header (or its own list, for a re-brand).
 */
export const mainNavItems = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/services', label: 'Services' },
  { href: '/safaris', label: 'Safari Packages' },
  { href: '/destinations', label: 'Destinations' },
  { href: '/accommodations', label: 'Accommodations' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
] as const satisfies readonly NavItem[];

/** The eight footer links of docs/product-rules.md#footer, in order. */
export const footerNavItems = [
  { href: '/safaris', label: 'Safari Packages' },
  { href: '/destinations', label: 'Destinations' },
  { href: '/accommodations', label: 'Accommodations' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/about', label: 'About Us' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/blog', label: 'Blog' },
  { href: '/testimonials', label: 'Testimonials' },
] as const satisfies readonly NavItem[];

/**
 * Whether a nav entry is the current page: exact for the home page, otherwise the entry's
 * section and everything under it ('/safaris/12' keeps 'Safari Packages' active).
 */
export function isCurrentPath(href: string, currentPath: string) {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}
