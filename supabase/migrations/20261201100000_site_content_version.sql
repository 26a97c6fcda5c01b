-- The moment of the last change the public site shows, as of now: what a build's data stands for
-- (docs/decisions.md#build-freshness). A build reads it once, before its data, and stamps every
-- prerendered page with it instead of the time of its own read. So a build of unchanged content
-- writes the same bytes as the last one, and its compressed copies come from the build cache
-- (docs/architecture.md#build-caches); a page asks site_changed_since with it as before.
--
-- "Rebuild now" changes nothing a visitor sees: neither function counts its request any more.
-- Counted in one and not the other, every page built after it would read its data again on
-- every visit.

-- In epoch milliseconds, as pages keep times, rounded up: a moment rounded down would be earlier
-- than its own change, and site_changed_since would answer yes to the build that read it.
create function public.site_content_version()
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select ceil(extract(epoch from greatest(
    (select max(r.requested_at) from public.site_build_requests as r where r.source <> 'manual'),
    (
      select max(moment) from (
        select p.publish_at as moment from public.packages as p where p.published
        union all
        select p.unpublish_at from public.packages as p where p.published
        union all
        select b.publish_at from public.blog_posts as b where b.published
        union all
        select b.unpublish_at from public.blog_posts as b where b.published
      ) as moments
      where moment <= now()
    )
  )) * 1000)::bigint;
$$;

comment on function public.site_content_version() is
  'The moment of the last change the public site shows, in epoch ms (null: none yet): builds stamp their pages with it.';

revoke all on function public.site_content_version() from public;
grant execute on function public.site_content_version() to anon, authenticated, service_role;

create or replace function public.site_changed_since(since timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.site_build_requests as r
    where r.requested_at > since and r.source <> 'manual'
  )
  or exists (
    select 1 from public.packages as p
    where p.published and (
      (p.publish_at > since and p.publish_at <= now())
      or (p.unpublish_at > since and p.unpublish_at <= now())
    )
  )
  or exists (
    select 1 from public.blog_posts as b
    where b.published and (
      (b.publish_at > since and b.publish_at <= now())
      or (b.unpublish_at > since and b.unpublish_at <= now())
    )
  );
$$;
