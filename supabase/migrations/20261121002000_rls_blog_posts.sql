-- Anyone reads published posts; admins read drafts too and are the only writers.
alter table public.blog_posts enable row level security;

create policy "Anyone reads published posts"
  on public.blog_posts for select
  to anon, authenticated
  using (published);

create policy "Admins read all posts"
  on public.blog_posts for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins create posts"
  on public.blog_posts for insert
  to authenticated
  with check ((select public.is_admin()));

create policy "Admins edit posts"
  on public.blog_posts for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins delete posts"
  on public.blog_posts for delete
  to authenticated
  using ((select public.is_admin()));
