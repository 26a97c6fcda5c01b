-- Readable URLs that never break (docs/decisions.md#slug-urls): packages and accommodations are
-- public at /safaris/{slug} and /accommodations/{slug}. When an admin changes a slug, the old one
-- must keep answering with a permanent redirect, whoever changed it (the admin, a restore from
-- history, SQL): so the history lives here, written by a trigger on the tables themselves and by
-- nobody directly. The build turns the rows of live records into the host's 301 rules, and the
-- site's client-side router reads them for an old address it meets after the build.

create table public.slug_redirects (
  kind text not null,
  old_slug text not null,
  -- No foreign key: a deleted record restored from history (same id) gets its old addresses back.
  -- The rows of a record that is gone are invisible to visitors (policy below).
  record_id uuid not null,
  -- The record's current slug, kept by the trigger, so one read answers where an address went.
  slug text not null,
  created_at timestamptz not null default now(),

  constraint slug_redirects_pkey primary key (kind, old_slug),
  constraint slug_redirects_kind_check check (kind in ('package', 'accommodation')),
  constraint slug_redirects_old_slug_format check (
    old_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(old_slug) <= 100
  )
);

create index slug_redirects_record_idx on public.slug_redirects (kind, record_id);

comment on table public.slug_redirects is
  'Earlier slugs of packages and accommodations, each answering a 301 to the current slug.';
comment on column public.slug_redirects.slug is 'The record''s current slug (kept by the trigger).';

-- After a row's slug is set: the slug it now has is nobody's old address any more (a record that
-- takes a slug another one left serves it, and a record renamed back gets its slug back), the
-- slug it had becomes one, and every old address of the record points at the new slug (no chains).
create function public.record_slug_redirect()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  record_kind text := tg_argv[0];
begin
  delete from public.slug_redirects as r
  where r.kind = record_kind and r.old_slug = new.slug;
  if tg_op = 'UPDATE' and old.slug is distinct from new.slug then
    insert into public.slug_redirects (kind, old_slug, record_id, slug)
    values (record_kind, old.slug, new.id, new.slug)
    on conflict (kind, old_slug)
    do update set record_id = excluded.record_id, slug = excluded.slug, created_at = now();
    update public.slug_redirects as r
    set slug = new.slug
    where r.kind = record_kind and r.record_id = new.id and r.slug <> new.slug;
  end if;
  return null;
end
$$;

comment on function public.record_slug_redirect() is
  'Trigger: keeps slug_redirects in step with a package''s or accommodation''s slug.';

revoke all on function public.record_slug_redirect() from public, anon, authenticated;

create trigger packages_slug_redirect
  after insert or update of slug on public.packages
  for each row execute function public.record_slug_redirect('package');

create trigger accommodations_slug_redirect
  after insert or update of slug on public.accommodations
  for each row execute function public.record_slug_redirect('accommodation');

-- Visitors read the old addresses of live records only (the same rule as the records' own
-- policies); admins read them all. Nobody writes them: only the trigger does.
alter table public.slug_redirects enable row level security;
revoke all on public.slug_redirects from public, anon, authenticated, service_role;
grant select on public.slug_redirects to anon, authenticated, service_role;

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
      else false
    end
  );

create policy "Admins read every old address"
  on public.slug_redirects for select
  to authenticated
  using ((select public.is_admin()));

-- Site search links to the slug URLs.
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
      '/safaris/' || p.slug as url, p.image_url, p.image_alt,
      setweight(to_tsvector('english', p.title), 'A')
        || setweight(to_tsvector('english', array_to_string(p.highlights, ' ') || ' ' || p.category::text), 'B')
        || setweight(to_tsvector('english', p.description), 'C') as document
    from public.packages as p
    where public.is_live(p.published, p.publish_at, p.unpublish_at)
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
      '/accommodations/' || a.slug, a.image_url, a.image_alt,
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
    hits.url, hits.image_url, hits.image_alt, hits.rank
  from (select * from all_words union all select * from any_word) as hits
  order by hits.tier, hits.rank desc, hits.title
  limit 50
$$;
