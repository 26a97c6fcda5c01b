-- The role helpers every policy uses. SECURITY DEFINER so they can read user_roles whatever
-- that table's own policies say (a policy on user_roles calling them would otherwise recurse),
-- with an empty search_path so nothing a caller creates can shadow the names inside.

create function public.current_app_role()
returns public.app_role
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (
      select ur.role
      from public.user_roles as ur
      where ur.user_id = auth.uid()
      order by ur.created_at desc, ur.id desc
      limit 1
    ),
    'user'::public.app_role
  )
$$;

comment on function public.current_app_role() is
  'Role of the signed-in user: their newest user_roles row, ''user'' when none or when anonymous.';

create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.current_app_role() in ('admin', 'super_admin')
$$;

comment on function public.is_admin() is 'True for admin and super_admin: may manage all content.';

create function public.is_super_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.current_app_role() = 'super_admin'
$$;

comment on function public.is_super_admin() is 'True for super_admin only: may change roles.';

grant execute on function public.current_app_role(), public.is_admin(), public.is_super_admin()
  to anon, authenticated, service_role;
