/**
 * Draws the sample images the demo seed refers to: one piece of SVG artwork per scene (sky, sun,
 * layered hills, mist, trees and silhouette subjects), rendered by sharp to one WebP file per
 * scene, 2,560 px wide, so the build's widest variants are never upscaled
 * (docs/decisions.md#seed-pictures). The project makes its own pictures so nothing is hot-linked
 * or licensed.
 *
 * Every record of supabase/seed.demo.sql that shows a picture has a scene of its own, named in the
 * scene's `records`, and the seed's alt text is the scene's `alt`, which says what is drawn
 * (supabase/tests/seed-pictures.test.ts checks both). A scene shared by several records says so by
 * naming them all: only records of the same place may share one.
 *
 * Run: `pnpm gen:images`. Output: apps/site/public/images/seed/{slug}.webp, used by the seed as
 * site-relative URLs such as /images/seed/bwindi-gorillas.webp. The drawing is deterministic (a
 * seeded random generator), so a rerun changes nothing; `pnpm gen:images <slug>…` redraws some.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the site serves the seed images from. */
export const seedImagesDir = path.resolve(here, '../../apps/site/public/images/seed');

/** The width every seed picture is drawn at: the top of the build's variant ladder. */
export const seedImageWidth = 2560;

/** The artwork's own coordinates (16:10). */
const W = 1600;
const H = 1000;

type Subject =
  | 'gorilla'
  | 'gorilla-young'
  | 'gorilla-ridge'
  | 'golden-monkey'
  | 'volcanoes'
  | 'volcanoes-lake'
  | 'chimpanzee'
  | 'chimpanzees'
  | 'lion-in-tree'
  | 'lions-grass'
  | 'lion-rock'
  | 'waterfall'
  | 'waterfall-rainbow'
  | 'river-hippos-falls'
  | 'giraffes'
  | 'giraffe-acacia'
  | 'zebras'
  | 'zebras-waterhole'
  | 'river-raft'
  | 'boat-elephants'
  | 'boat-hippos'
  | 'elephants-river'
  | 'huts-drums'
  | 'domed-hall'
  | 'shoebill'
  | 'shoebill-head'
  | 'canoe-birders'
  | 'lodge'
  | 'tent'
  | 'garden-hotel'
  | 'river-camp'
  | 'guesthouse-fig'
  | 'hillside-tents'
  | 'ridge-cottages'
  | 'snow-peaks'
  | 'snow-peaks-hikers'
  | 'elephants'
  | 'lake-islands'
  | 'forest-ridges'
  | 'crater-lake'
  | 'ostriches'
  | 'antelopes-lake'
  | 'jetty-monument'
  | 'trekkers'
  | 'rain-rainbow'
  | 'guide-binoculars'
  | 'safari-vehicle';

export interface Scene {
  slug: string;
  /** Alt text the seed uses for this image: what the picture shows, as drawn. */
  alt: string;
  /**
   * The seed records that show this picture, as `table/key` (the key is the row's slug, or a
   * gallery row's title; `page_content/home/hero#N` is the home carousel's Nth picture). More than
   * one only for records of the same place.
   */
  records: string[];
  sky: [top: string, middle: string, horizon: string];
  sun: { x: number; y: number; r: number; color: string };
  /** Hill layers from far to near. */
  hills: string[];
  /** Silhouette colour of the subject. */
  ink: string;
  mist?: boolean;
  trees?: 'forest' | 'acacia' | 'papyrus' | 'none';
  subject: Subject;
  seed: number;
}

type Palette = Pick<Scene, 'sky' | 'sun' | 'hills' | 'ink'>;

/** Skies and hills the scenes share; each scene still has its own subject and seed. */
const palettes = {
  forest: {
    sky: ['#9fc9b0', '#cfe3cf', '#e8f1de'],
    sun: { x: 1250, y: 230, r: 70, color: '#fff7d6' },
    hills: ['#7fae8e', '#4f8a66', '#2f6a48', '#1d4a31'],
    ink: '#10291b',
  },
  dawn: {
    sky: ['#5b6fa8', '#e49a7a', '#f7d3a1'],
    sun: { x: 420, y: 560, r: 90, color: '#ffe2a6' },
    hills: ['#7a7fa6', '#5d6b86', '#3f5a4f', '#2a4334'],
    ink: '#1b2a22',
  },
  golden: {
    sky: ['#f0a35e', '#f7c978', '#fbe6a8'],
    sun: { x: 1150, y: 520, r: 110, color: '#fff0c2' },
    hills: ['#d9a860', '#c48b45', '#a06d33', '#7a5226'],
    ink: '#3b2612',
  },
  day: {
    sky: ['#6fa6d6', '#a9cfe8', '#e2f0f4'],
    sun: { x: 1320, y: 180, r: 65, color: '#fffbe8' },
    hills: ['#8fb59a', '#6a9a74', '#4c7a55', '#35573c'],
    ink: '#223a28',
  },
  dry: {
    sky: ['#e08a5a', '#f0b873', '#f8dca0'],
    sun: { x: 380, y: 500, r: 95, color: '#ffe6b0' },
    hills: ['#b88a66', '#9a7152', '#7c6a45', '#5a4d2f'],
    ink: '#2d2414',
  },
  green: {
    sky: ['#7db4d8', '#b8d9e6', '#eaf2dc'],
    sun: { x: 1200, y: 220, r: 60, color: '#fffbe6' },
    hills: ['#a7c48a', '#86a96a', '#6b8f50', '#4e7038'],
    ink: '#1f2a16',
  },
  dusk: {
    sky: ['#34477a', '#7a6a9a', '#e5b08a'],
    sun: { x: 300, y: 650, r: 70, color: '#ffd9a0' },
    hills: ['#6b6488', '#514a6c', '#3d3853', '#2a263b'],
    ink: '#171423',
  },
  sunset: {
    sky: ['#d0603f', '#ec9857', '#f8cf86'],
    sun: { x: 820, y: 600, r: 130, color: '#ffe1a0' },
    hills: ['#b0744f', '#8f5e40', '#6d4a32', '#4d3524'],
    ink: '#21150c',
  },
  night: {
    sky: ['#0f1a33', '#24345a', '#4a5a7e'],
    sun: { x: 1260, y: 200, r: 46, color: '#f4f1dc' },
    hills: ['#2e3b57', '#243049', '#1b253a', '#131b2c'],
    ink: '#0a0f1a',
  },
  lake: {
    sky: ['#78a9d4', '#b5d3e8', '#e6f0ef'],
    sun: { x: 420, y: 210, r: 60, color: '#fffbea' },
    hills: ['#93b59a', '#6f9b78', '#527f5c', '#3a6445'],
    ink: '#1c3322',
  },
} satisfies Record<string, Palette>;

/** A palette with the sun moved, so two scenes of one palette do not look alike. */
function withSun(palette: Palette, x: number, y: number, r = palette.sun.r): Palette {
  return { ...palette, sun: { ...palette.sun, x, y, r } };
}

