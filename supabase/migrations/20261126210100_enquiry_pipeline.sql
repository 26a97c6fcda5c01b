-- The enquiry pipeline's rules (docs/decisions.md#enquiry-pipeline):
-- - statuses move forward: new → replied → quoted → won or lost, a step may be skipped; a won or
--   lost enquiry may be reopened as quoted, or turn from won to lost (a cancelled trip) and
--   back; nothing returns to new, so the time to first answer cannot be undone;
-- - lost needs a reason, and only lost has one;
-- - first_answered_at is when the enquiry first left 'new' (the time to first answer is
--   first_answered_at - created_at), status_changed_at when its status last changed, and
--   answer_due_at when it must be answered by: created_at + notification_settings.answer_within,
--   the one definition of "answer within 24 hours". All three are set by the trigger below,
--   never by the caller.
-- The audit log already records each status change with who and when; it now keeps the reason.

alter table public.notification_settings
  add column answer_within interval not null default '24 hours',
  add constraint notification_settings_answer_within check (
    answer_within between interval '1 hour' and interval '14 days'
  );
grant update (answer_within) on public.notification_settings to authenticated;

-- When an enquiry received at `received` must be answered by: the one definition.
create function public.enquiry_answer_due(received timestamptz)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select received + coalesce(
    (select s.answer_within from public.notification_settings as s), interval '24 hours')
$$;
-- Callable by everyone: the column default below runs as the visitor who inserts, and the
-- answer time is no secret (the confirmation email states it).
grant execute on function public.enquiry_answer_due(timestamptz) to anon, authenticated;

alter table public.enquiries
  add column lost_reason text,
  add column first_answered_at timestamptz,
  add column status_changed_at timestamptz,
  add column answer_due_at timestamptz;

-- The enquiries that were 'closed' before: lost, for want of knowing better, with a reason that
-- says so. Times come from the audit log's status changes when it has them, else updated_at.
alter table public.enquiries disable trigger user;
update public.enquiries as e
set lost_reason = case when e.status = 'lost'
      then 'Closed before the pipeline had won and lost.' end,
    first_answered_at = case when e.status <> 'new' then coalesce(
      (select min(l.at) from public.audit_log as l
       where l.table_name = 'enquiries' and l.row_id = e.id and l.action = 'status'),
      e.updated_at) end,
    status_changed_at = coalesce(
      (select max(l.at) from public.audit_log as l
       where l.table_name = 'enquiries' and l.row_id = e.id and l.action = 'status'),
      case when e.status = 'new' then e.created_at else e.updated_at end),
    answer_due_at = public.enquiry_answer_due(e.created_at);
alter table public.enquiries enable trigger user;

alter table public.enquiries
  alter column status_changed_at set not null,
  alter column status_changed_at set default now(),
  alter column answer_due_at set not null,
  -- The trigger sets it from created_at; the default only tells the API it may be left out.
  alter column answer_due_at set default public.enquiry_answer_due(now()),
  add constraint enquiries_lost_reason_required check (
    status <> 'lost' or char_length(btrim(coalesce(lost_reason, ''))) > 0
  ),
  add constraint enquiries_lost_reason_only_lost check (status = 'lost' or lost_reason is null),
  add constraint enquiries_lost_reason_length check (char_length(lost_reason) <= 500),
  add constraint enquiries_first_answer_after_created check (first_answered_at >= created_at);

-- The unanswered, oldest first, and the dashboard's week.
create index enquiries_unanswered_idx on public.enquiries (created_at) where status = 'new';
create index enquiries_created_at_idx on public.enquiries (created_at desc);

-- May an enquiry move from one status to another? The one place the order is written.
create function public.enquiry_status_move_allowed(
  from_status public.enquiry_status,
  to_status public.enquiry_status
)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select from_status = to_status or case from_status
    when 'new' then to_status in ('replied', 'quoted', 'won', 'lost')
    when 'replied' then to_status in ('quoted', 'won', 'lost')
    when 'quoted' then to_status in ('won', 'lost')
    when 'won' then to_status in ('quoted', 'lost')
    when 'lost' then to_status in ('quoted', 'won')
    else false
  end
$$;

-- SECURITY DEFINER to read the answer time from the settings a visitor may not read.
create function public.track_enquiry_pipeline()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.answer_due_at := public.enquiry_answer_due(new.created_at);
    new.status_changed_at := new.created_at;
    new.first_answered_at := case when new.status <> 'new' then new.created_at end;
    return new;
  end if;

  new.answer_due_at := old.answer_due_at;
  new.first_answered_at := old.first_answered_at;
  new.status_changed_at := old.status_changed_at;
  if new.status is distinct from old.status then
    if not public.enquiry_status_move_allowed(old.status, new.status) then
      -- Worded as PostgreSQL words a check violation, so the data layer maps the constraint
      -- name to its sentence like any other.
      raise exception 'new row for relation "enquiries" violates check constraint "enquiries_status_order"'
        using errcode = '23514', constraint = 'enquiries_status_order',
          detail = format('An enquiry cannot move from %s back to %s.', old.status, new.status);
    end if;
    new.status_changed_at := now();
    if old.first_answered_at is null then
      new.first_answered_at := greatest(now(), old.created_at);
    end if;
  end if;
  return new;
end
$$;

comment on function public.track_enquiry_pipeline() is
  'BEFORE trigger on enquiries: enforces the status order and sets the pipeline times.';
revoke all on function public.track_enquiry_pipeline() from public, anon, authenticated;

-- After the submission guards (triggers fire in name order), so a visitor's row is already 'new'.
create trigger enquiries_track_pipeline
  before insert or update on public.enquiries
  for each row execute function public.track_enquiry_pipeline();

-- The audit log keeps the lost reason with the status.
drop trigger enquiries_audit on public.enquiries;
create trigger enquiries_audit
  after update on public.enquiries
  for each row execute function public.audit_row_change('id', 'status', 'lost_reason', 'package_id');

-- Internal notes: admins only, never shown to the traveller. The author and time are the
-- caller's and the server's, whatever the request says.
create table public.enquiry_notes (
  id uuid primary key default gen_random_uuid(),
  enquiry_id uuid not null references public.enquiries (id) on delete cascade,
  author uuid references auth.users (id) on delete set null,
  -- Kept so the note still says who wrote it after the account is gone.
  author_email text,
  body text not null,
  created_at timestamptz not null default now(),
  constraint enquiry_notes_body_length check (char_length(btrim(body)) between 1 and 5000)
);
create index enquiry_notes_enquiry_idx on public.enquiry_notes (enquiry_id, created_at);

comment on table public.enquiry_notes is 'Staff notes on an enquiry; admins only.';

create function public.stamp_enquiry_note()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.author := auth.uid();
  new.author_email := case when new.author is not null then coalesce(
    (select u.email::text from auth.users as u where u.id = new.author),
    auth.jwt() ->> 'email') end;
  new.created_at := now();
  return new;
end
$$;
revoke all on function public.stamp_enquiry_note() from public, anon, authenticated;

create trigger enquiry_notes_stamp
  before insert on public.enquiry_notes
  for each row execute function public.stamp_enquiry_note();

alter table public.enquiry_notes enable row level security;
create policy "Admins read enquiry notes" on public.enquiry_notes
  for select to authenticated using ((select public.is_admin()));
create policy "Admins write enquiry notes" on public.enquiry_notes
  for insert to authenticated with check ((select public.is_admin()));

revoke all on public.enquiry_notes from public, anon, authenticated;
grant select, insert (enquiry_id, body) on public.enquiry_notes to authenticated;
grant all on public.enquiry_notes to service_role;
