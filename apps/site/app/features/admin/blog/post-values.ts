import type { Tables } from '@tembo/data';
import type { PostFormValues } from '@tembo/data/admin';

export function emptyPost(): PostFormValues {
  return {
    slug: '',
    title: '',
    content: '',
    excerpt: '',
    featured_image: '',
    featured_image_alt: '',
    published: false,
  };
}

export function postToValues(row: Tables<'blog_posts'>): PostFormValues {
  return {
    slug: row.slug,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt ?? '',
    featured_image: row.featured_image ?? '',
    featured_image_alt: row.featured_image_alt ?? '',
    published: row.published,
  };
}
