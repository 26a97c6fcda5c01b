import type { PageSections, Tables } from '@tembo/data';

/** What the home page shows of each section, as its loaders return it. */
export interface HomeData {
  hero: PageSections['home/hero'];
  packages: Pick<
    Tables<'packages'>,
    | 'id'
    | 'slug'
    | 'title'
    | 'image_url'
    | 'image_alt'
    | 'image_decorative'
    | 'image_focal_x'
    | 'image_focal_y'
    | 'duration'
    | 'price_usd'
    | 'highlights'
  >[];
  testimonials: Pick<
    Tables<'testimonials'>,
    'id' | 'name' | 'rating' | 'content' | 'country' | 'image_url'
  >[];
  gallery: Pick<
    Tables<'gallery'>,
    'id' | 'image_url' | 'alt' | 'title' | 'image_focal_x' | 'image_focal_y'
  >[];
  posts: (Pick<
    Tables<'blog_posts'>,
    | 'id'
    | 'slug'
    | 'title'
    | 'featured_image'
    | 'featured_image_alt'
    | 'featured_image_decorative'
    | 'featured_image_focal_x'
    | 'featured_image_focal_y'
    | 'created_at'
  > & { excerpt: string })[];
  /** When the sections were read (ms since the epoch): the page refreshes older data. */
  fetchedAt: number;
}
