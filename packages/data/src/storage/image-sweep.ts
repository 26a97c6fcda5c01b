// Removing the files of the `images` bucket that nothing shows any more (deleted rows, replaced
// images, uploads never saved), long after the fact. Not at the moment of the delete or save: the
// public site is prerendered, so until the next build (a publish webhook or the nightly build)
// its pages, social cards, JSON-LD and the service worker's offline copies still point at the
// old file. A file therefore goes only once it has been seen unused for the grace period.
// Nothing here ever throws; a problem is logged (console.warn) and the objects stay.
import type { AppSupabaseClient } from '../auth/supabase-client.ts';
import type { DataClient } from '../lib/client-types.ts';
import { imagesBucket, type ImageFolder } from './image-upload-mutation.ts';

/** What the sweep needs: table reads for the reference check, and storage. */
export type ImageSweepClient = DataClient & Pick<AppSupabaseClient, 'storage'>;

/** The grace period: two nightly builds, so every prerendered copy has been rebuilt. */
const imageSweepGraceMs = 48 * 3600_000;

export interface ImageSweepOptions {
  /**
   * How long an object must exist, and have been seen unused, before it is removed.
   * @default imageSweepGraceMs (48 h)
   */
  olderThanMs?: number;
  /**
   * The time of the sweep, in ms since the epoch (tests pass a time in the future).
   * @default Date.now()
   */
  now?: number;
  /**
   * When an earlier sweep first saw each object unused (path → ms), the `unusedSince` of its
   * result. An object is removed only once that time is `olderThanMs` ago: its age alone says
   * nothing about when the last row stopped showing it (an old photo replaced an hour ago is
   * still on the prerendered pages).
   * @default {} (nothing is removed on a first sweep, only noted)
   */
  unusedSince?: Readonly<Record<string, number>>;
}

/** What {@link sweepUnusedImages} did. */
export interface ImageSweep {
  /** Object paths removed from the bucket. */
  removed: string[];
  /** Object paths kept: shown by a row, too young, or not yet unused for the grace period. */
  kept: string[];
  /**
   * Object paths not removed for another reason (logged): the reference check or the storage
   * request failed, or storage RLS refused (not an admin).
   */
  failed: string[];
  /**
   * Every object now unused and not removed, with when it was first seen unused: pass it to the
   * next sweep. When the reference check failed, the `unusedSince` it was given.
   */
  unusedSince: Record<string, number>;
}

// Typed as a record so a new ImageFolder that is not swept fails to compile.
const folderSet: Record<ImageFolder, true> = {
  packages: true,
  destinations: true,
  accommodations: true,
  gallery: true,
  blog: true,
  testimonials: true,
  pages: true,
};

/** The folders of the bucket the sweep lists; anything elsewhere is left alone. */
export const imageFolders = Object.keys(folderSet) as ImageFolder[];

/** Objects per list request (storage's own maximum is 1000). */
const listPage = 1000;

/** Paths per reference read: each is a LIKE pattern in the request's URL. */
const referenceChunk = 40;

/**
 * Every column that may hold an uploaded image's address. A post's Markdown may show one too;
 * page_content is read whole (its jsonb cannot be pattern-matched through PostgREST).
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
 * The paths among `paths` that some row shows. Matching is by the object's public path, not the
 * whole address, so an address with another host alias or a transformation still counts as a
 * use (keeping an object by mistake is harmless; removing a used one is not). Throws when a read
 * fails: then nothing may be removed.
 */
async function pathsInUse(client: DataClient, paths: readonly string[]): Promise<Set<string>> {
  const values: string[] = [];
  const { data: pages, error } = await client.from('page_content').select('content');
  if (error) throw new Error(`page_content.content: ${error.message}`);
  values.push(...pages.flatMap((row) => stringsIn(row.content)));
  for (let start = 0; start < paths.length; start += referenceChunk) {
    const patterns = paths.slice(start, start + referenceChunk).map((path) => {
      return `*${referenceOf(path)}*`;
    });
    // One read after another: local-supabase's PGlite engine serves one request at a time and
    // parallel ones fail now and then (tests/e2e/support/stack.ts); the sweep is in no hurry.
    for (const { table, column } of referenceColumns) {
      const answer = await client.from(table).select(column).likeAnyOf(column, patterns);
      if (answer.error) throw new Error(`${table}.${column}: ${answer.error.message}`);
      const rows = answer.data as unknown as Record<string, unknown>[];
      values.push(...rows.map((row) => String(row[column] ?? '')));
    }
  }
  return new Set(paths.filter((path) => values.some((value) => value.includes(referenceOf(path)))));
}

