-- What visitors send (testimonials, enquiries, analytics events) is shaped by the server, not by
-- the request: a public submission is always stored unapproved / 'new' with the server's clock
-- (so a back-dated created_at cannot dodge the flood guard), and a flood guard refuses more
-- than a few submissions per hour.
--
-- "Public submission" means the request runs under an API role (anon or authenticated, as
-- PostgREST sets with `set local role`) and the caller is not an admin. The seed, migrations
-- and the service role are trusted. These are trigger functions, which cannot be called as
-- RPCs, so SECURITY DEFINER only lets them count rows the caller may not read.
--
-- Flood errors carry SQLSTATE PT429: PostgREST answers it with HTTP 429 and
-- {"code": "PT429", "message": "..."}; the message is written for the form to show as is.

-- Testimonials have no email (docs/decisions.md#testimonials: name, rating, text, optional country), so the guard
-- is keyed on the submitter's name, normalised, plus a cap on everything awaiting review: a
-- flood that rotates names still cannot bury the moderation queue. Names are not secret, so
-- nobody learns anything from the refusal that they did not send themselves.
create function public.guard_testimonial_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_name_limit constant integer := 3;
  pending_limit constant integer := 30;
  normalised_name text := lower(btrim(new.name));
begin
  -- Under SECURITY DEFINER current_user is the owner; the `role` setting still names the role
  -- PostgREST switched to.
  if coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated')
    or public.is_admin() then
    return new;
  end if;

  new.approved := false;
  new.created_at := now();

  -- Serialise submissions of one name so two concurrent requests cannot both pass the count.
  perform pg_advisory_xact_lock(hashtextextended('testimonials:' || normalised_name, 0));

  if (
    select count(*)
    from public.testimonials as t
    where lower(btrim(t.name)) = normalised_name
      and t.created_at > now() - interval '1 hour'
  ) >= per_name_limit then
    raise exception 'Too many testimonials from this name in the last hour. Please try again later.'
      using errcode = 'PT429',
        detail = format('At most %s testimonials per name per hour.', per_name_limit);
  end if;

  if (
    select count(*)
    from public.testimonials as t
    where not t.approved
      and t.created_at > now() - interval '1 hour'
  ) >= pending_limit then
    raise exception 'Too many testimonials are waiting for review right now. Please try again later.'
      using errcode = 'PT429',
        detail = format('At most %s new testimonials per hour await review.', pending_limit);
  end if;

  return new;
end;
$$;

create trigger testimonials_guard_submission
  before insert on public.testimonials
  for each row execute function public.guard_testimonial_submission();

create function public.guard_enquiry_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_email_limit constant integer := 5;
  normalised_email text := lower(btrim(new.email));
begin
  -- Under SECURITY DEFINER current_user is the owner; the `role` setting still names the role
  -- PostgREST switched to.
  if coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated')
    or public.is_admin() then
    return new;
  end if;

  new.status := 'new';
  new.created_at := now();
  new.updated_at := now();

  perform pg_advisory_xact_lock(hashtextextended('enquiries:' || normalised_email, 0));

  if (
    select count(*)
    from public.enquiries as e
    where lower(e.email) = normalised_email
      and e.created_at > now() - interval '1 hour'
  ) >= per_email_limit then
    raise exception 'Too many enquiries from this email in the last hour. Please try again later.'
      using errcode = 'PT429',
        detail = format('At most %s enquiries per email address per hour.', per_email_limit);
  end if;

  return new;
end;
$$;

create trigger enquiries_guard_submission
  before insert on public.enquiries
  for each row execute function public.guard_enquiry_submission();

-- The server's clock, always: nobody back-dates an analytics event.
create function public.stamp_analytics_event()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.received_at := now();
  return new;
end;
$$;

create trigger analytics_events_stamp_received_at
  before insert on public.analytics_events
  for each row execute function public.stamp_analytics_event();
