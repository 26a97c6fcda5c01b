import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assignUploads, cameraJpeg, photoPixels, uploadSpecs } from './bench-uploads.ts';

describe('uploadSpecs', () => {
  it('asks for ten camera-sized photos with distinct names and seeds', () => {
    const specs = uploadSpecs();
    expect(specs).toHaveLength(10);
    expect(new Set(specs.map((spec) => spec.name)).size).toBe(10);
    expect(new Set(specs.map((spec) => spec.seed)).size).toBe(10);
    for (const spec of specs) expect(spec.width * spec.height).toBeGreaterThanOrEqual(12_000_000);
    // Portrait ones too, as phones take them.
    expect(specs.some((spec) => spec.height > spec.width)).toBe(true);
  });
});

describe('cameraJpeg', () => {
  const small = { name: 'small.jpg', width: 400, height: 300, seed: 7, grain: 30, detail: 80 };

  it('makes the same bytes from the same spec', () => {
    expect(photoPixels(small).equals(photoPixels(small))).toBe(true);
    expect(photoPixels(small).equals(photoPixels({ ...small, seed: 8 }))).toBe(false);
  });

  it('writes a JPEG of the size asked, with camera EXIF', async () => {
    const jpeg = await cameraJpeg(small);
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    expect(meta.exif?.toString('latin1')).toContain('Tembo bench');
  });

  it('keeps detail when scaled down, as a photograph does: its AVIF is not a few kilobytes', async () => {
    const photo = { ...small, width: 1656, height: 1242 };
    const phoneVariant = async (spec: typeof photo) =>
      (
        await sharp(photoPixels(spec), { raw: { width: 1656, height: 1242, channels: 3 } })
          .resize(828)
          .avif({ quality: 50, effort: 2 })
          .toBuffer()
      ).length;
    const flat = await phoneVariant({ ...photo, detail: 0 });
    const detailed = await phoneVariant(photo);
    expect(flat).toBeLessThan(10 * 1024);
    expect(detailed).toBeGreaterThan(20 * 1024);
  });

  it('grows with the grain, which is how the bench reaches camera sizes', async () => {
    const quiet = await cameraJpeg({ ...small, grain: 5 });
    const grainy = await cameraJpeg({ ...small, grain: 60 });
    expect(grainy.length).toBeGreaterThan(quiet.length * 2);
  });
});

describe('assignUploads', () => {
  it('gives the uploads in turn, the first row the first upload', () => {
    expect(
      assignUploads([{ id: 'a' }, { id: 'b' }, { id: 'c' }], ['u1', 'u2']).map((row) => row.url),
    ).toEqual(['u1', 'u2', 'u1']);
  });

  it('changes nothing without uploads', () => {
    expect(assignUploads([{ id: 'a' }], [])).toEqual([]);
  });
});
