-- Published means live: every change the public site shows asks for a new static build.
--
-- Triggers on the public content record a row in site_build_requests (recorded in the database,
-- so none is lost while the builder is down). A pg_cron job runs dispatch_site_build() every
-- 30 seconds: once the requests have been quiet for site_build_settings.quiet_period (or the
-- oldest has waited max_delay under continuous editing, or an admin asked for "Rebuild now"), it
-- records one site_builds row for all of them and posts to the deploy hook with pg_net. The hook
-- URL and its token are Vault secrets (site_build_hook_url, site_build_hook_token), never in a
-- table or here. The builder reports back with report_site_build(); admins read
-- site_build_status(). Locally, local-supabase provides pg_cron, pg_net and Vault stand-ins
-- with the same signatures.

-- Settings ------------------------------------------------------------------------------------
create table public.site_build_settings (
  id boolean primary key default true,
  quiet_period interval not null default interval '60 seconds',
  max_delay interval not null default interval '10 minutes',
  retry_after interval not null default interval '2 minutes',
  build_timeout interval not null default interval '30 minutes',

  constraint site_build_settings_single_row check (id),
  constraint site_build_settings_positive check (
    quiet_period >= interval '0' and max_delay >= quiet_period
    and retry_after >= interval '0' and build_timeout > interval '0'
  )
);

comment on table public.site_build_settings is
  'How site builds are coalesced: quiet period after the last change, bounded by max_delay.';

insert into public.site_build_settings default values;

-- Builds and requests -------------------------------------------------------------------------
create table public.site_builds (
  id bigint generated always as identity primary key,
  -- requested: posted to the hook, no answer yet; triggered: the hook accepted it;
  -- building / succeeded / failed: as the builder reports (a failed delivery is failed too).
  status text not null default 'requested',
  changes integer not null default 0,
  requested_at timestamptz not null default now(),
  net_request_id bigint,
  started_at timestamptz,
  finished_at timestamptz,
  message text,

  constraint site_builds_status check (
    status in ('requested', 'triggered', 'building', 'succeeded', 'failed')
  ),
  constraint site_builds_message_length check (char_length(message) <= 4000)
);

comment on table public.site_builds is 'Each static site build: delivery to the hook and the outcome.';

create index site_builds_status_idx on public.site_builds (status, requested_at desc);

create table public.site_build_requests (
  id bigint generated always as identity primary key,
  requested_at timestamptz not null default clock_timestamp(),
  -- The table that changed, or 'manual' for "Rebuild now".
  source text not null,
  operation text not null,
  record_id text,
  -- "Rebuild now": no quiet period.
  immediate boolean not null default false,
  requested_by uuid default auth.uid(),
  build_id bigint references public.site_builds (id) on delete set null
);

comment on table public.site_build_requests is
  'Changes waiting for a site build (build_id null) and the build that took each.';

create index site_build_requests_pending_idx on public.site_build_requests (requested_at)
  where build_id is null;
create index site_build_requests_build_id_idx on public.site_build_requests (build_id);

-- Admins may read the state (the indicator uses site_build_status()); nobody writes through the
-- API: the triggers and functions below are SECURITY DEFINER.
alter table public.site_build_settings enable row level security;
alter table public.site_builds enable row level security;
alter table public.site_build_requests enable row level security;
revoke all on public.site_build_settings, public.site_builds, public.site_build_requests
  from anon, authenticated;
grant select on public.site_build_settings, public.site_builds, public.site_build_requests
  to authenticated;
grant all on public.site_build_settings, public.site_builds, public.site_build_requests
  to service_role;
create policy "Admins read the build settings" on public.site_build_settings
  for select to authenticated using (public.is_admin());
create policy "Admins read the builds" on public.site_builds
  for select to authenticated using (public.is_admin());
create policy "Admins read the build requests" on public.site_build_requests
  for select to authenticated using (public.is_admin());

-- The trigger -----------------------------------------------------------------------------------
-- AFTER each row change of a public table. The optional argument names the boolean column that
-- makes a row public (published, approved): a change to a row that is neither public before
-- nor after (a draft edited) changes nothing the visitors see and requests nothing.
create function public.request_site_build()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  after_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  visible_column text := tg_argv[0];
begin
  if tg_op = 'UPDATE' and before_row = after_row then
    return null;
  end if;
  if visible_column is not null
    and coalesce((before_row ->> visible_column)::boolean, false) = false
    and coalesce((after_row ->> visible_column)::boolean, false) = false
  then
    return null;
  end if;
  insert into public.site_build_requests (source, operation, record_id)
  values (tg_table_name, lower(tg_op), coalesce(after_row, before_row) ->> 'id');
  return null;
