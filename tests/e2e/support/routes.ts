import type { BuiltContent } from './stack.ts';

/** The header's navigation entries, in the order of docs/product-rules.md#navigation. */
export const navigationEntries = [
  'Home',
  'About',
  'Services',
  'Safari Packages',
  'Destinations',
  'Accommodations',
  'Gallery',
  'Blog',
  'Contact',
] as const;

/** The public routes whose URL does not depend on content. */
export const staticRoutes = [
  '/',
  '/about',
  '/services',
  '/safaris',
  '/packages/gorilla-trekking',
  '/destinations',
  '/accommodations',
  '/gallery',
  '/blog',
  '/testimonials',
  '/submit-testimonial',
  '/contact',
  '/search',
] as const;

/** One published item of each kind as the build saw it. */
export function builtItems(built: BuiltContent) {
  const pkg = built.packages.find((row) => row.published);
  const lodging = built.accommodations.find((row) => row.published);
  const post = built.posts.find((row) => row.published);
  if (!pkg || !lodging || !post) throw new Error('the seed has no package, lodging or post');
  return { pkg, lodging, post };
}

/** Every route type, with a real id or slug for the detail pages. */
export function allRoutes(built: BuiltContent): string[] {
  const { pkg, lodging, post } = builtItems(built);
  return [
    ...staticRoutes,
    `/safaris/${pkg.slug}`,
    `/accommodations/${lodging.slug}`,
    `/blog/${post.slug}`,
  ];
}
