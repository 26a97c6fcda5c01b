-- Each record's image has a focal point and is either described (alt text) or marked
-- decorative (docs/decisions.md#image-focal-point-and-alt).
--
-- Focal point: where the subject is, as fractions of the picture's width and height (0 left or
-- top, 1 right or bottom), set by clicking the preview in the admin. Every public crop (cards,
-- detail heroes, gallery thumbnails) uses it as CSS object-position. 0.5/0.5 is the centre,
-- where the crops were before.
--
-- Alt text or decorative: a published record whose image has no description must say that it
-- is decorative (the site then renders alt=""). The CHECK holds for every caller, the service
-- role included; PostgREST answers a violation with 400 and the data layer names the field.
-- The constraints are added NOT VALID: existing rows are not checked now (a hosted project may
-- hold published records without alt text, which the migration cannot describe), but every
-- insert and update is, so such a record cannot be saved published until it is described.

alter table public.packages
  add column image_decorative boolean not null default false,
  add column image_focal_x numeric(4, 3) not null default 0.5,
  add column image_focal_y numeric(4, 3) not null default 0.5,
  add constraint packages_image_focal_x_range check (image_focal_x between 0 and 1),
  add constraint packages_image_focal_y_range check (image_focal_y between 0 and 1),
  add constraint packages_image_alt_required check (
    not published or image_url is null or image_decorative
    or btrim(coalesce(image_alt, '')) <> ''
  ) not valid;

alter table public.destinations
  add column image_decorative boolean not null default false,
  add column image_focal_x numeric(4, 3) not null default 0.5,
  add column image_focal_y numeric(4, 3) not null default 0.5,
  add constraint destinations_image_focal_x_range check (image_focal_x between 0 and 1),
  add constraint destinations_image_focal_y_range check (image_focal_y between 0 and 1),
  add constraint destinations_image_alt_required check (
    not published or image_url is null or image_decorative
    or btrim(coalesce(image_alt, '')) <> ''
  ) not valid;

alter table public.accommodations
  add column image_decorative boolean not null default false,
  add column image_focal_x numeric(4, 3) not null default 0.5,
  add column image_focal_y numeric(4, 3) not null default 0.5,
  add constraint accommodations_image_focal_x_range check (image_focal_x between 0 and 1),
  add constraint accommodations_image_focal_y_range check (image_focal_y between 0 and 1),
  add constraint accommodations_image_alt_required check (
    not published or image_url is null or image_decorative
    or btrim(coalesce(image_alt, '')) <> ''
  ) not valid;

alter table public.blog_posts
  add column featured_image_decorative boolean not null default false,
  add column featured_image_focal_x numeric(4, 3) not null default 0.5,
  add column featured_image_focal_y numeric(4, 3) not null default 0.5,
  add constraint blog_posts_featured_image_focal_x_range check (
    featured_image_focal_x between 0 and 1
  ),
  add constraint blog_posts_featured_image_focal_y_range check (
    featured_image_focal_y between 0 and 1
  ),
  add constraint blog_posts_featured_image_alt_required check (
    not published or featured_image is null or featured_image_decorative
    or btrim(coalesce(featured_image_alt, '')) <> ''
  ) not valid;

-- Gallery photos are the content itself: their alt text is already required (gallery_alt_length),
-- so they get the focal point only.
alter table public.gallery
  add column image_focal_x numeric(4, 3) not null default 0.5,
  add column image_focal_y numeric(4, 3) not null default 0.5,
  add constraint gallery_image_focal_x_range check (image_focal_x between 0 and 1),
  add constraint gallery_image_focal_y_range check (image_focal_y between 0 and 1);

-- The /blog list reads the summaries: the new columns come along (appended, as
-- `create or replace view` requires).
create or replace view public.blog_post_summaries
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
  updated_at,
  publish_at,
  unpublish_at,
  featured_image_decorative,
  featured_image_focal_x,
  featured_image_focal_y
from public.blog_posts;

revoke all on public.blog_post_summaries from public, anon, authenticated;
grant select on public.blog_post_summaries to anon, authenticated, service_role;
