// Zod schemas of what PostgREST answers, one per table or function. The contract tests parse the
// real backend's answers and the mocks' answers with the same schema. They are strict (an
// unknown column fails) and each one's type must equal the generated row type exactly, so a
// migration that adds, drops or retypes a column breaks the build here and the contract test at
// run time.
import { z } from 'zod';
import { Constants, type Database, type Json, type Tables } from '../database.types.ts';
import type { PostSummary } from '../blog/post-summary.ts';
import { imageUrlPattern, slugPattern, uuidPattern } from '../lib/patterns.ts';

/** Compile-time equality of two types. */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertEqual<_T extends true>(): void {}

const uuid = z.string().regex(uuidPattern);
const timestamp = z.iso.datetime({ offset: true, local: false });
const slug = z.string().regex(slugPattern).max(100);
const imageUrl = z.string().regex(imageUrlPattern).max(2048);
const json = z.custom<NonNullable<Json>>((value) => value !== null && value !== undefined);
const enums = Constants.public.Enums;

export const packageRowSchema = z.strictObject({
  id: uuid,
  slug,
  title: z.string().min(1).max(200),
  description: z.string(),
  price_usd: z.number().min(0).max(1_000_000),
  duration: z.string().min(1).max(60),
  days: z.number().int().min(1).max(60),
  category: z.enum(enums.package_category),
  image_url: imageUrl.nullable(),
  image_alt: z.string().max(300).nullable(),
  highlights: z.array(z.string()),
  itinerary: json.refine(
    (value) =>
      Array.isArray(value) &&
      value.every(
        (day) =>
          typeof day === 'object' &&
          day !== null &&
          !Array.isArray(day) &&
          typeof day.day === 'number' &&
          typeof day.title === 'string',
      ),
    'itinerary is an array of days with a number and a title',
  ),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  published: z.boolean(),
  sort_order: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
assertEqual<Equal<z.output<typeof packageRowSchema>, Tables<'packages'>>>();

export const destinationRowSchema = z.strictObject({
  id: uuid,
  slug,
  name: z.string().min(1).max(120),
  description: z.string(),
  location: z.string().max(200),
  image_url: imageUrl.nullable(),
  image_alt: z.string().max(300).nullable(),
  highlights: z.array(z.string()),
  published: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
assertEqual<Equal<z.output<typeof destinationRowSchema>, Tables<'destinations'>>>();

export const accommodationRowSchema = z.strictObject({
  id: uuid,
  slug,
  name: z.string().min(1).max(120),
  description: z.string(),
  location: z.string().max(200),
  price_range: z.string().max(60).nullable(),
  type: z.enum(enums.accommodation_type),
  rating: z.number().min(0).max(5).nullable(),
  image_url: imageUrl.nullable(),
  image_alt: z.string().max(300).nullable(),
  amenities: z.array(z.string()),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  published: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
assertEqual<Equal<z.output<typeof accommodationRowSchema>, Tables<'accommodations'>>>();

export const testimonialRowSchema = z.strictObject({
  id: uuid,
  name: z.string().min(1).max(100),
  country: z.string().max(80).nullable(),
  rating: z.number().int().min(1).max(5),
  content: z.string().min(10).max(2000),
  image_url: imageUrl.nullable(),
  approved: z.boolean(),
  created_at: timestamp,
});
assertEqual<Equal<z.output<typeof testimonialRowSchema>, Tables<'testimonials'>>>();

export const galleryRowSchema = z.strictObject({
  id: uuid,
  title: z.string().min(1).max(150),
  image_url: imageUrl,
  alt: z.string().min(1).max(300),
  sort_order: z.number().int(),
  created_at: timestamp,
});
assertEqual<Equal<z.output<typeof galleryRowSchema>, Tables<'gallery'>>>();

export const postRowSchema = z.strictObject({
  id: uuid,
  slug,
  title: z.string().min(1).max(200),
  content: z.string().max(100_000),
  excerpt: z.string().max(500).nullable(),
  featured_image: imageUrl.nullable(),
  featured_image_alt: z.string().max(300).nullable(),
  published: z.boolean(),
  author_id: uuid.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
assertEqual<Equal<z.output<typeof postRowSchema>, Tables<'blog_posts'>>>();

/** A row of the blog_post_summaries view as getPosts returns it: the first 1000 characters. */
export const postSummaryRowSchema = postRowSchema
  .omit({ content: true })
  .extend({ content_preview: z.string().max(1000) });
assertEqual<Equal<z.output<typeof postSummaryRowSchema>, PostSummary>>();

export const pageContentRowSchema = z.strictObject({
  id: uuid,
  page_id: slug,
  section_id: slug,
  content: json.refine((value) => typeof value === 'object' && !Array.isArray(value)),
  created_at: timestamp,
  updated_at: timestamp,
});
assertEqual<Equal<z.output<typeof pageContentRowSchema>, Tables<'page_content'>>>();

export const enquiryRowSchema = z.strictObject({
  id: uuid,
  name: z.string().min(1).max(100),
  email: z.string().max(254),
  phone: z.string().nullable(),
  travel_start: z.iso.date().nullable(),
  travel_end: z.iso.date().nullable(),
  adults: z.number().int().min(1).max(50),
  children: z.number().int().min(0).max(50),
  package_id: uuid.nullable(),
  message: z.string().min(1).max(5000),
  status: z.enum(enums.enquiry_status),
  created_at: timestamp,
  updated_at: timestamp,
});
assertEqual<Equal<z.output<typeof enquiryRowSchema>, Tables<'enquiries'>>>();

export const userRoleRowSchema = z.strictObject({
  id: uuid,
  user_id: uuid,
  role: z.enum(enums.app_role),
  created_at: timestamp,
});
assertEqual<Equal<z.output<typeof userRoleRowSchema>, Tables<'user_roles'>>>();

type Returns<Name extends keyof Database['public']['Functions']> =
  Database['public']['Functions'][Name]['Returns'];

export const searchResultSchema = z.strictObject({
  kind: z
    .string()
    .refine((kind) => ['package', 'destination', 'accommodation', 'post'].includes(kind)),
  id: uuid,
  slug,
  title: z.string(),
  excerpt: z.string(),
  url: z.string().startsWith('/'),
  // The function's columns are nullable in fact, though the generated type says string.
  image_url: z.string().nullable() as unknown as z.ZodString,
  image_alt: z.string().nullable() as unknown as z.ZodString,
  rank: z.number(),
});
assertEqual<Equal<z.output<typeof searchResultSchema>, Returns<'search_site'>[number]>>();

export const userWithRoleSchema = z.strictObject({
  user_id: uuid,
  email: z.string(),
  created_at: timestamp,
  last_sign_in_at: timestamp.nullable() as unknown as typeof timestamp,
  role: z.enum(enums.app_role),
});
assertEqual<Equal<z.output<typeof userWithRoleSchema>, Returns<'list_users_with_roles'>[number]>>();

/** Each table's row schema. */
export const rowSchemas = {
  packages: packageRowSchema,
  destinations: destinationRowSchema,
  accommodations: accommodationRowSchema,
  testimonials: testimonialRowSchema,
  gallery: galleryRowSchema,
  blog_posts: postRowSchema,
  page_content: pageContentRowSchema,
  enquiries: enquiryRowSchema,
  user_roles: userRoleRowSchema,
} as const;
