// Typed sample rows for unit tests, stories and the site's tests: a few realistic records per
// table, typed by the generated schema so a migration that changes a column breaks them at
// compile time (and data.contract.test.ts inserts them into the real database to check every
// constraint). Ids are fixed so tests can name them. A content row gives only what it needs:
// every column it leaves out takes the default of its declaration's form schema (its default,
// else null, else an empty list), so a new nullable column needs no fixture edit.
import type { Tables } from '../database.types.ts';
import type { ContentTable } from '../content-types/define.ts';
import { contentTypes } from '../content-types/index.ts';
import type { UserWithRole } from '../roles/users-with-roles-query.ts';

/** A fixed id per fixture: `fixtureId(1)` → 00000000-0000-4000-8000-000000000001. */
export function fixtureId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

const created = (day: number) =>
  `2026-${String(Math.ceil(day / 28)).padStart(2, '0')}-${String(((day - 1) % 28) + 1).padStart(2, '0')}T09:00:00+00:00`;

/** The tables whose rows carry `updated_at`. */
const stamped: readonly ContentTable[] = [
  'packages',
  'destinations',
  'accommodations',
  'blog_posts',
];

/**
 * Rows of a content table with ids from `firstId` on, created on day 1, 2, … unless given. A
 * column a row leaves out takes the default of the declaration's form schema (zod/mini, so
 * loading the fixtures configures no zod locale); `base` holds the columns the form never sends.
 */
function fixtures<T extends ContentTable>(
  table: T,
  firstId: number,
  rows: readonly Partial<Tables<T>>[],
  base: Partial<Tables<T>> = {},
): Tables<T>[] {
  const type = contentTypes.find((candidate) => candidate.table === table)!;
  return rows.map((values, index) => {
    const row: Record<string, unknown> = {
      id: fixtureId(firstId + index),
      created_at: created(index + 1),
      ...base,
      ...values,
    };
    // The row an empty form would save: each column's default, else null, else [].
    for (const [column, blank] of Object.entries(type.formRow({}))) {
      if (!(column in row)) row[column] = blank;
    }
    if (stamped.includes(table)) row.updated_at ??= row.created_at;
    return row as Tables<T>;
  });
}

export const packageFixtures = fixtures('packages', 101, [
  {
    slug: 'bwindi-gorilla-trekking-3-days',
    title: '3-Day Bwindi Gorilla Trekking Safari',
    destination_id: fixtureId(201),
    description:
      'Spend an unforgettable hour with a habituated mountain gorilla family deep in Bwindi Impenetrable Forest.',
    price_usd: 1850,
    duration: '3 days / 2 nights',
    days: 3,
    category: 'gorilla-trekking',
    image_url: '/images/seed/bwindi-gorillas.webp',
    image_alt: 'Silhouette of a silverback gorilla resting in the misty green forest of Bwindi',
    highlights: [
      'One hour with a habituated gorilla family',
      'Gorilla permit included',
      'Forest lodge on the edge of Bwindi',
    ],
    itinerary: [
      {
        day: 1,
        title: 'Kampala to Bwindi',
        description: 'Drive southwest past the Equator monument to the Bwindi hills.',
        accommodation: 'Gorilla Forest Camp',
        meals: 'Lunch, Dinner',
      },
      {
        day: 2,
        title: 'Gorilla trekking',
        description: 'Trek with rangers and trackers to find your gorilla family.',
        accommodation: 'Gorilla Forest Camp',
        meals: 'Breakfast, Lunch, Dinner',
      },
      {
        day: 3,
        title: 'Return to Kampala',
        description: 'Breakfast, then the drive back to Kampala.',
        accommodation: null,
        meals: 'Breakfast, Lunch',
      },
    ],
    best_time: 'June to September and December to February, the dry seasons.',
    price_basis: 'per person sharing, based on two travellers',
    inclusions: ['Gorilla trekking permit (USD 800)', 'Private 4x4 safari vehicle'],
    exclusions: ['International flights and visa', 'Tips for guides and porters'],
    published: true,
    sort_order: 10,
  },
  {
    slug: 'queen-elizabeth-wildlife-safari-5-days',
    title: '5-Day Queen Elizabeth Wildlife Safari',
    description:
      'Game drives on the Kasenyi plains, the Kazinga Channel boat cruise and the tree-climbing lions of Ishasha.',
    price_usd: 1450,
    duration: '5 days / 4 nights',
    days: 5,
    category: 'wildlife-safaris',
    image_url: '/images/seed/queen-elizabeth-lions.webp',
    image_alt: 'A lion resting in a fig tree on the golden plains of Ishasha',
    highlights: ['Kazinga Channel boat cruise', 'Tree-climbing lions of Ishasha'],
    itinerary: [
      {
        day: 1,
        title: 'Kampala to Queen Elizabeth',
        description: 'Drive west via Mbarara into the park.',
        accommodation: 'Luxury Safari Lodge',
        meals: 'Lunch, Dinner',
      },
    ],
    inclusions: ['Park entrance fees', 'Boat cruise'],
    exclusions: ['Drinks at the lodge'],
    published: true,
    sort_order: 20,
  },
  {
    slug: 'batwa-and-lake-bunyonyi-2-days',
    title: '2-Day Batwa Culture and Lake Bunyonyi',
    description:
      'A day with the Batwa, the forest’s first people, and a dugout canoe on Lake Bunyonyi.',
    price_usd: 420,
    duration: '2 days / 1 night',
    days: 2,
    category: 'cultural-experiences',
    highlights: ['Batwa community day', 'Canoe on Lake Bunyonyi'],
    itinerary: [
      {
        day: 1,
        title: 'With the Batwa',
        description: 'A day in the forest with Batwa guides.',
        accommodation: null,
        meals: 'Lunch',
      },
    ],
    // No exclusions: the page shows no "Not included" heading.
    inclusions: ['Community fees'],
    published: true,
    sort_order: 30,
  },
  {
    slug: 'shoebill-birding-day-trip',
    title: 'Shoebill Birding Day Trip (draft)',
    description: 'Mabamba Swamp by canoe in search of the shoebill.',
    price_usd: 180,
    duration: '1 day',
    days: 1,
    category: 'birding',
    image_url: '/images/seed/mabamba-shoebill.webp',
    image_alt: 'A shoebill stork standing still among papyrus in Mabamba Swamp',
    sort_order: 40,
  },
]);

