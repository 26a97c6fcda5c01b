import type { PageSections, Tables } from '@tembo/data';

/** What the home page shows of each section, as its loaders return it. */
export interface HomeData {
  hero: PageSections['home/hero'];
  packages: Pick<
    Tables<'packages'>,
    'id' | 'slug' | 'title' | 'image_url' | 'image_alt' | 'duration' | 'price_usd' | 'highlights'
  >[];
  testimonials: Pick<
    Tables<'testimonials'>,
    'id' | 'name' | 'rating' | 'content' | 'country' | 'image_url'
  >[];
  gallery: Pick<Tables<'gallery'>, 'id' | 'image_url' | 'alt' | 'title'>[];
  posts: (Pick<
    Tables<'blog_posts'>,
    'id' | 'slug' | 'title' | 'featured_image' | 'featured_image_alt' | 'created_at'
  > & { excerpt: string })[];
  /** When the sections were read (ms since the epoch): the page refreshes older data. */
  fetchedAt: number;
}
