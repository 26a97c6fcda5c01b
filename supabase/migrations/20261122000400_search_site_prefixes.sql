-- Site search finds the start of words, and lists the items that have every word first, then
-- those that have some of them. Visitors type parts of words ("chimp" for the Kibale chimpanzee
-- trek), and the destinations page links to a search for each destination's full name ("Kidepo
-- Valley National Park"), which the safaris and lodges there do not repeat word for word. Same
-- function otherwise: websearch syntax, SECURITY INVOKER, published rows only, at most 50;
-- `rank` orders the hits within each of the two groups.
create or replace function public.search_site(q text)
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
  with parsed as (
    -- Every word also matches as the start of a word: 'chimp' finds "chimpanzee".
    select regexp_replace(
      websearch_to_tsquery('english', q)::text, '''((?:[^'']|'''')+)''', '''\1'':*', 'g'
    ) as text
    where char_length(btrim(coalesce(q, ''))) between 1 and 200
  ),
  query as (
    select
      nullif(parsed.text, '')::tsquery as tsq,
      -- Any of the words; never with an exclusion, where "a or not b" matches almost everything.
      case when parsed.text not like '%!%' then replace(parsed.text, ' & ', ' | ')::tsquery end as any_tsq
    from parsed
    where parsed.text <> ''
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
  ),
  all_words as (
    select documents.*, ts_rank(documents.document, query.tsq) as rank, 1 as tier
    from documents
    cross join query
    where documents.document @@ query.tsq
  ),
  any_word as (
    select documents.*, ts_rank(documents.document, query.any_tsq) as rank, 2 as tier
    from documents
    cross join query
    where query.any_tsq is not null
      and documents.document @@ query.any_tsq
      and documents.id not in (select all_words.id from all_words)
  )
  select
    hits.kind, hits.id, hits.slug, hits.title, hits.excerpt,
    hits.url, hits.image_url, hits.image_alt, hits.rank
  from (select * from all_words union all select * from any_word) as hits
  order by hits.tier, hits.rank desc, hits.title
  limit 50
$$;

