// The database's text rules as plain regular expressions (no zod), so the read path can use
// them without pulling the form library into public pages.

/** The slug rule of every `*_slug_format` constraint. */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The image address rule of every `*_image_url_format` constraint. */
export const imageUrlPattern = /^(https?:\/\/|\/)\S*$/;

/**
 * Whether a typed image address passes the forms' rule (`imageUrlPattern` after trimming): an
 * http(s) address or a site path. Anything else (ftp:, data:, a bare host) is refused with
 * `fieldMessages.imageUrlFormat`, and an admin form shows no preview of it.
 */
export function isImageAddress(value: string): boolean {
  return imageUrlPattern.test(value.trim());
}

/** What Postgres accepts as a uuid (any version), for ids that arrive in URLs. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `enquiries_email_format`: deliberately loose (one @, no spaces, a dot in the domain). */
export const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** `enquiries_phone_format`. */
export const phonePattern = /^\+?[0-9 ()./-]{6,30}$/;
