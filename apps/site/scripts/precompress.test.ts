// The build's .br and .gz copies and their cache: the copies of a file are always of its current
// bytes, and a build whose files did not change compresses nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  brotliQuality,
  compressionKey,
  precompress,
  pruneCompressionCache,
} from './precompress.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-test-'));
  dirs.push(dir);
  return dir;
}

/** A page over the 1 KiB threshold, saying `words`. */
const page = (words: string) => `<!doctype html><p>${words}</p>${'<!-- padding -->'.repeat(100)}`;

function write(dir: string, file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
}

const brotliOf = (dir: string, file: string) =>
  zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${file}.br`))).toString();
const gzipOf = (dir: string, file: string) =>
  zlib.gunzipSync(fs.readFileSync(path.join(dir, `${file}.gz`))).toString();

describe('precompress', () => {
  it('writes .br and .gz of the text files over 1 KiB, nothing for others', async () => {
    const client = tempDir();
    write(client, 'index.html', page('home'));
    write(client, 'about/index.html', page('about'));
    write(client, 'small.js', 'export {};');
    write(client, 'img/a-320.avif', 'x'.repeat(4096));
    const stats = await precompress(client, { cacheDir: tempDir() });
    expect(stats).toEqual({ files: 2, compressed: 2 });
    expect(brotliOf(client, 'about/index.html')).toBe(page('about'));
    expect(gzipOf(client, 'index.html')).toBe(page('home'));
    expect(fs.existsSync(path.join(client, 'small.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(client, 'img/a-320.avif.br'))).toBe(false);
  });

  it('compresses pages with Brotli quality 10 and the assets with 11', async () => {
    const client = tempDir();
    const script = `export const words = ${JSON.stringify(page('asset'))};`;
    write(client, 'index.html', page('home'));
    write(client, 'assets/app-abc123.js', script);
    await precompress(client, { cacheDir: tempDir() });
    const brotliAt = (content: string, quality: number) =>
      zlib.brotliCompressSync(Buffer.from(content), {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(content),
        },
      });
    expect(fs.readFileSync(path.join(client, 'index.html.br'))).toEqual(brotliAt(page('home'), 10));
    expect(fs.readFileSync(path.join(client, 'assets/app-abc123.js.br'))).toEqual(
      brotliAt(script, 11),
    );
  });

  it('takes unchanged files from the cache and compresses a changed one again', async () => {
    const cacheDir = tempDir();
    const first = tempDir();
    write(first, 'index.html', page('home'));
    write(first, 'safaris/gorillas/index.html', page('Gorilla trek'));
    await precompress(first, { cacheDir });

    // The next build: the home page is the same, the package was renamed.
    const second = tempDir();
    write(second, 'index.html', page('home'));
    write(second, 'safaris/gorillas/index.html', page('Gorilla trek, renamed'));
    const stats = await precompress(second, { cacheDir });
    expect(stats).toEqual({ files: 2, compressed: 1 });
    expect(brotliOf(second, 'safaris/gorillas/index.html')).toBe(page('Gorilla trek, renamed'));
    expect(gzipOf(second, 'safaris/gorillas/index.html')).toBe(page('Gorilla trek, renamed'));
    expect(brotliOf(second, 'index.html')).toBe(page('home'));
  });

  it('compresses again when a cached copy is missing', async () => {
    const cacheDir = tempDir();
    const client = tempDir();
    write(client, 'index.html', page('home'));
    await precompress(client, { cacheDir });
    const key = compressionKey(Buffer.from(page('home')), brotliQuality('index.html'));
    fs.rmSync(path.join(cacheDir, `${key}.gz`));
    expect(await precompress(client, { cacheDir })).toEqual({ files: 1, compressed: 1 });
    expect(gzipOf(client, 'index.html')).toBe(page('home'));
  });

  it('still writes the copies when the cache cannot be written', async () => {
    const client = tempDir();
    write(client, 'index.html', page('home'));
    // A file where the cache folder should be: nothing can be kept there.
    const blocked = path.join(tempDir(), 'cache');
    fs.writeFileSync(blocked, 'not a folder');
    expect(await precompress(client, { cacheDir: blocked })).toEqual({ files: 1, compressed: 1 });
    expect(brotliOf(client, 'index.html')).toBe(page('home'));
  });

  it('prunes what no build used for a week', async () => {
    const cacheDir = tempDir();
    const client = tempDir();
    write(client, 'index.html', page('home'));
    await precompress(client, { cacheDir });
    expect(fs.readdirSync(cacheDir)).toHaveLength(2);
    expect(pruneCompressionCache(cacheDir, Date.now() + 6 * 24 * 3600_000)).toBe(0);
    expect(pruneCompressionCache(cacheDir, Date.now() + 8 * 24 * 3600_000)).toBe(2);
    expect(fs.readdirSync(cacheDir)).toHaveLength(0);
  });
});
