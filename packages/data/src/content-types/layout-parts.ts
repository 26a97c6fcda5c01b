import type { ConstraintMessages } from '../lib/data-error.ts';
import { fieldMessages } from '../lib/field-messages.ts';
import type { ImageFolder } from '../storage/image-upload-mutation.ts';
import type { FocalColumns, FormItem, ListColumn, ListSort } from './admin-layout.ts';
import type { ContentTable } from './define.ts';

// Pieces several admin layouts share (admin-layout.ts), word for word.

export const byName: ListSort = { id: 'name', label: 'Name (A to Z)', by: [['name']] };
export const byTitle: ListSort = { id: 'title', label: 'Title (A to Z)', by: [['title']] };
export const newestFirst: ListSort = {
  id: 'newest',
  label: 'Newest first',
  by: [['created_at', 'newest']],
};
export const recentlyChanged: ListSort = {
  id: 'updated',
  label: 'Recently changed',
  by: [['updated_at', 'newest']],
};

/** Published or Draft. */
export const statusColumn: ListColumn = { header: 'Status', field: 'published', kind: 'state' };

/** The required name (or title) and the slug made from it while creating. */
export const nameAndSlug = (name: 'name' | 'title', label: string): FormItem[] => [
  { kind: 'text', name, label, required: true },
  {
    kind: 'text',
    name: 'slug',
    label: 'Slug',
    required: true,
    description: `Lowercase words joined by hyphens; made from the ${name}, and you can change it.`,
  },
];

/** The focal point's columns of an image (`image` or `featured_image`). */
export const focalOf = (image: 'image' | 'featured_image'): FocalColumns => ({
  x: `${image}_focal_x`,
  y: `${image}_focal_y`,
});

/**
 * The upload with its focal point, its alt text and the decorative choice, as the
 * `*_image_alt_required` constraints want them (docs/decisions.md#image-focal-point-and-alt).
 */
export const imageItems = (
  image: 'image' | 'featured_image',
  label: string,
  folder: ImageFolder,
  altDescription = 'What the picture shows. Required with an image, unless it is decorative.',
): FormItem[] => [
  {
    kind: 'image',
    name: image === 'image' ? 'image_url' : 'featured_image',
    label,
    folder,
    focal: focalOf(image),
  },
  {
    kind: 'text',
    name: `${image}_alt`,
    label: 'Image description (alt text)',
    description: altDescription,
  },
  {
    kind: 'checkbox',
    name: `${image}_decorative`,
    label: 'Decorative',
    description:
      'The picture adds nothing a visitor needs to know: screen readers skip it (empty alt text).',
  },
];

/** The Image group: the upload, its focal point, its alt text and the decorative choice. */
export const imageGroup = (
  label: string,
  folder: ImageFolder,
  altDescription?: string,
): FormItem => ({
  kind: 'fieldset',
  legend: 'Image',
  items: imageItems('image', label, folder, altDescription),
});

/** The Gallery group: more pictures, each uploaded, described or decorative, and reordered. */
export const galleryGroup = (folder: ImageFolder): FormItem => ({
  kind: 'gallery',
  name: 'gallery',
  label: 'Gallery',
  folder,
  description:
    'More pictures for the page, in the order shown (12 at most). Each needs a description unless it is decorative.',
});

/**
 * The Published checkbox of a type, saying what a published record does, e.g. 'Published
 * destinations go live …', and then `more` of the sentence if there is.
 */
export const publishedCheckbox = (plural: string, more = ''): FormItem => ({
  kind: 'checkbox',
  name: 'published',
  label: 'Published',
  description: `Published ${plural} go live on the site with the next build, about a minute after saving${more}.`,
});

/**
 * The schedule of a type with publish_at and unpublish_at: both moments, then what they mean in
 * words. Row Level Security applies them (docs/architecture.md#publishing).
 */
export const scheduleItems = (plural: string): FormItem[] => [
  {
    kind: 'columns',
    items: [
      {
        kind: 'datetime',
        name: 'publish_at',
        label: 'Publish at',
        description: `Optional, in your time zone. Published ${plural} stay off the site until then.`,
      },
      {
        kind: 'datetime',
        name: 'unpublish_at',
        label: 'Unpublish at',
        description: 'Optional, in your time zone. From then on it is off the site again.',
      },
    ],
  },
  { kind: 'live-status' },
];

/**
 * The constraints' sentences a record shares with the others of its kind: its slug (unique, its
 * format) and its picture (the address, the description, described or decorative, the focal
 * point), and where the table has them, its gallery, the destination it is filed under and its
 * publishing window. `<table>_<image>_alt_required` goes under the description and the focal
 * point's ranges under the image (supabase/migrations/20261128030000_image_focal_point_and_alt.sql).
 */
export function recordRules(
  table: ContentTable,
  {
    image = 'image',
    gallery = false,
    destination = false,
    schedule = false,
  }: {
    image?: 'image' | 'featured_image';
    gallery?: boolean;
    destination?: boolean;
    schedule?: boolean;
  } = {},
): ConstraintMessages {
  const address = image === 'image' ? 'image_url' : 'featured_image';
  const focal = { field: address, message: fieldMessages.focalPoint };
  return {
    [`${table}_slug_key`]: { field: 'slug', message: fieldMessages.slugTaken },
    [`${table}_slug_format`]: { field: 'slug', message: fieldMessages.slugFormat },
    [`${table}_${address}_format`]: { field: address, message: fieldMessages.imageUrlFormat },
    [`${table}_${image}_alt_length`]: {
      field: `${image}_alt`,
      message: fieldMessages.imageAltTooLong,
    },
    [`${table}_${image}_alt_required`]: {
      field: `${image}_alt`,
      message: fieldMessages.imageAltOrDecorative,
    },
    [`${table}_${image}_focal_x_range`]: focal,
    [`${table}_${image}_focal_y_range`]: focal,
    ...(gallery && {
      [`${table}_gallery_shape`]: { field: 'gallery', message: fieldMessages.galleryShape },
      [`${table}_gallery_alt_required`]: {
        field: 'gallery',
        message: fieldMessages.imageAltOrDecorative,
      },
    }),
    ...(destination && {
      [`${table}_destination_id_fkey`]: {
        field: 'destination_id',
        message: fieldMessages.destinationGone,
      },
    }),
    ...(schedule && {
      [`${table}_unpublish_at_order`]: {
        field: 'unpublish_at',
        message: fieldMessages.unpublishAfterPublish,
      },
    }),
  };
}

/**
 * The sentences of a table's constraints on one column each, by column and then by the rest of
 * the constraint's name: `columnRules('packages', { title: { length: m.titleTooLong } })` gives
 * `packages_title_length` its sentence, shown next to the title.
 */
export function columnRules(
  table: ContentTable,
  rules: Readonly<Record<string, Readonly<Record<string, string>>>>,
): ConstraintMessages {
  return Object.fromEntries(
    Object.entries(rules).flatMap(([field, byRule]) =>
      Object.entries(byRule).map(([rule, message]) => [
        `${table}_${field}_${rule}`,
        { field, message },
      ]),
    ),
  );
}
