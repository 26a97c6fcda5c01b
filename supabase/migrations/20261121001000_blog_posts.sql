-- Blog posts in markdown, public at /blog/{slug} when published.
create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  content text not null default '',
  -- Optional: the site falls back to the first 150 characters of the plain text.
  excerpt text,
  featured_image text,
  featured_image_alt text,
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  author_id uuid default auth.uid() references auth.users (id) on delete set null,

  constraint blog_posts_slug_key unique (slug),
  constraint blog_posts_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  constraint blog_posts_title_length check (char_length(btrim(title)) between 1 and 200),
  constraint blog_posts_content_length check (char_length(content) <= 100000),
  constraint blog_posts_excerpt_length check (excerpt is null or char_length(excerpt) <= 500),
  constraint blog_posts_featured_image_format check (
    featured_image is null or (featured_image ~ '^(https?://|/)\S*$' and char_length(featured_image) <= 2048)
  ),
  constraint blog_posts_featured_image_alt_length check (
    featured_image_alt is null or char_length(featured_image_alt) <= 300
  )
);

comment on table public.blog_posts is 'Blog posts (markdown); public when published.';

create index blog_posts_published_created_at_idx on public.blog_posts (published, created_at desc);

create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row execute function public.set_updated_at();
