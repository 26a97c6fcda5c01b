/**
 * The build's image variants (docs/architecture.md#images, docs/decisions.md#image-variants).
 *
 * 1. While React Router prerenders, the server entry asks {@link ImagePreparer.prepare} about
 *    every stored picture a page shows: the original is read (a site file under `public/`) or
 *    fetched (the backend's public Storage), hashed, and kept in the cache with its size. The
 *    page is rendered again with the variants' URLs and carries its part of the manifest.
 * 2. After prerendering, {@link buildVariants} encodes what the cache lacks (AVIF, WebP and JPEG
 *    in the widths of `widthsFor`, and the 1200×630 Open Graph JPEG) and copies every variant the
 *    pages name into `build/client/img/`, with the whole manifest in `image-manifest.json`.
 *
 * The cache (`apps/site/.image-cache/`, git-ignored; `IMAGE_CACHE_DIR` moves it) is keyed by the
 * original's bytes and the encoder settings, so a build with no new picture encodes nothing.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pMap from 'p-map';
import sharp from 'sharp';
import {
  imageManifestUrl,
  ogImageSize,
  ogVariantUrl,
  pageManifestId,
  variantFormats,
  variantUrl,
  widthsFor,
  type ImageEntry,
  type ImageManifest,
} from '../app/lib/format/images.ts';
import { jsonDataBlock, readJsonDataBlock } from './json-data-block.ts';

/**
 * The encoder settings. Any change here changes every key, so no stale variant is ever served
 * under an old name (the files are cached as immutable).
 */
const encoderSettings = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 76, mozjpeg: true, progressive: true },
  og: { quality: 80, mozjpeg: true, position: 'centre' },
  sharp: sharp.versions.sharp,
} as const;

const settingsId = createHash('sha256').update(JSON.stringify(encoderSettings)).digest('hex');

/** The formats sharp decodes that are worth variants (not SVG, not GIF animations). */
const rasterPath = /\.(?:jpe?g|png|webp|avif|tiff?)$/i;

/** The largest side an original may have before it is refused (a decompression bomb). */
const maxPixels = 100_000_000;

export interface ImageSourceOptions {
  /** The site's `public/` folder, for site-relative URLs such as /images/seed/x.webp. */
  publicDir: string;
  /** VITE_SUPABASE_URL: only its public Storage objects are fetched, never any other host. */
  supabaseUrl?: string | undefined;
  /** The cache folder. */
  cacheDir: string;
  fetch?: typeof fetch;
}

/** The cache's layout. */
function cachePaths(cacheDir: string) {
  return {
    originals: path.join(cacheDir, 'originals'),
    sizes: path.join(cacheDir, 'sizes'),
    variants: path.join(cacheDir, 'variants'),
  };
}

