-- Anyone reads published accommodations; admins read drafts too and are the only writers.
alter table public.accommodations enable row level security;

create policy "Anyone reads published accommodations"
  on public.accommodations for select
  to anon, authenticated
  using (published);

create policy "Admins read all accommodations"
  on public.accommodations for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins create accommodations"
  on public.accommodations for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "Admins edit accommodations"
  on public.accommodations for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete accommodations"
  on public.accommodations for delete
  to authenticated
  using ((select public.is_admin()));
