-- Guest testimonials. Anyone may submit one; it shows publicly only once an admin approves
-- it (docs/decisions.md#testimonials). The submission guard (a later migration) stores public submissions
-- unapproved whatever the request says and limits how many arrive per hour.
create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  country text,
  rating integer not null,
  content text not null,
  -- Optional photo; without it the site shows the first letter of the name.
  image_url text,
  approved boolean not null default false,
  created_at timestamptz not null default now(),

  constraint testimonials_name_length check (char_length(btrim(name)) between 1 and 100),
  constraint testimonials_country_length check (country is null or char_length(country) <= 80),
  constraint testimonials_rating_range check (rating between 1 and 5),
  constraint testimonials_content_length check (char_length(btrim(content)) between 10 and 2000),
  constraint testimonials_image_url_format check (
    image_url is null or (image_url ~ '^(https?://|/)\S*$' and char_length(image_url) <= 2048)
  )
);

comment on table public.testimonials is 'Guest testimonials; public when approved.';

create index testimonials_approved_created_at_idx on public.testimonials (approved, created_at desc);
