import { acceptedImageTypes, maxImageBytes } from '@tembo/data/admin';

// A photo straight from a phone, made ready for the `images` bucket in the browser before a
// byte is sent (docs/decisions.md#phone-uploads): upright, at most 2560 px on its long side,
// with no EXIF (no GPS position), and under the bucket's 5 MB.

/** The longest side an uploaded image keeps: the widest variant the site serves. */
export const maxLongSide = 2560;

/** The largest file the picker takes; it is made smaller before the upload. */
export const maxSourceBytes = 40 * 1024 * 1024;

/** What the picker takes: the bucket's types, and HEIC/HEIF, which some browsers can decode. */
export const pickableImageTypes: readonly string[] = [
  ...acceptedImageTypes,
  'image/heic',
  'image/heif',
];

/** The picker's help text. */
export const pickerDescription =
  'JPEG, PNG, WebP, AVIF or HEIC, up to 40 MB. Large photos are made smaller (2560 px) before they are sent, and their location data removed.';

export const prepareMessages = {
  heic: (name: string) =>
    `This browser cannot read “${name}” (a HEIC photo). Save it as JPEG and choose it again: on an iPhone, Settings › Camera › Formats › Most Compatible, or share the photo to Files as JPEG.`,
  undecodable: (name: string) =>
    `This browser cannot read “${name}”: it may be damaged or in a format the browser does not know. Please choose a JPEG, PNG or WebP image.`,
  tooLarge: 'Even made smaller, this image is larger than 5 MB. Please choose another one.',
} as const;

/** A problem a person can fix by choosing another file; the message says how. */
export class PrepareImageError extends Error {
  override name = 'PrepareImageError';
}

/** The size to draw an image at: its long side at most `max`, never enlarged, rounded. */
export function fitWithin(
  width: number,
  height: number,
  max = maxLongSide,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Photos (JPEG, HEIC) become JPEG; the rest WebP, which keeps transparency. */
export function outputTypeOf(inputType: string): 'image/jpeg' | 'image/webp' {
  return inputType === 'image/jpeg' || isHeic(inputType) ? 'image/jpeg' : 'image/webp';
}

const isHeic = (type: string) => type === 'image/heic' || type === 'image/heif';

/** A decoded picture, upright (its EXIF orientation applied). */
export interface DecodedImage {
  width: number;
  height: number;
  close(): void;
}

/** How pictures are decoded and encoded: the browser's, or a stand-in in tests. */
export interface ImageCodec<Image extends DecodedImage = DecodedImage> {
  decode(file: Blob): Promise<Image>;
  /** Draws `image` at `width` × `height` and encodes it; no metadata is written. */
  encode(image: Image, width: number, height: number, type: string, quality: number): Promise<Blob>;
}

/** The qualities tried in turn until the result fits the bucket. */
const qualities = [0.85, 0.72, 0.6];

/**
 * The file to upload for `file`: decoded upright, drawn at most {@link maxLongSide} on its long
 * side and encoded again, which leaves every EXIF field (GPS included) behind. Without a codec
 * (a browser with no `createImageBitmap`) the file goes as it is, under the bucket's own checks.
 * Throws a {@link PrepareImageError} when the browser cannot read the file or the result stays
 * over 5 MB.
 */
export async function prepareImage(
  file: File,
  codec: ImageCodec | null = browserCodec(),
): Promise<Blob> {
  if (!codec) return file;
  let image: DecodedImage;
  try {
    image = await codec.decode(file);
  } catch {
    const heic = isHeic(file.type) || /\.hei[cf]$/i.test(file.name);
    throw new PrepareImageError(
      heic ? prepareMessages.heic(file.name) : prepareMessages.undecodable(file.name),
    );
  }
  try {
    const { width, height } = fitWithin(image.width, image.height);
    const type = outputTypeOf(file.type);
    for (const quality of qualities) {
      const blob = await codec.encode(image, width, height, type, quality);
      if (blob.size <= maxImageBytes) return blob;
    }
    throw new PrepareImageError(prepareMessages.tooLarge);
  } finally {
    image.close();
  }
}

/** The browser's codec: `createImageBitmap` and a canvas, or null where there is none. */
function browserCodec(): ImageCodec<ImageBitmap> | null {
  if (typeof createImageBitmap !== 'function') return null;
  return {
    decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
    async encode(image, width, height, type, quality) {
      const canvas =
        typeof OffscreenCanvas === 'function'
          ? new OffscreenCanvas(width, height)
          : Object.assign(document.createElement('canvas'), { width, height });
      const context = canvas.getContext('2d') as
        OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
      if (!context) throw new PrepareImageError(prepareMessages.undecodable('the image'));
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, width, height);
      const blob =
        canvas instanceof HTMLCanvasElement
          ? await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality))
          : await canvas.convertToBlob({ type, quality });
      // A browser that cannot write WebP writes PNG instead: still a type the bucket takes.
      if (!blob || !(acceptedImageTypes as readonly string[]).includes(blob.type)) {
        throw new PrepareImageError(prepareMessages.undecodable('the image'));
      }
      return blob;
    },
  };
}
