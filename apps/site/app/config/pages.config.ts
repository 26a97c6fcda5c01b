/**
 * What the public list pages say about the operator's own country and parks: a part of the site
 * config (docs/decisions.md#site-config) in a file of its own. Only pages that read through the
 * data layer import it, so its words travel in their shared script, never in the home page's.
 */
import { siteConfig } from './site.config.ts';

/** A page's meta description and the sentence under its title. */
interface PageWords {
  description: string;
  lead: string;
}

interface PagesConfig {
  safaris: PageWords;
  /** `title` is the page's document title; its heading stays "Destinations". */
  destinations: PageWords & { title: string };
  accommodations: PageWords;
  gallery: PageWords;
  blog: PageWords;
  /** `noResults` is the hint under "Nothing matches …". */
  search: { description: string; noResults: string };
  testimonials: { description: string };
  contact: { description: string };
}

export const pagesConfig: PagesConfig = {
  safaris: {
    description:
      'Uganda safari packages with prices in US dollars: gorilla trekking in Bwindi, chimpanzees ' +
      'in Kibale, game drives in Murchison Falls and Queen Elizabeth, and cultural journeys.',
    lead:
      'Gorilla and chimpanzee trekking, wildlife safaris and cultural journeys across Uganda, ' +
      'with prices per person in US dollars.',
  },
  destinations: {
    title: 'Destinations in Uganda',
    description:
      'Bwindi, Mgahinga, Kibale, Queen Elizabeth, Murchison Falls, Kidepo Valley and more: where ' +
      'to see gorillas, chimpanzees and the Big Five in Uganda.',
    lead:
      'From the rainforests of the Albertine Rift to the savannah of the Nile and the remote ' +
      'north-east: the parks and places our safaris visit.',
  },
  accommodations: {
    description:
      'Where you stay on safari in Uganda: forest lodges in Bwindi, tented camps by the Nile, ' +
      'and comfortable hotels in Kampala and Entebbe.',
    lead:
      'Forest lodges a short walk from the gorilla trailheads, tented camps by the Nile and ' +
      'comfortable hotels for your first and last nights, all visited by our team.',
  },
  gallery: {
    description:
      'Photos from our safaris in Uganda: mountain gorillas in Bwindi, lions in Queen Elizabeth, ' +
      'the Nile at Murchison Falls and the people we meet on the way.',
    lead:
      'Moments from the trail and the lodge: gorillas and chimpanzees, the big cats of the ' +
      'savannah and the landscapes in between.',
  },
  blog: {
    description:
      'Stories and advice from our guides: gorilla trekking tips, what to pack, the best time to ' +
      'visit Uganda and news from the parks.',
    lead:
      'Stories and practical advice from our guides: what to pack, when to go and what it is ' +
      'really like to meet a gorilla family.',
  },
  search: {
    description:
      'Search our safari packages, destinations, lodges and blog posts: gorillas, chimpanzees, ' +
      'Murchison Falls, Bwindi and more.',
    noResults: 'Try another word, such as gorillas, Bwindi or Murchison.',
  },
  testimonials: {
    description:
      'Reviews from travellers who tracked gorillas, walked with chimpanzees and went on safari ' +
      `in Uganda with ${siteConfig.name}.`,
  },
  contact: {
    description:
      'Plan your Uganda safari with us: send an enquiry, call or WhatsApp our ' +
      `${siteConfig.office.city} office. We answer every enquiry within ` +
      `${siteConfig.enquiryReply.within}.`,
  },
};
