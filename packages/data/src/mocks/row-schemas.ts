// Zod schemas of what PostgREST answers, one per table or function. The contract tests parse the
// real backend's answers and the mocks' answers with the same schema. They are strict (an
// unknown column fails) and each one's type must equal the generated row type exactly, so a
// migration that adds, drops or retypes a column breaks the build here and the contract test at
// run time.
import { z } from 'zod';
import { Constants, type Database, type Json, type Tables } from '../database.types.ts';
import { enquiryLimits, packageLimits, sharedLimits } from '../content-types/limits.ts';
import type { PostSummary } from '../blog/post-summary.ts';
import { enquiryNoteMaxLength } from '../enquiries/enquiry-writes.ts';
import { accommodationsType } from '../content-types/accommodations.ts';
import { destinationsType } from '../content-types/destinations.ts';
import { galleryType } from '../content-types/gallery.ts';
import { packagesType } from '../content-types/packages.ts';
import { postsType } from '../content-types/posts.ts';
import { testimonialsType } from '../content-types/testimonials.ts';
import { slugPattern, uuidPattern } from '../lib/patterns.ts';

/** Compile-time equality of two types. */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertEqual<_T extends true>(): void {}

const uuid = z.string().regex(uuidPattern);
const timestamp = z.iso.datetime({ offset: true, local: false });
const slug = z.string().regex(slugPattern).max(sharedLimits.slug.max);
const json = z.custom<NonNullable<Json>>((value) => value !== null && value !== undefined);
const enums = Constants.public.Enums;

/** The columns the database fills (every content table has them besides its form's). */
const created = { id: uuid, created_at: timestamp };
const stamps = { ...created, updated_at: timestamp };

/** A column stored as JSON, checked by the form's schema of it (a gallery, an itinerary). */
const storedJson = (schema: { safeParse: (value: unknown) => { success: boolean } }) =>
  json.refine((value) => schema.safeParse(value).success);

// The content tables' rows: the declaration's form schema (its limits are the table's) plus the
// columns the database fills. The form's own checks across fields are left out.

/** A record's row: its form's columns with its gallery stored as JSON, and the database's. */
const recordRow = <Shape extends { gallery: Parameters<typeof storedJson>[0] }>({
  gallery,
  ...shape
}: Shape) => ({ ...shape, gallery: storedJson(gallery), ...stamps });

export const packageRowSchema = z.strictObject({
  ...recordRow(packagesType.schema.shape),
  itinerary: storedJson(packagesType.schema.shape.itinerary),
  // Derived from `days` by the database, never sent by the form; the mocks leave it empty.
  duration: z.string().max(packageLimits.duration.max),
});
assertEqual<Equal<z.output<typeof packageRowSchema>, Tables<'packages'>>>();

export const destinationRowSchema = z.strictObject(recordRow(destinationsType.schema.shape));
assertEqual<Equal<z.output<typeof destinationRowSchema>, Tables<'destinations'>>>();

export const accommodationRowSchema = z.strictObject(recordRow(accommodationsType.schema.shape));
assertEqual<Equal<z.output<typeof accommodationRowSchema>, Tables<'accommodations'>>>();

export const testimonialRowSchema = z.strictObject({
  ...testimonialsType.schema.shape,
  ...created,
});
assertEqual<Equal<z.output<typeof testimonialRowSchema>, Tables<'testimonials'>>>();

export const galleryRowSchema = z.strictObject({ ...galleryType.schema.shape, ...created });
assertEqual<Equal<z.output<typeof galleryRowSchema>, Tables<'gallery'>>>();

export const postRowSchema = z.strictObject({
  ...postsType.schema.shape,
  author_id: uuid.nullable(),
  ...stamps,
});
assertEqual<Equal<z.output<typeof postRowSchema>, Tables<'blog_posts'>>>();

/** A row of the blog_post_summaries view as getPosts returns it: the first 1000 characters. */
export const postSummaryRowSchema = postRowSchema
  .omit({ content: true })
  .extend({ content_preview: z.string().max(1000) });
assertEqual<Equal<z.output<typeof postSummaryRowSchema>, PostSummary>>();

export const pageContentRowSchema = z.strictObject({
  page_id: slug,
  section_id: slug,
  content: json.refine((value) => typeof value === 'object' && !Array.isArray(value)),
  ...stamps,
});
assertEqual<Equal<z.output<typeof pageContentRowSchema>, Tables<'page_content'>>>();

export const enquiryRowSchema = z.strictObject({
  name: z.string().min(1).max(enquiryLimits.name.max),
  email: z.string().max(enquiryLimits.email.max),
  phone: z.string().nullable(),
  travel_start: z.iso.date().nullable(),
  travel_end: z.iso.date().nullable(),
  adults: z.number().int().min(enquiryLimits.adults.min).max(enquiryLimits.adults.max),
  children: z.number().int().min(enquiryLimits.children.min).max(enquiryLimits.children.max),
  package_id: uuid.nullable(),
  message: z.string().min(1).max(enquiryLimits.message.max),
  status: z.enum(enums.enquiry_status),
  lost_reason: z.string().min(1).max(enquiryLimits.lost_reason.max).nullable(),
  first_answered_at: timestamp.nullable(),
  status_changed_at: timestamp,
  answer_due_at: timestamp,
  ...stamps,
});
assertEqual<Equal<z.output<typeof enquiryRowSchema>, Tables<'enquiries'>>>();

export const enquiryNoteRowSchema = z.strictObject({
  enquiry_id: uuid,
  author: uuid.nullable(),
  author_email: z.string().nullable(),
  body: z.string().min(1).max(enquiryNoteMaxLength),
  ...created,
});
assertEqual<Equal<z.output<typeof enquiryNoteRowSchema>, Tables<'enquiry_notes'>>>();

/** What rpc enquiry_pipeline_figures answers (one row). */
export const pipelineFiguresSchema = z.strictObject({
  received: z.number().int().min(0),
  answered: z.number().int().min(0),
  median_first_answer_seconds: z.number().int().min(0).nullable(),
  won: z.number().int().min(0),
});

export const userRoleRowSchema = z.strictObject({
  user_id: uuid,
  role: z.enum(enums.app_role),
  ...created,
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
  // A package's price; null for the other kinds.
  price_usd: z.number().int().nullable() as unknown as z.ZodNumber,
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
