// Zod building blocks that mirror the database's constraints (supabase/migrations), so a form
// refuses what the database would refuse, with the same sentence the error mapping uses.
import { z } from 'zod/mini';
import { fieldMessages } from './field-messages.ts';
import { emailPattern, imageUrlPattern, slugPattern, uuidPattern } from './patterns.ts';
import { enquiryLimits, recordGalleryLimits, sharedLimits } from '../content-types/limits.ts';

/**
 * The sentence for a value of the wrong type where a schema has no sentence of its own (a
 * number where text belongs, null for a checkbox, something other than an object for a form):
 * no form control produces one, so only a mistyped caller or a stale draft sees it. zod/mini
 * carries no locale, so this keeps classic zod's English sentence word for word ("Invalid input:
 * expected string, received number") for 0.1 KB instead of the whole locale (1.1 KB gzip).
 */
export const wrongType = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'invalid_type'
      ? `Invalid input: expected ${issue.expected}, received ${typeName(issue.input)}`
      : undefined,
};

/** What classic zod's English locale calls a value's type: NaN and Infinity by name. */
function typeName(input: unknown): string {
  if (typeof input === 'number' && !Number.isFinite(input)) return String(input);
  return z.util.parsedType(input);
}

/** `schema`, or null or undefined, then `to` the value the column stores. */
function nullishTo<Schema extends z.ZodMiniType, Out>(
  schema: Schema,
  to: (value: z.output<Schema> | null | undefined) => Out,
) {
  return z.pipe(z.nullish(schema), z.transform(to));
}

/** A required text: trimmed, at least one character, at most `max`, then any further `checks`. */
export function requiredText(
  max: number,
  messages: { required: string; tooLong: string },
  ...checks: z.core.$ZodCheck<string>[]
) {
  return z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, messages.required),
      z.maxLength(max, messages.tooLong),
      ...checks,
    );
}

/** A text column that is never null: trimmed, '' when left empty, at most `max`. */
export function plainText(max: number, tooLong: string) {
  return nullishTo(
    z.string(wrongType).check(z.trim(), z.maxLength(max, tooLong)),
    (value) => value ?? '',
  );
}

/** A nullable text column: trimmed, null when left empty, at most `max`. */
export function optionalText(max: number, tooLong: string) {
  return nullishTo(
    z.string(wrongType).check(z.trim(), z.maxLength(max, tooLong)),
    (value) => value || null,
  );
}

/**
 * A required email address: trimmed, at most 254 characters (the longest a mailbox can have),
 * in the shape `emailPattern` (and the `*_email_format` constraints) accept.
 */
export function emailField(messages: { required: string; format: string; tooLong: string }) {
  return requiredText(enquiryLimits.email.max, messages, z.regex(emailPattern, messages.format));
}

/** A slug as the `*_slug_format` constraints want it. */
export function slugField() {
  return requiredText(
    sharedLimits.slug.max,
    { required: fieldMessages.slugRequired, tooLong: fieldMessages.slugTooLong },
    z.regex(slugPattern, fieldMessages.slugFormat),
  );
}

/** An optional image address (`*_image_url_format`): null when left empty. */
export function optionalImageUrl() {
  return nullishTo(
    z.string(wrongType).check(
      z.trim(),
      z.maxLength(sharedLimits.imageUrl.max, fieldMessages.imageUrlTooLong),
      z.refine(
        (value) => value === '' || imageUrlPattern.test(value),
        fieldMessages.imageUrlFormat,
      ),
    ),
    (value) => value || null,
  );
}

/** A required image address (`gallery_image_url_format`). */
export function requiredImageUrl(required: string) {
  return requiredText(
    sharedLimits.imageUrl.max,
    { required, tooLong: fieldMessages.imageUrlTooLong },
    z.regex(imageUrlPattern, fieldMessages.imageUrlFormat),
  );
}

/**
 * One picture of a record's gallery, described or decorative (`*_gallery_alt_required`). Made when
 * a gallery field is, not when this module loads: a schema built at a module's top level is built
 * on every page that loads the module (the bundler keeps it, since a call may have effects), and
 * the enquiry form's pages load this one (docs/decisions.md#deferred-hydration).
 */
function galleryPictureSchema() {
  return z
    .object(
      {
        url: requiredImageUrl(fieldMessages.galleryPictureRequired),
        alt: plainText(recordGalleryLimits.alt.max, fieldMessages.imageAltTooLong),
        decorative: flag(),
        focal_x: focalCoordinate(),
        focal_y: focalCoordinate(),
      },
      wrongType,
    )
    .check(
      z.refine((picture) => picture.decorative || picture.alt !== '', {
        message: fieldMessages.imageAltOrDecorative,
        path: ['alt'],
      }),
    );
}

/** A record's gallery (`gallery jsonb`): at most 12 pictures, in order. */
export function galleryField() {
  return z._default(
    z
      .array(galleryPictureSchema(), wrongType)
      .check(z.maxLength(recordGalleryLimits.maxItems, fieldMessages.galleryTooMany)),
    [],
  );
}

