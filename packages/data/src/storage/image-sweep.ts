// Removing images that no row shows any more, so a deleted row or a replaced image does not leave
// its file in the `images` bucket forever. The row change is what the admin asked for: nothing
// here ever throws; a problem is logged (console.warn) and the object stays.
import type { AppSupabaseClient } from '../auth/supabase-client.ts';
import type { DataClient } from '../lib/client-types.ts';
import { imagesBucket } from './image-upload-mutation.ts';

/** What the removal needs: table reads for the reference check, and storage. */
export type ImageRemovalClient = DataClient & Pick<AppSupabaseClient, 'storage'>;

/** What {@link removeImages} did with the objects of our bucket among the addresses. */
export interface ImageRemoval {
  /** Object paths removed from the bucket. */
  removed: string[];
  /** Object paths kept because a row still shows them. */
  inUse: string[];
  /**
   * Object paths not removed for another reason (logged): the reference check or the storage
   * request failed, storage RLS refused (not an admin), or the object was already gone.
   */
  failed: string[];
}

/**
 * Every column that may hold an uploaded image's address. A post's Markdown may show one too;
 * page_content is checked separately (its jsonb cannot be pattern-matched through PostgREST).
 */
const referenceColumns = [
  { table: 'packages', column: 'image_url' },
  { table: 'destinations', column: 'image_url' },
  { table: 'accommodations', column: 'image_url' },
  { table: 'gallery', column: 'image_url' },
  { table: 'testimonials', column: 'image_url' },
  { table: 'blog_posts', column: 'featured_image' },
  { table: 'blog_posts', column: 'content' },
] as const;

// Our uploads are `folder/<uuid>.<ext>`. Anything with characters outside this set is left
// alone: it could not be matched exactly in the reference check (a LIKE pattern list is
// comma-separated and unquoted), and leaving an object is always the safe mistake.
const safeObjectPath = /^[\w-]+(?:\/[\w-]+)*\.[\w]+$/;

/** The public download prefixes of our bucket: plain and with image transformations. */
function publicPrefixes(client: Pick<AppSupabaseClient, 'storage'>): {
  origin: string;
  paths: string[];
} {
  const base = new URL(client.storage.from(imagesBucket).getPublicUrl('x').data.publicUrl);
  const object = base.pathname.slice(0, -'x'.length);
  return {
    origin: base.origin,
    paths: [object, object.replace('/object/public/', '/render/image/public/')],
  };
}

/**
 * The object path in our public `images` bucket that `url` downloads, or null for anything else:
 * empty values, site paths such as the config's fallback images, other hosts (Unsplash), other
 * buckets, and paths this module will not touch (see `safeObjectPath`).
 */
export function imagePathOf(
  client: Pick<AppSupabaseClient, 'storage'>,
  url: string | null | undefined,
): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const ours = publicPrefixes(client);
  if (parsed.origin !== ours.origin) return null;
  const prefix = ours.paths.find((candidate) => parsed.pathname.startsWith(candidate));
  if (!prefix) return null;
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname.slice(prefix.length));
  } catch {
    return null;
  }
  return safeObjectPath.test(path) ? path : null;
}

/** Every string inside a JSON value (page_content sections hold image addresses anywhere). */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

/** How a stored address names an object, whatever host or form (plain, transformed) it has. */
const referenceOf = (path: string) => `/public/${imagesBucket}/${path}`;

/**
 * The paths among `paths` that some row still shows. Matching is by the object's public path,
 * not the whole address, so an address with another host alias or a transformation still
 * counts as a use (keeping an object by mistake is harmless; removing a used one is not).
 * Throws when a read fails: then nothing may be removed.
 */
