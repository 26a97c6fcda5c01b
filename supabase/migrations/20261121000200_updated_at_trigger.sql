-- One trigger function keeps updated_at honest on every table that has it: the client never
-- decides when a row changed.
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
