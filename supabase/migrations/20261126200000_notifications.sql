-- No lead lost (docs/architecture.md#notifications): every new enquiry and every testimonial
-- awaiting review puts its notifications in an outbox in the same transaction, so a row is
-- never stored without its notification nor notified without being stored. The edge function
-- supabase/functions/notify claims due messages, renders and sends them over SMTP, and reports
-- each attempt; a failed attempt is retried with back-off by the pg_cron job below, and a
-- message that exhausts its attempts waits in the admin for "Send again".
--
-- Delivery uses what every hosted plan has: pg_net posts to the function right after the
-- insert commits (so staff hear at once), and pg_cron retries every 30 seconds. The function's
-- URL and the key it is called with live in Vault (notify_function_url, notify_function_token).

-- Every element looks like an address (the loose shape enquiries.email uses).
create function public.all_email_shaped(addresses text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(a ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(a) <= 254), true)
  from unnest(addresses) as a
$$;

create table public.notification_settings (
  id boolean primary key default true check (id),
  -- Staff addresses that receive new enquiries and testimonials. Empty: every admin.
  staff_recipients text[] not null default '{}',
  -- The public site's address, for the links in the messages.
  site_url text not null default 'http://127.0.0.1:5391',
  -- What the traveller's confirmation says after repeating their enquiry; the operator edits it.
  confirmation_message text not null default
    'Thank you for your enquiry. A member of our team will answer within 24 hours, usually much sooner.',
  -- Retries: the first after retry_base, each next twice as long, at most retry_max apart.
  retry_base interval not null default '1 minute',
  retry_max interval not null default '1 hour',
  max_attempts integer not null default 8,
  -- A claimed message not reported within this is claimed again (the sender died mid-way).
  claim_lease interval not null default '2 minutes',
  updated_at timestamptz not null default now(),
  constraint notification_settings_recipients_format check (
    public.all_email_shaped(staff_recipients)
  ),
  constraint notification_settings_recipients_count check (cardinality(staff_recipients) <= 20),
  constraint notification_settings_site_url check (site_url ~ '^https?://[^\s/]+(/.*)?$'),
  constraint notification_settings_confirmation_length check (
    char_length(btrim(confirmation_message)) between 1 and 2000
  ),
  constraint notification_settings_attempts check (max_attempts between 1 and 50),
  constraint notification_settings_intervals check (
    retry_base > interval '0' and retry_max >= retry_base and claim_lease > interval '0'
  )
);
insert into public.notification_settings default values;

create trigger notification_settings_set_updated_at
  before update on public.notification_settings
  for each row execute function public.set_updated_at();

comment on table public.notification_settings is
  'One row: who hears of new enquiries, the confirmation wording and the retry timing.';

-- An admin who does not want the messages for themselves.
create table public.notification_opt_outs (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create type public.notification_status as enum ('pending', 'sending', 'sent', 'failed');

create table public.notification_outbox (
  id bigint generated always as identity primary key,
  -- enquiry_staff, enquiry_confirmation, testimonial_staff
  kind text not null,
  recipients text[] not null,
  reply_to text,
  -- What the message says, captured when it was queued (the function renders it).
  payload jsonb not null,
  source_table text,
  source_id uuid,
  status public.notification_status not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint notification_outbox_kind check (
    kind in ('enquiry_staff', 'enquiry_confirmation', 'testimonial_staff')
  ),
  constraint notification_outbox_recipients check (cardinality(recipients) between 1 and 50)
);

create index notification_outbox_due_idx on public.notification_outbox (next_attempt_at)
  where status in ('pending', 'sending');
create index notification_outbox_source_idx on public.notification_outbox (source_table, source_id);

comment on table public.notification_outbox is
  'Emails to send: queued by triggers, delivered by the notify edge function, retried by pg_cron.';

create table public.notification_attempts (
  id bigint generated always as identity primary key,
  outbox_id bigint not null references public.notification_outbox (id) on delete cascade,
  attempted_at timestamptz not null default now(),
  ok boolean not null,
  error text
);
create index notification_attempts_outbox_idx on public.notification_attempts (outbox_id);

-- Who hears of new submissions: the configured addresses, or every admin, minus admins who
-- turned the messages off for themselves.
create function public.notification_staff_recipients()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  with configured as (
    select lower(btrim(r)) as email
    from public.notification_settings as s, unnest(s.staff_recipients) as r
  ),
  admins as (
    select lower(u.email) as email
    from auth.users as u
    where u.email is not null
      and (
        select r.role from public.user_roles as r
        where r.user_id = u.id order by r.created_at desc limit 1
      ) in ('admin', 'super_admin')
  ),
  opted_out as (
    select lower(u.email) as email
    from public.notification_opt_outs as o join auth.users as u on u.id = o.user_id
  )
  select coalesce(array_agg(distinct email order by email), '{}')
  from (
    select email from configured
    union
    select email from admins where not exists (select 1 from configured)
  ) as candidates
  where email not in (select email from opted_out where email is not null)
$$;

-- Posts to the notify function now (pg_net sends after commit); the cron job retries.
create function public.kick_notifications()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  function_url text;
  function_token text;
begin
  select decrypted_secret into function_url
  from vault.decrypted_secrets where name = 'notify_function_url';
  if function_url is null or function_url = '' then
    return null;
  end if;
  select decrypted_secret into function_token
  from vault.decrypted_secrets where name = 'notify_function_token';
  return net.http_post(
    url => function_url,
    body => '{}'::jsonb,
    headers => jsonb_build_object('Content-Type', 'application/json')
      || case when coalesce(function_token, '') = '' then '{}'::jsonb
         else jsonb_build_object('Authorization', 'Bearer ' || function_token) end,
    timeout_milliseconds => 30000
  );
end
$$;

create function public.queue_enquiry_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.notification_settings;
  staff text[] := public.notification_staff_recipients();
  payload jsonb;
begin
  select * into settings from public.notification_settings;
  payload := jsonb_build_object(
    'enquiry', jsonb_build_object(
      'id', new.id, 'name', new.name, 'email', new.email, 'phone', new.phone,
      'travel_start', new.travel_start, 'travel_end', new.travel_end,
      'adults', new.adults, 'children', new.children, 'message', new.message,
      'created_at', new.created_at
    ),
    'package', (
      select jsonb_build_object('id', p.id, 'title', p.title, 'slug', p.slug)
      from public.packages as p where p.id = new.package_id
    ),
    'site_url', rtrim(settings.site_url, '/'),
    'confirmation_message', settings.confirmation_message
  );
  -- One statement, so the function is kicked once for both.
  insert into public.notification_outbox (kind, recipients, reply_to, payload, source_table, source_id)
  select m.kind, m.recipients, m.reply_to, payload, 'enquiries', new.id
  from (values
    ('enquiry_staff', staff, new.email),
    ('enquiry_confirmation', array[new.email], null)
  ) as m (kind, recipients, reply_to)
  where cardinality(m.recipients) > 0;
  return null;
end
$$;

create trigger enquiries_queue_notifications
  after insert on public.enquiries
  for each row execute function public.queue_enquiry_notifications();

create function public.queue_testimonial_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  staff text[] := public.notification_staff_recipients();
begin
  if new.approved or cardinality(staff) = 0 then
    return null;
  end if;
  insert into public.notification_outbox (kind, recipients, payload, source_table, source_id)
  values (
    'testimonial_staff', staff,
    jsonb_build_object(
      'testimonial', jsonb_build_object(
        'id', new.id, 'name', new.name, 'rating', new.rating, 'content', new.content,
        'country', new.country, 'created_at', new.created_at
      ),
      'site_url', (select rtrim(s.site_url, '/') from public.notification_settings as s)
    ),
    'testimonials', new.id
  );
  return null;
end
$$;

create trigger testimonials_queue_notification
  after insert on public.testimonials
  for each row execute function public.queue_testimonial_notification();

-- One post per statement that queued messages, not one per message.
create function public.kick_notifications_after_queue()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.kick_notifications();
  return null;
end
$$;

create trigger notification_outbox_kick
  after insert on public.notification_outbox
  for each statement execute function public.kick_notifications_after_queue();

-- The sender's side (service_role only) -----------------------------------------------------
-- Claims up to `batch` due messages: pending ones whose time has come, and claimed ones whose
-- sender never reported. Concurrent senders never claim the same message.
create function public.claim_notifications(batch integer default 10)
returns setof public.notification_outbox
language plpgsql
security definer
set search_path = ''
as $$
declare
  lease interval := (select s.claim_lease from public.notification_settings as s);
begin
  return query
  update public.notification_outbox as o
  set status = 'sending', claimed_at = now()
  where o.id in (
    select d.id from public.notification_outbox as d
    where (d.status = 'pending' and d.next_attempt_at <= now())
       or (d.status = 'sending' and d.claimed_at < now() - lease)
    order by d.next_attempt_at, d.id
    limit greatest(1, least(batch, 100))
    for update skip locked
  )
  returning o.*;
end
$$;

-- Records one attempt. A failure is retried after retry_base · 2^(attempts-1), capped at
-- retry_max, until max_attempts; then the message is 'failed' and waits for "Send again".
create function public.report_notification(message_id bigint, ok boolean, error text default null)
returns public.notification_status
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.notification_settings;
  message public.notification_outbox;
begin
  select * into settings from public.notification_settings;
  select * into message from public.notification_outbox where id = message_id for update;
  if not found then
    raise exception 'No notification %.', message_id using errcode = 'P0002';
  end if;
  if message.status <> 'sending' then
    -- Reported twice, or after a lease expired and another sender took over: keep the first.
    return message.status;
  end if;
  insert into public.notification_attempts (outbox_id, ok, error)
  values (message_id, ok, left(error, 2000));
  update public.notification_outbox as o
  set attempts = o.attempts + 1,
      claimed_at = null,
      last_error = case when ok then null else left(error, 2000) end,
      sent_at = case when ok then now() end,
      status = case
        when ok then 'sent'
        when o.attempts + 1 >= settings.max_attempts then 'failed'
        else 'pending'
      end::public.notification_status,
      next_attempt_at = case when ok then o.next_attempt_at else now() + least(
        settings.retry_max, settings.retry_base * power(2, o.attempts)::integer
      ) end
  where o.id = message_id
  returning o.status into message.status;
  return message.status;
end
$$;

-- The cron job: posts to the function when something is due.
create function public.dispatch_notifications()
returns bigint
language sql
security definer
set search_path = ''
as $$
  select public.kick_notifications()
  where exists (
    select 1 from public.notification_outbox as d
    where (d.status = 'pending' and d.next_attempt_at <= now())
       or (d.status = 'sending'
           and d.claimed_at < now() - (select s.claim_lease from public.notification_settings as s))
  )
$$;

-- The admin's side --------------------------------------------------------------------------
-- "Send again": a failed (or waiting) message is due now, with a fresh set of attempts.
create function public.resend_notification(message_id bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins may resend notifications.' using errcode = '42501';
  end if;
  update public.notification_outbox
  set status = 'pending', attempts = 0, next_attempt_at = now(), claimed_at = null
  where id = message_id and status in ('failed', 'pending');
  if not found then
    raise exception 'That message was sent already or does not exist.' using errcode = 'P0002';
  end if;
  perform public.kick_notifications();
end
$$;

-- Row Level Security: admins read the outbox and the settings; nobody writes the outbox or the
-- attempts directly (the triggers and functions above do, as their owner).
alter table public.notification_settings enable row level security;
alter table public.notification_opt_outs enable row level security;
alter table public.notification_outbox enable row level security;
alter table public.notification_attempts enable row level security;

create policy "Admins read notification settings" on public.notification_settings
  for select to authenticated using (public.is_admin());
create policy "Admins update notification settings" on public.notification_settings
  for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "Admins read the outbox" on public.notification_outbox
  for select to authenticated using (public.is_admin());
create policy "Admins read delivery attempts" on public.notification_attempts
  for select to authenticated using (public.is_admin());
create policy "Admins see their own opt-out" on public.notification_opt_outs
  for select to authenticated using (public.is_admin() and user_id = auth.uid());
create policy "Admins opt themselves out" on public.notification_opt_outs
  for insert to authenticated with check (public.is_admin() and user_id = auth.uid());
create policy "Admins opt themselves back in" on public.notification_opt_outs
  for delete to authenticated using (public.is_admin() and user_id = auth.uid());

revoke all on public.notification_settings, public.notification_opt_outs,
  public.notification_outbox, public.notification_attempts from anon, authenticated;
grant select on public.notification_outbox, public.notification_attempts to authenticated;
grant select, update (staff_recipients, site_url, confirmation_message) on
  public.notification_settings to authenticated;
grant select, insert, delete on public.notification_opt_outs to authenticated;

revoke all on function
  public.notification_staff_recipients(),
  public.kick_notifications(),
  public.claim_notifications(integer),
  public.report_notification(bigint, boolean, text),
  public.dispatch_notifications(),
  public.resend_notification(bigint)
from public, anon, authenticated;
grant execute on function public.resend_notification(bigint) to authenticated;
grant execute on function
  public.claim_notifications(integer),
  public.report_notification(bigint, boolean, text),
  public.dispatch_notifications()
to service_role;

do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'cron') then
    perform cron.schedule('notifications', '30 seconds', 'select public.dispatch_notifications()');
  else
    raise notice 'pg_cron is not enabled: schedule the notifications job by hand (README)';
  end if;
end
$$;
