import { HttpResponse, type HttpHandler } from 'msw';
import type { Database } from '../../database.types.ts';
import { restHandler } from '../rest.ts';
import { mockTable } from '../state.ts';

type Row = Record<string, string>;

/** What search_site indexes: each table's kind, title column, page address and image columns. */
const sources = [
  ['packages', 'package', 'title', (row: Row) => `/safaris/${row.slug}`],
  ['destinations', 'destination', 'name', (row: Row) => `/destinations/${row.slug}`],
  ['accommodations', 'accommodation', 'name', (row: Row) => `/accommodations/${row.slug}`],
  ['blog_posts', 'post', 'title', (row: Row) => `/blog/${row.slug}`, 'featured_image'],
] as const;

/** The mocks' rows as search_site documents (published only, as the function filters). */
function documents(): Database['public']['Functions']['search_site']['Returns'] {
  return sources.flatMap(([table, kind, title, url, image = 'image']) =>
    (mockTable(table) as unknown as Row[])
      .filter((row) => row.published)
      .map((row) => ({
        kind,
        id: row.id!,
        slug: row.slug!,
        title: row[title]!,
        excerpt: row.excerpt ?? (row.description ?? row.content)!.slice(0, 200),
        url: url(row),
        image_url: row[image === 'image' ? 'image_url' : image]!,
        image_alt: row[`${image}_alt`]!,
        // The function's column is null for all but packages; the generated type says number.
        price_usd: (kind === 'package' ? Number(row.price_usd) : null) as number,
        rank: 0,
      })),
  );
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