export const scenes: Scene[] = [
  // Packages ----------------------------------------------------------------------------------
  {
    slug: 'bwindi-gorillas',
    alt: 'Silhouette of a silverback gorilla walking on its knuckles past dark forest trees in green mist',
    records: ['packages/bwindi-gorilla-trekking-3-days'],
    ...palettes.forest,
    mist: true,
    trees: 'forest',
    subject: 'gorilla',
    seed: 11,
  },
  {
    slug: 'mgahinga-golden-monkey',
    alt: 'Silhouette of a long-tailed monkey sitting in a bamboo thicket, two volcano cones behind it in the dawn haze',
    records: ['packages/mgahinga-gorillas-golden-monkeys-4-days'],
    ...withSun(palettes.dawn, 1240, 520, 80),
    mist: true,
    trees: 'none',
    subject: 'golden-monkey',
    seed: 31,
  },
  {
    slug: 'kibale-chimpanzees',
    alt: 'Silhouette of a chimpanzee sitting on a long branch above misty forest treetops',
    records: ['packages/kibale-chimpanzee-trekking-3-days'],
    sky: ['#b7d8a8', '#dcebc6', '#f3f5dc'],
    sun: { x: 300, y: 200, r: 60, color: '#fffbe0' },
    hills: ['#8cbf7a', '#5c9a58', '#3b7a40', '#25562a'],
    ink: '#142d17',
    mist: true,
    trees: 'forest',
    subject: 'chimpanzee',
    seed: 13,
  },
  {
    slug: 'queen-elizabeth-lions',
    alt: 'Silhouette of a lion lying along the branch of a wide, flat-topped tree above golden plains at sunset',
    records: ['packages/queen-elizabeth-wildlife-safari-5-days'],
    ...palettes.golden,
    trees: 'none',
    subject: 'lion-in-tree',
    seed: 14,
  },
  {
    slug: 'murchison-falls',
    alt: 'A white waterfall pouring through a narrow gap between two dark cliffs into white mist',
    records: ['packages/murchison-falls-safari-4-days'],
    ...palettes.day,
    mist: true,
    trees: 'forest',
    subject: 'waterfall',
    seed: 15,
  },
  {
    slug: 'kidepo-giraffes',
    alt: 'Silhouettes of two giraffes walking across brown hills at sunrise, a flat-topped acacia at each side',
    records: ['packages/kidepo-valley-wilderness-6-days'],
    ...palettes.dry,
    trees: 'acacia',
    subject: 'giraffes',
    seed: 16,
  },
  {
    slug: 'lake-mburo-zebras',
    alt: 'Three zebras, dark silhouettes with pale stripes, standing between acacia trees on green hills',
    records: ['packages/lake-mburo-zebra-safari-2-days'],
    ...palettes.green,
    trees: 'acacia',
    subject: 'zebras',
    seed: 17,
  },
  {
    slug: 'batwa-culture',
    alt: 'Three thatched huts with glowing doorways and three drums in front of them under a red sunset sky',
    records: ['packages/batwa-culture-lake-bunyonyi-3-days'],
    sky: ['#c4614a', '#e99a62', '#f6cf8f'],
    sun: { x: 1180, y: 480, r: 105, color: '#ffe0a0' },
    hills: ['#9e6a52', '#7f5443', '#5e4134', '#432f25'],
    ink: '#24170f',
    trees: 'forest',
    subject: 'huts-drums',
    seed: 21,
  },
  {
    slug: 'kampala-domed-hall',
    alt: 'A great dome of thatch reaching to the ground behind a reed fence, two people at its gate at dusk',
    records: ['packages/kampala-jinja-culture-nile-2-days'],
    ...withSun(palettes.dusk, 1280, 600, 80),
    trees: 'none',
    subject: 'domed-hall',
    seed: 32,
  },
  {
    slug: 'mabamba-shoebill',
    alt: 'Silhouette of a shoebill stork with its huge bill standing among tall papyrus stems in the mist',
    records: ['packages/mabamba-shoebill-birding-day-trip'],
    sky: ['#8dbfcf', '#c3dfe0', '#eef3e2'],
    sun: { x: 1280, y: 250, r: 55, color: '#fffdf0' },
    hills: ['#9cc0a8', '#7aa58a', '#5c8a6c', '#3f6a50'],
    ink: '#1e3328',
    mist: true,
    trees: 'papyrus',
    subject: 'shoebill',
    seed: 22,
  },
  {
    slug: 'rwenzori-hikers',
    alt: 'Three hikers with packs and walking sticks on a green foothill below snow-capped mountain peaks',
    records: ['packages/rwenzori-foothills-hike-3-days'],
    ...withSun(palettes.day, 260, 170, 55),
    trees: 'none',
    subject: 'snow-peaks-hikers',
    seed: 33,
  },
  // Destinations ------------------------------------------------------------------------------
  {
    slug: 'mgahinga-volcanoes',
    alt: 'Three volcano cones, the tallest in the middle, rising above the hills at dawn, with birds in the sky',
    records: ['destinations/mountain-muhavura'],
    ...palettes.dawn,
    mist: true,
    trees: 'none',
    subject: 'volcanoes',
    seed: 12,
  },
  {
    slug: 'bwindi-forest-ridges',
    alt: 'Steep ridges covered in dense forest, one behind the other, with mist lying in the valleys',
    records: ['destinations/bwindi-impenetrable-forest'],
    ...withSun(palettes.forest, 340, 200, 60),
    mist: true,
    trees: 'none',
    subject: 'forest-ridges',
    seed: 34,
  },
  {
    slug: 'murchison-river-hippos',
    alt: 'A launch boat on a wide river, hippos in the water, and a white waterfall in the cliffs far upstream',
    records: ['destinations/murchison-falls-national-park'],
    ...withSun(palettes.day, 300, 200, 60),
    trees: 'none',
    subject: 'river-hippos-falls',
    seed: 35,
  },
  {
    slug: 'kazinga-channel',
    alt: 'A boat with a canopy on a calm channel, passing two elephants on the far shore at sunset',
    records: ['destinations/queen-elizabeth-national-park'],
    sky: ['#e8935f', '#f3bf7d', '#fae2ad'],
    sun: { x: 800, y: 520, r: 100, color: '#fff0c4' },
    hills: ['#b49a78', '#94805f', '#6f6a4a', '#4d4c33'],
    ink: '#26241a',
    trees: 'none',
    subject: 'boat-elephants',
    seed: 20,
  },
  {
    slug: 'kibale-crater-lake',
    alt: 'A round crater lake between hills striped with rows of tea bushes, forest trees on its rim',
    records: ['destinations/kibale-forest-national-park'],
    ...withSun(palettes.green, 1320, 200, 55),
    mist: true,
    trees: 'none',
    subject: 'crater-lake',
    seed: 36,
  },
  {
    slug: 'kidepo-ostriches',
    alt: 'Two ostriches walking on a dry plain in front of rocky outcrops and a ring of mountains',
    records: ['destinations/kidepo-valley-national-park'],
    ...withSun(palettes.dry, 1250, 480, 90),
    trees: 'none',
    subject: 'ostriches',
    seed: 37,
  },
  {
    slug: 'lake-mburo-antelopes',
    alt: 'Four antelopes grazing at the edge of a lake, flat-topped acacia trees on the far bank',
    records: ['destinations/lake-mburo-national-park'],
    ...withSun(palettes.green, 420, 240, 60),
    trees: 'none',
    subject: 'antelopes-lake',
    seed: 38,
  },
  {
    slug: 'jinja-nile-source',
    alt: 'A small boat on wide calm water beside a wooden jetty, a tall white pillar on the bank',
    records: ['destinations/jinja-source-of-the-nile'],
    ...withSun(palettes.lake, 1240, 220, 60),
    trees: 'none',
    subject: 'jetty-monument',
    seed: 39,
  },
  // Accommodations ----------------------------------------------------------------------------
  {
    slug: 'luxury-safari-lodge',
    alt: 'A thatched lodge on stilts with four glowing windows, above the savanna at sunset between acacia trees',
    records: ['accommodations/luxury-safari-lodge'],
    sky: ['#d9745a', '#efa86d', '#f8d79a'],
    sun: { x: 380, y: 560, r: 95, color: '#ffe7b4' },
    hills: ['#b0876a', '#8d6c52', '#6a553d', '#4a3c2a'],
    ink: '#231a10',
    trees: 'acacia',
    subject: 'lodge',
    seed: 23,
  },
  {
    slug: 'gorilla-forest-camp',
    alt: 'A canvas tent with a glowing doorway on a raised wooden deck among forest trees in mist',
    records: ['accommodations/gorilla-forest-camp'],
    sky: ['#a3c7a6', '#cde0c4', '#ecf2dc'],
    sun: { x: 1250, y: 200, r: 55, color: '#fffae0' },
    hills: ['#7aa57e', '#55885c', '#386a41', '#24502c'],
    ink: '#132a17',
    mist: true,
    trees: 'forest',
    subject: 'tent',
    seed: 24,
  },
  {
    slug: 'kampala-garden-hotel',
    alt: 'A long, low hotel with rows of lit arched windows at dusk, palm trees and a fountain on the lawn in front',
    records: ['accommodations/kampala-serena-hotel'],
    ...palettes.dusk,
    trees: 'none',
    subject: 'garden-hotel',
    seed: 25,
  },
  {
    slug: 'nile-river-camp',
    alt: 'Two canvas tents on a riverbank under the moon, a campfire in front and a hippo’s back in the water',
    records: ['accommodations/nile-delta-safari-camp'],
    ...palettes.night,
    trees: 'none',
    subject: 'river-camp',
    seed: 40,
  },
  {
    slug: 'kibale-guesthouse',
    alt: 'A small house with a pitched roof and a lit veranda, a big fig tree beside it with a monkey on a branch',
    records: ['accommodations/kibale-canopy-guesthouse'],
    ...withSun(palettes.forest, 300, 220, 60),
    trees: 'none',
    subject: 'guesthouse-fig',
    seed: 41,
  },
  {
    slug: 'lake-mburo-tents',
    alt: 'Three safari tents among acacia trees on a hillside above a blue lake',
    records: ['accommodations/lake-mburo-acacia-camp'],
    ...withSun(palettes.green, 1180, 240, 60),
    trees: 'none',
    subject: 'hillside-tents',
    seed: 42,
  },
  {
    slug: 'kidepo-ridge-cottages',
    alt: 'Round cottages with pointed thatched roofs and lit windows on a rocky ridge above a wide valley',
    records: ['accommodations/kidepo-ridge-lodge'],
    ...withSun(palettes.sunset, 1260, 560, 100),
    trees: 'none',
    subject: 'ridge-cottages',
    seed: 43,
  },
  {
    slug: 'lake-bunyonyi',
    alt: 'Two small cottages among trees on an island in a calm lake, a person paddling a canoe in front',
    records: ['accommodations/lake-bunyonyi-island-guesthouse'],
    ...palettes.lake,
    mist: true,
    trees: 'none',
    subject: 'lake-islands',
    seed: 28,
  },
  // Gallery -----------------------------------------------------------------------------------
  {
    slug: 'gallery-gorillas',
    alt: 'Silhouettes of an adult gorilla and a young one walking through the forest in green mist',
    records: ['gallery/Silverback in Bwindi'],
    ...withSun(palettes.forest, 420, 210, 60),
    mist: true,
    trees: 'forest',
    subject: 'gorilla-young',
    seed: 51,
  },
  {
    slug: 'gallery-lions',
    alt: 'Two lions, one with a dark mane, lying in golden grass at sunset',
    records: ['gallery/Lions of Ishasha'],
    ...withSun(palettes.golden, 420, 540, 120),
    trees: 'acacia',
    subject: 'lions-grass',
    seed: 52,
  },
  {
    slug: 'gallery-falls-rainbow',
    alt: 'A rainbow arching over a white waterfall that pours between two dark cliffs',
    records: ['gallery/Murchison Falls'],
    ...withSun(palettes.day, 240, 160, 60),
    mist: true,
    trees: 'none',
    subject: 'waterfall-rainbow',
    seed: 53,
  },
  {
    slug: 'gallery-chimpanzees',
    alt: 'Silhouettes of two chimpanzees sitting on branches at different heights above the forest',
    records: ['gallery/Chimpanzee in Kibale'],
    ...withSun(palettes.forest, 1300, 260, 55),
    mist: true,
    trees: 'forest',
    subject: 'chimpanzees',
    seed: 54,
  },
  {
    slug: 'gallery-zebras-waterhole',
    alt: 'Two zebras standing at the edge of a waterhole, their reflections in the water',
    records: ['gallery/Zebras at Lake Mburo'],
    ...withSun(palettes.green, 320, 230, 60),
    trees: 'none',
    subject: 'zebras-waterhole',
    seed: 55,
  },
  {
    slug: 'gallery-giraffe-acacia',
    alt: 'Silhouette of a giraffe stretching up to browse a tall, flat-topped acacia tree at dusk',
    records: ['gallery/Giraffes in Kidepo'],
    ...withSun(palettes.dry, 1220, 540, 100),
    trees: 'none',
    subject: 'giraffe-acacia',
    seed: 56,
  },
  {
    slug: 'gallery-boat-hippos',
    alt: 'A boat full of passengers passing hippos half under water on a wide channel',
    records: ['gallery/Kazinga Channel cruise'],
    ...withSun(palettes.golden, 300, 480, 100),
    trees: 'none',
    subject: 'boat-hippos',
    seed: 57,
  },
  {
    slug: 'gallery-shoebill-head',
    alt: 'Close-up silhouette of a shoebill’s head and huge bill in front of papyrus heads',
    records: ['gallery/Shoebill at Mabamba'],
    ...withSun(palettes.lake, 1300, 240, 70),
    mist: true,
    trees: 'papyrus',
    subject: 'shoebill-head',
    seed: 58,
  },
  {
    slug: 'gallery-volcanoes-lake',
    alt: 'Three volcano cones mirrored in a still lake at dusk',
    records: ['gallery/Virunga volcanoes'],
    ...withSun(palettes.dusk, 1150, 560, 70),
    trees: 'none',
    subject: 'volcanoes-lake',
    seed: 59,
  },
  {
    slug: 'savanna-elephants',
    alt: 'Silhouettes of three elephants walking below a large setting sun, an acacia tree at each side',
    records: ['gallery/Elephants at sunset'],
    ...palettes.sunset,
    trees: 'acacia',
    subject: 'elephants',
    seed: 27,
  },
  {
    slug: 'jinja-nile-rafting',
    alt: 'A raft with five paddlers on a blue river with white waves, forest on the hills behind',
    records: ['gallery/Rafting the Nile at Jinja'],
    sky: ['#5fa0d0', '#9cc8e4', '#d8ecf2'],
    sun: { x: 260, y: 200, r: 65, color: '#fffbe8' },
    hills: ['#7fb08a', '#5f9468', '#45784f', '#2f5a39'],
    ink: '#183020',
    trees: 'forest',
    subject: 'river-raft',
    seed: 18,
  },
  {
    slug: 'rwenzori-mountains',
    alt: 'Snow-capped peaks above green forested foothills, three birds in a clear blue sky',
    records: ['gallery/Rwenzori Mountains'],
    sky: ['#5d8fc4', '#a2c4e0', '#e0edf4'],
    sun: { x: 1350, y: 170, r: 55, color: '#fffdf2' },
    hills: ['#8aa5c2', '#6f9a86', '#4f8060', '#346244'],
    ink: '#1d3a27',
    mist: true,
    trees: 'forest',
    subject: 'snow-peaks',
    seed: 26,
  },
  // Blog posts --------------------------------------------------------------------------------
  {
    slug: 'blog-trekkers',
    alt: 'A line of five trekkers with walking sticks following a ranger into a misty forest',
    records: ['blog_posts/what-to-expect-on-your-first-gorilla-trek'],
    ...withSun(palettes.forest, 1380, 180, 50),
    mist: true,
    trees: 'forest',
    subject: 'trekkers',
    seed: 61,
  },
  {
    slug: 'blog-rain-rainbow',
    alt: 'Rain falling from a dark cloud over one side of green hills, the sun shining on the other, and a rainbow between',
    records: ['blog_posts/best-time-to-visit-uganda'],
    ...withSun(palettes.green, 1300, 220, 60),
    trees: 'acacia',
    subject: 'rain-rainbow',
    seed: 62,
  },
  {
    slug: 'blog-guide-binoculars',
    alt: 'A guide raising binoculars towards the canopy of tall forest trees',
    records: ['blog_posts/chimpanzee-trekking-in-kibale'],
    ...withSun(palettes.forest, 800, 160, 60),
    mist: true,
    trees: 'forest',
    subject: 'guide-binoculars',
    seed: 63,
  },
  {
    slug: 'blog-canoe-birders',
    alt: 'Three people sitting in a wooden canoe on calm water between clumps of papyrus',
    records: ['blog_posts/finding-the-shoebill-at-mabamba'],
    ...withSun(palettes.lake, 1200, 260, 60),
    mist: true,
    trees: 'none',
    subject: 'canoe-birders',
    seed: 64,
  },
  {
    slug: 'blog-safari-vehicle',
    alt: 'A safari vehicle with its roof raised, parked beside an acacia tree at sunset',
    records: ['blog_posts/uganda-safari-packing-list'],
    ...withSun(palettes.sunset, 420, 600, 110),
    trees: 'none',
    subject: 'safari-vehicle',
    seed: 65,
  },
  // The home page's carousel ------------------------------------------------------------------
  {
    slug: 'hero-gorilla-ridge',
    alt: 'Silhouette of a gorilla on a forested ridge above valleys filled with morning mist',
    records: ['page_content/home/hero#0'],
    ...withSun(palettes.forest, 1180, 300, 80),
    mist: true,
    trees: 'none',
    subject: 'gorilla-ridge',
    seed: 71,
  },
  {
    slug: 'hero-lion-rock',
    alt: 'Silhouette of a lion with a full mane standing on a rock above the plains at sunset',
    records: ['page_content/home/hero#1'],
    ...withSun(palettes.golden, 1100, 560, 130),
    trees: 'none',
    subject: 'lion-rock',
    seed: 72,
  },
  {
    slug: 'hero-elephants-river',
    alt: 'Silhouettes of four elephants crossing a shallow river at sunrise, their reflections below them',
    records: ['page_content/home/hero#2'],
    ...withSun(palettes.dry, 1250, 500, 100),
    trees: 'none',
    subject: 'elephants-river',
    seed: 73,
  },
];

