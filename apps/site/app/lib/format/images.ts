/**
 * Responsive images (docs/architecture.md#images, docs/decisions.md#image-variants). The static
 * build makes AVIF, WebP and JPEG variants of every picture the public pages show, seed or
 * uploaded, in a ladder of widths, under `/img/<key>-<width>.<ext>` where the key is a hash of
 * the original's bytes (and of the encoder settings). Which originals have variants, and how wide
 * they are, is the image manifest:
 *
 * - while prerendering, the server entry registers what the build prepared ({@link registerImages});
 * - each prerendered page carries the entries it uses in `<script type="application/json"
 *   id="image-variants">`, read before hydration so the browser renders the same markup;
 * - client-side navigations load the whole manifest ({@link imageManifestUrl}) first
 *   ({@link loadImageManifest}).
 *
 * A URL the manifest does not know (`pnpm dev`, unit tests, a picture uploaded after the build)
 * is served as it is.
 */

/**
 * The widths the build makes, in pixels of the file; never wider than the original. 96 and 160
 * are for the 48 px testimonial photos (1× to 3× screens).
 */
export const variantWidths = [96, 160, 320, 480, 640, 828, 1080, 1280, 1600, 1920, 2560] as const;

/** The formats, best first: `<source>`s for AVIF and WebP, the `<img>` itself in JPEG. */
export const variantFormats = [
  { type: 'image/avif', extension: 'avif' },
  { type: 'image/webp', extension: 'webp' },
  { type: 'image/jpeg', extension: 'jpg' },
] as const;

export type VariantExtension = (typeof variantFormats)[number]['extension'];

/** The Open Graph and Twitter card picture, a JPEG cropped to this size. */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** One original the build made variants of: its key and its size as shown (EXIF orientation applied). */
export interface ImageEntry {
  key: string;
  width: number;
  height: number;
}

/** Original URL (as stored in the database) → its variants' entry. */
export type ImageManifest = Record<string, ImageEntry>;

/** The whole manifest in the build, for client-side navigations. */
export const imageManifestUrl = '/image-manifest.json';

/** The id of each page's own part of the manifest. */
export const pageManifestId = 'image-variants';

/** Where one variant lives in the build. */
export function variantUrl(key: string, width: number, extension: VariantExtension): string {
  return `/img/${key}-${width}.${extension}`;
}

/** Where the Open Graph crop lives in the build. */
export function ogVariantUrl(key: string): string {
  return `/img/${key}-og.jpg`;
}

/** The widths made of an original `width` pixels wide: the ladder below it, then its own or the top. */
export function widthsFor(width: number): number[] {
  const top = Math.min(width, Math.max(...variantWidths));
  return [...variantWidths.filter((step) => step < top), top];
}

/**
 * The `sizes` of each layout: how wide the picture is shown, in CSS pixels, at each viewport
 * width. The content column is 72rem (1152 px) with 24 px padding each side from 768 px
 * (docs/style.md), so nothing but the home page's full-bleed hero is shown wider than 1104 px.
 */
export const imageLayouts = {
  /** The home carousel and a detail page's picture: the content column. */
  hero: '(min-width: 1152px) 1104px, 100vw',
  /** The home page's hero: as wide as the screen (docs/decisions.md#full-bleed-hero). */
  fullBleed: '100vw',
  /** A card in the auto-filling grid of 17rem columns (three across the column on desktop). */
  card: '(min-width: 1152px) 352px, (min-width: 640px) 50vw, 100vw',
  /** A gallery tile: two columns on phones, three from 768 px. */
  thumbnail: '(min-width: 1152px) 368px, (min-width: 768px) 33vw, 50vw',
  /** The lightbox: the picture fits the viewport. */
  lightbox: '100vw',
  /** A site search result's thumbnail: 6rem on phones, 10rem from 640 px. */
  searchResult: '(min-width: 640px) 160px, 96px',
  /** A traveller's photo beside a testimonial. */
  avatar: '48px',
  /** A picture in an article's text, at most the reading column. */
  content: '(min-width: 768px) 720px, 100vw',
} as const;

export type ImageLayout = keyof typeof imageLayouts;

export interface ResponsiveImage {
  /** The `<img src>`: a JPEG variant, or the original when there are no variants. */
  src: string;
  /** JPEG candidates for the `<img srcset>`. */
  srcSet?: string;
  sizes?: string;
  /** AVIF and WebP candidates, each a `<picture><source>`. */
  sources?: { type: string; srcSet: string }[];
}

