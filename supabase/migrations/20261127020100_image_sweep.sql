-- The image sweep, on the server (docs/architecture.md#publishing). A file of the `images`
-- bucket is deleted only when nothing can still show it:
-- - no row of the content tables refers to it (any column: image fields, Markdown, page content);
-- - no page of the last good site build does (the builder records the images a build used in
--   site_builds.images; a build that recorded none keeps every object that was still in use
--   when it started);
-- - no kept revision and no recently deleted record does (audit_log before/after, which history
--   and "Recently deleted" restore from, for as long as audit_purge keeps them);
-- and only once it has been unused, and unchanged, for the grace period
-- (image_sweep_settings.grace_period, default 7 days).
--
-- The pg_cron job `image-sweep` runs kick_image_sweep(), which calls the `image-sweep` edge
-- function with pg_net when something is due. The function deletes through the Storage API
-- (hosted Storage keeps the files in S3: deleting rows of storage.objects would leave them, and
-- Supabase refuses such deletes) and logs every deletion with report_image_sweep(). The function's
-- URL and token are the Vault secrets image_sweep_function_url and image_sweep_function_token.

create table public.image_sweep_settings (
  id boolean primary key default true,
  grace_period interval not null default interval '7 days',
  -- Objects one call of the function deletes at most; the next run takes the rest.
  batch_size integer not null default 200,

  constraint image_sweep_settings_single_row check (id),
  constraint image_sweep_settings_positive check (
    grace_period >= interval '0' and batch_size between 1 and 1000
  )
);

comment on table public.image_sweep_settings is
  'How long an unused image waits before the sweep deletes it, and how many go per call.';

insert into public.image_sweep_settings default values;

-- When each object of the images bucket was first seen unused; forgotten once it is used again.
create table public.image_sweep_unused (
  name text primary key,
  since timestamptz not null
);

comment on table public.image_sweep_unused is
  'Objects of the images bucket nothing refers to, with when the sweep first saw them unused.';

-- Every deletion the sweep made or tried.
create table public.image_sweep_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  name text not null,
  -- deleted, or failed (the Storage API refused; the object stays and is tried again).
  outcome text not null,
  unused_since timestamptz,
  message text,

  constraint image_sweep_log_outcome check (outcome in ('deleted', 'failed')),
  constraint image_sweep_log_message_length check (char_length(message) <= 2000)
);

comment on table public.image_sweep_log is 'Every image the sweep deleted (or failed to delete).';

create index image_sweep_log_at_idx on public.image_sweep_log (at desc);

