/**
 * Every public URL of the site, built in one place so links, the sitemap, canonical URLs and the
 * route table cannot drift apart (bulletproof-react's config/paths.ts).
 */

/**
 * The package categories (the database's package_category values) with their names; each has a
 * filtered list at /packages/{slug}, which the home page's experience cards link to.
 */
export const packageCategories = [
  { slug: 'gorilla-trekking', label: 'Gorilla Trekking' },
  { slug: 'chimpanzee-trekking', label: 'Chimpanzee Trekking' },
  { slug: 'wildlife-safaris', label: 'Wildlife Safaris' },
  { slug: 'cultural-experiences', label: 'Cultural Experiences' },
  { slug: 'birding', label: 'Birding Safaris' },
] as const;

export type PackageCategorySlug = (typeof packageCategories)[number]['slug'];

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: () => '/',
  about: () => '/about',
  services: () => '/services',
  /** The contact page; with a package id the enquiry form starts with that package chosen. */
  contact: (packageId?: string) =>
    packageId ? `/contact?package=${segment(packageId)}` : '/contact',
  /** The contact page with the enquiry's message naming a lodge (its "Contact Us"). */
  contactAboutStay: (accommodationId: string) =>
    `/contact?accommodation=${segment(accommodationId)}`,
  /** Safari packages: "package" in code, /safaris in URLs (docs/architecture.md#layout). */
  packages: () => '/safaris',
  /** A package's page, by slug; its id and earlier slugs redirect here (docs/decisions.md#slug-urls). */
  package: (slug: string) => `/safaris/${segment(slug)}`,
  /** The safaris list filtered to one category. */
  packageCategory: (category: string) => `/packages/${segment(category)}`,
  destinations: () => '/destinations',
  /** A destination's page, by slug; its earlier slugs redirect here (docs/decisions.md#slug-urls). */
  destination: (slug: string) => `/destinations/${segment(slug)}`,
  accommodations: () => '/accommodations',
  /** An accommodation's page, by slug; its id and earlier slugs redirect here. */
  accommodation: (slug: string) => `/accommodations/${segment(slug)}`,
  /** Page 1 has no query string, so it has exactly one URL. */
  gallery: (page = 1) => (page > 1 ? `/gallery?page=${page}` : '/gallery'),
  blog: () => '/blog',
  blogPost: (slug: string) => `/blog/${segment(slug)}`,
  testimonials: () => '/testimonials',
  /** The testimonial form; with a package id the testimonial reviews that trip. */
  submitTestimonial: (packageId?: string) =>
    packageId ? `/submit-testimonial?package=${segment(packageId)}` : '/submit-testimonial',
  search: (query?: string) => (query ? `/search?q=${segment(query)}` : '/search'),
  offline: () => '/offline',
  sitemap: () => '/sitemap.xml',
  robots: () => '/robots.txt',
  manifest: () => '/manifest.webmanifest',
  auth: () => '/auth',
  admin: () => '/admin',
} as const;

/** The nine main navigation entries of docs/product-rules.md#navigation, in order. */
export const mainNavigation = [
  { label: 'Home', href: paths.home() },
  { label: 'About', href: paths.about() },
  { label: 'Services', href: paths.services() },
  { label: 'Safari Packages', href: paths.packages() },
  { label: 'Destinations', href: paths.destinations() },
  { label: 'Accommodations', href: paths.accommodations() },
  { label: 'Gallery', href: paths.gallery() },
  { label: 'Blog', href: paths.blog() },
  { label: 'Contact', href: paths.contact() },
] as const;

/** The footer's links of docs/product-rules.md#footer, in order. */
export const footerNavigation = [
  { label: 'Safari Packages', href: paths.packages() },
  { label: 'Destinations', href: paths.destinations() },
  { label: 'Accommodations', href: paths.accommodations() },
  { label: 'Gallery', href: paths.gallery() },
  { label: 'About Us', href: paths.about() },
  { label: 'Contact Us', href: paths.contact() },
  { label: 'Blog', href: paths.blog() },
  { label: 'Testimonials', href: paths.testimonials() },
] as const;
