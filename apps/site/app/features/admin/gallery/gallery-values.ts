import type { Tables } from '@tembo/data';
import type { GalleryImageFormValues } from '@tembo/data/admin';

export function emptyGalleryImage(): GalleryImageFormValues {
  return { title: '', image_url: '', alt: '', sort_order: 0 };
}

export function galleryImageToValues(row: Tables<'gallery'>): GalleryImageFormValues {
  return { title: row.title, image_url: row.image_url, alt: row.alt, sort_order: row.sort_order };
}
