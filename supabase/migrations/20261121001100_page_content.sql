-- Editable page sections: home/hero {title, subtitle, carousel_images: [{url, alt}]} and
-- contact/info {address, phone, email}. The site falls back to its config when a row is missing.
create table public.page_content (
  id uuid primary key default gen_random_uuid(),
  page_id text not null,
  section_id text not null,
  content jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint page_content_page_id_section_id_key unique (page_id, section_id),
  constraint page_content_page_id_format check (page_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(page_id) <= 60),
  constraint page_content_section_id_format check (
    section_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(section_id) <= 60
  ),
  constraint page_content_content_shape check (
    jsonb_typeof(content) = 'object' and octet_length(content::text) <= 65536
  )
);

comment on table public.page_content is 'Editable page sections keyed by (page_id, section_id); all public.';

create trigger page_content_set_updated_at
  before update on public.page_content
  for each row execute function public.set_updated_at();
