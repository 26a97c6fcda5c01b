-- Anyone reads published packages; admins read drafts too and are the only writers.
alter table public.packages enable row level security;

create policy "Anyone reads published packages"
  on public.packages for select
  to anon, authenticated
  using (published);

create policy "Admins read all packages"
  on public.packages for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins create packages"
  on public.packages for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "Admins edit packages"
  on public.packages for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete packages"
  on public.packages for delete
  to authenticated
  using ((select public.is_admin()));