end
$$;

comment on function public.request_site_build() is
  'Trigger: records a site build request for a change the public site shows.';

create trigger packages_request_site_build
  after insert or update or delete on public.packages
  for each row execute function public.request_site_build('published');
create trigger destinations_request_site_build
  after insert or update or delete on public.destinations
  for each row execute function public.request_site_build('published');
create trigger accommodations_request_site_build
  after insert or update or delete on public.accommodations
  for each row execute function public.request_site_build('published');
create trigger blog_posts_request_site_build
  after insert or update or delete on public.blog_posts
  for each row execute function public.request_site_build('published');
create trigger testimonials_request_site_build
  after insert or update or delete on public.testimonials
  for each row execute function public.request_site_build('approved');
create trigger gallery_request_site_build
  after insert or update or delete on public.gallery
  for each row execute function public.request_site_build();
create trigger page_content_request_site_build
  after insert or update or delete on public.page_content
  for each row execute function public.request_site_build();

-- Coalescing ------------------------------------------------------------------------------------
-- Settles builds waiting on the hook's answer (net._http_response) or on a builder that stopped
-- reporting; a failed delivery gives its requests back, so they are sent again after
-- retry_after.
create function public.settle_site_builds(at timestamptz default now())
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.site_build_settings;
  build record;
  answer record;
begin
  select * into settings from public.site_build_settings where id;
  for build in
    select * from public.site_builds where status = 'requested' for update
  loop
    select r.status_code, r.timed_out, r.error_msg, r.content into answer
    from net._http_response as r where r.id = build.net_request_id
    order by r.created desc limit 1;
    if found and answer.status_code between 200 and 299 then
      update public.site_builds set status = 'triggered' where id = build.id;
    elsif found or build.requested_at < at - settings.build_timeout then
      update public.site_builds
      set status = 'failed', finished_at = at,
          message = left('The deploy hook did not accept the build: ' || coalesce(
            case when answer.timed_out then 'timed out' end,
            answer.error_msg,
            'status ' || answer.status_code || coalesce(': ' || left(answer.content, 300), ''),
            'no answer'
          ), 4000)
      where id = build.id;
      update public.site_build_requests set build_id = null where build_id = build.id;
    end if;
  end loop;
  update public.site_builds
  set status = 'failed', finished_at = at, message = 'The builder stopped reporting.'
  where status = 'building' and started_at < at - settings.build_timeout;
end
$$;

-- True when the waiting requests should be built now: an admin asked for it, or they have been
-- quiet for the quiet period, or the oldest has waited max_delay; and no build is in flight and
-- no failure is younger than retry_after (unless asked for).
create function public.site_build_due(at timestamptz default now())
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  with settings as (
    select * from public.site_build_settings where id
  ),
  pending as (
    select min(requested_at) as first_at, max(requested_at) as last_at, bool_or(immediate) as now_
    from public.site_build_requests
    where build_id is null
  )
  select coalesce(
    (
      select p.first_at is not null
        and (p.now_ or p.last_at <= at - s.quiet_period or p.first_at <= at - s.max_delay)
        and not exists (
          select 1 from public.site_builds as b where b.status in ('requested', 'building')
        )
        and (
          p.now_ or not exists (
            select 1 from public.site_builds as b
            where b.status = 'failed' and b.finished_at > at - s.retry_after
          )
        )
      from pending as p, settings as s
    ),
    false
  )
$$;

-- The cron job's body: settles, and when a build is due posts to the deploy hook from Vault.
-- Returns the new build's id, or null when none was due (or no hook is configured).
create function public.dispatch_site_build(at timestamptz default now())
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook_url text;
  hook_token text;
  new_build_id bigint;
  change_count integer;
  hook_headers jsonb := jsonb_build_object(
    'Content-Type', 'application/json',
    'Accept', 'application/vnd.github+json',
    'User-Agent', 'tembo-site-builds'
  );
