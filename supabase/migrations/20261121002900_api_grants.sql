-- Grants the API roles exactly what the policies expect, instead of relying on Supabase's
-- default privileges: a hosted project can be created with "automatically expose new tables"
-- turned off, and then nothing would be reachable. Together with the earlier revokes, the
-- privileges are now the same on every project whatever its defaults. (Identity columns need no
-- sequence grant.)

grant usage on schema public to anon, authenticated, service_role;

-- Visitors: read public content; send testimonials, enquiries and analytics events.
grant select on
  public.packages, public.destinations, public.accommodations, public.testimonials,
  public.gallery, public.blog_posts, public.page_content
to anon, authenticated;
grant insert on public.testimonials, public.enquiries, public.analytics_events to anon, authenticated;

-- Signed-in users: admins are among them, so they hold DML and RLS decides per row.
grant insert, update, delete on
  public.packages, public.destinations, public.accommodations, public.testimonials,
  public.gallery, public.blog_posts, public.page_content, public.enquiries, public.user_roles
to authenticated;
grant select on public.user_roles, public.enquiries, public.analytics_events to authenticated;
grant delete on public.analytics_events to authenticated;

-- The service role (server-side scripts, the first super admin) bypasses RLS anyway.
grant all on all tables in schema public to service_role;
