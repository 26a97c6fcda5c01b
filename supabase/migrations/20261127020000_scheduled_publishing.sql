-- Scheduled publishing (docs/architecture.md#publishing): a package or a blog post can be
-- written ahead and go live at publish_at, or be taken down at unpublish_at (a seasonal offer).
-- Row Level Security decides at that moment, not the client: a row is public only when it is
-- published and the moment lies between the two. The cron job `scheduled-publishing` runs
-- request_scheduled_site_builds(), which asks for a site build for every publish_at or
-- unpublish_at that passed since its last run, so the prerendered site follows within minutes.

alter table public.packages
  add column publish_at timestamptz,
  add column unpublish_at timestamptz,
  add constraint packages_unpublish_at_order check (
    unpublish_at is null or publish_at is null or unpublish_at > publish_at
  );
alter table public.blog_posts
  add column publish_at timestamptz,
  add column unpublish_at timestamptz,
  add constraint blog_posts_unpublish_at_order check (
    unpublish_at is null or publish_at is null or unpublish_at > publish_at
  );

comment on column public.packages.publish_at is
  'When a published package goes live; null: as soon as it is published.';
comment on column public.packages.unpublish_at is
  'When a published package leaves the site; null: never.';
comment on column public.blog_posts.publish_at is
  'When a published post goes live; null: as soon as it is published.';
comment on column public.blog_posts.unpublish_at is
  'When a published post leaves the site; null: never.';

-- Public at `at`: published, and `at` in [publish_at, unpublish_at). One definition for the
-- policies below, site search and the tests (which pass `at`).
create function public.is_live(
  published boolean,
  publish_at timestamptz,
  unpublish_at timestamptz,
  at timestamptz default now()
)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(published, false)
    and (publish_at is null or publish_at <= at)
    and (unpublish_at is null or unpublish_at > at)
$$;

comment on function public.is_live(boolean, timestamptz, timestamptz, timestamptz) is
  'True when a published row is inside its publish_at / unpublish_at window at `at`.';

grant execute on function public.is_live(boolean, timestamptz, timestamptz, timestamptz)
  to anon, authenticated, service_role;

drop policy "Anyone reads published packages" on public.packages;
create policy "Anyone reads published packages"
  on public.packages for select
  to anon, authenticated
  using (public.is_live(published, publish_at, unpublish_at));

drop policy "Anyone reads published posts" on public.blog_posts;
create policy "Anyone reads published posts"
  on public.blog_posts for select
  to anon, authenticated
  using (public.is_live(published, publish_at, unpublish_at));

-- The admin's post list reads the summaries: it shows the schedule too (security_invoker, so the
-- policies above still decide what a visitor sees).
create or replace view public.blog_post_summaries
with (security_invoker = true)
as
select
  id,
  slug,
  title,
  excerpt,
  left(content, 1000) as content_preview,
  featured_image,
  featured_image_alt,
  published,
  author_id,
  created_at,
  updated_at,
  publish_at,
  unpublish_at
from public.blog_posts;

revoke all on public.blog_post_summaries from public, anon, authenticated;
grant select on public.blog_post_summaries to anon, authenticated, service_role;

-- Site search: the same function, with the schedule (an admin searching the public site sees
-- what visitors see).
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


-- The moments ------------------------------------------------------------------------------------
-- Where the last run of request_scheduled_site_builds() stopped: the next run looks at the
-- moments after it.
create table public.scheduled_publishing_state (
  id boolean primary key default true,
  checked_at timestamptz not null default now(),
  constraint scheduled_publishing_state_single_row check (id)
);

comment on table public.scheduled_publishing_state is
  'Up to when request_scheduled_site_builds() has requested builds for publish_at/unpublish_at.';

insert into public.scheduled_publishing_state default values;

alter table public.scheduled_publishing_state enable row level security;
revoke all on public.scheduled_publishing_state from anon, authenticated;
grant all on public.scheduled_publishing_state to service_role;

-- The cron job's body: one site build request for each publish_at and unpublish_at of a
-- published package or post that passed after the last run and no later than `at`. Returns how
-- many it requested. Requests are coalesced into builds as every other change is.
create function public.request_scheduled_site_builds(at timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  since timestamptz;
  requested integer;
begin
  -- One run at a time: two overlapping runs would both see the same moments.
  select s.checked_at into since from public.scheduled_publishing_state as s where s.id for update;
  if since is null then
    insert into public.scheduled_publishing_state (checked_at) values (at);
    return 0;
  end if;
  if at <= since then
    return 0;
  end if;
  with moments as (
    select 'packages' as source, p.id, p.publish_at as moment, 'publish_at' as operation
    from public.packages as p where p.published
    union all
    select 'packages', p.id, p.unpublish_at, 'unpublish_at'
    from public.packages as p where p.published
    union all
    select 'blog_posts', b.id, b.publish_at, 'publish_at'
    from public.blog_posts as b where b.published
    union all
    select 'blog_posts', b.id, b.unpublish_at, 'unpublish_at'
    from public.blog_posts as b where b.published
  ),
  inserted as (
    insert into public.site_build_requests (source, operation, record_id)
    select m.source, m.operation, m.id::text
    from moments as m
    where m.moment > since and m.moment <= at
    order by m.moment
    returning 1
  )
  select count(*)::integer into requested from inserted;
  update public.scheduled_publishing_state set checked_at = at where id;
  return requested;
end
$$;

comment on function public.request_scheduled_site_builds(timestamptz) is
  'Run by the scheduled-publishing cron job: requests a site build for each publish_at/unpublish_at that passed.';

revoke all on function public.request_scheduled_site_builds(timestamptz)
  from public, anon, authenticated;
grant execute on function public.request_scheduled_site_builds(timestamptz) to service_role;

create index packages_publish_at_idx on public.packages (publish_at) where publish_at is not null;
create index packages_unpublish_at_idx on public.packages (unpublish_at)
  where unpublish_at is not null;
create index blog_posts_publish_at_idx on public.blog_posts (publish_at)
  where publish_at is not null;
create index blog_posts_unpublish_at_idx on public.blog_posts (unpublish_at)
  where unpublish_at is not null;

do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'cron') then
    perform cron.schedule(
      'scheduled-publishing', '30 seconds', 'select public.request_scheduled_site_builds()'
    );
  else
    raise notice 'pg_cron is not enabled: schedule the scheduled-publishing job by hand (README)';
  end if;
end
$$;
