import type { ImageFolder } from '../storage/image-upload-mutation.ts';

/**
 * How the admin shows a content type, described as data: the site maps each `kind` to a
 * component (the data package never imports ui or site code). Field names are the table's
 * columns, as in the form schema.
 */
export interface AdminLayout {
  /** The column that names a record in titles, buttons and the delete question. */
  nameField: string;
  /**
   * What one record is, e.g. 'safari package': the delete question, and the create and edit
   * pages' titles unless the declaration's `labels` say otherwise.
   */
  what: string;
  /** The edit link's and the edit form's accessible name; `{name}` is the record's name. */
  editLabel?: string;
  /** The edit page's document title, when it differs from `labels.edit`. */
  editTitle?: string;
  list: ListLayout;
  form: FormLayout;
}

/**
 * The admin's URL segment of each content type (/admin/{path}, …/new, …/edit/{id}:
 * docs/product-rules.md#admin-routes), also the site's name (`paths`) for the public page its list
 * links to.
 */
export type AdminPath =
  'packages' | 'destinations' | 'accommodations' | 'blog' | 'testimonials' | 'gallery';

export interface ListLayout {
  /** The page's `<h1>` and document title. */
  title: string;
  description: string;
  /** What one row is, e.g. 'package' (counts, empty state). */
  noun: string;
  /** The 'New …' button. */
  create: string;
  publicPage: AdminPath;
  /** The columns the search looks through. */
  search: readonly string[];
  /** The orders offered, the first by default. */
  sorts: readonly ListSort[];
  /** The state filter: published / drafts, approved / awaiting, or none. */
  states: 'published' | 'approved' | 'none';
  columns: readonly ListColumn[];
  /** A row action before Edit and Delete. */
  action?: 'publish' | 'approve';
}

/**
 * An order: by each column in turn; texts as people read them, numbers ascending ('desc': high
 * to low, an empty value last), timestamps newest first ('newest').
 */
export interface ListSort {
  id: string;
  label: string;
  by: readonly (readonly [column: string, direction?: 'desc' | 'newest'])[];
}

export type ListColumn = { header: string; field: string } & (
  | { kind: 'text' | 'money' | 'date' | 'stars' | 'excerpt' }
  /** The record's name, linked to its edit page, with an optional second line. */
  | { kind: 'link'; detail?: string }
  | { kind: 'image'; alt: string }
  | { kind: 'option'; options: readonly Option[] }
  | { kind: 'state'; onLabel?: string; offLabel?: string }
);

interface Option {
  id: string;
  label: string;
}

export interface FormLayout {
  /** The form's accessible name on the create page. */
  newLabel: string;
  /** The save button on the create page ('Save changes' when editing). */
  createLabel: string;
  /** The toasts after a save. */
  created: string;
  saved: string;
  /** The text field the slug is made from while creating. */
  slugFrom?: string;
  /** Values of a new record other than empty (texts ''), [] (lists) and null (numbers, choices). */
  defaults: Readonly<Record<string, string | number | boolean>>;
  items: readonly FormItem[];
}

export type FormItem =
  | { kind: 'fieldset'; legend: string; items: readonly FormItem[] }
  | { kind: 'columns'; items: readonly FormItem[] }
  | FormField;

/** The columns of an image's focal point, e.g. image_focal_x and image_focal_y. */
export interface FocalColumns {
  x: string;
  y: string;
}

interface FieldBase {
  name: string;
  label: string;
  description?: string;
  required?: boolean;
}

type FormField =
  | (FieldBase & {
      kind: 'text';
      /** The description on the edit page, when it differs. */
      editDescription?: string;
    })
  | (FieldBase & { kind: 'textarea'; rows: number })
  /**
   * Options as data, the site's package categories, or the safari packages or destinations (by
   * id, with "none": the admin's list of them).
   */
  | (FieldBase & {
      kind: 'select';
      options: readonly Option[] | 'package-categories' | 'packages' | 'destinations';
      /** With `options: 'packages'` or `'destinations'`: the entry that stands for none. */
      placeholder?: string;
    })
  /** Bounds: the column's in the declaration's `limits` (the table's CHECK), if it has one. */
  | (FieldBase & { kind: 'number'; step?: number; decimals?: number })
  | (FieldBase & { kind: 'money' })
  | (FieldBase & { kind: 'checkbox' | 'stars' })
  /** A moment (timestamptz): a date and a time in the admin's time zone, or empty. */
  | (FieldBase & { kind: 'datetime' })
  /**
   * An upload; with `focal`, the preview sets the image's focal point (the two columns, 0 to 1)
   * by a click or the arrow keys.
   */
  | (FieldBase & { kind: 'image'; folder: ImageFolder; focal?: FocalColumns })
  /** At most the column's `maxItems` in the declaration's `limits`. */
  | (FieldBase & { kind: 'list'; itemLabel: string })
  /** More pictures (`gallery jsonb`): each uploaded, described or decorative, reordered. */
  | (FieldBase & { kind: 'gallery'; name: 'gallery'; folder: ImageFolder })
  /** Site components with their own labels: the itinerary, the map position, the Markdown. */
  | { kind: 'itinerary'; name: 'itinerary' }
  | { kind: 'location' }
  | { kind: 'markdown'; name: 'content' }
  /**
   * When the record is (or will be) on the site, in words, from `published`, `publish_at` and
   * `unpublish_at` as they stand in the form.
   */
  | { kind: 'live-status' };