/**
 * A list of short texts (highlights, amenities, inclusions) as the `*_size` constraints want
 * it: each item trimmed, empty rows dropped (an empty row in a list editor holds nothing typed),
 * at most `maxItems` items and `maxChars` characters in all.
 */
export function textList(
  { maxItems, maxChars }: { maxItems: number; maxChars: number },
  tooMany: string,
  tooLong: string,
) {
  return z.pipe(
    nullishTo(z.array(z.string(wrongType).check(z.trim()), wrongType), (items) =>
      (items ?? []).filter((item) => item.length > 0),
    ),
    z.array(z.string()).check(
      z.maxLength(maxItems, tooMany),
      z.refine((items: string[]) => items.join('').length <= maxChars, tooLong),
    ),
  );
}

/** A whole number between `min` and `max`, with one sentence for every way to miss. */
export function wholeNumber(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .check(z.int(message), z.gte(min, message), z.lte(max, message));
}

/**
 * A record's main picture: its address, description, decorative choice and focal point (the
 * `*_image_*` constraints); check it with {@link altTextWithImage}.
 */
export function imageFields() {
  return {
    image_url: optionalImageUrl(),
    image_alt: optionalText(sharedLimits.imageAlt.max, fieldMessages.imageAltTooLong),
    image_decorative: flag(),
    image_focal_x: focalCoordinate(),
    image_focal_y: focalCoordinate(),
  };
}

/**
 * The `*_image_alt_required` constraints: once a row has an image, it is described or marked
 * decorative, and the sentence goes under the description field. The database insists only on
 * published rows; the form asks it of drafts too, so publishing later never trips over it.
 * `image`, `alt` and `decorative` name the three columns.
 */
export function altTextWithImage<
  Image extends string,
  Alt extends string,
  Decorative extends string,
>(image: Image, alt: Alt, decorative: Decorative) {
  return z.refine<Record<Image | Alt, string | null> & Record<Decorative, boolean>>(
    (values) => !values[image] || values[decorative] || Boolean(values[alt]),
    { message: fieldMessages.imageAltOrDecorative, path: [alt] },
  );
}

/**
 * One coordinate of an image's focal point (`*_image_focal_{x,y}_range`): a fraction of the
 * picture's width or height, 0 to 1; the centre (0.5) when none is given.
 */
export function focalCoordinate() {
  return nullishTo(
    z
      .number(wrongType)
      .check(z.gte(0, fieldMessages.focalPoint), z.lte(1, fieldMessages.focalPoint)),
    (value) => value ?? 0.5,
  );
}

/**
 * An optional reference to another record by id (a nullable foreign key, such as a package's
 * destination_id): null when none is chosen.
 */
export function optionalReference(message: string) {
  return optionalMatching((value) => uuidPattern.test(value), message);
}

/** An optional text (trimmed, null when left empty) that must pass `test` when given. */
export function optionalMatching(test: (value: string) => boolean, message: string) {
  return nullishTo(z.string(wrongType).check(z.trim()), (value) => value || null).check(
    z.refine((value) => value === null || test(value), message),
  );
}

/**
 * An optional number in a range, null when absent. The form turns an empty input into null
 * (react-hook-form `setValueAs`), since a cleared number input is NaN, which is refused.
 */
export function optionalNumber(min: number, max: number, message: string) {
  return nullishTo(
    z.number({ error: message }).check(z.gte(min, message), z.lte(max, message)),
    (value) => value ?? null,
  );
}

/** A flag column that is never null (a checkbox): false when not given. */
export function flag() {
  return nullishTo(z.boolean(wrongType), (value) => value ?? false);
}

/** 'YYYY-MM-DDTHH:mm', with seconds and an offset when the database wrote it. */
const momentPattern =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * An optional moment (a timestamptz column such as publish_at): what a date-and-time input gives,
 * 'YYYY-MM-DDTHH:mm' in the admin's own time zone, or an ISO time with an offset as stored. Out
 * comes an ISO time in UTC, or null when left empty.
 */
export function optionalMoment() {
  return nullishTo(
    z.string(wrongType).check(
      z.trim(),
      z.refine(
        (value) => value === '' || (momentPattern.test(value) && !Number.isNaN(Date.parse(value))),
        fieldMessages.momentFormat,
      ),
    ),
    (value) => (value ? new Date(value).toISOString() : null),
  );
}

/**
 * The `*_unpublish_at_order` constraints: a record leaves the site after it goes live. The
 * sentence goes under "Unpublish at".
 */
export function unpublishAfterPublish() {
  return z.refine<{ publish_at: string | null; unpublish_at: string | null }>(
    (values) =>
      !values.publish_at ||
      !values.unpublish_at ||
      Date.parse(values.unpublish_at) > Date.parse(values.publish_at),
    { message: fieldMessages.unpublishAfterPublish, path: ['unpublish_at'] },
  );
}
