-- Two-factor sign-in for admins (docs/architecture.md#two-factor-sign-in). A stolen password
-- alone must not change content: once an admin has a verified second factor (auth.mfa_factors,
-- kept by Supabase Auth), their admin rights need a session that passed it (`aal2` in the JWT).
-- A super admin can require two-factor sign-in for every admin; an admin without a factor then
-- has no admin rights until they enrol one. The check lives in is_admin() and is_super_admin(),
-- which every admin policy and function already uses, so it is changed in one place. This is the
-- pattern of Supabase's MFA guide (a policy reading auth.jwt()->>'aal' and auth.mfa_factors).

create table public.security_settings (
  id boolean primary key default true,
  require_admin_two_factor boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  constraint security_settings_single_row check (id)
);

comment on table public.security_settings is
  'One row: the site''s sign-in rules, changed by super admins (docs/architecture.md#two-factor-sign-in).';
comment on column public.security_settings.require_admin_two_factor is
  'Every admin needs a verified second factor and an aal2 session for admin rights.';

insert into public.security_settings default values;

create function public.security_settings_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.id := true;
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end
$$;

create trigger security_settings_stamp
  before update on public.security_settings
  for each row execute function public.security_settings_stamp();

create function public.has_verified_factor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.mfa_factors as f
    where f.user_id = auth.uid() and f.status = 'verified'
  )
$$;

comment on function public.has_verified_factor() is
  'True when the signed-in user has a verified second factor (TOTP).';

create function public.two_factor_required()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.require_admin_two_factor from public.security_settings as s), false)
$$;

comment on function public.two_factor_required() is
  'True when a super admin requires two-factor sign-in for every admin.';

create function public.admin_aal_ok()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
    or (not public.has_verified_factor() and not public.two_factor_required())
$$;

comment on function public.admin_aal_ok() is
  'True when the session is strong enough for admin rights: aal2, or aal1 for an admin with no verified factor while two-factor sign-in is not required.';

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.current_app_role() in ('admin', 'super_admin') and public.admin_aal_ok()
$$;

comment on function public.is_admin() is
  'True for admin and super_admin with a strong enough session (admin_aal_ok): may manage all content.';

create or replace function public.is_super_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.current_app_role() = 'super_admin' and public.admin_aal_ok()
$$;

comment on function public.is_super_admin() is
  'True for super_admin with a strong enough session (admin_aal_ok): may change roles.';

revoke all on function public.has_verified_factor(), public.two_factor_required(),
  public.admin_aal_ok(), public.security_settings_stamp() from public;
grant execute on function public.has_verified_factor(), public.two_factor_required(),
  public.admin_aal_ok() to anon, authenticated, service_role;

alter table public.security_settings enable row level security;

-- Signed-in users read the rule (the admin guard sends an admin without a factor to enrol).
create policy "Signed-in users read the security settings"
  on public.security_settings for select
  to authenticated
  using (true);

create policy "Super admins change the security settings"
  on public.security_settings for update
  to authenticated
  using ((select public.is_super_admin()))
  with check ((select public.is_super_admin()));

revoke all on public.security_settings from anon, authenticated;
grant select on public.security_settings to authenticated;
grant update (require_admin_two_factor) on public.security_settings to authenticated;
grant all on public.security_settings to service_role;
