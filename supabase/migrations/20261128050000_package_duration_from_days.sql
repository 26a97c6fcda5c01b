-- A package's length is asked once, as its number of days (issue 24). The text travellers read
-- ("3 days / 2 nights", the wording of the demo packages) is derived from `days` here, for every
-- caller: the admin form no longer has a duration field, and a caller that still sends one gets
-- the derived text instead, so the two can never disagree. docs/product-rules.md#entities.

create function public.package_duration(days integer)
returns text
language sql
immutable
parallel safe
set search_path = ''
return case
  when days = 1 then '1 day'
  else days::text || ' days / ' || (days - 1)::text
    || case when days = 2 then ' night' else ' nights' end
end;

comment on function public.package_duration(integer) is
  'The duration text of a package of this many days: "1 day", "2 days / 1 night", "3 days / 2 nights".';

create function public.packages_set_duration()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.duration := public.package_duration(new.days);
  return new;
end;
$$;

create trigger packages_set_duration
  before insert or update on public.packages
  for each row execute function public.packages_set_duration();

-- Callers leave the column out; the trigger fills it before the constraints are checked.
alter table public.packages alter column duration set default '';

comment on column public.packages.duration is
  'Derived from days by the packages_set_duration trigger (public.package_duration); never asked for.';

update public.packages set duration = public.package_duration(days)
  where duration is distinct from public.package_duration(days);