export const destinationFixtures = fixtures('destinations', 201, [
  {
    slug: 'bwindi-impenetrable-forest',
    name: 'Bwindi Impenetrable Forest',
    description:
      'A UNESCO World Heritage rainforest sheltering about half of the world’s mountain gorillas.',
    location: 'Southwestern Uganda, Kanungu and Kisoro Districts',
    image_url: '/images/seed/bwindi-gorillas.webp',
    image_alt: 'Silhouette of a silverback gorilla resting in the misty green forest of Bwindi',
    highlights: ['Mountain gorilla trekking', 'Batwa community walks'],
    latitude: -1.0167,
    longitude: 29.6667,
  },
  {
    slug: 'mountain-muhavura',
    name: 'Mountain Muhavura',
    description: 'At 4,127 metres, the highest of the three Ugandan Virunga volcanoes.',
    location: 'Mgahinga Gorilla National Park, Kisoro District',
    image_url: '/images/seed/mgahinga-volcanoes.webp',
    image_alt: 'The Virunga volcanoes rising above farmland at dawn in Mgahinga',
    highlights: ['Crater lake at the summit', 'Views over three countries'],
  },
  {
    slug: 'murchison-falls-national-park',
    name: 'Murchison Falls National Park',
    description: 'The Victoria Nile crashes through a seven-metre gap at Murchison Falls.',
    location: 'Northwestern Uganda, Masindi and Nwoya Districts',
    highlights: ['Launch cruise to the falls'],
    published: false,
  },
]);

export const accommodationFixtures = fixtures('accommodations', 301, [
  {
    slug: 'gorilla-forest-camp',
    name: 'Gorilla Forest Camp',
    destination_id: fixtureId(201),
    description: 'Luxury tents on the edge of Bwindi, a short walk from the gorilla trailheads.',
    location: 'Buhoma, Bwindi Impenetrable Forest',
    price_range: '$450 - $900 per night',
    type: 'camp',
    rating: 4.8,
    image_url: '/images/seed/bwindi-gorillas.webp',
    image_alt: 'A tented camp among tall trees in the Bwindi forest',
    amenities: ['Private deck', 'Hot showers', 'Guided forest walks'],
    latitude: -0.9836,
    longitude: 29.6155,
  },
  {
    slug: 'kampala-serena-hotel',
    name: 'Kampala Serena Hotel',
    description: 'A five-star hotel in gardens at the centre of Kampala.',
    location: 'Kampala',
    price_range: '$250 - $450 per night',
    type: 'hotel',
    rating: 4.5,
    amenities: ['Pool', 'Spa', 'Airport transfers'],
  },
  {
    slug: 'luxury-safari-lodge',
    name: 'Luxury Safari Lodge',
    description: 'Cottages on the Kazinga Channel escarpment.',
    location: 'Queen Elizabeth National Park',
    type: 'lodge',
    image_url: '/images/seed/kazinga-channel.webp',
    image_alt: 'A launch boat on the Kazinga Channel passing elephants at the shore',
    latitude: -0.1862,
    longitude: 29.8886,
    published: false,
  },
]);

