import { accommodationsType } from './accommodations.ts';
import { destinationsType } from './destinations.ts';
import { galleryType } from './gallery.ts';
import { packagesType } from './packages.ts';
import { postsType } from './posts.ts';
import { testimonialsType } from './testimonials.ts';

/** Every declared content type, in the admin's order. */
export const contentTypes = [
  packagesType,
  destinationsType,
  accommodationsType,
  postsType,
  testimonialsType,
  galleryType,
] as const;
