import type { HttpHandler } from 'msw';
import {
  noContent,
  eqUuid,
  pgrstError,
  restHandler,
  rowsResponse,
  type RestRequestSpec,
} from '../rest.ts';
import { mockRows, type MockRelation } from '../state.ts';

type Row = Record<string, unknown>;

/** What the data layer reads: the mocks' tables and views (users_with_roles is an rpc's answer). */
type Relation = Exclude<MockRelation, 'users_with_roles'>;

/** PostgREST's ordering of two values: numbers by value, text as the database collates it. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * Whether a row passes a filter of the query string: `eq.`, `neq.`, `gte.`, `lt.` (text order, which
 * is time order for the ISO times of one offset), `in.(a,b)` and `or=(and(c.op.v,…))`.
 */
function passes(row: Row, column: string, filter: string): boolean {
  if (column === 'or') {
    const terms = /^\(and\((.*)\)\)$/.exec(filter)?.[1]?.split(',') ?? [];
    return terms.every((term) => {
      const [name = '', ...rest] = term.split('.');
      return passes(row, name, rest.join('.'));
    });
  }
  const [, op, operand = ''] = /^(eq|neq|gte|lt|in)\.(.*)$/.exec(filter) ?? [];
  const value = String(row[column]);
  if (op === 'eq') return value === operand;
  if (op === 'neq') return value !== operand;
  if (op === 'gte') return value >= operand;
  if (op === 'lt') return value < operand;
  return op !== 'in' || operand.slice(1, -1).split(',').includes(value);
}

/**
 * A read as PostgREST answers it: the filters, `order`, `offset` (416 past the end), `limit`
 * and the `select`ed columns of the query string. Which rows a visitor may see is Row Level
 * Security's business, proved against local-supabase: the mocks answer every caller alike, so
 * the queries' own filters (`published=eq.true`) decide.
 */
function read(relation: Relation, request: Request, url: URL): Response {
  const params = url.searchParams;
  let rows = mockRows(relation);
  for (const [column, value] of params) {
    rows = rows.filter((row) => passes(row, column, value));
  }
  const order = (params.get('order') ?? '').split(',').filter(Boolean);
  rows.sort((a, b) => {
    for (const term of order) {
      const [column = '', direction] = term.split('.');
      const result = compare(a[column], b[column]);
      if (result !== 0) return direction === 'desc' ? -result : result;
    }
    return 0;
  });
  const total = rows.length;
  const offset = Number(params.get('offset') ?? 0);
  if (offset > total) {
    return pgrstError(416, {
      code: 'PGRST103',
      details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
      message: 'Requested range not satisfiable',
    });
  }
  rows = rows.slice(offset, offset + Number(params.get('limit') ?? total));
  const select = params.get('select') ?? '*';
  if (select !== '*') {
    const columns = select.split(',');
    rows = rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])));
  }
  return rowsResponse(request, rows, { total, offset });
}

const packageOrder = 'sort_order.asc,title.asc';
/** The columns of a package in a list (public-reads.ts). */
const packageCard =
  'id,slug,title,category,duration,price_usd,highlights,image_url,image_alt,image_decorative,image_focal_x,image_focal_y,updated_at';
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A filter on any row but one: `neq.<uuid>`. */
const neqUuid = new RegExp(`^neq\\.${uuid}$`, 'i');
/** A filter on some ids: `in.(<uuid>,…)`. */
const inUuids = new RegExp(`^in\\.\\(${uuid}(,${uuid})*\\)$`, 'i');
const published = 'eq.true';
const approved = 'eq.true';
/** A filter on one slug. */
const slug = /^eq\.[a-z0-9-]+$/;

/** A read: its handler's name, what it reads, its exact query and the headers it must carry. */
export type Read = [
  name: string,
  relation: Relation,
  query: RestRequestSpec['query'],
  headers?: RestRequestSpec['headers'],
];

