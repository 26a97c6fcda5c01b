-- A package page says when to go and what the price covers (docs/product-rules.md#entities):
-- "June to September and December to February, the dry seasons" and "per person sharing, based
-- on two travellers". Both optional: an empty one is not shown, and the price then reads
-- "per person" as before.

alter table public.packages
  add column best_time text not null default '',
  add column price_basis text not null default '',
  add constraint packages_best_time_length check (char_length(best_time) <= 300),
  add constraint packages_price_basis_length check (char_length(price_basis) <= 120);

comment on column public.packages.best_time is 'When to go, in words; empty: not shown.';
comment on column public.packages.price_basis is
  'What the price covers, e.g. "per person sharing, based on two travellers"; empty: "per person".';
