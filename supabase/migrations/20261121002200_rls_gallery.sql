-- Anyone reads gallery images; only admins write it.
alter table public.gallery enable row level security;

create policy "Anyone reads gallery images"
  on public.gallery for select
  to anon, authenticated
  using (true);

create policy "Admins create gallery images"
  on public.gallery for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "Admins edit gallery images"
  on public.gallery for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete gallery images"
  on public.gallery for delete
  to authenticated
  using ((select public.is_admin()));
