import { paths } from '../../config/paths.ts';

/** The four fixed 'Unforgettable Experiences' cards of docs/product-rules.md#home-sections. */
export const experiences = [
  {
    name: 'Gorilla Trekking',
    description:
      'An hour with a mountain gorilla family in Bwindi or Mgahinga, the encounter of a lifetime.',
    href: paths.packageCategory('gorilla-trekking'),
    image: {
      src: '/images/seed/bwindi-gorillas.webp',
      alt: 'Silhouette of a silverback gorilla walking on its knuckles past dark forest trees in green mist',
    },
  },
  {
    name: 'Wildlife Safaris',
    description:
      'Lions in the fig trees of Ishasha, elephants on the Kazinga Channel and the thundering Murchison Falls.',
    href: paths.packageCategory('wildlife-safaris'),
    image: {
      src: '/images/seed/queen-elizabeth-lions.webp',
      alt: 'Silhouette of a lion lying along the branch of a wide, flat-topped tree above golden plains at sunset',
    },
  },
  {
    name: 'Cultural Experiences',
    description:
      'Walk the forest with the Batwa, paddle a dugout on Lake Bunyonyi and dance with the drummers of Kampala.',
    href: paths.packageCategory('cultural-experiences'),
    image: {
      src: '/images/seed/batwa-culture.webp',
      alt: 'Three thatched huts with glowing doorways and three drums in front of them under a red sunset sky',
    },
  },
  {
    name: 'Tailor-made Journeys',
    description:
      'Honeymoons, families, photographers and birders: tell us your dream trip and we will plan it around you.',
    href: paths.contact(),
    image: {
      src: '/images/seed/lake-bunyonyi.webp',
      alt: 'Two small cottages among trees on an island in a calm lake, a person paddling a canoe in front',
    },
  },
] as const;
