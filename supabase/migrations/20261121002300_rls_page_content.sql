-- Anyone reads page content; only admins write it.
alter table public.page_content enable row level security;

create policy "Anyone reads page content"
  on public.page_content for select
  to anon, authenticated
  using (true);

create policy "Admins create page content"
  on public.page_content for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "Admins edit page content"
  on public.page_content for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete page content"
  on public.page_content for delete
  to authenticated
  using ((select public.is_admin()));
