-- Whether anything the public site shows changed after a moment. A prerendered page asks it once
-- its data is older than the cache's freshness (five minutes), with the time the build read that
-- data, and reads the data again only when the answer is yes (docs/decisions.md#build-freshness).
-- Every such change records a site build request (site_builds migration); a scheduled
-- publish_at or unpublish_at changes the site at its moment, before the cron job that requests
-- its build has run, so the moments count too. Visitors may ask: the answer says no more than
-- "the site will be rebuilt", and each question is one indexed lookup.

create index site_build_requests_requested_at_idx
  on public.site_build_requests (requested_at);

create function public.site_changed_since(since timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.site_build_requests as r
    where r.requested_at > since
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
  )
$$;

comment on function public.site_changed_since(timestamptz) is
  'Whether a change the public site shows happened after since: prerendered pages read their data again only then.';

revoke all on function public.site_changed_since(timestamptz) from public;
grant execute on function public.site_changed_since(timestamptz) to anon, authenticated, service_role;
