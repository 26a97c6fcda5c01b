-- Contact enquiries: anyone may send one and nobody but admins reads them (a later migration
-- takes the API's read privilege away from anon). The submission guard limits how many one
-- email may send per hour.
create table public.enquiries (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  travel_start date,
  travel_end date,
  adults integer not null default 1,
  children integer not null default 0,
  package_id uuid references public.packages (id) on delete set null,
  message text not null,
  status public.enquiry_status not null default 'new',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint enquiries_name_length check (char_length(btrim(name)) between 1 and 100),
  -- Deliberately loose: one @, no spaces, a dot in the domain. Real checking is the reply.
  constraint enquiries_email_format check (
    email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254
  ),
  constraint enquiries_phone_format check (phone is null or phone ~ '^\+?[0-9 ()./-]{6,30}$'),
  constraint enquiries_travel_dates_order check (
    travel_start is null or travel_end is null or travel_end >= travel_start
  ),
  constraint enquiries_adults_range check (adults between 1 and 50),
  constraint enquiries_children_range check (children between 0 and 50),
  constraint enquiries_message_length check (char_length(btrim(message)) between 1 and 5000)
);

comment on table public.enquiries is 'Contact enquiries; insert-only for visitors, read and handled by admins.';

create index enquiries_status_created_at_idx on public.enquiries (status, created_at desc);
create index enquiries_email_created_at_idx on public.enquiries (lower(email), created_at desc);

create trigger enquiries_set_updated_at
  before update on public.enquiries
  for each row execute function public.set_updated_at();