begin
  -- One dispatcher at a time (the cron job and "Rebuild now" may meet).
  perform pg_advisory_xact_lock(hashtext('public.dispatch_site_build'));
  perform public.settle_site_builds(at);
  if not public.site_build_due(at) then
    return null;
  end if;
  select decrypted_secret into hook_url
  from vault.decrypted_secrets where name = 'site_build_hook_url';
  if hook_url is null or hook_url = '' then
    raise notice 'site build due, but no Vault secret site_build_hook_url is set';
    return null;
  end if;
  select decrypted_secret into hook_token
  from vault.decrypted_secrets where name = 'site_build_hook_token';
  if hook_token is not null and hook_token <> '' then
    hook_headers := hook_headers || jsonb_build_object('Authorization', 'Bearer ' || hook_token);
  end if;

  select count(*) into change_count from public.site_build_requests where build_id is null;
  insert into public.site_builds (changes, requested_at) values (change_count, at)
  returning id into new_build_id;
  update public.site_build_requests as r set build_id = new_build_id where r.build_id is null;
  -- The body suits every hook: Netlify, Cloudflare and Vercel ignore it; GitHub's
  -- repository_dispatch needs event_type and passes client_payload to the workflow.
  update public.site_builds
  set net_request_id = net.http_post(
    url => hook_url,
    body => jsonb_build_object(
      'event_type', 'site-build',
      'client_payload', jsonb_build_object('build_id', new_build_id, 'changes', change_count)
    ),
    headers => hook_headers,
    timeout_milliseconds => 10000
  )
  where id = new_build_id;
  return new_build_id;
end
$$;

comment on function public.dispatch_site_build(timestamptz) is
  'Run by the site-build cron job: posts to the deploy hook (Vault) when a build is due.';

-- API -------------------------------------------------------------------------------------------
-- "Rebuild now": an admin asks for a build with no quiet period.
create function public.request_site_rebuild()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  request_id bigint;
begin
  if not public.is_admin() then
    raise exception 'Only an admin may rebuild the site.' using errcode = '42501';
  end if;
  insert into public.site_build_requests (source, operation, immediate)
  values ('manual', 'rebuild', true)
  returning id into request_id;
  return request_id;
end
$$;

-- The builder reports its progress with the service key: building, then succeeded or failed.
create function public.report_site_build(build_id bigint, status text, message text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if status not in ('building', 'succeeded', 'failed') then
    raise exception 'status must be building, succeeded or failed' using errcode = '22023';
  end if;
  update public.site_builds as b
  set status = report_site_build.status,
      started_at = case when report_site_build.status = 'building' then now() else coalesce(b.started_at, now()) end,
      finished_at = case when report_site_build.status = 'building' then null else now() end,
      message = left(report_site_build.message, 4000)
  where b.id = report_site_build.build_id;
  if not found then
    raise exception 'no site build %', build_id using errcode = 'P0002';
  end if;
end
$$;

-- What the admin's "Live site" indicator shows.
create function public.site_build_status()
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
      select to_jsonb(b) - 'net_request_id' from public.site_builds as b
      order by b.id desc limit 1
    ),
    'last_success_at', (
      select max(b.finished_at) from public.site_builds as b where b.status = 'succeeded'
    )
  );
end
$$;

revoke all on function
  public.request_site_build(),
  public.settle_site_builds(timestamptz),
  public.site_build_due(timestamptz),
  public.dispatch_site_build(timestamptz),
  public.request_site_rebuild(),
  public.report_site_build(bigint, text, text),
  public.site_build_status()
from public, anon, authenticated;
grant execute on function public.request_site_rebuild(), public.site_build_status() to authenticated;
grant execute on function
  public.report_site_build(bigint, text, text),
  public.site_build_status(),
  public.dispatch_site_build(timestamptz)
to service_role;

-- Delivery: pg_cron and pg_net ------------------------------------------------------------------
-- On a hosted project this enables the extensions when the plan offers them (every plan does);
-- locally, local-supabase has already created stand-ins with the same schemas.
do $$
begin
  if not exists (select 1 from pg_namespace where nspname = 'net')
    and exists (select 1 from pg_available_extensions where name = 'pg_net')
  then
    create extension pg_net with schema extensions;
  end if;
  if not exists (select 1 from pg_namespace where nspname = 'cron')
    and exists (select 1 from pg_available_extensions where name = 'pg_cron')
  then
    create extension pg_cron with schema pg_catalog;
  end if;
  if exists (select 1 from pg_namespace where nspname = 'cron') then
    perform cron.schedule('site-build', '30 seconds', 'select public.dispatch_site_build()');
  else
    raise notice 'pg_cron is not enabled: schedule the site-build job by hand (README)';
  end if;
end
$$;
