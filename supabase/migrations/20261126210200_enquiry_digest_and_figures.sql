-- The pipeline's daily digest and the dashboard's figures (docs/decisions.md#enquiry-pipeline).
--
-- Digest: once a day staff get one email listing the enquiries still unanswered (status 'new'),
-- oldest first, the overdue ones marked. It is a message of the notification outbox (kind
-- 'enquiry_digest'), delivered and retried by the notify function like every other
-- (docs/architecture.md#notifications); nothing is queued when no enquiry waits. Its schedule is
-- notification_settings.digest_schedule (pg_cron syntax, UTC): changing it reschedules the
-- pg_cron job 'enquiry-digest'. Tests call queue_enquiry_digest() directly.

alter table public.notification_settings
  add column digest_schedule text not null default '0 5 * * *',
  add constraint notification_settings_digest_schedule check (
    digest_schedule ~ '^\s*([0-9*/,-]+\s+){4}[0-9*/,-]+\s*$'
  );
grant update (digest_schedule) on public.notification_settings to authenticated;

alter table public.notification_outbox
  drop constraint notification_outbox_kind,
  add constraint notification_outbox_kind check (
    kind in ('enquiry_staff', 'enquiry_confirmation', 'testimonial_staff', 'enquiry_digest')
  );

-- Queues today's digest; returns its outbox id, or null when nothing waits (or nobody hears).
create function public.queue_enquiry_digest()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  staff text[] := public.notification_staff_recipients();
  waiting integer;
  queued bigint;
begin
  select count(*) into waiting from public.enquiries where status = 'new';
  if waiting = 0 or cardinality(staff) = 0 then
    return null;
  end if;
  insert into public.notification_outbox (kind, recipients, payload)
  values (
    'enquiry_digest', staff,
    jsonb_build_object(
      'site_url', (select rtrim(s.site_url, '/') from public.notification_settings as s),
      'total', waiting,
      'overdue', (select count(*) from public.enquiries as e
                  where e.status = 'new' and e.answer_due_at < now()),
      -- The oldest 50: the email lists them, the admin link shows the rest.
      'enquiries', (
        select jsonb_agg(jsonb_build_object(
          'id', e.id, 'name', e.name, 'email', e.email, 'created_at', e.created_at,
          'overdue', e.answer_due_at < now(),
          'package', (select p.title from public.packages as p where p.id = e.package_id)
        ) order by e.created_at, e.id)
        from (select * from public.enquiries where status = 'new'
              order by created_at, id limit 50) as e
      )
    )
  )
  returning id into queued;
  return queued;
end
$$;

revoke all on function public.queue_enquiry_digest() from public, anon, authenticated;
grant execute on function public.queue_enquiry_digest() to service_role;

-- The digest's pg_cron job follows the setting.
create function public.schedule_enquiry_digest()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from pg_namespace where nspname = 'cron') then
    perform cron.schedule('enquiry-digest', new.digest_schedule, 'select public.queue_enquiry_digest()');
  end if;
  return null;
end
$$;
revoke all on function public.schedule_enquiry_digest() from public, anon, authenticated;

create trigger notification_settings_schedule_digest
  after update of digest_schedule on public.notification_settings
  for each row when (new.digest_schedule is distinct from old.digest_schedule)
  execute function public.schedule_enquiry_digest();

do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'cron') then
    perform cron.schedule('enquiry-digest', s.digest_schedule, 'select public.queue_enquiry_digest()')
    from public.notification_settings as s;
  else
    raise notice 'pg_cron is not enabled: schedule the enquiry-digest job by hand (README)';
  end if;
end
$$;

-- The dashboard's pipeline figures over the last `days` days (7: the week): enquiries received,
-- the median time to first answer of those answered (seconds; null when none was), and
-- enquiries marked won in that time and still won. Admins only.
create function public.enquiry_pipeline_figures(days integer default 7)
returns table (received integer, answered integer, median_first_answer_seconds integer, won integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  since timestamptz;
begin
  if not public.is_admin() then
    raise exception 'Only admins may read the pipeline figures.' using errcode = '42501';
  end if;
  if days is null or days not between 1 and 366 then
    raise exception 'days must be between 1 and 366.' using errcode = '22023';
  end if;
  since := now() - make_interval(days => days);
  return query
  select
    (select count(*)::integer from public.enquiries as e where e.created_at >= since),
    (select count(*)::integer from public.enquiries as e
     where e.created_at >= since and e.first_answered_at is not null),
    (select round(percentile_cont(0.5) within group (
       order by extract(epoch from e.first_answered_at - e.created_at)))::integer
     from public.enquiries as e
     where e.created_at >= since and e.first_answered_at is not null),
    (select count(*)::integer from public.enquiries as e
     where e.status = 'won' and e.status_changed_at >= since);
end
$$;

revoke all on function public.enquiry_pipeline_figures(integer) from public, anon, authenticated;
grant execute on function public.enquiry_pipeline_figures(integer) to authenticated, service_role;