/** mulberry32: a tiny seeded generator, so the artwork is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A rolling hill line across the picture, closed to the bottom. */
function hill(rand: () => number, baseY: number, amplitude: number, color: string): string {
  const waves = Array.from({ length: 3 }, () => ({
    length: 300 + rand() * 900,
    phase: rand() * Math.PI * 2,
    height: amplitude * (0.4 + rand() * 0.6),
  }));
  const points: string[] = [];
  for (let x = 0; x <= W; x += 40) {
    const y = waves.reduce(
      (sum, w) => sum + Math.sin((x / w.length) * Math.PI * 2 + w.phase) * w.height,
      baseY,
    );
    points.push(`${x},${r1(y)}`);
  }
  return `<path fill="${color}" d="M0,${H} L${points.join(' L')} L${W},${H} Z"/>`;
}

function acacia(x: number, y: number, s: number, ink: string): string {
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s})">
    <path d="M-6,0 L-4,-90 L-40,-130 L-36,-134 L-2,-100 L2,-140 L6,-140 L6,-100 L38,-132 L42,-128 L6,-88 L6,0 Z"/>
    <ellipse cx="0" cy="-140" rx="120" ry="22"/><ellipse cx="-50" cy="-150" rx="60" ry="16"/>
    <ellipse cx="55" cy="-148" rx="65" ry="15"/></g>`;
}

function forestTree(x: number, y: number, s: number, ink: string): string {
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s})">
    <rect x="-7" y="-120" width="14" height="120"/>
    <circle cx="0" cy="-150" r="55"/><circle cx="-40" cy="-120" r="40"/><circle cx="40" cy="-118" r="42"/>
    <circle cx="0" cy="-200" r="38"/></g>`;
}

