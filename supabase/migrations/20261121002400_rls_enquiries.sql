-- Anyone sends an enquiry and nobody but admins reads one. Admins move it through
-- new / replied / closed; deleting (for example on a data-removal request) is for super
-- admins only, so an ordinary admin cannot make an enquiry disappear.
alter table public.enquiries enable row level security;

create policy "Anyone sends a new enquiry"
  on public.enquiries for insert
  to anon, authenticated
  with check (status = 'new' or (select public.is_admin()));

create policy "Admins read enquiries"
  on public.enquiries for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins update enquiries"
  on public.enquiries for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Super admins delete enquiries"
  on public.enquiries for delete
  to authenticated
  using ((select public.is_super_admin()));
