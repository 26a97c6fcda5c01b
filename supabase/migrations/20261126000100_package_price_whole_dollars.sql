-- Package prices are whole US dollars: the public pages show whole dollars ($1,251) and the admin
-- form refuses cents, so the database refuses them too and no page can disagree with another.
-- A price stored with cents is rounded to the nearest dollar first, as the pages showed it.
update public.packages set price_usd = round(price_usd) where price_usd <> round(price_usd);

alter table public.packages
  add constraint packages_price_usd_whole_dollars check (price_usd = round(price_usd));