function papyrus(x: number, y: number, s: number, ink: string): string {
  return `<g stroke="${ink}" fill="${ink}" transform="translate(${x} ${y}) scale(${s})">
    <path d="M0,0 Q4,-80 2,-160" stroke-width="4" fill="none"/>
    <path d="M2,-160 L-30,-185 L-10,-175 L0,-200 L10,-175 L32,-186 Z"/></g>`;
}

function birds(x: number, y: number, ink: string): string {
  return [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${x + i * 46},${y + (i % 2) * 22} q12,-12 24,0 q12,-12 24,0" stroke="${ink}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
}

function elephant(x: number, y: number, s: number, ink: string, facing = 1): string {
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s * facing} ${s})">
    <ellipse cx="0" cy="-95" rx="95" ry="62"/>
    <rect x="-75" y="-70" width="28" height="70" rx="8"/><rect x="-35" y="-70" width="28" height="70" rx="8"/>
    <rect x="30" y="-70" width="28" height="70" rx="8"/><rect x="60" y="-72" width="26" height="72" rx="8"/>
    <circle cx="100" cy="-120" r="42"/><path d="M80,-150 Q40,-150 50,-90 Q70,-80 90,-100 Z"/>
    <path d="M130,-110 Q150,-60 140,-10 L128,-10 Q132,-60 112,-95 Z"/>
    <path d="M-92,-110 Q-112,-80 -104,-50" stroke="${ink}" stroke-width="6" fill="none"/></g>`;
}

function giraffe(x: number, y: number, s: number, ink: string): string {
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="-170" rx="70" ry="38"/>
    <rect x="-55" y="-150" width="12" height="150"/><rect x="-30" y="-150" width="12" height="150"/>
    <rect x="25" y="-150" width="12" height="150"/><rect x="48" y="-150" width="12" height="150"/>
    <path d="M40,-190 L110,-360 L132,-352 L74,-176 Z"/>
    <path d="M104,-372 L160,-356 L156,-340 L112,-346 Z"/>
    <rect x="108" y="-392" width="5" height="22"/><rect x="120" y="-390" width="5" height="20"/>
    <path d="M-68,-180 L-96,-120" stroke="${ink}" stroke-width="5"/></g>`;
}

function zebra(x: number, y: number, s: number, ink: string, facing = 1): string {
  const stripes = [-40, -22, -4, 14, 32]
    .map((sx) => `<path d="M${sx},-128 q6,24 0,48" stroke="#f4f1e6" stroke-width="7" fill="none"/>`)
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${s * facing} ${s})"><g fill="${ink}">
    <ellipse cx="0" cy="-105" rx="62" ry="30"/>
    <rect x="-50" y="-90" width="10" height="90"/><rect x="-32" y="-90" width="10" height="90"/>
    <rect x="30" y="-90" width="10" height="90"/><rect x="46" y="-90" width="10" height="90"/>
    <path d="M45,-120 L88,-175 L104,-168 L70,-100 Z"/><ellipse cx="104" cy="-166" rx="22" ry="12"/></g>
    ${stripes}</g>`;
}

function gorilla(x: number, y: number, s: number, ink: string): string {
  // A silverback knuckle-walking to the right: shoulders above the rump, crested head with a
  // heavy brow, long front arm resting on its knuckles.
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s})">
    <path d="M-170,0 L-160,-60 Q-178,-110 -130,-128 Q-40,-172 40,-200 Q70,-212 95,-205
      Q110,-232 132,-226 Q152,-216 156,-194 L168,-186 Q162,-176 164,-168 Q178,-158 172,-144
      Q160,-130 140,-136 L132,-128 Q152,-90 150,-40 L158,-8 L176,0 L112,0 L112,-30
      Q104,-70 92,-92 Q60,-104 30,-94 Q-20,-86 -52,-94 Q-74,-52 -82,-12 L-70,0 Z"/></g>`;
}

function chimpanzee(x: number, y: number, s: number, ink: string): string {
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s})">
    <path d="M-400,10 Q0,-30 420,20 L420,40 Q0,-6 -400,32 Z"/>
    <ellipse cx="0" cy="-60" rx="46" ry="58"/><circle cx="8" cy="-138" r="32"/>
    <ellipse cx="-26" cy="-140" rx="10" ry="12"/><ellipse cx="42" cy="-140" rx="10" ry="12"/>
    <path d="M30,-80 Q90,-90 110,-10 L96,-6 Q78,-60 30,-56 Z"/>
    <path d="M-20,-20 Q-30,20 -10,30 L10,26 Z"/></g>`;
}

function lionInTree(x: number, y: number, s: number, ink: string): string {
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s})">
    <path d="M-14,0 L-10,-170 L-200,-240 L-196,-252 L-4,-196 L6,-360 L18,-360 L14,-196 L190,-300 L194,-288 L16,-168 L16,0 Z"/>
    <ellipse cx="0" cy="-420" rx="230" ry="56"/><ellipse cx="-160" cy="-392" rx="90" ry="30"/>
    <ellipse cx="170" cy="-392" rx="90" ry="30"/>
    <ellipse cx="-120" cy="-252" rx="62" ry="20" transform="rotate(20 -120 -252)"/>
    <circle cx="-58" cy="-250" r="30"/><circle cx="-44" cy="-246" r="17"/>
    <path d="M-40,-236 L-18,-232 L-30,-224 Z"/>
    <path d="M-176,-276 Q-214,-250 -204,-196" stroke="${ink}" stroke-width="7" fill="none"/>
    <path d="M-90,-236 L-96,-196 L-84,-196 L-78,-234 Z"/></g>`;
}

function shoebill(x: number, y: number, s: number, ink: string): string {
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s})">
    <rect x="-14" y="-150" width="6" height="150"/><rect x="6" y="-150" width="6" height="150"/>
    <ellipse cx="0" cy="-210" rx="52" ry="74" transform="rotate(-12 0 -210)"/>
    <path d="M10,-270 Q20,-320 40,-330 L40,-300 Z"/><circle cx="44" cy="-330" r="30"/>
    <path d="M60,-345 L120,-322 Q110,-302 66,-310 Z"/></g>`;
}

function hut(x: number, y: number, s: number, ink: string): string {
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s})">
    <rect x="-60" y="-80" width="120" height="80"/><path d="M-90,-74 L0,-170 L90,-74 Z"/>
    <rect x="-14" y="-50" width="28" height="50" fill="#f2b46a" opacity="0.7"/></g>`;
}

function drum(x: number, y: number, s: number, ink: string): string {
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s})">
    <path d="M-30,-70 L30,-70 L22,0 L-22,0 Z"/><ellipse cx="0" cy="-70" rx="30" ry="8"/></g>`;
}

function person(
  x: number,
  y: number,
  s: number,
  ink: string,
  gear: { stick?: boolean; pack?: boolean; binoculars?: boolean; hat?: boolean } = {},
): string {
  const arms = gear.binoculars
    ? `<path d="M-14,-146 L10,-176 L18,-168 L-4,-140 Z"/><path d="M14,-146 L26,-176 L34,-170 L22,-140 Z"/>
       <rect x="8" y="-186" width="34" height="16" rx="5"/>`
    : `<path d="M-16,-146 L-28,-92 L-20,-90 L-8,-140 Z"/><path d="M16,-146 L28,-92 L20,-90 L8,-140 Z"/>`;
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s})">
    <circle cx="0" cy="-172" r="16"/>
    <path d="M-16,-150 Q0,-158 16,-150 L20,-84 L-20,-84 Z"/>
    <path d="M-18,-86 L-4,-86 L-6,0 L-18,0 Z"/><path d="M4,-86 L18,-86 L18,0 L6,0 Z"/>${arms}
    ${gear.stick ? `<path d="M26,-96 L40,0" stroke="${ink}" stroke-width="5" fill="none"/>` : ''}
    ${gear.pack ? '<rect x="-38" y="-150" width="24" height="58" rx="7"/>' : ''}
    ${gear.hat ? '<ellipse cx="0" cy="-186" rx="24" ry="5"/><rect x="-12" y="-198" width="24" height="12" rx="4"/>' : ''}</g>`;
}

