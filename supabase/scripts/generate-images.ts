/**
 * Draws the sample images the seed refers to: one piece of SVG artwork per scene (sky, sun,
 * layered hills, mist and a silhouette subject), rendered by sharp to small WebP files in two
 * widths for srcset. The project makes its own pictures so nothing is hot-linked or licensed.
 *
 * Run: `pnpm gen:images`. Output: apps/site/public/images/seed/{slug}-{640|1280}.webp, used by
 * supabase/seed.demo.sql as site-relative URLs such as /images/seed/bwindi-gorillas-1280.webp.
 * The drawing is deterministic (a seeded random generator), so a rerun changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the site serves the seed images from. */
export const seedImagesDir = path.resolve(here, '../../apps/site/public/images/seed');

/** Rendered widths; the artwork is 16:10. */
export const imageWidths = [640, 1280] as const;

const W = 1600;
const H = 1000;

type Subject =
  | 'gorilla'
  | 'volcanoes'
  | 'chimpanzee'
  | 'lion-in-tree'
  | 'waterfall'
  | 'giraffes'
  | 'zebras'
  | 'river-raft'
  | 'skyline'
  | 'boat-elephants'
  | 'huts-drums'
  | 'shoebill'
  | 'lodge'
  | 'tent'
  | 'hotel'
  | 'snow-peaks'
  | 'elephants'
  | 'lake-islands';

