-- Several pictures per package, lodge (accommodation) and destination, and itinerary days that
-- name a lodge by its id (docs/decisions.md#record-galleries, docs/product-rules.md#entities).
--
-- gallery: a jsonb array of {url, alt, decorative, focal_x, focal_y}, in the order the admin
-- gave them; the record's own image stays the hero and the card picture. Every picture is
-- described or marked decorative (always, drafts too: the column is new, so no old row breaks),
-- and a record holds at most 12.

-- The shape of one gallery: an array of at most 12 objects, each with a URL as the image columns
-- take them, alt text of at most 300 characters, a boolean `decorative` and a focal point in 0..1.
create function public.gallery_shape_ok(gallery jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(gallery) = 'array'
    and jsonb_array_length(gallery) <= 12
    and not exists (
      select 1
      from jsonb_array_elements(gallery) as p
      where jsonb_typeof(p) <> 'object'
        or jsonb_typeof(p -> 'url') is distinct from 'string'
        or not (p ->> 'url' ~ '^(https?://|/)\S*$' and char_length(p ->> 'url') <= 2048)
        or (p ? 'alt' and jsonb_typeof(p -> 'alt') not in ('string', 'null'))
        or char_length(coalesce(p ->> 'alt', '')) > 300
        or (p ? 'decorative' and jsonb_typeof(p -> 'decorative') <> 'boolean')
        or (p ? 'focal_x' and (jsonb_typeof(p -> 'focal_x') <> 'number'
          or (p ->> 'focal_x')::numeric not between 0 and 1))
        or (p ? 'focal_y' and (jsonb_typeof(p -> 'focal_y') <> 'number'
          or (p ->> 'focal_y')::numeric not between 0 and 1))
    )
$$;

-- Every picture of a (well-shaped) gallery has alt text or is marked decorative.
create function public.gallery_described(gallery jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(gallery) <> 'array' or not exists (
    select 1
    from jsonb_array_elements(gallery) as p
    where jsonb_typeof(p) = 'object'
      and btrim(coalesce(p ->> 'alt', '')) = ''
      and (p -> 'decorative') is distinct from 'true'::jsonb
  )
$$;

alter table public.packages
  add column gallery jsonb not null default '[]'::jsonb,
  add constraint packages_gallery_shape check (public.gallery_shape_ok(gallery)),
  add constraint packages_gallery_alt_required check (public.gallery_described(gallery));

alter table public.accommodations
  add column gallery jsonb not null default '[]'::jsonb,
  add constraint accommodations_gallery_shape check (public.gallery_shape_ok(gallery)),
  add constraint accommodations_gallery_alt_required check (public.gallery_described(gallery));

alter table public.destinations
  add column gallery jsonb not null default '[]'::jsonb,
  add constraint destinations_gallery_shape check (public.gallery_shape_ok(gallery)),
  add constraint destinations_gallery_alt_required check (public.gallery_described(gallery));

comment on column public.packages.gallery is
  'More pictures, in order: [{url, alt, decorative, focal_x, focal_y}], at most 12.';
comment on column public.accommodations.gallery is
  'More pictures, in order: [{url, alt, decorative, focal_x, focal_y}], at most 12.';
comment on column public.destinations.gallery is
  'More pictures, in order: [{url, alt, decorative, focal_x, focal_y}], at most 12.';

-- An itinerary day's overnight stay may name a lodge by its id (`accommodation_id`): the package
-- page links the day to that lodge while it is published. The id is a reference in JSON, so no
-- foreign key: a deleted lodge leaves the day's name in words, unlinked.
alter table public.packages
  add constraint packages_itinerary_lodge check (
    not jsonb_path_exists(
      itinerary,
      '$[*] ? (exists(@.accommodation_id) && !(@.accommodation_id.type() == "null"
        || (@.accommodation_id.type() == "string" && @.accommodation_id
          like_regex "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$" flag "i")))'
    )
  );

comment on column public.packages.itinerary is
  'Array of {day, title, description, accommodation, accommodation_id, meals}; day and title required.';