/** A person sitting, for boats and canoes: a torso and a head above the gunwale. */
function seated(dx: number): string {
  return `<path d="M${dx - 14},-14 L${dx - 10},-66 Q${dx},-72 ${dx + 10},-66 L${dx + 14},-14 Z"/>
    <circle cx="${dx}" cy="-84" r="14"/>`;
}

/** A hippo's back, head and ears above the water line at y. */
function hippo(x: number, y: number, s: number, ink: string, facing = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s * facing} ${s})"><g fill="${ink}">
    <path d="M-90,0 Q-80,-44 0,-46 Q50,-46 70,-30 L118,-30 Q134,-30 134,-14 L134,0 Z"/>
    <circle cx="84" cy="-36" r="7"/><circle cx="100" cy="-36" r="7"/><circle cx="112" cy="-32" r="6"/></g>
    <path d="M-110,6 q30,-8 60,0 t60,0 t60,0 t60,0" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.5"/></g>`;
}

function lion(
  x: number,
  y: number,
  s: number,
  ink: string,
  { mane = false, lying = false, facing = 1 } = {},
): string {
  const body = lying
    ? `<ellipse cx="0" cy="-28" rx="90" ry="28"/><rect x="58" y="-14" width="64" height="14" rx="6"/>
       <path d="M-86,-20 Q-130,-12 -146,-2" stroke="${ink}" stroke-width="6" fill="none"/>`
    : `<ellipse cx="0" cy="-78" rx="80" ry="30"/>
       <rect x="-64" y="-74" width="15" height="74" rx="5"/><rect x="-40" y="-74" width="15" height="74" rx="5"/>
       <rect x="40" y="-74" width="15" height="74" rx="5"/><rect x="60" y="-74" width="15" height="74" rx="5"/>
       <path d="M-78,-84 Q-122,-60 -112,-22" stroke="${ink}" stroke-width="6" fill="none"/>
       <circle cx="-112" cy="-20" r="9"/>`;
  const headY = lying ? -62 : -104;
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s * facing} ${s})">${body}
    ${mane ? `<circle cx="80" cy="${headY + 4}" r="46"/>` : ''}
    <circle cx="92" cy="${headY}" r="25"/><circle cx="80" cy="${headY - 24}" r="8"/>
    <circle cx="102" cy="${headY - 24}" r="8"/><ellipse cx="114" cy="${headY + 8}" rx="15" ry="12"/></g>`;
}

function ostrich(x: number, y: number, s: number, ink: string, facing = 1): string {
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s * facing} ${s})">
    <ellipse cx="0" cy="-170" rx="62" ry="38"/><path d="M-56,-184 Q-104,-206 -94,-150 Z"/>
    <path d="M36,-190 Q46,-260 40,-302" stroke="${ink}" stroke-width="11" fill="none"/>
    <ellipse cx="48" cy="-306" rx="15" ry="9"/><path d="M60,-309 L78,-304 L60,-299 Z"/>
    <path d="M-10,-140 L-22,-70 L-8,0 M14,-140 L26,-70 L32,0" stroke="${ink}" stroke-width="8" fill="none"/></g>`;
}

function antelope(
  x: number,
  y: number,
  s: number,
  ink: string,
  { grazing = false, facing = 1 } = {},
): string {
  const head = grazing
    ? `<path d="M36,-88 L66,-40 L78,-48 L50,-94 Z"/><ellipse cx="76" cy="-34" rx="10" ry="16"/>
       <path d="M70,-50 Q88,-70 100,-62" stroke="${ink}" stroke-width="4" fill="none"/>`
    : `<path d="M36,-92 L56,-140 L68,-134 L52,-84 Z"/><ellipse cx="70" cy="-142" rx="17" ry="9"/>
       <path d="M60,-148 Q50,-180 64,-198 M68,-148 Q62,-182 78,-196" stroke="${ink}" stroke-width="4" fill="none"/>`;
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s * facing} ${s})">
    <ellipse cx="0" cy="-82" rx="54" ry="21"/>
    <rect x="-42" y="-78" width="8" height="78"/><rect x="-28" y="-78" width="8" height="78"/>
    <rect x="26" y="-78" width="8" height="78"/><rect x="40" y="-78" width="8" height="78"/>
    <path d="M-52,-90 L-62,-70" stroke="${ink}" stroke-width="4"/>${head}</g>`;
}

/** A monkey sitting on whatever is at y, its long tail hanging. */
function monkey(x: number, y: number, s: number, ink: string): string {
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="-40" rx="26" ry="38"/><circle cx="8" cy="-92" r="21"/>
    <ellipse cx="12" cy="-6" rx="26" ry="10"/>
    <path d="M-20,-10 Q-64,40 -30,110" stroke="${ink}" stroke-width="7" fill="none"/></g>`;
}

function bamboo(x: number, height: number, ink: string): string {
  const nodes = Array.from({ length: Math.floor(height / 90) }, (_, i) => H - 60 - i * 90);
  return `<g fill="${ink}"><rect x="${x}" y="${H - height}" width="12" height="${height}"/>
    ${nodes
      .map(
        (ny, i) =>
          `<rect x="${x - 3}" y="${ny}" width="18" height="5"/><path d="M${x + 6},${ny} l${i % 2 ? 70 : -70},-26 l${i % 2 ? -56 : 56},18 Z"/>`,
      )
      .join('')}</g>`;
}

function canoe(x: number, y: number, s: number, ink: string, paddlers: number): string {
  const places = Array.from(
    { length: paddlers },
    (_, i) => -120 + (240 / Math.max(paddlers - 1, 1)) * i,
  );
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s})">
    <path d="M-220,-16 Q0,34 220,-16 L200,-22 L-200,-22 Z"/>
    ${places.map((dx) => seated(dx)).join('')}</g>`;
}

function vehicle(x: number, y: number, s: number, ink: string, light: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><g fill="${ink}">
    <path d="M-200,-40 L-200,-132 L110,-132 L150,-92 L204,-82 L204,-40 Z"/>
    <rect x="-194" y="-186" width="300" height="12"/><rect x="-184" y="-176" width="8" height="46"/>
    <rect x="84" y="-176" width="8" height="46"/><rect x="-216" y="-116" width="18" height="56" rx="6"/>
    <circle cx="-120" cy="-34" r="38"/><circle cx="130" cy="-34" r="38"/></g>
    <g fill="${light}" opacity="0.75"><rect x="-184" y="-122" width="84" height="38"/>
    <rect x="-84" y="-122" width="84" height="38"/><path d="M16,-122 L104,-122 L136,-88 L16,-88 Z"/>
    <circle cx="-120" cy="-34" r="13"/><circle cx="130" cy="-34" r="13"/></g></g>`;
}

function rainbow(cx: number, cy: number, r: number): string {
  return ['#e8574a', '#f29b3c', '#f2d84a', '#6cc06a', '#4f8fd6', '#7b5fc4']
    .map(
      (color, i) =>
        `<path d="M${cx - r + i * 14},${cy} A${r - i * 14} ${r - i * 14} 0 0 1 ${cx + r - i * 14},${cy}" stroke="${color}" stroke-width="14" fill="none" opacity="0.55"/>`,
    )
    .join('');
}

/** A cottage with a lit window; round with a pointed roof, or square with a gable. */
function cottage(x: number, y: number, s: number, ink: string, round = false): string {
  const roof = round ? 'M-74,-64 L0,-160 L74,-64 Z' : 'M-74,-64 L0,-124 L74,-64 Z';
  return `<g transform="translate(${x} ${y}) scale(${s})"><g fill="${ink}">
    <rect x="-54" y="-70" width="108" height="70"/><path d="${roof}"/></g>
    <rect x="-16" y="-52" width="32" height="30" fill="#ffd98a" opacity="0.9"/></g>`;
}

function safariTent(x: number, y: number, s: number, ink: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><g fill="${ink}">
    <path d="M-110,0 L-110,-70 L-60,-122 L60,-122 L110,-70 L110,0 Z"/><rect x="-130" y="0" width="260" height="10"/></g>
    <path d="M-22,0 L-22,-72 L22,-72 L22,0 Z" fill="#f6d690" opacity="0.85"/></g>`;
}

function launch(x: number, y: number, s: number, ink: string, passengers: number): string {
  const seats = Array.from(
    { length: passengers },
    (_, i) => -200 + (400 / Math.max(passengers - 1, 1)) * i,
  );
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s})">
    <path d="M-260,0 L260,0 L220,46 L-220,46 Z"/><rect x="-240" y="-110" width="480" height="10"/>
    <rect x="-236" y="-100" width="8" height="100"/><rect x="228" y="-100" width="8" height="100"/>
    ${seats.map((dx) => seated(dx)).join('')}</g>`;
}

