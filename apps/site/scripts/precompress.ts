/**
 * `.br` and `.gz` beside every text file of the build worth compressing (over 1 KiB), for hosts
 * that serve precompressed files (our serve-static.ts, nginx gzip_static, Caddy); hosts that
 * compress on the fly ignore them (docs/architecture.md#prerendering).
 *
 * Brotli at quality 11 took most of a build, and most files of a build are byte for byte those of
 * the last one: the hashed assets, and every page whose content did not change. So each file's
 * compressed copies are kept in a cache keyed by the file's bytes and the compression settings
 * (docs/architecture.md#build-caches): a file whose bytes changed gets a new key and is
 * compressed again, so a stale copy can never be served beside it. Pages, which a change of
 * content makes new, use quality 10 (brotliQuality). The compressions run on libuv's thread
 * pool, several at once.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compressible = /\.(html|js|css|xml|txt|svg|json|webmanifest)$/;

/** Smaller files gain too little to be worth a second request path. */
const minimumBytes = 1024;

/** Cache entries no build has used for this long are deleted. */
const keepUnusedMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Brotli's quality for a file. Quality 11 for the assets, compressed once and then reused by every
 * build whose code is the same. Quality 10 for the pages, compressed again whenever the content
 * changes: on the site's pages it took a third of the time (14 ms a page instead of 39 on the
 * 2-core machine) for copies 3% larger (docs/architecture.md#build-caches).
 */
export function brotliQuality(file: string): number {
  return file.endsWith('.html') ? 10 : 11;
}

/** The settings, with the compressors' versions: any change gives every file a new key. */
const settingsId = createHash('sha256')
  .update(
    JSON.stringify({ gzipLevel: 9, brotli: process.versions.brotli, zlib: process.versions.zlib }),
  )
  .digest('hex');

/** The key of a file's compressed copies: its bytes, Brotli's quality and the settings. */
export function compressionKey(content: Buffer, quality: number): string {
  return createHash('sha256')
    .update(settingsId)
    .update(`brotli quality ${quality}\n`)
    .update(content)
    .digest('hex')
    .slice(0, 32);
}

function compress(content: Buffer, quality: number): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: 9 }),
  ]);
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Keeps a copy in the cache, written so no reader ever sees half of it (builds may share the
 * cache). Best effort: a cache that cannot be written (deleted meanwhile, a full disk) costs the
 * next build time, never this build.
 */
function keep(file: string, content: Buffer): void {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(temporary, content);
    fs.renameSync(temporary, file);
  } catch {
    try {
      fs.rmSync(temporary, { force: true });
    } catch {
      // Nothing was written.
    }
  }
}

/** Reads both cached copies, or undefined when either is missing. */
function readCached(cacheDir: string, key: string): [Buffer, Buffer] | undefined {
  try {
    const copies: [Buffer, Buffer] = [
      fs.readFileSync(path.join(cacheDir, `${key}.br`)),
      fs.readFileSync(path.join(cacheDir, `${key}.gz`)),
    ];
    // Marks them used, for pruneCompressionCache.
    const now = new Date();
    for (const extension of ['br', 'gz']) {
      fs.utimesSync(path.join(cacheDir, `${key}.${extension}`), now, now);
    }
    return copies;
  } catch {
    return undefined;
  }
}

/** Deletes the cache entries no build used for a week; returns how many files. */
export function pruneCompressionCache(cacheDir: string, now = Date.now()): number {
  let removed = 0;
  let names: string[];
  try {
    names = fs.readdirSync(cacheDir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const file = path.join(cacheDir, name);
    try {
      if (now - fs.statSync(file).mtimeMs > keepUnusedMs) {
        fs.rmSync(file, { force: true });
        removed += 1;
      }
    } catch {
      // Another build removed it.
    }
  }
  return removed;
}

export interface PrecompressStats {
  /** Files given a `.br` and a `.gz`. */
  files: number;
  /** Of those, compressed by this build (the others came from the cache). */
  compressed: number;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside the text files of `clientDir` worth compressing,
 * from `cacheDir` when it has the copies of those exact bytes.
 */
export async function precompress(
  clientDir: string,
  { cacheDir }: { cacheDir: string },
): Promise<PrecompressStats> {
  const files = [...walk(clientDir)].filter((file) => compressible.test(file));
  const stats: PrecompressStats = { files: 0, compressed: 0 };
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < files.length; index = next++) {
      const file = files[index]!;
      const content = fs.readFileSync(file);
      if (content.length < minimumBytes) continue;
      const quality = brotliQuality(file);
      const key = compressionKey(content, quality);
      let copies = readCached(cacheDir, key);
      if (!copies) {
        copies = await compress(content, quality);
        keep(path.join(cacheDir, `${key}.br`), copies[0]);
        keep(path.join(cacheDir, `${key}.gz`), copies[1]);
        stats.compressed += 1;
      }
      fs.writeFileSync(`${file}.br`, copies[0]);
      fs.writeFileSync(`${file}.gz`, copies[1]);
      stats.files += 1;
    }
  };
  // As many at once as the thread pool runs (4 unless UV_THREADPOOL_SIZE says otherwise).
  const parallel = Math.max(2, Math.min(4, os.availableParallelism() * 2));
  await Promise.all(Array.from({ length: parallel }, worker));
  pruneCompressionCache(cacheDir);
  return stats;
}

/** The cache folder: BUILD_CACHE_DIR/precompress, or apps/site/node_modules/.cache/precompress. */
export function compressionCacheDir(siteRoot: string): string {
  return path.join(buildCacheDir(siteRoot), 'precompress');
}

/** Where the build keeps its caches besides the image cache: BUILD_CACHE_DIR, or node_modules/.cache. */
function buildCacheDir(siteRoot: string): string {
  return process.env.BUILD_CACHE_DIR
    ? path.resolve(process.env.BUILD_CACHE_DIR)
    : path.join(siteRoot, 'node_modules', '.cache', 'tembo-build');
}
