-- Site search (/search?q=) over published packages, destinations, accommodations and published
-- posts, ranked by Postgres full-text search with the 'english' configuration. The query is
-- read with websearch_to_tsquery, so visitors can type "quoted phrases", or, -exclusions and
-- never hit a syntax error.
--
-- SECURITY INVOKER, so the caller's Row Level Security applies, and publication is also
-- filtered explicitly: an admin searching the public site must not see drafts either.
-- No GIN index: the tables hold a few hundred rows at most, where a scan is as fast, and the
-- vectors combine text arrays whose text conversion is not immutable.
create function public.search_site(q text)
returns table (
  kind text,
  id uuid,
  slug text,
  title text,
  excerpt text,
  url text,
  image_url text,
  image_alt text,
  rank real
)
language sql
stable
set search_path = ''
as $$
  with query as (
    select websearch_to_tsquery('english', q) as tsq
    where char_length(btrim(coalesce(q, ''))) between 1 and 200
  ),
  documents as (
    select
      'package'::text as kind, p.id, p.slug, p.title,
      left(p.description, 200) as excerpt,
      '/safaris/' || p.id as url, p.image_url, p.image_alt,
      setweight(to_tsvector('english', p.title), 'A')
        || setweight(to_tsvector('english', array_to_string(p.highlights, ' ') || ' ' || p.category::text), 'B')
        || setweight(to_tsvector('english', p.description), 'C') as document
    from public.packages as p
    where p.published
    union all
    select
      'destination', d.id, d.slug, d.name,
      left(d.description, 200),
      '/destinations#' || d.slug, d.image_url, d.image_alt,
      setweight(to_tsvector('english', d.name), 'A')
        || setweight(to_tsvector('english', d.location || ' ' || array_to_string(d.highlights, ' ')), 'B')
        || setweight(to_tsvector('english', d.description), 'C')
    from public.destinations as d
    where d.published
    union all
    select
      'accommodation', a.id, a.slug, a.name,
      left(a.description, 200),
      '/accommodations/' || a.id, a.image_url, a.image_alt,
      setweight(to_tsvector('english', a.name), 'A')
        || setweight(to_tsvector('english', a.location || ' ' || a.type::text || ' ' || array_to_string(a.amenities, ' ')), 'B')
        || setweight(to_tsvector('english', a.description), 'C')
    from public.accommodations as a
    where a.published
    union all
    select
      'post', b.id, b.slug, b.title,
      coalesce(b.excerpt, left(b.content, 200)),
      '/blog/' || b.slug, b.featured_image, b.featured_image_alt,
      setweight(to_tsvector('english', b.title), 'A')
        || setweight(to_tsvector('english', coalesce(b.excerpt, '')), 'B')
        || setweight(to_tsvector('english', b.content), 'C')
    from public.blog_posts as b
    where b.published
  )
  select
    documents.kind, documents.id, documents.slug, documents.title, documents.excerpt,
    documents.url, documents.image_url, documents.image_alt,
    ts_rank(documents.document, query.tsq) as rank
  from documents
  cross join query
  where documents.document @@ query.tsq
  order by rank desc, documents.title
  limit 50
$$;

comment on function public.search_site(text) is
  'Ranked full-text search over published packages, destinations, accommodations and posts. kind is package | destination | accommodation | post; url is the site path.';

grant execute on function public.search_site(text) to anon, authenticated, service_role;
