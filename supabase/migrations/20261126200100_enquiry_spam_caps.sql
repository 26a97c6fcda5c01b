-- Spam defence that never loses a real traveller (docs/decisions.md#enquiry-spam-caps). Besides
-- the per-email guard of 20261121001400, a visitor's enquiries are:
-- - one row per request: an array insert is refused, so one request cannot store a hundred;
-- - capped per client address per hour, and overall per hour, so a flood that rotates emails
--   cannot bury the inbox. The refusal (HTTP 429) tells the traveller what to do instead.
--
-- The client address is what the API gateway says: Cloudflare's `cf-connecting-ip` on a hosted
-- project (clients cannot forge it), else `x-real-ip`, else the first `x-forwarded-for` entry.
-- local-supabase sets all three from the socket. Only a hash of the address is kept, for a day.

create table public.submission_limits (
  id boolean primary key default true check (id),
  enquiries_per_client_per_hour integer not null default 10,
  enquiries_per_hour integer not null default 200,
  constraint submission_limits_positive check (
    enquiries_per_client_per_hour > 0 and enquiries_per_hour >= enquiries_per_client_per_hour
  )
);
insert into public.submission_limits default values;
comment on table public.submission_limits is 'One row: the hourly caps on visitors'' enquiries.';

create table public.submission_clients (
  id bigint generated always as identity primary key,
  kind text not null,
  client text not null,
  created_at timestamptz not null default now()
);
create index submission_clients_kind_client_created_idx
  on public.submission_clients (kind, client, created_at desc);
create index submission_clients_kind_created_idx on public.submission_clients (kind, created_at desc);

alter table public.submission_limits enable row level security;
alter table public.submission_clients enable row level security;
create policy "Admins read the submission limits" on public.submission_limits
  for select to authenticated using (public.is_admin());
revoke all on public.submission_limits, public.submission_clients from anon, authenticated;
grant select on public.submission_limits to authenticated;

-- The caller's address as the gateway reported it, hashed; null outside an API request.
create function public.request_client_key()
returns text
language sql
stable
set search_path = ''
as $$
  select md5(nullif(btrim(coalesce(
    h ->> 'cf-connecting-ip',
    h ->> 'x-real-ip',
    split_part(h ->> 'x-forwarded-for', ',', 1)
  )), ''))
  from (select nullif(current_setting('request.headers', true), '')::jsonb as h) as r
$$;

create function public.guard_enquiry_caps()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits public.submission_limits;
  client_key text := public.request_client_key();
begin
  if coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated')
    or public.is_admin() then
    return new;
  end if;
  select * into limits from public.submission_limits;
  -- One at a time, so two concurrent requests cannot both pass the counts.
  perform pg_advisory_xact_lock(hashtextextended('enquiry-caps', 0));
  if client_key is not null and (
    select count(*) from public.submission_clients as s
    where s.kind = 'enquiry' and s.client = client_key and s.created_at > now() - interval '1 hour'
  ) >= limits.enquiries_per_client_per_hour then
    raise exception 'Too many enquiries from your connection in the last hour. Please try again later, or write to us on WhatsApp or by email.'
      using errcode = 'PT429',
        detail = format('At most %s enquiries per client per hour.', limits.enquiries_per_client_per_hour);
  end if;
  if (
    select count(*) from public.submission_clients as s
    where s.kind = 'enquiry' and s.created_at > now() - interval '1 hour'
  ) >= limits.enquiries_per_hour then
    raise exception 'We are receiving an unusual number of enquiries right now. Please try again in a little while, or write to us on WhatsApp or by email.'
      using errcode = 'PT429',
        detail = format('At most %s enquiries per hour in all.', limits.enquiries_per_hour);
  end if;
  insert into public.submission_clients (kind, client) values ('enquiry', coalesce(client_key, 'unknown'));
  return new;
end
$$;

create trigger enquiries_guard_caps
  before insert on public.enquiries
  for each row execute function public.guard_enquiry_caps();

-- A visitor's request stores one enquiry: an array insert is refused as a whole.
create function public.guard_enquiry_batch()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('role', true), 'none') in ('anon', 'authenticated')
    and not public.is_admin()
    and (select count(*) from inserted) > 1 then
    raise exception 'Send one enquiry at a time.'
      using errcode = 'PT400',
        detail = 'A request may store one enquiry; this one had several.';
  end if;
  return null;
end
$$;

create trigger enquiries_guard_batch
  after insert on public.enquiries
  referencing new table as inserted
  for each statement execute function public.guard_enquiry_batch();

revoke all on function public.guard_enquiry_caps(), public.guard_enquiry_batch(),
  public.request_client_key() from public, anon, authenticated;

-- The log is only needed for an hour; a day is kept for looking back at a flood.
create function public.purge_submission_clients()
returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.submission_clients where created_at < now() - interval '1 day' returning 1
  )
  select count(*)::integer from gone
$$;
revoke all on function public.purge_submission_clients() from public, anon, authenticated;

do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'cron') then
    perform cron.schedule('purge-submission-clients', '17 3 * * *',
      'select public.purge_submission_clients()');
  end if;
end
$$;
