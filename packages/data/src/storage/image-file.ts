// The `images` bucket's limits (supabase/migrations/…_storage_images_bucket.sql), checked before
// a byte is sent so the admin hears about a wrong file at once.

/** The types the bucket accepts. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** The bucket's size limit: 5 MB. */
export const maxImageBytes = 5 * 1024 * 1024;

export type AcceptedImageType = (typeof acceptedImageTypes)[number];

/** What the upload field says. */
export const imageFileMessages = {
  type: 'Please choose a JPEG, PNG, WebP or AVIF image.',
  size: 'This image is larger than 5 MB. Please choose a smaller one or compress it first.',
  empty: 'This file is empty. Please choose another image.',
  unauthorized: 'Please sign in again to upload images.',
  forbidden: 'You do not have permission to upload images.',
  failed: 'The upload failed. Please try again.',
} as const;

/** The file extension the bucket's policy wants for each type. */
export const imageExtensions: Record<AcceptedImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

function isAcceptedType(type: string): type is AcceptedImageType {
  return (acceptedImageTypes as readonly string[]).includes(type);
}

/**
 * Why this file cannot be uploaded, or null when it can: the type must be JPEG, PNG, WebP or
 * AVIF and the size at most 5 MB.
 */
export function checkImageFile(file: Blob): string | null {
  if (!isAcceptedType(file.type)) return imageFileMessages.type;
  if (file.size === 0) return imageFileMessages.empty;
  if (file.size > maxImageBytes) return imageFileMessages.size;
  return null;
}

/** The accepted type of a file that passed {@link checkImageFile}. */
export function imageTypeOf(file: Blob): AcceptedImageType {
  if (!isAcceptedType(file.type)) throw new Error(imageFileMessages.type);
  return file.type;
}
