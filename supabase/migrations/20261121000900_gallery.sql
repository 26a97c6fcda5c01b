-- Gallery images, shown 12 a page. Alt text is required: every image has one.
create table public.gallery (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  image_url text not null,
  alt text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),

  constraint gallery_title_length check (char_length(btrim(title)) between 1 and 150),
  constraint gallery_image_url_format check (image_url ~ '^(https?://|/)\S*$' and char_length(image_url) <= 2048),
  constraint gallery_alt_length check (char_length(btrim(alt)) between 1 and 300)
);

comment on table public.gallery is 'Gallery images; all public.';

create index gallery_sort_order_idx on public.gallery (sort_order, created_at desc);
