// Zod building blocks that mirror the database's constraints (supabase/migrations), so a form
// refuses what the database would refuse, with the same sentence the error mapping uses.
import { z } from 'zod';
import { fieldMessages } from './field-messages.ts';
import { imageUrlPattern, slugPattern } from './patterns.ts';

/** A required text: trimmed, at least one character, at most `max`. */
export function requiredText(max: number, messages: { required: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong);
}

/** A text column that is never null: trimmed, '' when left empty, at most `max`. */
export function plainText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value ?? '');
}

/** A nullable text column: trimmed, null when left empty, at most `max`. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);
}

/** A slug as the `*_slug_format` constraints want it. */
export function slugField() {
  return z
    .string({ error: fieldMessages.slugRequired })
    .trim()
    .min(1, fieldMessages.slugRequired)
    .max(100, fieldMessages.slugTooLong)
    .regex(slugPattern, fieldMessages.slugFormat);
}

/** An optional image address (`*_image_url_format`): null when left empty. */
export function optionalImageUrl() {
  return z
    .string()
    .trim()
    .max(2048, fieldMessages.imageUrlTooLong)
    .refine((value) => value === '' || imageUrlPattern.test(value), fieldMessages.imageUrlFormat)
    .nullish()
    .transform((value) => value || null);
}

/** A required image address (`gallery_image_url_format`). */
export function requiredImageUrl(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(2048, fieldMessages.imageUrlTooLong)
    .regex(imageUrlPattern, fieldMessages.imageUrlFormat);
}

/**
 * A list of short texts (highlights, amenities, inclusions) as the `*_size` constraints want
 * it: each item trimmed, empty rows dropped (an empty row in a list editor holds nothing typed),
 * at most `maxItems` items and `maxChars` characters in all.
 */
export function textList(options: {
  maxItems: number;
  maxChars: number;
  tooMany: string;
  tooLong: string;
}) {
  return z
    .array(z.string().trim())
    .nullish()
    .transform((items) => (items ?? []).filter((item) => item.length > 0))
    .pipe(
      z
        .array(z.string())
        .max(options.maxItems, options.tooMany)
        .refine((items) => items.join('').length <= options.maxChars, options.tooLong),
    );
}

/** A whole number between `min` and `max`, with one sentence for every way to miss. */
export function wholeNumber(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}
