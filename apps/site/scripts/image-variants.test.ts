import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widthsFor, type ImageManifest } from '../app/lib/format/images.ts';
import {
  buildVariants,
  encodeConcurrency,
  imagePreparer,
  originalLocation,
  pageManifestScript,
  readPageManifests,
  warmVariants,
} from './image-variants.ts';

/**
 * A camera-like JPEG: a noisy landscape 1800×1200 as stored, with EXIF orientation 6 (the camera
 * was turned), so the photo is 1200 wide and 1800 tall as shown, and a location in EXIF.
 */
async function cameraJpeg(): Promise<Buffer> {
  const width = 1800;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = (i * 7919) % 251;
    pixels[i + 2] = 120;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'Test camera' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 5/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('image variants', () => {
  let dir: string;
  let server: http.Server;
  let supabaseUrl: string;
  let photo: Buffer;
  let requests = 0;
  const storagePath = '/storage/v1/object/public/images/packages/photo.jpg';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-variants-'));
    photo = await cameraJpeg();
    // A site file: 1000 px wide, so the ladder stops there.
    fs.mkdirSync(path.join(dir, 'public/images/seed'), { recursive: true });
    await sharp({ create: { width: 1000, height: 625, channels: 3, background: '#3a6' } })
      .webp()
      .toFile(path.join(dir, 'public/images/seed/hills-1280.webp'));
    server = http.createServer((req, res) => {
      requests += 1;
      if (req.url === storagePath) res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    supabaseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const options = () => ({
    publicDir: path.join(dir, 'public'),
    supabaseUrl,
    cacheDir: path.join(dir, 'cache'),
  });

  it('reads site files and the backend’s public Storage, and nothing else', () => {
    const where = { publicDir: '/site/public', supabaseUrl: 'https://x.supabase.co' };
    expect(originalLocation('/images/seed/a-1280.webp', where)).toEqual({
      file: '/site/public/images/seed/a-1280.webp',
    });
    expect(
      originalLocation('https://x.supabase.co/storage/v1/object/public/images/p/a.jpg', where),
    ).toEqual({ url: 'https://x.supabase.co/storage/v1/object/public/images/p/a.jpg' });
    for (const url of [
      '/images/logo.svg',
      '/images/../../etc/passwd.jpg',
      '//evil.example/a.jpg',
      'https://evil.example/storage/v1/object/public/images/a.jpg',
      'https://x.supabase.co/rest/v1/a.jpg',
      'not a url',
    ]) {
      expect(originalLocation(url, where), url).toBeNull();
    }
  });

  it('encodes AVIF, WebP, JPEG and the Open Graph card once; a second build encodes nothing', async () => {
    const storageUrl = `${supabaseUrl}${storagePath}`;
    const urls = [storageUrl, '/images/seed/hills-1280.webp', '/images/logo.svg'];

    const first = await imagePreparer(options()).prepare(urls);
    expect(Object.keys(first).sort()).toEqual(['/images/seed/hills-1280.webp', storageUrl].sort());
    // The photo as shown: turned upright by its EXIF orientation.
    expect(first[storageUrl]).toMatchObject({ width: 1200, height: 1800 });
    expect(first['/images/seed/hills-1280.webp']).toMatchObject({ width: 1000, height: 625 });

    const clientDir = path.join(dir, 'build-1');
    const cold = await buildVariants(first, { cacheDir: options().cacheDir, clientDir });
    // 1200 px: 96 … 1080 and 1200 (8 widths); 1000 px: 96 … 828 and 1000 (7); 3 formats + OG.
    expect(cold).toEqual({ encoded: 8 * 3 + 1 + 7 * 3 + 1, reused: 0, images: 2 });

    const { key } = first[storageUrl]!;
    const avif = path.join(clientDir, 'img', `${key}-640.avif`);
    const avifMeta = await sharp(avif).metadata();
    expect(avifMeta.format).toBe('heif');
    expect(avifMeta.compression).toBe('av1');
    expect(avifMeta.width).toBe(640);
    expect(avifMeta.height).toBe(960);
    // Never wider than the original.
    expect(widthsFor(1200)).toEqual([96, 160, 320, 480, 640, 828, 1080, 1200]);
    expect(fs.existsSync(path.join(clientDir, 'img', `${key}-1280.avif`))).toBe(false);
    const og = await sharp(path.join(clientDir, 'img', `${key}-og.jpg`)).metadata();
    expect([og.format, og.width, og.height]).toEqual(['jpeg', 1200, 630]);
    // No EXIF (and so no location) in what the site serves.
    const jpeg = await sharp(path.join(clientDir, 'img', `${key}-1200.jpg`)).metadata();
    expect(jpeg.exif).toBeUndefined();
    expect(jpeg.width).toBe(1200);
    expect(
      JSON.parse(fs.readFileSync(path.join(clientDir, 'image-manifest.json'), 'utf8')),
    ).toEqual(first);

    // The next build: a new process (a new preparer), the same pictures.
    const second = await imagePreparer(options()).prepare(urls);
    expect(second).toEqual(first);
    const warm = await buildVariants(second, {
      cacheDir: options().cacheDir,
      clientDir: path.join(dir, 'build-2'),
    });
    expect(warm).toEqual({ encoded: 0, reused: cold.encoded, images: 2 });
    expect(fs.readdirSync(path.join(dir, 'build-2/img')).sort()).toEqual(
      fs.readdirSync(path.join(clientDir, 'img')).sort(),
    );
    // Encoding 48 variants takes seconds of CPU; a busy 2-core machine must not fail it.
  }, 60_000);

  it('warms the cache with a folder’s pictures, so the build that shows them encodes nothing', async () => {
    const publicDir = path.join(dir, 'warm-public');
    const cacheDir = path.join(dir, 'warm-cache');
    // A name that needs encoding in a URL, in a subfolder, beside a file that is not a raster.
    fs.mkdirSync(path.join(publicDir, 'images/seed'), { recursive: true });
    await sharp({ create: { width: 700, height: 400, channels: 3, background: '#36a' } })
      .webp()
      .toFile(path.join(publicDir, 'images/seed/lake view.webp'));
    fs.writeFileSync(path.join(publicDir, 'images/logo.svg'), '<svg/>');
    const perPicture = widthsFor(700).length * 3 + 1;

    const warmed = await warmVariants({ publicDir, cacheDir, folder: 'images' });
    expect(warmed).toEqual({ encoded: perPicture, reused: 0, images: 1 });

    const url = '/images/seed/lake%20view.webp';
    const manifest = await imagePreparer({ publicDir, cacheDir }).prepare([url]);
    expect(Object.keys(manifest)).toEqual([url]);
    const built = await buildVariants(manifest, {
      cacheDir,
      clientDir: path.join(dir, 'warm-build'),
    });
    expect(built).toEqual({ encoded: 0, reused: perPicture, images: 1 });
    expect(await warmVariants({ publicDir, cacheDir, folder: 'images' })).toEqual({
      encoded: 0,
      reused: perPicture,
      images: 1,
    });
  }, 60_000);

  it('encodes one picture per core, or as many as IMAGE_ENCODE_CONCURRENCY asks', () => {
    expect(encodeConcurrency({})).toBe(os.availableParallelism());
    expect(encodeConcurrency({ IMAGE_ENCODE_CONCURRENCY: '3' })).toBe(3);
    for (const refused of ['0', '-1', '1.5', 'many']) {
      expect(encodeConcurrency({ IMAGE_ENCODE_CONCURRENCY: refused })).toBe(
        os.availableParallelism(),
      );
    }
  });

  it('gives a changed picture at the same address a new key', async () => {
    const url = '/images/seed/hills-1280.webp';
    const before = await imagePreparer(options()).prepare([url]);
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a63' } })
      .webp()
      .toFile(path.join(dir, 'public/images/seed/hills-1280.webp'));
    const after = await imagePreparer(options()).prepare([url]);
    expect(after[url]!.key).not.toBe(before[url]!.key);
    expect(after[url]!.width).toBe(900);
  });

  it('serves a picture it cannot read as it is, asking once per build', async () => {
    const log: string[] = [];
    const preparer = imagePreparer({ ...options(), log: (line) => log.push(line) });
    const missing = `${supabaseUrl}/storage/v1/object/public/images/packages/gone.jpg`;
    const before = requests;
    expect(await preparer.prepare([missing])).toEqual({});
    expect(await preparer.prepare([missing])).toEqual({});
    expect(requests - before).toBe(1);
    expect(log).toEqual([`images: ${missing} answered 404; served as it is`]);
  });

  it('carries each page’s part of the manifest in its HTML, safe from the URLs in it', () => {
    const clientDir = path.join(dir, 'pages');
    fs.mkdirSync(path.join(clientDir, 'safaris'), { recursive: true });
    const hostile: ImageManifest = {
      '/images/a.jpg?</script><script>alert(1)</script>': { key: 'k1', width: 10, height: 10 },
    };
    const script = pageManifestScript(hostile);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    fs.writeFileSync(path.join(clientDir, 'index.html'), `<head>${script}</head>`);
    fs.writeFileSync(
      path.join(clientDir, 'safaris/index.html'),
      `<head>${pageManifestScript({ '/b.jpg': { key: 'k2', width: 20, height: 20 } })}</head>`,
    );
    expect(readPageManifests(clientDir)).toEqual({
      ...hostile,
      '/b.jpg': { key: 'k2', width: 20, height: 20 },
    });
  });
});