interface ListedObject {
  path: string;
  /** The object's last change (upload or replacement), ms since the epoch; NaN when unknown. */
  changed: number;
}

/** Every file of one folder, page by page. Sub-folders are not descended into. */
async function listFolder(
  client: Pick<AppSupabaseClient, 'storage'>,
  folder: ImageFolder,
): Promise<ListedObject[]> {
  const objects: ListedObject[] = [];
  for (let offset = 0; ; offset += listPage) {
    const { data, error } = await client.storage
      .from(imagesBucket)
      .list(folder, { limit: listPage, offset, sortBy: { column: 'name', order: 'asc' } });
    if (error) throw error;
    for (const entry of data) {
      // Folders come back with a null id and no dates.
      if (!entry.id) continue;
      const stamps = [entry.created_at, entry.updated_at].map((stamp) => Date.parse(stamp ?? ''));
      objects.push({ path: `${folder}/${entry.name}`, changed: Math.max(...stamps) });
    }
    if (data.length < listPage) return objects;
  }
}

/**
 * Removes from our `images` bucket every object that no row shows (packages, destinations,
 * accommodations, gallery, testimonials, posts' featured images and Markdown, page content)
 * once it is older than `olderThanMs` and an earlier sweep saw it unused at least `olderThanMs`
 * ago (`unusedSince`). Lists the folders of {@link imageFolders} only. Storage RLS decides who
 * may remove (admins); anyone else's sweep removes nothing. If any reference read fails nothing
 * is removed. Never throws.
 *
 * A row saved with an object's address between the reference check and the removal would lose
 * its image; uploads get fresh random names, so only a pasted address of an object unused for
 * two days can hit that window.
 */
export async function sweepUnusedImages(
  client: ImageSweepClient,
  { olderThanMs = imageSweepGraceMs, now = Date.now(), unusedSince = {} }: ImageSweepOptions = {},
): Promise<ImageSweep> {
  const result: ImageSweep = { removed: [], kept: [], failed: [], unusedSince: {} };
  const objects: ListedObject[] = [];
  for (const folder of imageFolders) {
    try {
      objects.push(...(await listFolder(client, folder)));
    } catch (error) {
      console.warn(`Could not list the images in ${folder}/; they stay in storage:`, error);
    }
  }
  const candidates = objects.filter(({ path }) => safeObjectPath.test(path));
  result.kept = objects.filter(({ path }) => !safeObjectPath.test(path)).map(({ path }) => path);
  if (candidates.length === 0) return result;

  let inUse: Set<string>;
  try {
    inUse = await pathsInUse(
      client,
      candidates.map(({ path }) => path),
    );
  } catch (error) {
    console.warn('Could not check which images are in use; none is removed:', error);
    result.kept.push(...candidates.map(({ path }) => path));
    // Nothing new was learnt: the earlier notes still hold.
    result.unusedSince = { ...unusedSince };
    return result;
  }

  const removable: string[] = [];
  for (const { path, changed } of candidates) {
    if (inUse.has(path)) {
      result.kept.push(path);
      continue;
    }
    const since = Math.min(unusedSince[path] ?? now, now);
    // An unknown date (NaN) fails the comparison: the object stays.
    const old = now - changed >= olderThanMs && now - since >= olderThanMs;
    if (old) removable.push(path);
    else {
      result.kept.push(path);
      result.unusedSince[path] = since;
    }
  }
  if (removable.length === 0) return result;

  try {
    const { data, error } = await client.storage.from(imagesBucket).remove(removable);
    if (error) throw error;
    // Storage answers with the objects it deleted; RLS silently skips the others.
    const deleted = new Set(data.map((object) => object.name));
    result.removed = removable.filter((path) => deleted.has(path));
    result.failed = removable.filter((path) => !deleted.has(path));
    if (result.failed.length > 0) {
      console.warn('Storage did not remove these unused images:', result.failed);
    }
  } catch (error) {
    result.failed = removable;
    console.warn('Could not remove unused images; they stay in storage:', removable, error);
  }
  // What was not removed is still unused: keep its note for the next sweep.
  for (const path of result.failed) result.unusedSince[path] = unusedSince[path] ?? now;
  return result;
}
