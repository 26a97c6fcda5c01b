-- A new enquiry's travel dates cannot lie in the past (the form says so next to the field; this
-- is the protection for requests made by hand). One day of slack: a visitor west of UTC may
-- still be on yesterday's date when the database is already on today's. Inserts only: an
-- admin changing an old enquiry's status must not be refused because its trip has happened.
-- The errors name a constraint, so the data layer puts its sentence next to the field.
create function public.guard_enquiry_dates()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.travel_start < current_date - 1 then
    raise exception using
      errcode = 'check_violation',
      constraint = 'enquiries_travel_start_not_past',
      message = 'new row for relation "enquiries" violates check constraint "enquiries_travel_start_not_past"';
  end if;
  if new.travel_end < current_date - 1 then
    raise exception using
      errcode = 'check_violation',
      constraint = 'enquiries_travel_end_not_past',
      message = 'new row for relation "enquiries" violates check constraint "enquiries_travel_end_not_past"';
  end if;
  return new;
end;
$$;

create trigger enquiries_dates_not_past
  before insert on public.enquiries
  for each row execute function public.guard_enquiry_dates();
