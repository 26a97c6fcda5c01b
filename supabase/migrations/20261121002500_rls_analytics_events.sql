-- Anyone records an analytics event; only admins read them or prune old ones.
alter table public.analytics_events enable row level security;

create policy "Anyone records an analytics event"
  on public.analytics_events for insert
  to anon, authenticated
  with check (true);

create policy "Admins read analytics events"
  on public.analytics_events for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins delete analytics events"
  on public.analytics_events for delete
  to authenticated
  using ((select public.is_admin()));
