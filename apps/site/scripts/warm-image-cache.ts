/**
 * Fills the image cache with the variants of the site's own pictures (`public/images`: the seed
 * pictures, which every build against the sample content shows, and the default share image).
 * On a fresh machine a build would otherwise spend most of its time encoding them
 * (docs/toolchain.md#image-variants-cold-build). `pnpm test` runs it in the background while
 * lint, typecheck and the unit tests leave a core idle; it is safe beside a build, since both
 * write each cached file atomically.
 *
 *   pnpm exec tsx apps/site/scripts/warm-image-cache.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageCacheDir, warmVariants } from './image-variants.ts';

const siteRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const stats = await warmVariants({
  publicDir: path.join(siteRoot, 'public'),
  cacheDir: imageCacheDir(siteRoot),
  folder: 'images',
});
console.info(
  `image cache: encoded ${stats.encoded}, reused ${stats.reused} (${stats.images} pictures, ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
