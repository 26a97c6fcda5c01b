/**
 * The services /services offers: a part of the site config (docs/decisions.md#site-config) kept
 * in a file of its own so that only the services page's script carries them.
 */
import type { PackageCategorySlug } from './paths.ts';

/** A service the services page offers, with where to go next. */
interface ServiceOffer {
  /** Its anchor on /services, e.g. 'gorilla-trekking'. */
  id: string;
  name: string;
  summary: string;
  details: string[];
  /** The link after it: the packages of a category, or the enquiry form when none is named. */
  next: { label: string; category?: PackageCategorySlug };
}

interface ServicesPage {
  /** The page's meta description. */
  description: string;
  /** The sentence under the page's title. */
  lead: string;
  /** The services, in order. */
  offers: ServiceOffer[];
}

export const servicesPage: ServicesPage = {
  description:
    'Mountain gorilla and chimpanzee trekking, wildlife safaris, cultural experiences, airport ' +
    'transfers and tailor-made trips in Uganda, planned and guided by a Kampala-based team.',
  lead:
    'Everything you need for a safari in Uganda, from gorilla permits to the ride from the ' +
    'airport, planned by our own team in Kampala.',
  offers: [
    {
      id: 'gorilla-trekking',
      name: 'Gorilla trekking',
      summary:
        'Spend an unforgettable hour with a habituated family of mountain gorillas in Bwindi ' +
        'Impenetrable Forest or Mgahinga Gorilla National Park, home to almost half of the ' +
        "world's remaining mountain gorillas.",
      details: [
        'Uganda Wildlife Authority permits booked for you as soon as you confirm',
        'Treks from two to eight hours through the forest, with porters from the local villages',
        'Gorilla habituation experience: four hours with a family still getting used to people',
        'Lodges close to the trailheads in Buhoma, Ruhija, Rushaga and Nkuringo',
      ],
      next: { label: 'See gorilla trekking safaris', category: 'gorilla-trekking' },
    },
    {
      id: 'chimpanzee-trekking',
      name: 'Chimpanzee trekking',
      summary:
        'Follow our closest relatives through Kibale Forest, the primate capital of the world, ' +
        'or track chimpanzees in Budongo Forest and the sunken Kyambura Gorge.',
      details: [
        'Morning and afternoon chimpanzee permits in Kibale National Park',
        'Full-day chimpanzee habituation for keen photographers',
        "Bigodi Wetland walk for red colobus, L'Hoest's monkeys and the great blue turaco",
      ],
      next: { label: 'See chimpanzee trekking safaris', category: 'chimpanzee-trekking' },
    },
    {
      id: 'wildlife-safaris',
      name: 'Wildlife safaris',
      summary:
        "Game drives and boat safaris in Uganda's savannah parks: lions, elephants, buffalo, " +
        'giraffes, leopards and hippos, with the Nile and the crater lakes as the backdrop.',
      details: [
        'Murchison Falls: the Nile forced through a seven-metre gorge, Rothschild giraffes',
        'Queen Elizabeth: the Kazinga Channel boat cruise and the tree-climbing lions of Ishasha',
        'Kidepo Valley: remote, wild and one of the finest parks in Africa',
        'Lake Mburo: zebras, elands and walking safaris a short drive from Kampala',
      ],
      next: { label: 'See wildlife safaris', category: 'wildlife-safaris' },
    },
    {
      id: 'cultural-experiences',
      name: 'Cultural experiences',
      summary:
        'Meet the people who make Uganda special: the Batwa of the forest, the Karamojong herders ' +
        'of the north-east and the drummers and dancers of Kampala.',
      details: [
        'The Batwa Experience near Bwindi and Mgahinga, led by the Batwa themselves',
        'Village walks, banana-beer brewing and cooking with families on the crater lakes',
        'Kampala city tours: Kasubi Tombs, the markets and an evening at the Ndere Centre',
        'Source of the Nile at Jinja, with rafting and kayaking for the adventurous',
      ],
      next: { label: 'See cultural experiences', category: 'cultural-experiences' },
    },
    {
      id: 'transfers',
      name: 'Airport transfers and car hire',
      summary:
        'A driver waiting at Entebbe International Airport whatever time you land, and 4x4 vehicles ' +
        'with experienced driver-guides for as long as you need them.',
      details: [
        'Meet-and-greet at Entebbe with a name board, day or night',
        'Transfers between Entebbe, Kampala, Jinja and the parks',
        'Toyota Land Cruisers with pop-up roofs, charging points and a cool box',
        'Domestic flights to Kihihi, Kisoro and Pakuba arranged on request',
      ],
      next: { label: 'Book a transfer' },
    },
    {
      id: 'tailor-made',
      name: 'Tailor-made safaris',
      summary:
        'Honeymoons, family trips, photographers and birders: tell us what you want to see and ' +
        'we will plan a trip around it, across Uganda, Rwanda, Kenya and Tanzania.',
      details: [
        'Itineraries planned with you, priced openly in US dollars',
        'Birding trips for Uganda’s 1,000+ species, including the shoebill at Mabamba',
        'Combinations with Volcanoes National Park in Rwanda or the Maasai Mara',
      ],
      next: { label: 'Plan a trip with us' },
    },
  ],
};
