-- Supabase grants the API roles every privilege on new tables and leaves the rest to Row Level
-- Security. We narrow that first, so a missing policy can never open more than the role needs:
-- visitors (anon) may read published content and send testimonials, enquiries and analytics
-- events, nothing else. Signed-in users keep DML because admins are signed-in users; RLS tells
-- them apart. TRUNCATE, REFERENCES and TRIGGER are not subject to RLS, so no API role keeps them.

revoke truncate, references, trigger on
  public.user_roles, public.packages, public.destinations, public.accommodations,
  public.testimonials, public.gallery, public.blog_posts, public.page_content,
  public.enquiries, public.analytics_events
from anon, authenticated;

-- Visitors never change content.
revoke insert, update, delete on
  public.user_roles, public.packages, public.destinations, public.accommodations,
  public.gallery, public.blog_posts, public.page_content
from anon;

-- Write-only for visitors. An insert through PostgREST without `.select()` returns no columns,
-- so it needs no read privilege.
revoke update, delete on public.testimonials from anon;
revoke select, update, delete on public.enquiries, public.analytics_events from anon;

-- Nobody has a reason to rewrite an analytics event.
revoke update on public.analytics_events from authenticated;

-- Anonymous visitors have no roles to read.
revoke select on public.user_roles from anon;
