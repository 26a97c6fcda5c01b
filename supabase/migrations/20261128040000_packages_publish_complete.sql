-- A published package sells a trip: it has highlights, an itinerary and inclusions
-- (docs/product-rules.md#publishing-a-package). The database refuses a published package
-- without them for every caller (the admin form, the list's publish switch, PostgREST, SQL),
-- one constraint per section so the admin shows the sentence next to the section that is empty.
--
-- NOT VALID: packages published before this rule stay as they are until they are next written
-- (a deploy must never fail on content); any insert or update of a published package is checked.
-- The public page hides a section with nothing in it, so an older package shows no empty
-- heading meanwhile.

alter table public.packages
  add constraint packages_highlights_published check (
    not published or cardinality(highlights) > 0
  ) not valid,
  add constraint packages_itinerary_published check (
    not published
    or case when jsonb_typeof(itinerary) = 'array' then jsonb_array_length(itinerary) > 0 else false end
  ) not valid,
  add constraint packages_inclusions_published check (
    not published or cardinality(inclusions) > 0
  ) not valid;

comment on constraint packages_highlights_published on public.packages is
  'A published package has at least one highlight.';
comment on constraint packages_itinerary_published on public.packages is
  'A published package has at least one itinerary day.';
comment on constraint packages_inclusions_published on public.packages is
  'A published package has at least one inclusion.';
