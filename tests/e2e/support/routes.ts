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
  return { pkg, lodging, post, destination: builtDestination(built) };
}

/** A published destination with published safaris and lodges filed under it, as built. */
export function builtDestination(built: BuiltContent) {
  const there = (row: { published: boolean; destination_id: string | null }, id: string) =>
    row.published && row.destination_id === id;
  for (const destination of built.destinations.filter((row) => row.published)) {
    const trips = built.packages.filter((row) => there(row, destination.id));
    const lodges = built.accommodations.filter((row) => there(row, destination.id));
    if (trips.length > 0 && lodges.length > 0) return { ...destination, trips, lodges };
  }
  throw new Error('the seed has no destination with published safaris and lodges');
}

/** Every route type, with a real id or slug for the detail pages. */
export function allRoutes(built: BuiltContent): string[] {
  const { pkg, lodging, post, destination } = builtItems(built);
  return [
    ...staticRoutes,
    `/safaris/${pkg.slug}`,
    `/destinations/${destination.slug}`,
    `/accommodations/${lodging.slug}`,
    `/blog/${post.slug}`,
  ];
}
