-- Anyone reads approved testimonials and may submit one; the submission guard stores it
-- unapproved, and the insert check refuses an approved row from a non-admin in case the guard
-- is ever bypassed. Admins moderate.
alter table public.testimonials enable row level security;

create policy "Anyone reads approved testimonials"
  on public.testimonials for select
  to anon, authenticated
  using (approved);

create policy "Admins read all testimonials"
  on public.testimonials for select
  to authenticated
  using ((select public.is_admin()));

create policy "Anyone submits an unapproved testimonial"
  on public.testimonials for insert
  to anon, authenticated
  with check (not approved or (select public.is_admin()));

create policy "Admins edit testimonials"
  on public.testimonials for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete testimonials"
  on public.testimonials for delete
  to authenticated
  using ((select public.is_admin()));
