import type { Tables } from '@tembo/data';
import type { TestimonialAdminFormValues } from '@tembo/data/admin';

export function emptyTestimonial(): TestimonialAdminFormValues {
  return {
    name: '',
    country: '',
    rating: null as unknown as number,
    content: '',
    image_url: '',
    approved: true,
  };
}

export function testimonialToValues(row: Tables<'testimonials'>): TestimonialAdminFormValues {
  return {
    name: row.name,
    country: row.country ?? '',
    rating: row.rating,
    content: row.content,
    image_url: row.image_url ?? '',
    approved: row.approved,
  };
}
