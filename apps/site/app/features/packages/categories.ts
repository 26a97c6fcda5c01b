import { packageCategories, type PackageCategorySlug } from '../../config/paths.ts';

/** The category's name as visitors read it ('gorilla-trekking' → 'Gorilla Trekking'). */
export function categoryLabel(slug: string): string {
  return packageCategories.find((category) => category.slug === slug)?.label ?? slug;
}

export function isPackageCategory(slug: string | undefined): slug is PackageCategorySlug {
  return packageCategories.some((category) => category.slug === slug);
}

/** The title of each category's page. */
export const categoryTitles: Record<PackageCategorySlug, string> = {
  'gorilla-trekking': 'Gorilla Trekking Safaris',
  'chimpanzee-trekking': 'Chimpanzee Trekking Safaris',
  'wildlife-safaris': 'Wildlife Safaris',
  'cultural-experiences': 'Cultural Experiences',
  birding: 'Birding Safaris',
};

/** What each category's page says under its title. */
export const categoryLeads: Record<PackageCategorySlug, string> = {
  'gorilla-trekking':
    'Stand a few metres from a mountain gorilla family in Bwindi Impenetrable Forest or Mgahinga, with permits secured before you fly.',
  'chimpanzee-trekking':
    'Follow habituated chimpanzees through Kibale Forest, the primate capital of the world, and the sunken forest of Kyambura Gorge.',
  'wildlife-safaris':
    'Game drives and boat safaris in Murchison Falls, Queen Elizabeth, Kidepo Valley and Lake Mburo: lions, elephants, giraffes and the Nile.',
  'cultural-experiences':
    'Meet the Batwa of the forest, the Karamojong of the north-east and the musicians of Kampala, with the people themselves as guides.',
  birding:
    'More than a thousand species, from the shoebill of Mabamba Swamp to the Albertine Rift endemics of Bwindi.',
};
