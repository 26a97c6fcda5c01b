-- Anyone reads published destinations; admins read drafts too and are the only writers.
alter table public.destinations enable row level security;

create policy "Anyone reads published destinations"
  on public.destinations for select
  to anon, authenticated
  using (published);

create policy "Admins read all destinations"
  on public.destinations for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins create destinations"
  on public.destinations for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "Admins edit destinations"
  on public.destinations for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete destinations"
  on public.destinations for delete
  to authenticated
  using ((select public.is_admin()));
