import { sharedLimits } from '../content-types/limits.ts';

/** The longest slug the database accepts (`*_slug_format`). */
export const maxSlugLength = sharedLimits.slug.max;

/**
 * A URL-safe slug from a title, matching the database's slug rule
 * (`^[a-z0-9]+(-[a-z0-9]+)*$`, at most 100 characters): accents dropped, "&" read as "and",
 * everything else that is not a letter or digit becomes a single hyphen. Returns '' when the
 * title has no letters or digits at all (the form then asks for a slug).
 *
 * @example slugify('Gorilla Trekking: 3 Days in Bwindi!') // 'gorilla-trekking-3-days-in-bwindi'
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxSlugLength) return slug;
  // Cut at a word boundary when one is close, and never leave a trailing hyphen.
  const cut = slug.slice(0, maxSlugLength);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > maxSlugLength * 0.6 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}
