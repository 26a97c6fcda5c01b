/**
 * A photo as a phone takes it (docs/decisions.md#phone-uploads), made by the test, never
 * committed: 6000 × 4000 sensor pixels, more than 12 MB, an EXIF orientation tag (6: turn 90°
 * clockwise to show it) and a GPS position. The picture is one of the seed's scenes with a
 * camera's fine grain, which makes the file phone-sized and, like a real photo's detail, averages
 * out when it is made smaller. The sensor's top-left corner is red, so the stored picture shows
 * whether it was turned.
 */
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { scenes, sceneSvg } from '../../../supabase/scripts/generate-images.ts';
import { expect } from './fixtures.ts';

export const sensor = { width: 6000, height: 4000 } as const;
const marker = 1000;

/** The upright picture the admin stores: the sensor turned to portrait, its long side 2560. */
export const storedSize = { width: 1707, height: 2560 } as const;

export async function phonePhoto(): Promise<Buffer> {
  const scene = scenes.find((candidate) => candidate.slug === 'kidepo-giraffes')!;
  const picture = await sharp(Buffer.from(sceneSvg(scene)), { density: 72 * (sensor.width / 1600) })
    .resize({ ...sensor, fit: 'cover' })
    .removeAlpha()
    .toBuffer();
  const grain = await sharp({
    create: {
      ...sensor,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 14 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const red = await sharp({
    create: { width: marker, height: marker, channels: 3, background: { r: 230, g: 20, b: 20 } },
  })
    .png()
    .toBuffer();
  return sharp(picture)
    .composite([
      { input: grain, blend: 'overlay' },
      { input: red, left: 0, top: 0 },
    ])
    .jpeg({ quality: 97 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '3/1 44/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '33/1 45/1 0/1',
        },
      },
    })
    .toBuffer();
}

/** What the test sends is what it claims to send: 12 MB, 6000 × 4000, turned, with a position. */
export async function expectPhonePhoto(photo: Buffer): Promise<void> {
  expect(photo.length).toBeGreaterThan(12 * 1024 * 1024);
  const sent = await sharp(photo).metadata();
  expect(sent).toMatchObject({ ...sensor, orientation: 6 });
  expect(exifReader(sent.exif!).GPSInfo).toMatchObject({ GPSLatitudeRef: 'N' });
}

/**
 * The original as Storage keeps it: no GPS position, no orientation tag left to apply twice (a
 * canvas writes no EXIF), upright (the sensor's red top-left corner is now the top-right one), its
 * long side 2560.
 */
export async function expectStoredOriginal(original: Buffer): Promise<void> {
  const kept = await sharp(original).metadata();
  expect(kept.exif ? exifReader(kept.exif).GPSInfo : undefined).toBeUndefined();
  expect(kept.orientation ?? 1).toBe(1);
  expect({ width: kept.width, height: kept.height }).toEqual(storedSize);
  const pixel = async (left: number, top: number) => {
    const { data } = await sharp(original)
      .extract({ left, top, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { r: data[0]!, g: data[1]!, b: data[2]! };
  };
  const topRight = await pixel(storedSize.width - 50, 50);
  expect(topRight.r).toBeGreaterThan(180);
  expect(topRight.g).toBeLessThan(80);
  const topLeft = await pixel(50, 50);
  expect(topLeft.r).toBeLessThan(180);
}