/** Stands the children up again as a mirror image below the water line at y. */
function reflected(y: number, svg: string, opacity = 0.3): string {
  return `${svg}<g transform="translate(0 ${2 * y}) scale(1 -1)" opacity="${opacity}">${svg}</g>`;
}

function palm(x: number, ink: string): string {
  return `<g fill="${ink}"><path d="M${x},1000 Q${x + 10},820 ${x - 4},700" stroke="${ink}" stroke-width="14" fill="none"/>
    <path d="M${x - 4},700 q-90,10 -130,70 q80,-40 130,-60 q-40,-60 -120,-70 q90,10 120,60 q40,-70 120,-60 q-90,20 -110,60 q70,0 110,70 q-60,-40 -120,-70 Z"/></g>`;
}

function volcanoCones(base: number, colors: string[]): string {
  return `<path fill="${colors[1]}" d="M300,${base} L620,${base - 430} Q650,${base - 460} 680,${base - 430} L1000,${base} Z"/>
    <path fill="${colors[0]}" d="M900,${base} L1150,${base - 330} Q1170,${base - 350} 1190,${base - 330} L1480,${base} Z"/>
    <path fill="${colors[2]}" d="M-100,${base} L200,${base - 240} Q220,${base - 255} 240,${base - 240} L560,${base} Z"/>`;
}

