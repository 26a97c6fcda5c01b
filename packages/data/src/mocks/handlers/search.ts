import { HttpResponse, type HttpHandler } from 'msw';
import type { Database } from '../../database.types.ts';
import { restHandler } from '../rest.ts';
import { mockTable } from '../state.ts';

type SearchRow = Database['public']['Functions']['search_site']['Returns'][number];

/** The fixtures as search_site documents (published only, as the function filters). */
function documents(): SearchRow[] {
  return [
    ...mockTable('packages')
      .filter((row) => row.published)
      .map((row) => ({
        kind: 'package',
        id: row.id,
        slug: row.slug,
        title: row.title,
        excerpt: row.description.slice(0, 200),
        url: `/safaris/${row.id}`,
        image_url: row.image_url as string,
        image_alt: row.image_alt as string,
        rank: 0,
      })),
    ...mockTable('destinations')
      .filter((row) => row.published)
      .map((row) => ({
        kind: 'destination',
        id: row.id,
        slug: row.slug,
        title: row.name,
        excerpt: row.description.slice(0, 200),
        url: `/destinations#${row.slug}`,
        image_url: row.image_url as string,
        image_alt: row.image_alt as string,
        rank: 0,
      })),
    ...mockTable('accommodations')
      .filter((row) => row.published)
      .map((row) => ({
        kind: 'accommodation',
        id: row.id,
        slug: row.slug,
        title: row.name,
        excerpt: row.description.slice(0, 200),
        url: `/accommodations/${row.id}`,
        image_url: row.image_url as string,
        image_alt: row.image_alt as string,
        rank: 0,
      })),
    ...mockTable('blog_posts')
      .filter((row) => row.published)
      .map((row) => ({
        kind: 'post',
        id: row.id,
        slug: row.slug,
        title: row.title,
        excerpt: row.excerpt ?? row.content.slice(0, 200),
        url: `/blog/${row.slug}`,
        image_url: row.featured_image as string,
        image_alt: row.featured_image_alt as string,
        rank: 0,
      })),
  ];
}

/**
 * rpc search_site as a GET. The mock ranks by how many query words a document's title and
 * excerpt contain (the database uses full-text search), best first, at most 50.
 */
export const searchHandlers: HttpHandler[] = [
  restHandler(
    {
      name: 'rpc.search_site',
      method: 'GET',
      path: 'rpc/search_site',
      query: { q: /^[\s\S]{1,200}$/ },
    },
    ({ url }) => {
      const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\W+/).filter(Boolean);
      const ranked = documents()
        .map((row) => {
          const text = `${row.title} ${row.excerpt}`.toLowerCase();
          return { ...row, rank: words.filter((word) => text.includes(word)).length / 10 };
        })
        .filter((row) => row.rank > 0)
        .sort((a, b) => b.rank - a.rank || a.title.localeCompare(b.title));
      return HttpResponse.json(ranked.slice(0, 50));
    },
  ),
];
