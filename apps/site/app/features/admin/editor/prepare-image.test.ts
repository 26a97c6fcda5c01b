import { describe, expect, it, vi } from 'vitest';
import { maxImageBytes } from '@tembo/data/admin';
import {
  fitWithin,
  maxLongSide,
  outputTypeOf,
  prepareImage,
  prepareMessages,
  PrepareImageError,
  type DecodedImage,
  type ImageCodec,
} from './prepare-image.ts';
import { clampFocal, focalPercent, moveFocal } from './focal-point.ts';

/** A codec that "decodes" to the given upright size and encodes to `sizes` bytes in turn. */
function fakeCodec(
  upright: { width: number; height: number } | { fails: unknown },
  sizes: number[] = [1_500_000],
) {
  const closed = vi.fn();
  const encoded: { width: number; height: number; type: string; quality: number }[] = [];
  const codec: ImageCodec = {
    decode: () =>
      'fails' in upright
        ? Promise.reject(upright.fails)
        : Promise.resolve<DecodedImage>({ ...upright, close: closed }),
    encode: (_image, width, height, type, quality) => {
      encoded.push({ width, height, type, quality });
      const size = sizes[Math.min(encoded.length - 1, sizes.length - 1)] as number;
      return Promise.resolve(new Blob([new Uint8Array(size)], { type }));
    },
  };
  return { codec, closed, encoded };
}

const photo = (name: string, type: string, bytes = 12 * 1024 * 1024) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('fitWithin', () => {
  it('scales the long side down to 2560 and keeps the proportions', () => {
    expect(fitWithin(6000, 4000)).toEqual({ width: 2560, height: 1707 });
    expect(fitWithin(4000, 6000)).toEqual({ width: 1707, height: 2560 });
    expect(fitWithin(3000, 3000, 1000)).toEqual({ width: 1000, height: 1000 });
  });

  it('never enlarges a smaller picture', () => {
    expect(fitWithin(1280, 800)).toEqual({ width: 1280, height: 800 });
    expect(fitWithin(2560, 10)).toEqual({ width: 2560, height: 10 });
  });

  it('keeps at least one pixel on the short side', () => {
    expect(fitWithin(100_000, 10)).toEqual({ width: 2560, height: 1 });
  });
});

describe('outputTypeOf', () => {
  it('keeps photos as JPEG and writes the rest as WebP', () => {
    expect(outputTypeOf('image/jpeg')).toBe('image/jpeg');
    expect(outputTypeOf('image/heic')).toBe('image/jpeg');
    expect(outputTypeOf('image/png')).toBe('image/webp');
    expect(outputTypeOf('image/webp')).toBe('image/webp');
    expect(outputTypeOf('image/avif')).toBe('image/webp');
  });
});

describe('prepareImage', () => {
  it('re-encodes a 12 MB portrait phone photo upright at 2560 px on its long side', async () => {
    // Decoded with the EXIF orientation applied: the 6000 × 4000 sensor picture stands upright.
    const { codec, closed, encoded } = fakeCodec({ width: 4000, height: 6000 });
    const result = await prepareImage(photo('IMG_0001.jpg', 'image/jpeg'), codec);
    expect(encoded).toEqual([{ width: 1707, height: 2560, type: 'image/jpeg', quality: 0.85 }]);
    expect(result.type).toBe('image/jpeg');
    expect(result.size).toBeLessThanOrEqual(maxImageBytes);
    expect(closed).toHaveBeenCalledOnce();
  });

  it('re-encodes a small picture too, so its metadata is left behind', async () => {
    const { codec, encoded } = fakeCodec({ width: 640, height: 400 });
    await prepareImage(photo('small.png', 'image/png', 50_000), codec);
    expect(encoded).toEqual([{ width: 640, height: 400, type: 'image/webp', quality: 0.85 }]);
  });

  it('lowers the quality until the picture fits the bucket', async () => {
    const { codec, encoded } = fakeCodec({ width: 6000, height: 4000 }, [
      maxImageBytes + 1,
      maxImageBytes,
    ]);
    const result = await prepareImage(photo('noisy.jpg', 'image/jpeg'), codec);
    expect(encoded.map(({ quality }) => quality)).toEqual([0.85, 0.72]);
    expect(result.size).toBe(maxImageBytes);
  });

  it('says so when even the lowest quality is over 5 MB', async () => {
    const { codec, closed } = fakeCodec({ width: 6000, height: 4000 }, [maxImageBytes + 1]);
    await expect(prepareImage(photo('huge.jpg', 'image/jpeg'), codec)).rejects.toThrow(
      new PrepareImageError(prepareMessages.tooLarge),
    );
    expect(closed).toHaveBeenCalledOnce();
  });

  it('tells how to get a JPEG when the browser cannot read a HEIC photo', async () => {
    const { codec } = fakeCodec({
      fails: new DOMException('The source image could not be decoded.'),
    });
    const error = await prepareImage(photo('IMG_0002.HEIC', 'image/heic'), codec).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PrepareImageError);
    expect((error as Error).message).toBe(prepareMessages.heic('IMG_0002.HEIC'));
    expect((error as Error).message).toMatch(/Save it as JPEG/);
  });

  it('names the file the browser cannot read', async () => {
    const { codec } = fakeCodec({ fails: new Error('decode failed') });
    await expect(prepareImage(photo('broken.jpg', 'image/jpeg'), codec)).rejects.toThrow(
      prepareMessages.undecodable('broken.jpg'),
    );
  });

  it('sends the file as it is where the browser has no codec', async () => {
    const file = photo('old-browser.jpg', 'image/jpeg', 1000);
    expect(await prepareImage(file, null)).toBe(file);
  });

  it('is 2560 px, the widest variant the site serves', () => {
    expect(maxLongSide).toBe(2560);
  });
});

describe('focal point', () => {
  it('stays inside the picture, to a thousandth', () => {
    expect(clampFocal(-0.2)).toBe(0);
    expect(clampFocal(1.4)).toBe(1);
    expect(clampFocal(0.12345)).toBe(0.123);
    expect(clampFocal(Number.NaN)).toBe(0.5);
  });

  it('moves with the arrow keys, finer with Shift, and Home centres it', () => {
    const point = { x: 0.5, y: 0.5 };
    expect(moveFocal(point, 'ArrowLeft', false)).toEqual({ x: 0.45, y: 0.5 });
    expect(moveFocal(point, 'ArrowDown', true)).toEqual({ x: 0.5, y: 0.51 });
    expect(moveFocal({ x: 1, y: 0 }, 'ArrowRight', false)).toEqual({ x: 1, y: 0 });
    expect(moveFocal({ x: 0.1, y: 0.9 }, 'Home', false)).toEqual({ x: 0.5, y: 0.5 });
    expect(moveFocal(point, 'Enter', false)).toBeNull();
  });

  it('reads as whole percentages', () => {
    expect(focalPercent({ x: 0.333, y: 0.5 })).toEqual({ x: 33, y: 50 });
  });
});
