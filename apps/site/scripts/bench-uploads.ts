/**
 * Realistic uploads for `pnpm bench:web` (issue 23 §7): about ten camera JPEGs of 3–6 MB, made
 * here with sharp (never committed), uploaded into the bench's own backend and used by the
 * records the public pages show, so the bench measures what an operator's own photos cost, not
 * the seed's small pictures.
 *
 * A camera photo compresses badly because of its grain, and its variants stay large because of
 * its detail: each picture is a smooth scene (a sky-to-ground gradient with a few soft shapes),
 * seeded texture at four scales from 3 to 192 pixels (leaves, fur, rock: the detail that survives
 * scaling to a phone's width, which per-pixel grain does not), and seeded grain, whose strength is
 * chosen so that the JPEG lands in the size the bench asks for. Without the texture the 828 px
 * AVIF of a 12 MP upload was 2–3 KB, against about 35 KB for a photograph with detail, and the
 * bench under-counted the LCP picture. Same seed, same bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** One generated photo: its file name in the bucket and its target size. */
export interface UploadSpec {
  name: string;
  width: number;
  height: number;
  seed: number;
  /** Noise strength, 0–255: how much grain, and so how many bytes. */
  grain: number;
  /** Texture strength, 0–255: how much detail survives in the scaled-down variants. */
  detail: number;
}

/**
 * Ten photos as cameras and phones make them: 4000×3000 (12 MP, 4:3) and 4240×2832 (12 MP,
 * 3:2), landscape and portrait, with grain rising so the JPEGs spread over 3–6 MB.
 */
export function uploadSpecs(count = 10): UploadSpec[] {
  const shapes = [
    [4000, 3000],
    [4240, 2832],
    [3000, 4000],
  ] as const;
  return Array.from({ length: count }, (_, index) => {
    const [width, height] = shapes[index % shapes.length]!;
    return {
      name: `bench-camera-${String(index + 1).padStart(2, '0')}.jpg`,
      width,
      height,
      seed: 1000 + index,
      grain: 20 + ((index * 7) % count) * 5,
      detail: 80,
    };
  });
}

/** mulberry32: a small seeded generator, so the same spec gives the same bytes. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Texture scales: the cell of each octave of value noise, in pixels, and its weight. */
const octaves = [
  [192, 1],
  [48, 0.8],
  [12, 0.6],
  [3, 0.4],
] as const;

/**
 * Seeded value noise over `width` × `height`: for each octave a grid of random values one cell
 * apart, interpolated between its corners. Returns the sum at a pixel, about −1.4 to 1.4.
 */
function valueNoise(width: number, height: number, seed: number): (x: number, y: number) => number {
  const next = random(seed);
  const grids = octaves.map(([cell, weight]) => {
    const columns = Math.ceil(width / cell) + 2;
    const values = new Float32Array(columns * (Math.ceil(height / cell) + 2));
    for (let index = 0; index < values.length; index += 1) values[index] = next() - 0.5;
    return { cell, weight, columns, values };
  });
  return (x, y) => {
    let sum = 0;
    for (const { cell, weight, columns, values } of grids) {
      const fx = x / cell;
      const fy = y / cell;
      const ix = Math.floor(fx);
      const iy = Math.floor(fy);
      const tx = fx - ix;
      const ty = fy - iy;
      const at = iy * columns + ix;
      const top = values[at]! + (values[at + 1]! - values[at]!) * tx;
      const bottom =
        values[at + columns]! + (values[at + columns + 1]! - values[at + columns]!) * tx;
      sum += weight * (top + (bottom - top) * ty);
    }
    return sum;
  };
}

/** The raw RGB pixels of one photo: a warm gradient, three soft discs, texture and grain. */
export function photoPixels(spec: UploadSpec): Buffer {
  const { width, height, grain, detail } = spec;
  const next = random(spec.seed);
  const texture = valueNoise(width, height, spec.seed + 1);
  const pixels = Buffer.alloc(width * height * 3);
  const discs = Array.from({ length: 3 }, () => ({
    x: next() * width,
    y: height * (0.4 + next() * 0.5),
    r: (0.1 + next() * 0.2) * Math.min(width, height),
    tone: [60 + next() * 80, 50 + next() * 60, 20 + next() * 40],
  }));
  const sky = [120 + next() * 80, 150 + next() * 60, 190 + next() * 60];
  const ground = [90 + next() * 60, 80 + next() * 50, 40 + next() * 30];
  let offset = 0;
  for (let y = 0; y < height; y += 1) {
    const t = y / height;
    for (let x = 0; x < width; x += 1) {
      let r = sky[0]! + (ground[0]! - sky[0]!) * t;
      let g = sky[1]! + (ground[1]! - sky[1]!) * t;
      let b = sky[2]! + (ground[2]! - sky[2]!) * t;
      for (const disc of discs) {
        const dx = x - disc.x;
        const dy = y - disc.y;
        if (dx * dx + dy * dy < disc.r * disc.r) {
          [r, g, b] = [(r + disc.tone[0]!) / 2, (g + disc.tone[1]!) / 2, (b + disc.tone[2]!) / 2];
        }
      }
      const relief = texture(x, y) * detail;
      const noise = (next() - 0.5) * grain;
      pixels[offset] = Math.max(0, Math.min(255, r + relief + noise));
      pixels[offset + 1] = Math.max(
        0,
        Math.min(255, g + relief * 1.1 + noise + (next() - 0.5) * grain * 0.3),
      );
      pixels[offset + 2] = Math.max(0, Math.min(255, b + relief * 0.7 + noise));
      offset += 3;
    }
  }
  return pixels;
}

