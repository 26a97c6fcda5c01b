-- Lodges, camps, hotels and guesthouses, shown at /accommodations/{id} with a map location.
create table public.accommodations (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  name text not null,
  description text not null default '',
  location text not null default '',
  -- Free text such as '$250 - $450 per night': operators quote ranges, not one price.
  price_range text,
  type public.accommodation_type not null,
  rating numeric(2, 1),
  image_url text,
  image_alt text,
  amenities text[] not null default '{}',
  latitude double precision,
  longitude double precision,
  -- Published by default, as for destinations: the form has no publish toggle.
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint accommodations_slug_key unique (slug),
  constraint accommodations_name_key unique (name),
  constraint accommodations_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  constraint accommodations_name_length check (char_length(btrim(name)) between 1 and 120),
  constraint accommodations_description_length check (char_length(description) <= 10000),
  constraint accommodations_location_length check (char_length(location) <= 200),
  constraint accommodations_price_range_length check (price_range is null or char_length(price_range) <= 60),
  constraint accommodations_rating_range check (rating is null or rating between 0 and 5),
  constraint accommodations_image_url_format check (
    image_url is null or (image_url ~ '^(https?://|/)\S*$' and char_length(image_url) <= 2048)
  ),
  constraint accommodations_image_alt_length check (image_alt is null or char_length(image_alt) <= 300),
  constraint accommodations_amenities_size check (
    cardinality(amenities) <= 40 and char_length(array_to_string(amenities, '')) <= 4000
  ),
  constraint accommodations_latitude_range check (latitude is null or latitude between -90 and 90),
  constraint accommodations_longitude_range check (longitude is null or longitude between -180 and 180),
  -- A map marker needs both coordinates.
  constraint accommodations_coordinates_pair check ((latitude is null) = (longitude is null))
);

comment on table public.accommodations is 'Accommodations; public when published.';

create trigger accommodations_set_updated_at
  before update on public.accommodations
  for each row execute function public.set_updated_at();
