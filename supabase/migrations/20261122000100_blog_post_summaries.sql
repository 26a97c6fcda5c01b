-- Posts as the /blog list shows them: everything but the full Markdown, of which only the first
-- 1000 characters come along, enough for the list's 150-character fallback excerpt
-- (docs/decisions.md#blog-content) with room for link addresses and other syntax. Every visitor of /blog, and its
-- prerendered HTML, then carries a few hundred bytes per post instead of each post in full.
--
-- security_invoker: the view reads blog_posts as the caller, so its RLS policies decide which
-- rows anyone sees (drafts stay hidden from visitors), exactly as for the table itself.
create view public.blog_post_summaries
with (security_invoker = true)
as
select
  id,
  slug,
  title,
  excerpt,
  left(content, 1000) as content_preview,
  featured_image,
  featured_image_alt,
  published,
  author_id,
  created_at,
  updated_at
from public.blog_posts;

comment on view public.blog_post_summaries is
  'blog_posts for lists: the first 1000 characters of content (content_preview) instead of all of it.';

-- Read-only: default privileges may have granted writes (a simple view is updatable).
revoke all on public.blog_post_summaries from public, anon, authenticated;
grant select on public.blog_post_summaries to anon, authenticated, service_role;
