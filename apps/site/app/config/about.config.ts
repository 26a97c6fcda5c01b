/**
 * The about page's words: a part of the site config (docs/decisions.md#site-config) kept in a
 * file of its own so that only the about page's script carries them.
 */

interface AboutPage {
  /** The page's meta description. */
  description: string;
  /** The sentence under the page's title. */
  lead: string;
  /** "Our story", in paragraphs. */
  story: string[];
  /** "At a glance". */
  facts: string[];
  /** "How we travel": what sets the operator apart. */
  values: { title: string; text: string }[];
}

export const aboutPage: AboutPage = {
  description:
    'A Ugandan-owned safari company based in Kampala: our guides, how we plan gorilla and ' +
    'chimpanzee treks and wildlife safaris, and how your trip supports conservation and communities.',
  lead:
    'We are a Ugandan safari company that plans gorilla treks, chimpanzee walks, wildlife ' +
    'safaris and cultural journeys for travellers who want to see the Pearl of Africa properly.',
  story: [
    'Tembo Safaris began with one Land Cruiser and two guides who had grown up on the edge of ' +
      'Queen Elizabeth National Park. Tembo means elephant in Swahili, and the elephants ' +
      'crossing the Kazinga Channel were the first animals they ever showed a visitor.',
    'Today we are a team of guides, planners and drivers based in Kampala. We plan every trip ' +
      'ourselves, from the first email to the drive back to Entebbe, and we travel the routes we ' +
      'sell: the gorilla trails of Bwindi and Mgahinga, the chimpanzee forests of Kibale, the ' +
      'savannah of Murchison Falls and the remote valleys of Kidepo.',
    'Uganda is small enough to see a great deal in one trip and varied enough to surprise ' +
      'anyone: snow on the Rwenzori, the source of the Nile at Jinja, tree-climbing lions in ' +
      'Ishasha and more than a thousand species of bird. We would like to show it to you.',
  ],
  facts: [
    'Licensed by the Uganda Tourism Board',
    'Member of the Association of Uganda Tour Operators',
    'Office in Kamwokya, Kampala, open every day',
    'Airport pickup at Entebbe on every trip',
    'Support on the phone and WhatsApp, 24 hours a day, while you travel',
  ],
  values: [
    {
      title: 'Guides who were born here',
      text:
        'Every driver-guide on our team is Ugandan, speaks at least three languages and has spent ' +
        'years in the parks. They read the bush, know the rangers by name and tell the stories ' +
        'behind the places, not just their names.',
    },
    {
      title: 'Permits secured before you fly',
      text:
        'Gorilla and chimpanzee permits are limited and sell out months ahead. We book them with ' +
        'the Uganda Wildlife Authority as soon as you confirm, and we only build your itinerary ' +
        'around permits we hold.',
    },
    {
      title: 'Travel that gives back',
      text:
        'A share of every permit funds the parks and the communities around them. We add to it: ' +
        'we hire porters from the villages at the trailheads, stay in locally owned lodges where ' +
        'we can and support a Batwa-led craft cooperative near Bwindi.',
    },
    {
      title: 'Small groups, your pace',
      text:
        'Most of our safaris are private: your own 4x4 Land Cruiser with a pop-up roof, your own ' +
        'guide and a plan that bends when the lions are worth another hour.',
    },
  ],
};
