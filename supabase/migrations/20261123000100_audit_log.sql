-- The audit log: one row per change to content, enquiry statuses and roles, written only by the
-- audit trigger (next migration). Each row keeps who, when, what and the row before and after,
-- which is what the admin's history, "Recently deleted" and restore read.
create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- auth.uid() of the caller; null for the seed, migrations and the service role.
  actor uuid,
  -- The actor's email when the change was made, so the log still reads after the account goes.
  actor_email text,
  table_name text not null,
  row_id uuid not null,
  -- publish / unpublish / approve: an update that flips published (approved for testimonials);
  -- status: an enquiry's status changed; role: a user_roles row; restore: a deleted row came back.
  action text not null,
  before jsonb,
  after jsonb,
  -- Changes made in one transaction (one API request) share it: a delete and the links it
  -- cleared (ON DELETE SET NULL) are restored together.
  txid bigint not null default txid_current(),

  constraint audit_log_action_check check (
    action in ('insert', 'update', 'delete', 'publish', 'unpublish', 'approve', 'status', 'role', 'restore')
  )
);

comment on table public.audit_log is
  'Who changed what and when, with the row before and after; written by public.audit_row_change() only.';

create index audit_log_row_idx on public.audit_log (table_name, row_id, id desc);
create index audit_log_at_idx on public.audit_log (at desc);
create index audit_log_actor_at_idx on public.audit_log (actor, at desc);
create index audit_log_txid_idx on public.audit_log (txid);
create index audit_log_deletes_idx on public.audit_log (at desc) where action = 'delete';

-- Admins read the log; nobody writes it through the API (the trigger runs as the table owner).
alter table public.audit_log enable row level security;

create policy "Admins read the audit log"
  on public.audit_log for select
  to authenticated
  using ((select public.is_admin()));

revoke all on public.audit_log from public, anon, authenticated;
grant select on public.audit_log to authenticated;
grant all on public.audit_log to service_role;
