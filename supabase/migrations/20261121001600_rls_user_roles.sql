-- Only a super_admin changes roles; everyone else reads only their own role history, which is
-- how the site learns the signed-in user's role.
alter table public.user_roles enable row level security;

create policy "Users read their own roles"
  on public.user_roles for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Super admins read all roles"
  on public.user_roles for select
  to authenticated
  using ((select public.is_super_admin()));

create policy "Super admins grant roles"
  on public.user_roles for insert
  to authenticated
  with check ((select public.is_super_admin()));

create policy "Super admins change roles"
  on public.user_roles for update
  to authenticated
  using ((select public.is_super_admin()))
  with check ((select public.is_super_admin()));

create policy "Super admins delete roles"
  on public.user_roles for delete
  to authenticated
  using ((select public.is_super_admin()));
