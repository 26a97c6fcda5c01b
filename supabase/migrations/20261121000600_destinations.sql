-- Destinations (national parks, regions). Names are unique: the seed is keyed by name.
create table public.destinations (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  name text not null,
  description text not null default '',
  location text not null default '',
  image_url text,
  image_alt text,
  highlights text[] not null default '{}',
  -- Published by default: the destination form has no publish toggle (docs/decisions.md#destinations-published), so a new
  -- destination shows as soon as it is saved; unpublishing hides it.
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint destinations_slug_key unique (slug),
  constraint destinations_name_key unique (name),
  constraint destinations_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  constraint destinations_name_length check (char_length(btrim(name)) between 1 and 120),
  constraint destinations_description_length check (char_length(description) <= 10000),
  constraint destinations_location_length check (char_length(location) <= 200),
  constraint destinations_image_url_format check (
    image_url is null or (image_url ~ '^(https?://|/)\S*$' and char_length(image_url) <= 2048)
  ),
  constraint destinations_image_alt_length check (image_alt is null or char_length(image_alt) <= 300),
  constraint destinations_highlights_size check (
    cardinality(highlights) <= 20 and char_length(array_to_string(highlights, '')) <= 4000
  )
);

comment on table public.destinations is 'Destinations; public when published.';

create trigger destinations_set_updated_at
  before update on public.destinations
  for each row execute function public.set_updated_at();