export interface Scene {
  slug: string;
  /** Alt text the seed uses for this image. */
  alt: string;
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

export const scenes: Scene[] = [
  {
    slug: 'bwindi-gorillas',
    alt: 'Silhouette of a silverback gorilla resting in the misty green forest of Bwindi',
    sky: ['#9fc9b0', '#cfe3cf', '#e8f1de'],
    sun: { x: 1250, y: 230, r: 70, color: '#fff7d6' },
    hills: ['#7fae8e', '#4f8a66', '#2f6a48', '#1d4a31'],
    ink: '#10291b',
    mist: true,
    trees: 'forest',
    subject: 'gorilla',
    seed: 11,
  },
  {
    slug: 'mgahinga-volcanoes',
    alt: 'The Virunga volcanoes, Muhavura tallest, rising above farmland at dawn in Mgahinga',
    sky: ['#5b6fa8', '#e49a7a', '#f7d3a1'],
    sun: { x: 420, y: 560, r: 90, color: '#ffe2a6' },
    hills: ['#7a7fa6', '#5d6b86', '#3f5a4f', '#2a4334'],
    ink: '#1b2a22',
    mist: true,
    trees: 'none',
    subject: 'volcanoes',
    seed: 12,
  },
  {
    slug: 'kibale-chimpanzees',
    alt: 'A chimpanzee sitting on a high branch in the Kibale forest canopy',
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
    alt: 'A lion resting in a fig tree on the golden plains of Ishasha, Queen Elizabeth National Park',
    sky: ['#f0a35e', '#f7c978', '#fbe6a8'],
    sun: { x: 1150, y: 520, r: 110, color: '#fff0c2' },
    hills: ['#d9a860', '#c48b45', '#a06d33', '#7a5226'],
    ink: '#3b2612',
    trees: 'none',
    subject: 'lion-in-tree',
    seed: 14,
  },
  {
    slug: 'murchison-falls',
    alt: 'The Nile forcing through a narrow gorge at Murchison Falls, spray rising in the sun',
    sky: ['#6fa6d6', '#a9cfe8', '#e2f0f4'],
    sun: { x: 1320, y: 180, r: 65, color: '#fffbe8' },
    hills: ['#8fb59a', '#6a9a74', '#4c7a55', '#35573c'],
    ink: '#223a28',
    mist: true,
    trees: 'forest',
    subject: 'waterfall',
    seed: 15,
  },
  {
    slug: 'kidepo-giraffes',
    alt: 'Two Rothschild giraffes crossing the wide Narus Valley of Kidepo under rugged hills',
    sky: ['#e08a5a', '#f0b873', '#f8dca0'],
    sun: { x: 380, y: 500, r: 95, color: '#ffe6b0' },
    hills: ['#b88a66', '#9a7152', '#7c6a45', '#5a4d2f'],
    ink: '#2d2414',
    trees: 'acacia',
    subject: 'giraffes',
    seed: 16,
  },
  {
    slug: 'lake-mburo-zebras',
    alt: 'A small herd of zebras grazing among acacias in Lake Mburo National Park',
    sky: ['#7db4d8', '#b8d9e6', '#eaf2dc'],
    sun: { x: 1200, y: 220, r: 60, color: '#fffbe6' },
    hills: ['#a7c48a', '#86a96a', '#6b8f50', '#4e7038'],
    ink: '#1f2a16',
    trees: 'acacia',
    subject: 'zebras',
    seed: 17,
  },
  {
    slug: 'jinja-nile-rafting',
    alt: 'A raft with paddlers riding white water on the Nile below Jinja',
    sky: ['#5fa0d0', '#9cc8e4', '#d8ecf2'],
    sun: { x: 260, y: 200, r: 65, color: '#fffbe8' },
    hills: ['#7fb08a', '#5f9468', '#45784f', '#2f5a39'],
    ink: '#183020',
    trees: 'forest',
    subject: 'river-raft',
    seed: 18,
  },
  {
    slug: 'kampala-skyline',
    alt: 'The Kampala skyline on its hills at dusk, windows lighting up',
    sky: ['#2f3c6e', '#8a5d8c', '#e7a27a'],
    sun: { x: 1300, y: 640, r: 80, color: '#ffd39a' },
    hills: ['#6a5a80', '#4e4668', '#3a3552', '#2a263d'],
    ink: '#1a1726',
    trees: 'none',
    subject: 'skyline',
    seed: 19,
  },
  {
    slug: 'kazinga-channel',
    alt: 'A launch boat on the Kazinga Channel passing elephants drinking at the shore',
    sky: ['#e8935f', '#f3bf7d', '#fae2ad'],
    sun: { x: 800, y: 520, r: 100, color: '#fff0c4' },
    hills: ['#b49a78', '#94805f', '#6f6a4a', '#4d4c33'],
    ink: '#26241a',
    trees: 'none',
    subject: 'boat-elephants',
    seed: 20,
  },
  {
    slug: 'batwa-culture',
    alt: 'Round thatched huts and drums in a Batwa community village at sunset',
    sky: ['#c4614a', '#e99a62', '#f6cf8f'],
    sun: { x: 1180, y: 480, r: 105, color: '#ffe0a0' },
    hills: ['#9e6a52', '#7f5443', '#5e4134', '#432f25'],
    ink: '#24170f',
    trees: 'forest',
    subject: 'huts-drums',
    seed: 21,
  },
  {
    slug: 'mabamba-shoebill',
    alt: 'A shoebill stork standing still among papyrus in Mabamba Swamp on Lake Victoria',
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
    slug: 'luxury-safari-lodge',
    alt: 'A thatched safari lodge with glowing windows on a ridge above the savanna at sunset',
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
    alt: 'A canvas safari tent on a wooden deck in the rainforest at Bwindi',
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
    slug: 'kampala-serena-hotel',
    alt: 'A grand city hotel with lit windows, palm trees and gardens in Kampala at dusk',
    sky: ['#34477a', '#7a6a9a', '#e5b08a'],
    sun: { x: 300, y: 650, r: 70, color: '#ffd9a0' },
    hills: ['#6b6488', '#514a6c', '#3d3853', '#2a263b'],
    ink: '#171423',
    trees: 'none',
    subject: 'hotel',
    seed: 25,
  },
  {
    slug: 'rwenzori-mountains',
    alt: 'The snow-capped peaks of the Rwenzori, the Mountains of the Moon, above green foothills',
    sky: ['#5d8fc4', '#a2c4e0', '#e0edf4'],
    sun: { x: 1350, y: 170, r: 55, color: '#fffdf2' },
    hills: ['#8aa5c2', '#6f9a86', '#4f8060', '#346244'],
    ink: '#1d3a27',
    mist: true,
    trees: 'forest',
    subject: 'snow-peaks',
    seed: 26,
  },
  {
    slug: 'savanna-elephants',
    alt: 'A family of elephants walking past an acacia tree at sunset',
    sky: ['#d0603f', '#ec9857', '#f8cf86'],
    sun: { x: 820, y: 600, r: 130, color: '#ffe1a0' },
    hills: ['#b0744f', '#8f5e40', '#6d4a32', '#4d3524'],
    ink: '#21150c',
    trees: 'acacia',
    subject: 'elephants',
    seed: 27,
  },
  {
    slug: 'lake-bunyonyi',
    alt: 'Wooded islands and terraced hills around the calm water of Lake Bunyonyi',
    sky: ['#78a9d4', '#b5d3e8', '#e6f0ef'],
    sun: { x: 420, y: 210, r: 60, color: '#fffbea' },
    hills: ['#93b59a', '#6f9b78', '#527f5c', '#3a6445'],
    ink: '#1c3322',
    mist: true,
    trees: 'none',
    subject: 'lake-islands',
    seed: 28,
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

function windows(x0: number, y0: number, cols: number, rows: number, gap: number): string {
  const cells: string[] = [];
  for (let c = 0; c < cols; c += 1) {
    for (let r = 0; r < rows; r += 1) {
      if ((c * 7 + r * 3) % 5 === 0) continue;
      cells.push(
        `<rect x="${x0 + c * gap}" y="${y0 + r * gap}" width="${gap * 0.45}" height="${gap * 0.55}"/>`,
      );
    }
  }
  return `<g fill="#ffd98a" opacity="0.85">${cells.join('')}</g>`;
}

function subject(scene: Scene, rand: () => number): string {
  const ink = scene.ink;
  switch (scene.subject) {
    case 'gorilla':
      return gorilla(760, 950, 1.6, ink);
    case 'volcanoes':
      return `<path fill="${scene.hills[1]}" d="M300,760 L620,330 Q650,300 680,330 L1000,760 Z"/>
        <path fill="${scene.hills[0]}" d="M900,760 L1150,430 Q1170,410 1190,430 L1480,760 Z"/>
        <path fill="${scene.hills[2]}" d="M-100,800 L200,520 Q220,505 240,520 L560,800 Z"/>
        ${birds(1050, 260, ink)}`;
    case 'chimpanzee':
      return chimpanzee(820, 560, 1.2, ink);
    case 'lion-in-tree':
      return lionInTree(700, 900, 1.3, ink);
    case 'waterfall':
      return `<path fill="${ink}" d="M0,1000 L0,300 Q200,280 520,360 L690,380 L700,1000 Z"/>
        <path fill="${ink}" d="M1600,1000 L1600,280 Q1300,300 900,370 L820,380 L810,1000 Z"/>
        <path fill="#f4fbff" d="M690,380 Q740,360 820,380 L860,1000 L650,1000 Z" opacity="0.95"/>
        <path fill="#cfe8f5" d="M705,400 L730,1000 L700,1000 Z M770,390 L800,1000 L780,1000 Z" opacity="0.8"/>
        <ellipse cx="755" cy="960" rx="260" ry="70" fill="#ffffff" opacity="0.55"/>`;
    case 'giraffes':
      return `${giraffe(620, 930, 1.15, ink)}${giraffe(900, 950, 0.9, ink)}`;
    case 'zebras':
      return `${zebra(520, 930, 1.2, ink)}${zebra(820, 950, 1.3, ink, -1)}${zebra(1100, 920, 1, ink)}`;
    case 'river-raft':
      return `<path fill="#6fb3d6" d="M0,760 Q800,700 1600,780 L1600,1000 L0,1000 Z"/>
        <path d="M120,820 q60,-20 120,0 t120,0 M700,860 q60,-20 120,0 t120,0 M1100,800 q60,-20 120,0"
          stroke="#ffffff" stroke-width="10" fill="none" opacity="0.8" stroke-linecap="round"/>
        <g fill="${ink}"><ellipse cx="800" cy="880" rx="190" ry="34"/>
          ${[-120, -60, 0, 60, 120].map((dx) => `<circle cx="${800 + dx}" cy="820" r="16"/><rect x="${792 + dx}" y="834" width="16" height="30"/>`).join('')}
          <path d="M560,900 L1040,840" stroke="${ink}" stroke-width="6"/></g>`;
    case 'skyline': {
      const towers = Array.from({ length: 14 }, (_, i) => {
        const w = 60 + rand() * 70;
        const h = 140 + rand() * 330;
        const x = 60 + i * 108;
        return `<rect x="${r1(x)}" y="${r1(860 - h)}" width="${r1(w)}" height="${r1(h + 140)}" fill="${ink}"/>${windows(x + 10, 880 - h, Math.floor(w / 22), Math.floor(h / 24), 22)}`;
      });
      return towers.join('');
    }
    case 'boat-elephants':
      return `<path fill="#f2c186" opacity="0.55" d="M0,720 L1600,700 L1600,1000 L0,1000 Z"/>
        <path fill="${ink}" d="M0,760 Q300,700 620,740 L620,800 L0,820 Z"/>
        ${elephant(220, 770, 0.8, ink)}${elephant(430, 760, 0.6, ink, -1)}
        <g fill="${ink}"><path d="M900,880 L1400,880 L1360,930 L940,930 Z"/>
          <rect x="960" y="820" width="380" height="10"/><rect x="970" y="830" width="8" height="50"/>
          <rect x="1320" y="830" width="8" height="50"/></g>
        <path d="M880,950 q80,-14 160,0 t160,0 t160,0" stroke="#fff3d6" stroke-width="6" fill="none" opacity="0.7"/>`;
    case 'huts-drums':
      return `${hut(420, 930, 1.3, ink)}${hut(1000, 910, 1, ink)}${hut(1320, 940, 1.2, ink)}
        ${drum(680, 960, 1, ink)}${drum(760, 965, 0.8, ink)}${drum(840, 960, 1.1, ink)}`;
    case 'shoebill':
      return shoebill(760, 960, 1.6, ink);
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
    case 'hotel':
      return `<g fill="${ink}"><rect x="420" y="440" width="760" height="560"/>
        <rect x="360" y="420" width="880" height="30"/></g>${windows(450, 470, 16, 16, 44)}
        ${[220, 1380]
          .map(
            (
              x,
            ) => `<g fill="${ink}"><path d="M${x},1000 Q${x + 10},820 ${x - 4},700" stroke="${ink}" stroke-width="14" fill="none"/>
          <path d="M${x - 4},700 q-90,10 -130,70 q80,-40 130,-60 q-40,-60 -120,-70 q90,10 120,60 q40,-70 120,-60 q-90,20 -110,60 q70,0 110,70 q-60,-40 -120,-70 Z"/></g>`,
          )
          .join('')}`;
    case 'snow-peaks':
      return `<path fill="${scene.hills[0]}" d="M100,780 L520,300 L640,420 L760,260 L1040,600 L1260,380 L1600,780 Z"/>
        <path fill="#f7fbff" d="M470,357 L520,300 L600,380 L560,400 L520,370 L490,390 Z M710,318 L760,260 L830,345 L790,350 L760,330 L730,350 Z M1210,437 L1260,380 L1320,440 L1280,450 L1250,430 Z"/>
        ${birds(1000, 200, ink)}`;
    case 'elephants':
      return `${elephant(420, 940, 1.1, ink)}${elephant(700, 945, 0.75, ink)}${elephant(880, 930, 1.2, ink)}`;
    case 'lake-islands':
      return `<path fill="#7fb6d8" d="M0,640 L1600,640 L1600,1000 L0,1000 Z"/>
        <path fill="#a9d1e6" d="M0,700 L1600,690 L1600,705 L0,715 Z" opacity="0.6"/>
        <g fill="${scene.hills[2]}"><ellipse cx="420" cy="650" rx="180" ry="46"/><ellipse cx="1080" cy="660" rx="240" ry="60"/>
          <ellipse cx="760" cy="760" rx="120" ry="30"/></g>
        ${[360, 420, 480, 1000, 1080, 1160].map((x, i) => forestTree(x, i < 3 ? 640 : 650, 0.45, scene.hills[3] ?? ink)).join('')}
        <g fill="${ink}"><path d="M600,900 L820,900 L790,925 L630,925 Z"/><circle cx="720" cy="880" r="12"/><rect x="712" y="888" width="14" height="14"/></g>`;
  }
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

/** Site-relative URL of a scene's image at one width. */
export function seedImageUrl(slug: string, width: (typeof imageWidths)[number]): string {
  return `/images/seed/${slug}-${width}.webp`;
}

async function main(): Promise<void> {
  fs.mkdirSync(seedImagesDir, { recursive: true });
  let total = 0;
  for (const scene of scenes) {
    const svg = Buffer.from(sceneSvg(scene));
    for (const width of imageWidths) {
      const file = path.join(seedImagesDir, `${scene.slug}-${width}.webp`);
      const data = await sharp(svg, { density: 72 * (width / W) * 2 })
        .resize({ width })
        .webp({ quality: 72, effort: 6, smartSubsample: true })
        .toBuffer();
      fs.writeFileSync(file, data);
      total += data.length;
    }
  }
  console.info(
    `Wrote ${scenes.length * imageWidths.length} images (${Math.round(total / 1024)} KB) to ${path.relative(process.cwd(), seedImagesDir)}.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