function subject(scene: Scene, rand: () => number): string {
  const ink = scene.ink;
  const far = scene.hills[0] ?? ink;
  const near = scene.hills[2] ?? ink;
  const water = '#7fb3cf';
  switch (scene.subject) {
    case 'gorilla':
      return gorilla(760, 950, 1.6, ink);
    case 'gorilla-young':
      return `${gorilla(600, 955, 1.45, ink)}${gorilla(1060, 965, 0.7, ink)}`;
    case 'gorilla-ridge':
      return `<path fill="${ink}" d="M0,1000 L0,770 Q320,700 700,745 Q900,770 1040,1000 Z"/>
        ${[80, 200, 640, 760].map((x) => forestTree(x, 780, 0.7, ink)).join('')}${gorilla(400, 735, 1, ink)}`;
    case 'golden-monkey':
      return `${volcanoCones(760, scene.hills)}
        ${[140, 260, 420, 1180, 1320, 1460].map((x, i) => bamboo(x, 520 + (i % 3) * 90, ink)).join('')}
        <path d="M300,1000 L1100,620" stroke="${ink}" stroke-width="20"/>${monkey(760, 790, 1.6, ink)}`;
    case 'volcanoes':
      return `${volcanoCones(760, scene.hills)}${birds(1050, 260, ink)}`;
    case 'volcanoes-lake': {
      const cones = volcanoCones(640, scene.hills);
      return `${cones}<rect x="0" y="640" width="${W}" height="360" fill="#4a5a82"/>
        <g transform="translate(0 1280) scale(1 -1)" opacity="0.35">${cones}</g>`;
    }
    case 'chimpanzee':
      return chimpanzee(820, 560, 1.2, ink);
    case 'chimpanzees':
      return `${chimpanzee(520, 470, 0.9, ink)}${chimpanzee(1120, 720, 1.1, ink)}`;
    case 'lion-in-tree':
      return lionInTree(700, 900, 1.3, ink);
    case 'lions-grass':
      return `${lion(560, 940, 1.6, ink, { mane: true, lying: true })}${lion(1080, 955, 1.3, ink, { lying: true, facing: -1 })}
        ${Array.from({ length: 40 }, (_, i) => `<path d="M${i * 40 + rand() * 20},1000 l${rand() * 16 - 8},-${30 + rand() * 40}" stroke="${ink}" stroke-width="4"/>`).join('')}`;
    case 'lion-rock':
      return `<path fill="${ink}" d="M260,1000 L360,760 Q600,690 840,760 L940,1000 Z"/>${lion(600, 728, 1.4, ink, { mane: true })}`;
    case 'waterfall':
      return waterfall(ink);
    case 'waterfall-rainbow':
      return `${waterfall(ink)}${rainbow(755, 760, 420)}`;
    case 'river-hippos-falls':
      return `<path fill="${scene.hills[3]}" d="M0,660 L0,470 Q300,450 700,500 L760,510 L760,660 Z"/>
        <path fill="${scene.hills[3]}" d="M1600,660 L1600,460 Q1200,470 820,505 L800,660 Z"/>
        <path fill="#f4fbff" d="M760,505 L804,505 L812,660 L752,660 Z"/>
        <rect x="0" y="650" width="${W}" height="350" fill="#6fa3c4"/>
        ${hippo(380, 820, 1, ink)}${hippo(600, 860, 0.8, ink, -1)}${launch(1200, 880, 0.9, ink, 5)}`;
    case 'giraffes':
      return `${giraffe(620, 930, 1.15, ink)}${giraffe(900, 950, 0.9, ink)}`;
    case 'giraffe-acacia':
      return `${acacia(920, 980, 2.4, ink)}${giraffe(680, 980, 0.95, ink)}`;
    case 'zebras':
      return `${zebra(520, 930, 1.2, ink)}${zebra(820, 950, 1.3, ink, -1)}${zebra(1100, 920, 1, ink)}`;
    case 'zebras-waterhole':
      return `<ellipse cx="800" cy="935" rx="720" ry="90" fill="${water}"/>
        ${reflected(860, `${zebra(560, 860, 1.2, ink)}${zebra(1000, 860, 1.1, ink, -1)}`)}`;
    case 'river-raft':
      return `<path fill="#6fb3d6" d="M0,760 Q800,700 1600,780 L1600,1000 L0,1000 Z"/>
        <path d="M120,820 q60,-20 120,0 t120,0 M700,860 q60,-20 120,0 t120,0 M1100,800 q60,-20 120,0"
          stroke="#ffffff" stroke-width="10" fill="none" opacity="0.8" stroke-linecap="round"/>
        <g fill="${ink}"><ellipse cx="800" cy="880" rx="190" ry="34"/>
          ${[-120, -60, 0, 60, 120].map((dx) => `<circle cx="${800 + dx}" cy="820" r="16"/><rect x="${792 + dx}" y="834" width="16" height="30"/>`).join('')}
          <path d="M560,900 L1040,840" stroke="${ink}" stroke-width="6"/></g>`;
    case 'boat-elephants':
      return `<path fill="#f2c186" opacity="0.55" d="M0,720 L1600,700 L1600,1000 L0,1000 Z"/>
        <path fill="${ink}" d="M0,760 Q300,700 620,740 L620,800 L0,820 Z"/>
        ${elephant(220, 770, 0.8, ink)}${elephant(430, 760, 0.6, ink, -1)}
        <g fill="${ink}"><path d="M900,880 L1400,880 L1360,930 L940,930 Z"/>
          <rect x="960" y="820" width="380" height="10"/><rect x="970" y="830" width="8" height="50"/>
          <rect x="1320" y="830" width="8" height="50"/></g>
        <path d="M880,950 q80,-14 160,0 t160,0 t160,0" stroke="#fff3d6" stroke-width="6" fill="none" opacity="0.7"/>`;
    case 'boat-hippos':
      return `<rect x="0" y="700" width="${W}" height="300" fill="#6f9fba"/>
        ${hippo(260, 800, 1, ink)}${hippo(470, 840, 0.8, ink, -1)}${hippo(1420, 790, 0.7, ink, -1)}
        ${launch(920, 900, 1.1, ink, 6)}`;
    case 'elephants-river':
      return `<rect x="0" y="820" width="${W}" height="180" fill="#8fb4c8" opacity="0.9"/>
        ${reflected(900, `${elephant(360, 900, 0.9, ink)}${elephant(640, 905, 0.6, ink)}${elephant(900, 900, 1, ink)}${elephant(1180, 895, 0.8, ink)}`)}`;
    case 'huts-drums':
      return `${hut(420, 930, 1.3, ink)}${hut(1000, 910, 1, ink)}${hut(1320, 940, 1.2, ink)}
        ${drum(680, 960, 1, ink)}${drum(760, 965, 0.8, ink)}${drum(840, 960, 1.1, ink)}`;
    case 'domed-hall': {
      const reeds = (from: number, to: number) =>
        Array.from(
          { length: Math.floor((to - from) / 18) },
          (_, i) => `<rect x="${from + i * 18}" y="880" width="10" height="120"/>`,
        ).join('');
      return `<path fill="${ink}" d="M380,1000 Q380,520 800,460 Q1220,520 1220,1000 Z"/>
        <path d="M790,470 L800,410 L810,470 Z" fill="${ink}"/>
        <path d="M730,1000 L730,880 Q800,840 870,880 L870,1000 Z" fill="#f2b46a" opacity="0.75"/>
        <g fill="${ink}">${reeds(0, 700)}${reeds(900, W)}<rect x="0" y="900" width="700" height="8"/>
          <rect x="900" y="900" width="700" height="8"/></g>
        ${person(770, 1000, 0.9, ink)}${person(840, 1000, 0.85, ink)}`;
    }
    case 'shoebill':
      return shoebill(760, 960, 1.6, ink);
    case 'shoebill-head':
      return `<g fill="${ink}"><path d="M620,1000 Q600,800 660,640 L840,640 Q860,820 900,1000 Z"/>
        <circle cx="760" cy="560" r="130"/><path d="M850,500 Q1180,540 1270,660 Q1100,710 870,640 Z"/>
        <path d="M700,440 Q690,400 720,410" stroke="${ink}" stroke-width="10" fill="none"/></g>
        <circle cx="800" cy="530" r="11" fill="#f4f1dc"/>`;
    case 'canoe-birders':
      return `<rect x="0" y="780" width="${W}" height="220" fill="#8fb8c6"/>
        ${Array.from({ length: 7 }, (_, i) => papyrus(40 + i * 50 + rand() * 20, 820, 1.2 + rand() * 0.6, ink)).join('')}
        ${Array.from({ length: 7 }, (_, i) => papyrus(1240 + i * 50 + rand() * 20, 820, 1.2 + rand() * 0.6, ink)).join('')}
        ${canoe(800, 920, 1.4, ink, 3)}`;
    case 'lodge':
      return `<g fill="${ink}"><rect x="520" y="700" width="560" height="200"/>
        <path d="M460,710 L800,520 L1140,710 Z"/><rect x="480" y="890" width="640" height="20"/>
        ${[540, 700, 860, 1040].map((x) => `<rect x="${x}" y="900" width="14" height="100"/>`).join('')}</g>
        <g fill="#ffd98a" opacity="0.9">${[570, 690, 810, 930].map((x) => `<rect x="${x}" y="760" width="70" height="90"/>`).join('')}</g>`;
    case 'tent':
      return `<g fill="${ink}"><rect x="500" y="880" width="600" height="24"/>
        ${[520, 760, 1060].map((x) => `<rect x="${x}" y="900" width="16" height="100"/>`).join('')}
        <path d="M560,880 L800,640 L1040,880 Z"/></g>
        <path d="M760,880 L800,700 L840,880 Z" fill="#f6d690" opacity="0.85"/>`;
    case 'garden-hotel': {
      const arches = (y: number) =>
        Array.from({ length: 12 }, (_, i) => {
          const x = 300 + i * 86;
          return `<path d="M${x},${y + 56} L${x},${y + 16} Q${x + 20},${y - 6} ${x + 40},${y + 16} L${x + 40},${y + 56} Z"/>`;
        }).join('');
      return `<g fill="${ink}"><rect x="260" y="640" width="1080" height="250"/><rect x="230" y="618" width="1140" height="26"/></g>
        <g fill="#ffd98a" opacity="0.85">${arches(670)}${arches(780)}</g>
        <rect x="0" y="890" width="${W}" height="110" fill="${scene.hills[2]}"/>
        ${palm(150, ink)}${palm(1460, ink)}
        <ellipse cx="800" cy="950" rx="130" ry="24" fill="${ink}"/>
        <path d="M800,940 Q790,860 800,820 Q810,860 800,940 M800,830 Q740,850 730,930 M800,830 Q860,850 870,930" stroke="#cfe3f5" stroke-width="7" fill="none" opacity="0.9"/>`;
    }
    case 'river-camp': {
      const tent = (x: number) =>
        `<path d="M${x - 130},880 L${x},710 L${x + 130},880 Z" fill="${ink}"/>
         <path d="M${x - 24},880 L${x},780 L${x + 24},880 Z" fill="#f6c66a" opacity="0.9"/>`;
      return `${tent(520)}${tent(900)}
        <circle cx="720" cy="870" r="70" fill="#f6a04a" opacity="0.25"/>
        <path d="M690,880 Q700,830 720,800 Q740,830 750,880 Z" fill="#f6a04a"/>
        <path d="M706,880 Q712,850 720,836 Q728,850 734,880 Z" fill="#ffe08a"/>
        <rect x="0" y="880" width="${W}" height="120" fill="#22355a"/>${hippo(1200, 940, 0.9, ink)}`;
    }
    case 'guesthouse-fig':
      return `<g fill="${ink}"><path d="M260,1000 Q290,800 250,600" stroke="${ink}" stroke-width="44" fill="none"/>
        <circle cx="260" cy="470" r="180"/><circle cx="110" cy="560" r="120"/><circle cx="410" cy="560" r="120"/>
        <path d="M270,720 L500,650" stroke="${ink}" stroke-width="16"/>
        <rect x="620" y="700" width="560" height="200"/><path d="M580,712 L900,560 L1220,712 Z"/>
        <rect x="600" y="850" width="600" height="14"/>
        ${[610, 800, 1000, 1180].map((x) => `<rect x="${x}" y="860" width="10" height="140"/>`).join('')}</g>
        <g fill="#ffd98a" opacity="0.9">${[680, 860, 1040].map((x) => `<rect x="${x}" y="740" width="70" height="80"/>`).join('')}</g>
        ${monkey(440, 660, 0.9, ink)}`;
    case 'hillside-tents':
      return `<ellipse cx="1100" cy="640" rx="420" ry="40" fill="${water}"/>
        <path fill="${near}" d="M0,1000 L0,770 Q600,690 1600,820 L1600,1000 Z"/>
        ${acacia(160, 800, 0.9, ink)}${acacia(720, 770, 0.8, ink)}${acacia(1440, 860, 1, ink)}
        ${safariTent(430, 790, 0.8, ink)}${safariTent(980, 800, 0.9, ink)}${safariTent(1220, 840, 0.8, ink)}`;
    case 'ridge-cottages':
      return `<path fill="${scene.hills[3]}" d="M0,1000 L0,800 L200,760 L340,700 L520,720 L700,660 L900,700 L1100,690 L1300,740 L1600,720 L1600,1000 Z"/>
        <g fill="${scene.hills[3]}"><circle cx="470" cy="720" r="40"/><circle cx="960" cy="700" r="34"/><circle cx="1380" cy="735" r="46"/></g>
        ${cottage(340, 705, 1, ink, true)}${cottage(700, 665, 1.1, ink, true)}${cottage(1120, 695, 0.9, ink, true)}`;
    case 'snow-peaks':
      return snowPeaks(scene, ink);
    case 'snow-peaks-hikers':
      return `${snowPeaks(scene, ink)}<path fill="${scene.hills[3]}" d="M0,1000 L0,870 Q500,800 1600,890 L1600,1000 Z"/>
        ${[560, 680, 800].map((x, i) => person(x, 840 - i * 2, 1.05 - i * 0.05, ink, { stick: true, pack: true, hat: i === 0 })).join('')}`;
    case 'elephants':
      return `${elephant(420, 940, 1.1, ink)}${elephant(700, 945, 0.75, ink)}${elephant(880, 930, 1.2, ink)}`;
    case 'lake-islands':
      return `<path fill="#7fb6d8" d="M0,640 L1600,640 L1600,1000 L0,1000 Z"/>
        <path fill="#a9d1e6" d="M0,700 L1600,690 L1600,705 L0,715 Z" opacity="0.6"/>
        <g fill="${scene.hills[2]}"><ellipse cx="420" cy="650" rx="180" ry="46"/><ellipse cx="1080" cy="660" rx="240" ry="60"/>
          <ellipse cx="760" cy="760" rx="120" ry="30"/></g>
        ${[360, 420, 480, 960, 1200].map((x, i) => forestTree(x, i < 3 ? 640 : 650, 0.45, scene.hills[3] ?? ink)).join('')}
        ${cottage(1040, 650, 0.55, ink)}${cottage(1130, 655, 0.5, ink)}
        <g fill="${ink}"><path d="M600,900 L820,900 L790,925 L630,925 Z"/><circle cx="720" cy="880" r="12"/><rect x="712" y="888" width="14" height="14"/></g>`;
    case 'forest-ridges':
      return scene.hills
        .map((color, row) => {
          const y = 600 + row * 110;
          const step = 40 + row * 20;
          const crowns = Array.from({ length: Math.ceil(W / step) + 1 }, (_, i) => {
            return `<circle cx="${r1(i * step + rand() * 20)}" cy="${r1(y + rand() * 30)}" r="${r1(30 + row * 15 + rand() * 10)}"/>`;
          }).join('');
          return `<g fill="${color}">${crowns}<rect x="0" y="${y + 20}" width="${W}" height="${H - y}"/></g>
            <rect x="0" y="${y - 40}" width="${W}" height="60" fill="#ffffff" opacity="0.22"/>`;
        })
        .join('');
    case 'crater-lake':
      return `<ellipse cx="800" cy="700" rx="380" ry="96" fill="${near}"/>
        <ellipse cx="800" cy="706" rx="320" ry="64" fill="#4f8fb0"/>
        ${[460, 540, 1060, 1140].map((x) => forestTree(x, 660, 0.35, ink)).join('')}
        ${Array.from({ length: 6 }, (_, i) => {
          const y = 820 + i * 34;
          return `<path d="M0,${y} Q400,${y - 24} 800,${y} T1600,${y}" stroke="${scene.hills[3]}" stroke-width="20" stroke-dasharray="34 12" stroke-linecap="round" fill="none"/>`;
        }).join('')}`;
    case 'ostriches':
      return `<path fill="${far}" d="M0,640 L160,520 L300,590 L520,470 L700,600 L900,500 L1120,610 L1320,490 L1600,620 L1600,700 L0,700 Z"/>
        <g fill="${scene.hills[3]}"><path d="M140,820 Q200,700 320,700 Q420,710 460,820 Z"/>
          <path d="M1160,830 Q1220,730 1330,735 Q1420,745 1450,830 Z"/><circle cx="1380" cy="700" r="36"/></g>
        ${ostrich(640, 960, 1.2, ink)}${ostrich(930, 940, 1, ink, -1)}`;
    case 'antelopes-lake':
      return `<rect x="0" y="690" width="${W}" height="110" fill="${water}"/>
        ${[240, 700, 1250].map((x) => acacia(x, 700, 0.6, scene.hills[3] ?? ink)).join('')}
        <path fill="${near}" d="M0,1000 L0,800 Q800,770 1600,810 L1600,1000 Z"/>
        ${antelope(420, 920, 1.1, ink, { grazing: true })}${antelope(700, 940, 1.2, ink)}
        ${antelope(980, 925, 1, ink, { grazing: true, facing: -1 })}${antelope(1240, 950, 1.15, ink, { facing: -1 })}`;
    case 'jetty-monument':
      return `<rect x="0" y="600" width="${W}" height="50" fill="${near}"/>
        <rect x="0" y="640" width="${W}" height="360" fill="#7fb6d8"/>
        <g fill="#f4f1e6"><rect x="1180" y="400" width="40" height="240"/><rect x="1168" y="390" width="64" height="16"/></g>
        <g fill="${ink}"><rect x="0" y="780" width="720" height="16"/>
          ${[60, 220, 380, 540, 700].map((x) => `<rect x="${x}" y="796" width="12" height="80"/>`).join('')}
          <path d="M760,880 L1080,880 L1050,920 L790,920 Z"/><rect x="860" y="836" width="110" height="44"/></g>`;
    case 'trekkers':
      return `<path fill="#c9b48a" opacity="0.6" d="M0,1000 Q700,920 1500,850 L1600,850 L1600,880 Q800,960 300,1000 Z"/>
        ${[1320, 1180, 1040, 900, 760, 620]
          .map((x, i) =>
            person(x, 900 + i * 14, 0.85 + i * 0.05, ink, {
              stick: true,
              hat: i === 0,
              pack: i > 0,
            }),
          )
          .join('')}`;
    case 'rain-rainbow':
      return `${rainbow(900, 900, 520)}
        <g stroke="#5f6f80" stroke-width="4" opacity="0.55">${Array.from({ length: 26 }, (_, i) => `<path d="M${180 + i * 18},320 l-30,${440 + rand() * 60}"/>`).join('')}</g>
        <g fill="#5f6f80"><circle cx="300" cy="260" r="110"/><circle cx="440" cy="220" r="130"/>
          <circle cx="580" cy="270" r="100"/><rect x="200" y="250" width="480" height="90" rx="40"/></g>`;
    case 'guide-binoculars':
      return `<g fill="${ink}">${[180, 470, 1130, 1420]
        .map(
          (x) =>
            `<rect x="${x - 22}" y="260" width="44" height="740"/><circle cx="${x}" cy="220" r="150"/><circle cx="${x - 110}" cy="300" r="90"/>`,
        )
        .join('')}</g>${person(820, 1000, 2, ink, { binoculars: true, hat: true })}`;
    case 'safari-vehicle':
      return `${acacia(1100, 950, 1.7, ink)}${vehicle(620, 960, 1.4, ink, '#ffd6a0')}`;
  }
}