async function pathsInUse(client: DataClient, paths: readonly string[]): Promise<Set<string>> {
  const patterns = paths.map((path) => `*${referenceOf(path)}*`);
  const reads = referenceColumns.map(async ({ table, column }) => {
    const { data, error } = await client.from(table).select(column).likeAnyOf(column, patterns);
    if (error) throw new Error(`${table}.${column}: ${error.message}`);
    return (data as unknown as Record<string, unknown>[]).map((row) => String(row[column] ?? ''));
  });
  // A handful of small rows; jsonb cannot be filtered by pattern through PostgREST.
  const pages = (async () => {
    const { data, error } = await client.from('page_content').select('content');
    if (error) throw new Error(`page_content.content: ${error.message}`);
    return data.flatMap((row) => stringsIn(row.content));
  })();
  // In parallel: eight small reads after an admin's delete. On local-supabase's PGlite engine
  // concurrent requests fail now and then (tests/e2e/support/stack.ts); then nothing is removed
  // and the warning says so, which is the safe way to fail.
  const values = (await Promise.all([...reads, pages])).flat();
  return new Set(paths.filter((path) => values.some((value) => value.includes(referenceOf(path)))));
}

/**
 * Removes from our public `images` bucket the objects these addresses download, except those a
 * row still shows (packages, destinations, accommodations, gallery, testimonials, posts' featured
 * images and Markdown, page content). Addresses that are not ours (see {@link imagePathOf}) are
 * ignored. Call it after the database change succeeded; it never throws.
 *
 * Between the reference check and the removal another admin could save a row with the same
 * address; uploads get random names, so only a pasted address of an image being deleted at that
 * very moment can hit this window.
 */
export async function removeImages(
  client: ImageRemovalClient,
  urls: readonly (string | null | undefined)[],
): Promise<ImageRemoval> {
  const paths = [
    ...new Set(urls.map((url) => imagePathOf(client, url)).filter((path) => path !== null)),
  ];
  const result: ImageRemoval = { removed: [], inUse: [], failed: [] };
  if (paths.length === 0) return result;
  try {
    const inUse = await pathsInUse(client, paths);
    result.inUse = paths.filter((path) => inUse.has(path));
    const unused = paths.filter((path) => !inUse.has(path));
    if (unused.length === 0) return result;
    const { data, error } = await client.storage.from(imagesBucket).remove(unused);
    if (error) throw error;
    // Storage answers with the objects it deleted; RLS silently skips the others.
    const deleted = new Set(data.map((object) => object.name));
    result.removed = unused.filter((path) => deleted.has(path));
    result.failed = unused.filter((path) => !deleted.has(path));
    if (result.failed.length > 0) {
      console.warn('Storage did not remove these unused images:', result.failed);
    }
  } catch (error) {
    result.failed = paths.filter((path) => !result.inUse.includes(path));
    console.warn('Could not remove unused images; they stay in storage:', result.failed, error);
  }
  return result;
}

/**
 * The image addresses a row held before a save, read with `query` (the row's image columns) and
 * picked by `pick`. Never throws: when the read fails the save goes ahead without cleanup.
 */
export async function readImageUrls<Row>(
  query: PromiseLike<{
    data: Row | Row[] | null;
    error: { code?: string; message: string } | null;
  }>,
  pick: (row: Row) => readonly (string | null | undefined)[],
): Promise<string[]> {
  try {
    const { data, error } = await query;
    // PGRST116: a single row was asked for and there is none yet (a first save).
    if (error && error.code !== 'PGRST116') {
      console.warn('Could not read the images before saving; old ones stay in storage:', error);
    }
    if (!data) return [];
    const rows = Array.isArray(data) ? data : [data];
    return rows.flatMap((row) => pick(row).filter((url): url is string => Boolean(url)));
  } catch (error) {
    console.warn('Could not read the images before saving; old ones stay in storage:', error);
    return [];
  }
}

/**
 * After a save: removes the images the row held `before` that it no longer holds (`after`),
 * unless another row shows them. Never throws.
 */
export function removeReplacedImages(
  client: ImageRemovalClient,
  before: readonly string[],
  after: readonly (string | null | undefined)[],
): Promise<ImageRemoval> {
  return removeImages(
    client,
    before.filter((url) => !after.includes(url)),
  );
}
