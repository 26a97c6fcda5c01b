-- Role records (docs/product-rules.md#roles-and-permissions). Rows are appended rather than edited: the newest row of a
-- user is their role, so the table doubles as an audit trail of role changes.
create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null default 'user',
  created_at timestamptz not null default now()
);

comment on table public.user_roles is
  'Role history per user; the newest row wins (see public.current_app_role()).';

create index user_roles_user_id_created_at_idx on public.user_roles (user_id, created_at desc);