-- The images a build's pages show, as the builder found them in its HTML: object names of the
-- images bucket. Null: the build recorded none (a host's own build).
alter table public.site_builds add column images text[];

-- The "Live site" indicator does not need a build's image list: the same function without it.
create or replace function public.site_build_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  settings public.site_build_settings;
  result jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only an admin may read the site build status.' using errcode = '42501';
  end if;
  select * into settings from public.site_build_settings where id;
  select jsonb_build_object(
    'pending', count(*),
    'first_pending_at', min(requested_at),
    'last_pending_at', max(requested_at),
    'immediate', coalesce(bool_or(immediate), false),
    -- When the waiting changes are due to be built (before any build in flight finishes).
    'due_at', case when count(*) > 0 then
      case when bool_or(immediate) then now()
      else least(max(requested_at) + settings.quiet_period, min(requested_at) + settings.max_delay)
      end
    end
  ) into result
  from public.site_build_requests where build_id is null;
  return result || jsonb_build_object(
    'now', now(),
    'quiet_period_seconds', extract(epoch from settings.quiet_period),
    'latest', (
      select to_jsonb(b) - 'net_request_id' - 'images' from public.site_builds as b
      order by b.id desc limit 1
    ),
    'last_success_at', (
      select max(b.finished_at) from public.site_builds as b where b.status = 'succeeded'
    )
  );
end
$$;

alter table public.image_sweep_settings enable row level security;
alter table public.image_sweep_unused enable row level security;
alter table public.image_sweep_log enable row level security;
revoke all on public.image_sweep_settings, public.image_sweep_unused, public.image_sweep_log
  from anon, authenticated;
grant select on public.image_sweep_settings, public.image_sweep_log to authenticated;
grant all on public.image_sweep_settings, public.image_sweep_unused, public.image_sweep_log
  to service_role;
create policy "Admins read the image sweep settings" on public.image_sweep_settings
  for select to authenticated using ((select public.is_admin()));
create policy "Admins read the image sweep log" on public.image_sweep_log
  for select to authenticated using ((select public.is_admin()));

-- The builder, with the service key, after a good build: the images its pages show.
create function public.record_site_build_images(build_id bigint, images text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.site_builds as b
  set images = (
    select coalesce(array_agg(distinct i order by i), '{}')
    from unnest(record_site_build_images.images) as i
  )
  where b.id = record_site_build_images.build_id;
  if not found then
    raise exception 'no site build %', build_id using errcode = 'P0002';
  end if;
end
$$;

-- The objects that may go at `at`, oldest-unused first, at most batch_size; on the way, notes
-- which objects are unused since when (image_sweep_unused). Safe to call any number of times.
create function public.image_sweep_candidates(at timestamptz default now())
returns table (name text, unused_since timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.image_sweep_settings;
  last_good public.site_builds;
  changed bigint;
begin
  -- One sweep at a time: the notes below are read and written together.
  perform pg_advisory_xact_lock(hashtext('public.image_sweep_candidates'));
  select * into settings from public.image_sweep_settings where id;
  select * into last_good from public.site_builds as b
  where b.status = 'succeeded' order by b.finished_at desc nulls last, b.id desc limit 1;

  with texts as (
    -- Every row that may show an image, whole (a column added later counts too), and every
    -- revision the audit log keeps, deleted records included.
    select to_jsonb(r)::text as body from public.packages as r
    union all select to_jsonb(r)::text from public.destinations as r
    union all select to_jsonb(r)::text from public.accommodations as r
    union all select to_jsonb(r)::text from public.gallery as r
    union all select to_jsonb(r)::text from public.testimonials as r
    union all select to_jsonb(r)::text from public.blog_posts as r
    union all select to_jsonb(r)::text from public.page_content as r
    union all select coalesce(l.before::text, '') || ' ' || coalesce(l.after::text, '')
      from public.audit_log as l
  ),
  unused as (
    select o.name from storage.objects as o
    where o.bucket_id = 'images'
      and o.name is not null
      -- An address names the object as /public/images/<name> (or /render/image/public/images/…).
      and not exists (
        select 1 from texts as t where strpos(t.body, '/public/images/' || o.name) > 0
      )
  ),
  forgotten as (
    delete from public.image_sweep_unused as u
    where not exists (select 1 from unused as n where n.name = u.name)
    returning 1
  ),
  noted as (
    insert into public.image_sweep_unused (name, since)
    select n.name, at from unused as n
    on conflict on constraint image_sweep_unused_pkey do nothing
    returning 1
  )
  select (select count(*) from forgotten) + (select count(*) from noted) into changed;

  return query
  select u.name, u.since
  from public.image_sweep_unused as u
  join storage.objects as o on o.bucket_id = 'images' and o.name = u.name
  where u.since <= at - settings.grace_period
    and greatest(o.created_at, o.updated_at) <= at - settings.grace_period
    and (
      last_good.id is null
      or (last_good.images is not null and not (u.name = any (last_good.images)))
      -- The build recorded nothing: the object must have been unused before it started.
      or (last_good.images is null and u.since < coalesce(last_good.started_at, last_good.requested_at))
    )
  order by u.since, u.name
  limit settings.batch_size;
end
$$;

comment on function public.image_sweep_candidates(timestamptz) is
  'The images the sweep may delete now (unused for the grace period, by no row, build or revision).';

-- The function reports what it deleted (and what the Storage API refused): each is logged.
create function public.report_image_sweep(deleted text[], failed jsonb default '{}')
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  logged integer;
begin
  insert into public.image_sweep_log (name, outcome, unused_since)
  select d, 'deleted', (select u.since from public.image_sweep_unused as u where u.name = d)
  from unnest(deleted) as d;
  get diagnostics logged = row_count;
  delete from public.image_sweep_unused as u where u.name = any (deleted);
  insert into public.image_sweep_log (name, outcome, unused_since, message)
  select f.key, 'failed',
    (select u.since from public.image_sweep_unused as u where u.name = f.key),
    left(f.value, 2000)
  from jsonb_each_text(coalesce(failed, '{}')) as f;
  return logged;
end
$$;

-- The cron job's body: calls the image-sweep function when something may go.
create function public.kick_image_sweep(at timestamptz default now())
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  function_url text;
  function_token text;
begin
  if not exists (select 1 from public.image_sweep_candidates(at)) then
    return null;
  end if;
  select decrypted_secret into function_url
  from vault.decrypted_secrets where name = 'image_sweep_function_url';
  if function_url is null or function_url = '' then
    raise notice 'images are due for the sweep, but no Vault secret image_sweep_function_url is set';
    return null;
  end if;
  select decrypted_secret into function_token
  from vault.decrypted_secrets where name = 'image_sweep_function_token';
  return net.http_post(
    url => function_url,
    body => '{}'::jsonb,
    headers => jsonb_build_object('Content-Type', 'application/json')
      || case when coalesce(function_token, '') = '' then '{}'::jsonb
         else jsonb_build_object('Authorization', 'Bearer ' || function_token) end,
    timeout_milliseconds => 60000
  );
end
$$;

revoke all on function
  public.record_site_build_images(bigint, text[]),
  public.image_sweep_candidates(timestamptz),
  public.report_image_sweep(text[], jsonb),
  public.kick_image_sweep(timestamptz)
from public, anon, authenticated;
grant execute on function
  public.record_site_build_images(bigint, text[]),
  public.image_sweep_candidates(timestamptz),
  public.report_image_sweep(text[], jsonb),
  public.kick_image_sweep(timestamptz)
to service_role;

do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'cron') then
    perform cron.schedule('image-sweep', '17 * * * *', 'select public.kick_image_sweep()');
  else
    raise notice 'pg_cron is not enabled: schedule the image-sweep job by hand (README)';
  end if;
end
$$;