/** The JPEG of one photo, as a camera writes it: quality 92, camera make and model in EXIF. */
export async function cameraJpeg(spec: UploadSpec): Promise<Buffer> {
  return sharp(photoPixels(spec), { raw: { width: spec.width, height: spec.height, channels: 3 } })
    .jpeg({ quality: 92, chromaSubsampling: '4:2:0' })
    .withExif({ IFD0: { Make: 'Tembo bench', Model: 'Camera', Software: 'bench-uploads.ts' } })
    .toBuffer();
}

/** The photos in `dir`, made once and reused by later runs (same specs, same files). */
export async function cameraJpegs(
  dir: string,
  specs = uploadSpecs(),
): Promise<{ spec: UploadSpec; file: string; bytes: number }[]> {
  fs.mkdirSync(dir, { recursive: true });
  const made = [];
  for (const spec of specs) {
    const file = path.join(
      dir,
      `${spec.seed}-${spec.grain}-${spec.detail}-${spec.width}x${spec.height}-${spec.name}`,
    );
    if (!fs.existsSync(file)) {
      const bytes = await cameraJpeg(spec);
      fs.writeFileSync(`${file}.tmp`, bytes);
      fs.renameSync(`${file}.tmp`, file);
    }
    made.push({ spec, file, bytes: fs.statSync(file).size });
  }
  return made;
}

/** The tables whose pictures the public pages show, and the column that holds the URL. */
const imageColumns = [
  { table: 'packages', column: 'image_url', order: 'sort_order, id' },
  { table: 'destinations', column: 'image_url', order: 'id' },
  { table: 'accommodations', column: 'image_url', order: 'id' },
  { table: 'blog_posts', column: 'featured_image', order: 'created_at desc, id' },
  { table: 'gallery', column: 'image_url', order: 'sort_order, id' },
] as const;

/**
 * Which record shows which upload: the uploads in turn over each table's rows (so every page
 * type shows one, and the first package, the home page's first picture, shows the first).
 */
export function assignUploads<Row extends { id: string }>(
  rows: Row[],
  urls: string[],
): { id: string; url: string }[] {
  if (urls.length === 0) return [];
  return rows.map((row, index) => ({ id: row.id, url: urls[index % urls.length]! }));
}

interface Backend {
  url: string;
  serviceRoleKey: string;
  db: { query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }> };
}

/**
 * Uploads the photos into the `images` bucket of the bench's own backend with the service key,
 * as the admin's upload would, and points every record with a picture at them. The bucket's
 * limit is raised for this throwaway backend when the photos are larger (its limit is a rule of
 * the product, issue 23 §2, not of the bench).
 */
export async function seedUploads(
  backend: Backend,
  photos: { spec: UploadSpec; file: string; bytes: number }[],
): Promise<{ urls: string[]; records: number }> {
  const largest = Math.max(...photos.map((photo) => photo.bytes));
  await backend.db.query(
    `update storage.buckets set file_size_limit = $1 where id = 'images' and coalesce(file_size_limit, 0) < $1`,
    [largest],
  );
  const urls = [];
  for (const photo of photos) {
    const objectPath = `bench/${photo.spec.name}`;
    const response = await fetch(`${backend.url}/storage/v1/object/images/${objectPath}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${backend.serviceRoleKey}`,
        apikey: backend.serviceRoleKey,
        'content-type': 'image/jpeg',
        'x-upsert': 'true',
      },
      body: fs.readFileSync(photo.file),
    });
    if (!response.ok) {
      throw new Error(
        `upload of ${photo.spec.name} failed: ${response.status} ${await response.text()}`,
      );
    }
    urls.push(`${backend.url}/storage/v1/object/public/images/${objectPath}`);
  }
  let records = 0;
  for (const { table, column, order } of imageColumns) {
    const { rows } = await backend.db.query<{ id: string }>(
      `select id::text as id from public.${table} order by ${order}`,
    );
    for (const { id, url } of assignUploads(rows, urls)) {
      await backend.db.query(`update public.${table} set ${column} = $1 where id::text = $2`, [
        url,
        id,
      ]);
      records += 1;
    }
  }
  // The home page's carousel (page content, not a table of its own): the first slide is the
  // home page's LCP picture.
  const { rows: heroes } = await backend.db.query<{
    content: { carousel_images?: { url: string }[] };
  }>(`select content from public.page_content where page_id = 'home' and section_id = 'hero'`);
  const hero = heroes[0]?.content;
  if (hero?.carousel_images) {
    const slides = assignUploads(
      hero.carousel_images.map((image, index) => ({ ...image, id: String(index) })),
      urls,
    );
    const content = {
      ...hero,
      carousel_images: hero.carousel_images.map((image, index) => ({
        ...image,
        url: slides[index]!.url,
      })),
    };
    await backend.db.query(
      `update public.page_content set content = $1::jsonb where page_id = 'home' and section_id = 'hero'`,
      [JSON.stringify(content)],
    );
    records += slides.length;
  }
  return { urls, records };
}