function waterfall(ink: string): string {
  return `<path fill="${ink}" d="M0,1000 L0,300 Q200,280 520,360 L690,380 L700,1000 Z"/>
    <path fill="${ink}" d="M1600,1000 L1600,280 Q1300,300 900,370 L820,380 L810,1000 Z"/>
    <path fill="#f4fbff" d="M690,380 Q740,360 820,380 L860,1000 L650,1000 Z" opacity="0.95"/>
    <path fill="#cfe8f5" d="M705,400 L730,1000 L700,1000 Z M770,390 L800,1000 L780,1000 Z" opacity="0.8"/>
    <ellipse cx="755" cy="960" rx="260" ry="70" fill="#ffffff" opacity="0.55"/>`;
}

function snowPeaks(scene: Scene, ink: string): string {
  return `<path fill="${scene.hills[0]}" d="M100,780 L520,300 L640,420 L760,260 L1040,600 L1260,380 L1600,780 Z"/>
    <path fill="#f7fbff" d="M470,357 L520,300 L600,380 L560,400 L520,370 L490,390 Z M710,318 L760,260 L830,345 L790,350 L760,330 L730,350 Z M1210,437 L1260,380 L1320,440 L1280,450 L1250,430 Z"/>
    ${birds(1000, 200, ink)}`;
}

function trees(scene: Scene, rand: () => number): string {
  const ink = scene.hills[3] ?? scene.ink;
  switch (scene.trees) {
    case 'forest':
      return Array.from({ length: 9 }, (_, i) =>
        forestTree(i * 200 + rand() * 80, 820 + rand() * 60, 0.8 + rand() * 0.6, ink),
      ).join('');
    case 'acacia':
      return `${acacia(1300, 900, 1.5, scene.ink)}${acacia(180, 860, 0.9, ink)}`;
    case 'papyrus':
      return Array.from({ length: 16 }, (_, i) =>
        papyrus(i * 105 + rand() * 40, 1000, 1 + rand() * 0.9, scene.ink),
      ).join('');
    default:
      return '';
  }
}

/** The scene as an SVG document. */
export function sceneSvg(scene: Scene): string {
  const rand = random(scene.seed);
  const [top, middle, horizon] = scene.sky;
  const layers = scene.hills
    .map((color, i) => hill(rand, 560 + i * 95, 50 - i * 6, color))
    .join('');
  const mist = scene.mist
    ? `<rect x="0" y="480" width="${W}" height="360" fill="url(#mist)"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${middle}"/>
      <stop offset="1" stop-color="${horizon}"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${scene.sun.color}" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${scene.sun.color}" stop-opacity="0"/></radialGradient>
    <linearGradient id="mist" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${scene.sun.x}" cy="${scene.sun.y}" r="${scene.sun.r * 3}" fill="url(#glow)"/>
  <circle cx="${scene.sun.x}" cy="${scene.sun.y}" r="${scene.sun.r}" fill="${scene.sun.color}"/>
  ${layers}${mist}${trees(scene, rand)}${subject(scene, rand)}
</svg>`;
}

/** Site-relative URL of a scene's picture, as the seed names it. */
export function seedImageUrl(slug: string): string {
  return `/images/seed/${slug}.webp`;
}

/** The scene's picture: the artwork drawn at {@link seedImageWidth} and encoded as WebP. */
export async function renderScene(scene: Scene): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(scene)), { density: 72 * (seedImageWidth / W) })
    .resize({ width: seedImageWidth })
    .webp({ quality: 72, effort: 6, smartSubsample: true })
    .toBuffer();
}

async function main(only: string[]): Promise<void> {
  const unknown = only.filter((slug) => !scenes.some((scene) => scene.slug === slug));
  if (unknown.length > 0) throw new Error(`No scene named ${unknown.join(', ')}`);
  fs.mkdirSync(seedImagesDir, { recursive: true });
  const drawn = new Set(scenes.map((scene) => `${scene.slug}.webp`));
  if (only.length === 0) {
    // Pictures of scenes that are gone (and the old two-width files) go too.
    for (const file of fs.readdirSync(seedImagesDir)) {
      if (!drawn.has(file)) fs.rmSync(path.join(seedImagesDir, file));
    }
  }
  let total = 0;
  const chosen = only.length ? scenes.filter((scene) => only.includes(scene.slug)) : scenes;
  for (const scene of chosen) {
    const data = await renderScene(scene);
    fs.writeFileSync(path.join(seedImagesDir, `${scene.slug}.webp`), data);
    total += data.length;
  }
  console.info(
    `Wrote ${chosen.length} pictures, ${seedImageWidth} px wide (${Math.round(total / 1024)} KB), to ${path.relative(process.cwd(), seedImagesDir)}.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