/** Handlers that answer each read (GET, or HEAD for a count) as PostgREST would. */
export function readHandlers(reads: readonly Read[], method: 'GET' | 'HEAD' = 'GET') {
  return reads.map(([name, relation, query, headers]) =>
    restHandler({ name, method, path: relation, query, ...(headers && { headers }) }, (context) =>
      read(relation, context.request, context.url),
    ),
  );
}

/** Every read of the public pages. */
const reads: Read[] = [
  ['packages.home', 'packages', { select: '*', order: packageOrder, limit: '8' }],
  ['packages.list', 'packages', { select: packageCard, published, order: packageOrder }],
  ['packages.choices', 'packages', { select: 'id,title', published, order: packageOrder }],
  [
    'packages.list-by-category',
    'packages',
    { select: packageCard, published, category: /^eq\.[a-z-]+$/, order: packageOrder },
  ],
  [
    'packages.related',
    'packages',
    {
      select: packageCard,
      published,
      category: /^eq\.[a-z-]+$/,
      id: neqUuid,
      order: packageOrder,
      limit: '3',
    },
  ],
  ['packages.detail', 'packages', { select: '*', slug, published }],
  ['packages.address', 'packages', { select: 'slug', id: eqUuid, published }],
  ['packages.categories', 'packages', { select: 'category', published, order: 'sort_order.asc' }],
  [
    'packages.at-destination',
    'packages',
    { select: packageCard, published, destination_id: eqUuid, order: packageOrder },
  ],
  ['destinations.list', 'destinations', { select: '*', published, order: 'name.asc' }],
  ['destinations.detail', 'destinations', { select: '*', slug, published }],
  ['destinations.address', 'destinations', { select: 'slug', id: eqUuid, published }],
  ['accommodations.list', 'accommodations', { select: '*', published, order: 'name.asc' }],
  [
    'accommodations.by-ids',
    'accommodations',
    { select: '*', published, id: inUuids, order: 'name.asc' },
  ],
  ['accommodations.detail', 'accommodations', { select: '*', slug, published }],
  ['accommodations.address', 'accommodations', { select: 'slug', id: eqUuid, published }],
  [
    'accommodations.at-destination',
    'accommodations',
    { select: '*', published, destination_id: eqUuid, order: 'name.asc' },
  ],
  [
    'slug_redirects.moved',
    'slug_redirects',
    { select: 'slug', kind: /^eq\.(package|accommodation|destination)$/, old_slug: slug },
  ],
  [
    'slug_redirects.list',
    'slug_redirects',
    { select: 'kind,old_slug,slug', order: 'kind.asc,old_slug.asc' },
  ],
  ['testimonials.home', 'testimonials', { select: '*', order: 'created_at.desc', limit: '6' }],
  ['testimonials.list', 'testimonials', { select: '*', approved, order: 'created_at.desc' }],
  [
    'testimonials.for-package',
    'testimonials',
    { select: '*', approved, package_id: eqUuid, order: 'created_at.desc' },
  ],
  ['gallery.home', 'gallery', { select: '*', order: 'sort_order.asc,created_at.desc', limit: '6' }],
  [
    'gallery.page',
    'gallery',
    { select: '*', order: 'sort_order.asc,created_at.desc', offset: /^\d+$/, limit: /^\d+$/ },
    // The gallery's pages carry the total.
    { prefer: 'count=exact' },
  ],
  [
    'blog_posts.home',
    'blog_posts',
    { select: '*', published, order: 'created_at.desc', limit: '3' },
  ],
  ['blog_posts.list', 'blog_post_summaries', { select: '*', published, order: 'created_at.desc' }],
  ['blog_posts.detail', 'blog_posts', { select: '*', slug, published }],
];

/** Handlers for the public pages' reads, and a visitor's testimonial. */
export const publicHandlers: HttpHandler[] = [
  ...readHandlers(reads),
  // A visitor's testimonial, through submit_testimonial(submission jsonb)
  // (docs/decisions.md#visitor-writes): a void function, so 204 and no body.
  restHandler(
    { name: 'testimonials.submit', method: 'POST', path: 'rpc/submit_testimonial', query: {} },
    () => noContent(),
  ),
];