/**
 * Earlier slugs of a package and an accommodation, as the database's trigger records them on a
 * rename (docs/decisions.md#slug-urls).
 */
export const slugRedirectFixtures: Tables<'slug_redirects'>[] = [
  {
    kind: 'package',
    old_slug: 'gorilla-trekking-3-days',
    record_id: packageFixtures[0]!.id,
    slug: packageFixtures[0]!.slug,
    created_at: created(30),
  },
  {
    kind: 'accommodation',
    old_slug: 'bwindi-forest-camp',
    record_id: accommodationFixtures[0]!.id,
    slug: accommodationFixtures[0]!.slug,
    created_at: created(30),
  },
];

export const testimonialFixtures = fixtures('testimonials', 401, [
  {
    name: 'Sarah Mitchell',
    country: 'United Kingdom',
    rating: 5,
    content:
      'Sitting a few metres from a silverback in Bwindi was the most moving hour of my life. Everything was organised perfectly.',
    // A review of the Bwindi gorilla trek (docs/product-rules.md#reviews-of-a-trip).
    package_id: fixtureId(101),
    created_at: created(20),
  },
  {
    name: 'Hannah Schmidt',
    country: 'Germany',
    rating: 4,
    content:
      'The Murchison Falls boat cruise was incredible: elephants, crocodiles and then the roar of the falls.',
    image_url: '/images/seed/murchison-falls.webp',
    created_at: created(15),
  },
  {
    name: 'Akiko Tanaka',
    rating: 5,
    content: 'I came for the shoebill and saw it within twenty minutes at Mabamba!',
    created_at: created(10),
  },
  {
    name: 'Maria Gonzalez',
    country: 'Spain',
    rating: 5,
    content:
      'The Batwa community day and the canoe on Lake Bunyonyi were so peaceful and authentic.',
    approved: false,
    created_at: created(25),
  },
]);

const galleryScenes: [string, string, string][] = [
  [
    'Silverback in Bwindi',
    'bwindi-gorillas',
    'A silverback gorilla resting in the misty forest of Bwindi',
  ],
  ['Lions of Ishasha', 'queen-elizabeth-lions', 'A lion resting in a fig tree in Ishasha'],
  [
    'Murchison Falls',
    'murchison-falls',
    'The Nile forcing through a narrow gorge at Murchison Falls',
  ],
  [
    'Chimpanzee in Kibale',
    'kibale-chimpanzees',
    'A chimpanzee on a high branch in the Kibale canopy',
  ],
  ['Zebras at Lake Mburo', 'lake-mburo-zebras', 'Zebras grazing among acacias at Lake Mburo'],
  ['Giraffes in Kidepo', 'kidepo-giraffes', 'Two Rothschild giraffes crossing the Narus Valley'],
  [
    'Kazinga Channel cruise',
    'kazinga-channel',
    'A launch boat passing elephants on the Kazinga Channel',
  ],
];

/** Fourteen images: two gallery pages of 12 (the second with two). */
export const galleryFixtures = fixtures(
  'gallery',
  501,
  Array.from({ length: 14 }, (_, index) => {
    const [title, scene, alt] = galleryScenes[index % galleryScenes.length]!;
    return {
      title: index < galleryScenes.length ? title : `${title} (${index + 1})`,
      image_url: `/images/seed/${scene}.webp`,
      alt,
      // The last one was taken by a guest, and says so.
      credit: index === 13 ? 'Akiko Tanaka' : null,
      sort_order: (index + 1) * 10,
    };
  }),
);

export const postFixtures = fixtures(
  'blog_posts',
  601,
  [
    {
      slug: 'what-to-expect-on-your-first-gorilla-trek',
      title: 'What to Expect on Your First Gorilla Trek in Bwindi',
      excerpt: 'From the ranger briefing to the magical hour with a gorilla family.',
      content:
        'Your gorilla trekking day starts early.\n\n## The hour with the gorillas\n\nWhen you reach the family, you spend exactly one hour watching.',
      featured_image: '/images/seed/bwindi-gorillas.webp',
      featured_image_alt: 'A silverback gorilla resting in the misty forest of Bwindi',
      published: true,
      created_at: created(30),
    },
    {
      slug: 'best-time-to-visit-uganda',
      title: 'The Best Time to Visit Uganda',
      content:
        'Uganda sits on the Equator, so it is warm all year. The dry seasons, June to August and December to February, are the easiest for trekking.',
      published: true,
      created_at: created(20),
    },
    {
      slug: 'birding-in-mabamba-swamp',
      title: 'Birding in Mabamba Swamp',
      excerpt: 'The shoebill, by canoe, an hour from Entebbe.',
      content: 'Mabamba is the easiest place to see a shoebill.',
      featured_image: '/images/seed/mabamba-shoebill.webp',
      featured_image_alt: 'A shoebill stork standing among papyrus',
      published: true,
      created_at: created(10),
    },
    {
      slug: 'packing-list-for-a-safari',
      title: 'A Packing List for Your Safari (draft)',
      content: 'Layers, rain jacket, gardening gloves for the gorilla trek.',
      created_at: created(40),
    },
  ],
  { author_id: null },
);

