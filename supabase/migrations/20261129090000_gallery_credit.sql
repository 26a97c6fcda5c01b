-- Who took a gallery photo, shown beside it on the gallery page ("Photo: …"). Optional: the
-- operator's own photos need no credit.
alter table public.gallery
  add column credit text,
  add constraint gallery_credit_length check (credit is null or char_length(btrim(credit)) between 1 and 120);

comment on column public.gallery.credit is 'Photographer credit, shown with the photo; null: none.';
