-- Safari packages, shown publicly at /safaris/{id} and filtered by category at
-- /packages/{category}. Constraint names follow <table>_<column>_<rule> so the data layer can
-- turn a refusal into a sentence next to the right form field.
create table public.packages (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  description text not null default '',
  price_usd numeric(10, 2) not null,
  duration text not null,
  days integer not null,
  category public.package_category not null,
  image_url text,
  image_alt text,
  highlights text[] not null default '{}',
  -- Day-by-day plan: [{"day": 1, "title": "...", "description": "...",
  --   "accommodation": "..." | null, "meals": "Breakfast, Lunch, Dinner"}].
  itinerary jsonb not null default '[]',
  inclusions text[] not null default '{}',
  exclusions text[] not null default '{}',
  -- New packages start as drafts: the admin form has a publish toggle.
  published boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint packages_slug_key unique (slug),
  constraint packages_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  constraint packages_title_length check (char_length(btrim(title)) between 1 and 200),
  constraint packages_description_length check (char_length(description) <= 10000),
  constraint packages_price_usd_range check (price_usd >= 0 and price_usd <= 1000000),
  constraint packages_duration_length check (char_length(btrim(duration)) between 1 and 60),
  constraint packages_days_range check (days between 1 and 60),
  constraint packages_image_url_format check (
    image_url is null or (image_url ~ '^(https?://|/)\S*$' and char_length(image_url) <= 2048)
  ),
  constraint packages_image_alt_length check (image_alt is null or char_length(image_alt) <= 300),
  constraint packages_highlights_size check (
    cardinality(highlights) <= 20 and char_length(array_to_string(highlights, '')) <= 4000
  ),
  constraint packages_itinerary_shape check (
    jsonb_typeof(itinerary) = 'array'
    and jsonb_array_length(itinerary) <= 60
    and not jsonb_path_exists(
      itinerary,
      '$[*] ? (@.type() != "object"
        || !exists(@.day ? (@.type() == "number" && @ >= 1))
        || !exists(@.title ? (@.type() == "string")))'
    )
    and octet_length(itinerary::text) <= 65536
  ),
  constraint packages_inclusions_size check (
    cardinality(inclusions) <= 40 and char_length(array_to_string(inclusions, '')) <= 8000
  ),
  constraint packages_exclusions_size check (
    cardinality(exclusions) <= 40 and char_length(array_to_string(exclusions, '')) <= 8000
  )
);

comment on table public.packages is 'Safari packages; public when published.';
comment on column public.packages.itinerary is
  'Array of {day, title, description, accommodation, meals}; day and title required.';

create index packages_category_published_idx on public.packages (category, published, sort_order);

create trigger packages_set_updated_at
  before update on public.packages
  for each row execute function public.set_updated_at();