export const pageContentFixtures: Tables<'page_content'>[] = [
  {
    id: fixtureId(701),
    page_id: 'home',
    section_id: 'hero',
    content: {
      title: 'Discover the Pearl of Africa',
      subtitle:
        'Gorilla treks, wildlife safaris and cultural journeys across Uganda, planned by local experts.',
      carousel_images: [
        {
          url: '/images/seed/bwindi-gorillas.webp',
          alt: 'A silverback gorilla resting in the misty forest of Bwindi',
        },
        {
          url: '/images/seed/murchison-falls.webp',
          alt: 'The Nile forcing through a narrow gorge at Murchison Falls',
        },
      ],
    },
    created_at: created(1),
    updated_at: created(1),
  },
  {
    id: fixtureId(702),
    page_id: 'contact',
    section_id: 'info',
    content: {
      address: 'Plot 14, Kiira Road, Kamwokya, Kampala, Uganda',
      phone: '+256 772 123 456',
      email: 'hello@tembosafaris.com',
    },
    created_at: created(1),
    updated_at: created(1),
  },
];

export const enquiryFixtures: Tables<'enquiries'>[] = [
  {
    id: fixtureId(801),
    name: 'Tom Becker',
    email: 'tom.becker@example.com',
    phone: '+49 30 1234 5678',
    travel_start: '2027-07-10',
    travel_end: '2027-07-14',
    adults: 2,
    children: 1,
    package_id: fixtureId(101),
    message: 'We would like to trek gorillas with our 15-year-old son. Is that possible?',
    status: 'new',
    lost_reason: null,
    first_answered_at: null,
    status_changed_at: created(50),
    answer_due_at: '2026-02-23T09:00:00+00:00',
    created_at: created(50),
    updated_at: created(50),
  },
  {
    id: fixtureId(802),
    name: 'Amina Okello',
    email: 'amina@example.org',
    phone: null,
    travel_start: null,
    travel_end: null,
    adults: 1,
    children: 0,
    package_id: null,
    message: 'Do you organise birding trips in the rainy season?',
    status: 'replied',
    lost_reason: null,
    // Answered 3 h 30 min after it arrived.
    first_answered_at: '2026-02-17T12:30:00+00:00',
    status_changed_at: '2026-02-17T12:30:00+00:00',
    answer_due_at: '2026-02-18T09:00:00+00:00',
    created_at: created(45),
    updated_at: created(46),
  },
];

/** Internal notes on the enquiries above. */
export const enquiryNoteFixtures: Tables<'enquiry_notes'>[] = [
  {
    id: fixtureId(851),
    enquiry_id: fixtureId(802),
    author: fixtureId(901),
    author_email: 'admin@tembo-safaris.test',
    body: 'Sent the rainy-season birding list; she may travel in April.',
    created_at: '2026-02-17T12:40:00+00:00',
  },
];

/** The demo admin of the mocks (signs in with {@link mockCredentials}). */
export const mockAdminUser = {
  id: fixtureId(901),
  email: 'admin@tembo-safaris.test',
} as const;

/** A signed-in visitor without admin rights. */
export const mockPlainUser = {
  id: fixtureId(902),
  email: 'guest@tembo-safaris.test',
} as const;

/** Passwords the auth mocks accept, and the one-time code they accept. */
export const mockCredentials = {
  adminPassword: 'mock-admin-password',
  userPassword: 'mock-user-password',
  otp: '123456',
} as const;

export const userRoleFixtures: Tables<'user_roles'>[] = [
  { id: fixtureId(911), user_id: mockAdminUser.id, role: 'admin', created_at: created(1) },
  { id: fixtureId(912), user_id: mockAdminUser.id, role: 'super_admin', created_at: created(2) },
];

export const usersWithRolesFixtures: UserWithRole[] = [
  {
    user_id: mockAdminUser.id,
    email: mockAdminUser.email,
    created_at: created(1),
    last_sign_in_at: created(60),
    role: 'super_admin',
  },
  {
    user_id: mockPlainUser.id,
    email: mockPlainUser.email,
    created_at: created(5),
    last_sign_in_at: created(55),
    role: 'user',
  },
];