/** Writes a file so no reader ever sees half of it (another build may share the cache). */
function writeAtomically(file: string, content: Buffer | string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

/** Where an image URL's original is read from, or null for URLs the build leaves alone. */
export function originalLocation(
  url: string,
  { publicDir, supabaseUrl }: Pick<ImageSourceOptions, 'publicDir' | 'supabaseUrl'>,
): { file: string } | { url: string } | null {
  if (url.startsWith('/') && !url.startsWith('//')) {
    const pathname = decodeURIComponent(url.split(/[?#]/)[0]!);
    if (!rasterPath.test(pathname)) return null;
    const file = path.resolve(publicDir, `.${pathname}`);
    // Never outside public/ ('..' in a stored URL).
    if (!file.startsWith(path.resolve(publicDir) + path.sep)) return null;
    return { file };
  }
  if (!supabaseUrl) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const storage = new URL('/storage/v1/object/public/', supabaseUrl);
  if (parsed.origin !== storage.origin || !parsed.pathname.startsWith(storage.pathname)) {
    return null;
  }
  return rasterPath.test(parsed.pathname) ? { url: parsed.href } : null;
}

/** The key of an original: its bytes and the encoder settings, 16 hex digits. */
function variantKey(bytes: Buffer): string {
  return createHash('sha256').update(bytes).update(settingsId).digest('hex').slice(0, 16);
}

export interface ImagePreparer {
  /**
   * The entry of each URL that names a stored raster image; others are left out. A picture
   * that cannot be read or decoded is left out too (it is served as it is) and reported.
   */
  prepare(urls: Iterable<string>): Promise<ImageManifest>;
}

/** Reads, hashes and measures originals, once per URL per build. */
export function imagePreparer(
  options: ImageSourceOptions & { log?: (line: string) => void },
): ImagePreparer {
  const paths = cachePaths(options.cacheDir);
  const fetchImpl = options.fetch ?? fetch;
  const log = options.log ?? ((line: string) => console.warn(line));
  const seen = new Map<string, Promise<ImageEntry | null>>();

  async function describe(url: string): Promise<ImageEntry | null> {
    const location = originalLocation(url, options);
    if (!location) return null;
    let bytes: Buffer;
    if ('file' in location) {
      if (!fs.existsSync(location.file)) return null;
      bytes = fs.readFileSync(location.file);
    } else {
      const response = await fetchImpl(location.url);
      if (!response.ok) {
        log(`images: ${url} answered ${response.status}; served as it is`);
        return null;
      }
      bytes = Buffer.from(await response.arrayBuffer());
    }
    const key = variantKey(bytes);
    const sizeFile = path.join(paths.sizes, `${key}.json`);
    if (fs.existsSync(sizeFile)) {
      return { key, ...(JSON.parse(fs.readFileSync(sizeFile, 'utf8')) as Omit<ImageEntry, 'key'>) };
    }
    let size: Omit<ImageEntry, 'key'>;
    try {
      const metadata = await sharp(bytes, { limitInputPixels: maxPixels }).metadata();
      size = { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
    } catch (error) {
      log(`images: ${url} is not an image sharp reads (${String(error)}); served as it is`);
      return null;
    }
    writeAtomically(path.join(paths.originals, key), bytes);
    writeAtomically(sizeFile, JSON.stringify(size));
    return { key, ...size };
  }

  return {
    async prepare(urls) {
      const manifest: ImageManifest = {};
      await Promise.all(
        [...new Set(urls)].map(async (url) => {
          if (!seen.has(url)) {
            seen.set(
              url,
              describe(url).catch((error: unknown) => {
                log(`images: could not read ${url} (${String(error)}); served as it is`);
                return null;
              }),
            );
          }
          const entry = await seen.get(url)!;
          if (entry) manifest[url] = entry;
        }),
      );
      return manifest;
    },
  };
}

/**
 * How many pictures are encoded at once: one per core, or IMAGE_ENCODE_CONCURRENCY (a positive
 * whole number) on a machine shared with other work.
 */
export function encodeConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.IMAGE_ENCODE_CONCURRENCY);
  return Number.isInteger(asked) && asked > 0 ? asked : os.availableParallelism();
}

/** The file names of an entry's variants (under /img/), each with how to make it. */
function variantFiles(entry: ImageEntry): { name: string; make: VariantRecipe }[] {
  const files: { name: string; make: VariantRecipe }[] = [];
  for (const width of widthsFor(entry.width)) {
    for (const { extension } of variantFormats) {
      files.push({
        name: path.basename(variantUrl(entry.key, width, extension)),
        make: { kind: 'width', width, extension },
      });
    }
  }
  files.push({ name: path.basename(ogVariantUrl(entry.key)), make: { kind: 'og' } });
  return files;
}

type VariantRecipe =
  { kind: 'width'; width: number; extension: 'avif' | 'webp' | 'jpg' } | { kind: 'og' };

/** Encodes one variant from the decoded original (oriented, at most the top width). */
async function encode(base: sharp.Sharp, recipe: VariantRecipe): Promise<Buffer> {
  if (recipe.kind === 'og') {
    return base
      .clone()
      .resize(ogImageSize.width, ogImageSize.height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: encoderSettings.og.quality, mozjpeg: encoderSettings.og.mozjpeg })
      .toBuffer();
  }
  const resized = base.clone().resize({ width: recipe.width, withoutEnlargement: true });
  if (recipe.extension === 'avif') return resized.avif(encoderSettings.avif).toBuffer();
  if (recipe.extension === 'webp') return resized.webp(encoderSettings.webp).toBuffer();
  // JPEG has no transparency: a transparent PNG shows on white, not black.
  return resized.flatten({ background: '#ffffff' }).jpeg(encoderSettings.jpeg).toBuffer();
}

/** Decodes an original once: oriented, shrunk to the top width, as raw pixels for every variant. */
async function decode(original: Buffer, topWidth: number): Promise<sharp.Sharp> {
  const { data, info } = await sharp(original, { limitInputPixels: maxPixels })
    .autoOrient()
    .resize({ width: topWidth, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

export interface VariantStats {
  /** Variant files encoded by this build. */
  encoded: number;
  /** Variant files taken from the cache. */
  reused: number;
  /** Originals with variants in the build. */
  images: number;
}

/**
 * Makes the variants of every entry (from the cache when it has them) and copies them into
 * `<clientDir>/img/`; writes the whole manifest to `<clientDir>/image-manifest.json`.
 */
export async function buildVariants(
  manifest: ImageManifest,
  { cacheDir, clientDir }: { cacheDir: string; clientDir: string },
): Promise<VariantStats> {
  const paths = cachePaths(cacheDir);
  const out = path.join(clientDir, 'img');
  fs.mkdirSync(out, { recursive: true });
  fs.mkdirSync(paths.variants, { recursive: true });
  const stats: VariantStats = { encoded: 0, reused: 0, images: 0 };
  const entries = new Map<string, ImageEntry>();
  for (const entry of Object.values(manifest)) entries.set(entry.key, entry);
  // One picture per core at a time, its variants one after another: most of libvips' encoders
  // (WebP, mozjpeg, the resizes between AVIF's threaded parts) keep a single core busy, so one
  // picture at a time left the other core idle for most of a cold build
  // (docs/toolchain.md#image-variants-cold-build). Each picture holds one decoded copy in memory.
  await pMap(
    entries.values(),
    async (entry) => {
      const files = variantFiles(entry);
      const missing = files.filter(({ name }) => !fs.existsSync(path.join(paths.variants, name)));
      if (missing.length > 0) {
        const original = path.join(paths.originals, entry.key);
        if (!fs.existsSync(original)) throw new Error(`images: the cache lost ${entry.key}`);
        const base = await decode(fs.readFileSync(original), Math.max(...widthsFor(entry.width)));
        for (const { name, make } of missing) {
          writeAtomically(path.join(paths.variants, name), await encode(base, make));
        }
      }
      stats.encoded += missing.length;
      stats.reused += files.length - missing.length;
      stats.images += 1;
      for (const { name } of files) {
        fs.copyFileSync(path.join(paths.variants, name), path.join(out, name));
      }
    },
    { concurrency: encodeConcurrency() },
  );
  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)),
  );
  fs.writeFileSync(path.join(clientDir, imageManifestUrl.slice(1)), JSON.stringify(sorted));
  return stats;
}

/**
 * Encodes into the cache the variants of every picture in `folder` (under `publicDir`) and its
 * subfolders, as a build whose pages show them would, without a build; returns what it encoded
 * and reused. `pnpm test` runs it in the background for the site's own pictures
 * (scripts/warm-image-cache.ts).
 */
export async function warmVariants({
  publicDir,
  cacheDir,
  folder,
}: Pick<ImageSourceOptions, 'publicDir' | 'cacheDir'> & { folder: string }): Promise<VariantStats> {
  const root = path.join(publicDir, folder);
  const urls = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const relative = path.relative(publicDir, path.join(entry.parentPath, entry.name));
      return `/${relative.split(path.sep).map(encodeURIComponent).join('/')}`;
    });
  const manifest = await imagePreparer({ publicDir, cacheDir }).prepare(urls);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'image-warm-'));
  try {
    return await buildVariants(manifest, { cacheDir, clientDir: scratch });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** The `<script>` a page carries with its part of the manifest, safe inside HTML. */
export function pageManifestScript(manifest: ImageManifest): string {
  return jsonDataBlock(pageManifestId, manifest);
}

/** Every page's part of the manifest, merged: what the build's pages show. */
export function readPageManifests(clientDir: string): ImageManifest {
  const manifest: ImageManifest = {};
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    Object.assign(manifest, readJsonDataBlock<ImageManifest>(html, pageManifestId));
  }
  return manifest;
}

/** The cache folder: IMAGE_CACHE_DIR, or apps/site/.image-cache. */
export function imageCacheDir(siteRoot: string): string {
  return process.env.IMAGE_CACHE_DIR
    ? path.resolve(process.env.IMAGE_CACHE_DIR)
    : path.join(siteRoot, '.image-cache');
}
