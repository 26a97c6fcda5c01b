-- Destination pages (docs/decisions.md#destination-pages): /destinations/{slug} shows a
-- destination with its map and the safaris and lodges there. So a destination gets a map
-- position, and a package or an accommodation may name the destination it is in (one each: a
-- safari is filed under the park it is about). Deleting a destination keeps its packages and
-- lodges, without it. Its slug keeps its old addresses as packages' and lodges' do, and site
-- search links to its page and shows a package's price.

alter table public.destinations
  add column latitude double precision,
  add column longitude double precision,
  add constraint destinations_latitude_range check (latitude is null or latitude between -90 and 90),
  add constraint destinations_longitude_range check (
    longitude is null or longitude between -180 and 180
  ),
  add constraint destinations_coordinates_pair check ((latitude is null) = (longitude is null));

comment on column public.destinations.latitude is 'Where the destination''s map centres; null: no map.';

alter table public.packages
  add column destination_id uuid references public.destinations (id) on delete set null;
alter table public.accommodations
  add column destination_id uuid references public.destinations (id) on delete set null;

comment on column public.packages.destination_id is
  'The destination the safari is filed under (its page lists it); null: none.';
comment on column public.accommodations.destination_id is
  'The destination the accommodation is in (its page lists it); null: none.';

create index packages_destination_id_idx on public.packages (destination_id)
  where destination_id is not null;
create index accommodations_destination_id_idx on public.accommodations (destination_id)
  where destination_id is not null;

-- Old addresses of destinations (docs/decisions.md#slug-urls): the same trigger and rules.
alter table public.slug_redirects drop constraint slug_redirects_kind_check;
alter table public.slug_redirects add constraint slug_redirects_kind_check
  check (kind in ('package', 'accommodation', 'destination'));

create trigger destinations_slug_redirect
  after insert or update of slug on public.destinations
  for each row execute function public.record_slug_redirect('destination');

drop policy "Anyone reads the old addresses of live records" on public.slug_redirects;
create policy "Anyone reads the old addresses of live records"
  on public.slug_redirects for select
  to anon, authenticated
  using (
    case kind
      when 'package' then exists (
        select 1 from public.packages as p
        where p.id = record_id and public.is_live(p.published, p.publish_at, p.unpublish_at)
      )
      when 'accommodation' then exists (
        select 1 from public.accommodations as a where a.id = record_id and a.published
      )
      when 'destination' then exists (
        select 1 from public.destinations as d where d.id = record_id and d.published
      )
      else false
    end
  );

comment on table public.slug_redirects is
  'Earlier slugs of packages, accommodations and destinations, each answering a 301 to the current slug.';

-- Site search: destinations link to their pages; a package hit carries its price (whole
-- dollars), the others null. The result type changes, so the function is made anew.
drop function public.search_site(text);
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
  price_usd integer,
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
      '/safaris/' || p.slug as url, p.image_url, p.image_alt,
      p.price_usd::integer as price_usd,
      setweight(to_tsvector('english', p.title), 'A')
        || setweight(to_tsvector('english', array_to_string(p.highlights, ' ') || ' ' || p.category::text), 'B')
        || setweight(to_tsvector('english', p.description), 'C') as document
    from public.packages as p
    where public.is_live(p.published, p.publish_at, p.unpublish_at)
    union all
    select
      'destination', d.id, d.slug, d.name,
      left(d.description, 200),
      '/destinations/' || d.slug, d.image_url, d.image_alt,
      null,
      setweight(to_tsvector('english', d.name), 'A')
        || setweight(to_tsvector('english', d.location || ' ' || array_to_string(d.highlights, ' ')), 'B')
        || setweight(to_tsvector('english', d.description), 'C')
    from public.destinations as d
    where d.published
    union all
    select
      'accommodation', a.id, a.slug, a.name,
      left(a.description, 200),
      '/accommodations/' || a.slug, a.image_url, a.image_alt,
      null,
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
      null,
      setweight(to_tsvector('english', b.title), 'A')
        || setweight(to_tsvector('english', coalesce(b.excerpt, '')), 'B')
        || setweight(to_tsvector('english', b.content), 'C')
    from public.blog_posts as b
    where public.is_live(b.published, b.publish_at, b.unpublish_at)
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
    hits.url, hits.image_url, hits.image_alt, hits.price_usd, hits.rank
  from (select * from all_words union all select * from any_word) as hits
  order by hits.tier, hits.rank desc, hits.title
  limit 50
$$;

comment on function public.search_site(text) is
  'Ranked full-text search over published packages, destinations, accommodations and posts. kind is package | destination | accommodation | post; url is the site path; price_usd a package''s price.';

grant execute on function public.search_site(text) to anon, authenticated, service_role;
