import { imageUrlPattern } from '../lib/patterns.ts';
import type {
  CarouselImage,
  ContactInfoContent,
  HeroContent,
  PageSectionId,
  PageSections,
} from './page-content.types.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** A focal point coordinate, when it is one (0 to 1). */
function coordinate(value: unknown): { value: number } | null {
  return typeof value === 'number' && value >= 0 && value <= 1 ? { value } : null;
}

function carouselImages(value: unknown, fallback: CarouselImage[]): CarouselImage[] {
  if (!Array.isArray(value)) return fallback;
  const images = value.flatMap((item): CarouselImage[] => {
    if (!isRecord(item) || typeof item.url !== 'string' || !imageUrlPattern.test(item.url)) {
      return [];
    }
    const x = coordinate(item.focal_x);
    const y = coordinate(item.focal_y);
    return [
      {
        url: item.url,
        alt: typeof item.alt === 'string' ? item.alt : '',
        ...(x && y ? { focal_x: x.value, focal_y: y.value } : {}),
      },
    ];
  });
  return images.length > 0 ? images : fallback;
}

/**
 * Stored JSON → the section's shape, field by field: anything missing, empty or of the wrong
 * type takes the default, so a half-edited row never breaks a page. Hand-written rather than
 * zod so public pages do not load the form library to read two objects.
 */
export function readSectionContent<Id extends PageSectionId>(
  section: Id,
  content: unknown,
  defaults: PageSections[Id],
): PageSections[Id] {
  const stored = isRecord(content) ? content : {};
  if (section === 'home/hero') {
    const hero = defaults as HeroContent;
    return {
      title: text(stored.title, hero.title),
      subtitle: text(stored.subtitle, hero.subtitle),
      carousel_images: carouselImages(stored.carousel_images, hero.carousel_images),
    } satisfies HeroContent as PageSections[Id];
  }
  const contact = defaults as ContactInfoContent;
  return {
    address: text(stored.address, contact.address),
    phone: text(stored.phone, contact.phone),
    email: text(stored.email, contact.email),
  } satisfies ContactInfoContent as PageSections[Id];
}