const known = new Map<string, ImageEntry>();
let recording: Set<string> | undefined;
let pageManifestRead = false;

/** Adds entries to what this process knows (the prerender, or the browser's whole manifest). */
export function registerImages(manifest: ImageManifest): void {
  for (const [url, entry] of Object.entries(manifest)) known.set(url, entry);
}

/**
 * Starts collecting every URL the render asks about (the server entry renders a page, prepares
 * what it asked for, and renders it again). Prerendering renders one page at a time.
 */
export function recordImageRequests(): Set<string> {
  recording = new Set();
  return recording;
}

/** The entries of the given URLs that have variants: a page's own part of the manifest. */
export function manifestFor(urls: Iterable<string>): ImageManifest {
  const manifest: ImageManifest = {};
  for (const url of urls) {
    const entry = known.get(url);
    if (entry) manifest[url] = entry;
  }
  return manifest;
}

/** A prerendered page's part of the manifest, read once, before the first lookup in the browser. */
function readPageManifest(): void {
  pageManifestRead = true;
  const script = document.getElementById(pageManifestId);
  if (!script?.textContent) return;
  try {
    registerImages(JSON.parse(script.textContent) as ImageManifest);
  } catch {
    // A broken block only costs the variants.
  }
}

function lookup(url: string): ImageEntry | undefined {
  recording?.add(url);
  if (!pageManifestRead && typeof document !== 'undefined') readPageManifest();
  return known.get(url);
}

let wholeManifest: Promise<void> | undefined;

/**
 * Loads the whole manifest once, for pages rendered in the browser. Only a built page (one with
 * its part of the manifest) asks; it resolves whatever happens, and without it the originals show.
 */
export function loadImageManifest(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  if (!pageManifestRead) readPageManifest();
  if (!document.getElementById(pageManifestId)) return Promise.resolve();
  wholeManifest ??= fetch(imageManifestUrl)
    .then((response) => (response.ok ? (response.json() as Promise<ImageManifest>) : {}))
    .then(registerImages)
    .catch(() => undefined);
  return wholeManifest;
}

/** The candidates of one format, e.g. `/img/ab12-320.avif 320w, /img/ab12-480.avif 480w`. */
function candidates(entry: ImageEntry, extension: VariantExtension): string {
  return widthsFor(entry.width)
    .map((width) => `${variantUrl(entry.key, width, extension)} ${width}w`)
    .join(', ');
}

/**
 * What an `<img>` (in a `<picture>`) needs to show a stored picture in a layout: AVIF and WebP
 * sources, JPEG candidates and the layout's `sizes`; or the original URL alone.
 */
export function responsiveImage(url: string, layout: ImageLayout): ResponsiveImage {
  const entry = lookup(url);
  if (!entry) return { src: url };
  const widths = widthsFor(entry.width);
  // For the rare browser without srcset: a width that suits most screens.
  const fallbackWidth = widths.filter((width) => width <= 1080).pop() ?? widths[0]!;
  return {
    src: variantUrl(entry.key, fallbackWidth, 'jpg'),
    srcSet: candidates(entry, 'jpg'),
    sizes: imageLayouts[layout],
    sources: variantFormats
      .filter((format) => format.extension !== 'jpg')
      .map((format) => ({ type: format.type, srcSet: candidates(entry, format.extension) })),
  };
}

/** A testimonial's photo as TestimonialCard takes it (`photoSrc`, `photoSrcSet`, `photoSources`). */
export function testimonialPhoto(url: string | null | undefined) {
  if (!url) return { photoSrc: null };
  const image = responsiveImage(url, 'avatar');
  return { photoSrc: image.src, photoSrcSet: image.srcSet, photoSources: image.sources };
}

/** The Open Graph picture of a stored image (1200×630 JPEG), or the original when it has none. */
export function ogImage(url: string): { src: string; width?: number; height?: number } {
  const entry = lookup(url);
  return entry ? { src: ogVariantUrl(entry.key), ...ogImageSize } : { src: url };
}

/** The largest JPEG of a stored image, for structured data (JSON-LD), or the original. */
export function largeImage(url: string): string {
  const entry = lookup(url);
  if (!entry) return url;
  const widths = widthsFor(entry.width);
  return variantUrl(entry.key, widths[widths.length - 1]!, 'jpg');
}

/** The frame the layouts reserve for a picture (16:10), so nothing shifts while it loads. */
export const imageSize = { width: 1280, height: 800 } as const;
