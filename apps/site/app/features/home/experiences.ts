import { paths } from '../../config/paths.ts';

/** The four fixed 'Unforgettable Experiences' cards of docs/product-rules.md#home-sections. */
export const experiences = [
  {
    name: 'Gorilla Trekking',
    description:
      'An hour with a mountain gorilla family in Bwindi or Mgahinga, the encounter of a lifetime.',
    href: paths.packageCategory('gorilla-trekking'),
    image: {
      src: '/images/seed/bwindi-gorillas-1280.webp',
      alt: 'A silverback gorilla in the misty forest of Bwindi',
    },
  },
  {
    name: 'Wildlife Safaris',
    description:
      'Lions in the fig trees of Ishasha, elephants on the Kazinga Channel and the thundering Murchison Falls.',
    href: paths.packageCategory('wildlife-safaris'),
    image: {
      src: '/images/seed/queen-elizabeth-lions-1280.webp',
      alt: 'A lion resting in a fig tree in Queen Elizabeth National Park',
    },
  },
  {
    name: 'Cultural Experiences',
    description:
      'Walk the forest with the Batwa, paddle a dugout on Lake Bunyonyi and dance with the drummers of Kampala.',
    href: paths.packageCategory('cultural-experiences'),
    image: {
      src: '/images/seed/batwa-culture-1280.webp',
      alt: 'Batwa guides sharing forest traditions near Bwindi',
    },
  },
  {
    name: 'Tailor-made Journeys',
    description:
      'Honeymoons, families, photographers and birders: tell us your dream trip and we will plan it around you.',
    href: paths.contact(),
    image: {
      src: '/images/seed/lake-bunyonyi-1280.webp',
      alt: 'Terraced hills and islands on Lake Bunyonyi at sunrise',
    },
  },
] as const;
