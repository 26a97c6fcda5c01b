-- The super admin's users page lists every account with its current role. auth.users is out of
-- the API's reach, so this SECURITY DEFINER function reads it and checks the caller first.
-- Roles are changed by inserting a user_roles row (the newest row wins), which RLS allows only
-- for super admins.
create function public.list_users_with_roles()
returns table (
  user_id uuid,
  email text,
  created_at timestamptz,
  last_sign_in_at timestamptz,
  role public.app_role
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_super_admin() then
    raise exception 'Only a super admin may list users.' using errcode = '42501';
  end if;

  return query
  select
    u.id,
    u.email::text,
    u.created_at,
    u.last_sign_in_at,
    coalesce(
      (
        select ur.role
        from public.user_roles as ur
        where ur.user_id = u.id
        order by ur.created_at desc, ur.id desc
        limit 1
      ),
      'user'::public.app_role
    )
  from auth.users as u
  order by u.created_at, u.id;
end;
$$;

comment on function public.list_users_with_roles() is
  'Every user with their current role; super admins only.';

revoke execute on function public.list_users_with_roles() from public, anon;
grant execute on function public.list_users_with_roles() to authenticated, service_role;
