-- Visitors' writes go through functions that take the request's JSON as `jsonb`
-- (docs/decisions.md#visitor-writes). PostgREST turns a JSON number, array or object into text
-- before any CHECK or trigger sees a row, so `name: 12345` and `name: {"a":1}` used to be stored
-- as text. Here every field's JSON type is checked with `jsonb_typeof` while it is still JSON:
-- text must be a string, numbers must be numbers, dates must be strings that parse, within a
-- sane range. Lengths and formats stay the tables' CHECK constraints (one place for each
-- number, mirrored in packages/data/src/content-types/limits.ts), which the insert below still
-- runs, as it runs every guard trigger (caps, form token, challenge, flood guard, outbox).
--
-- Direct INSERT is taken away from anon, and from signed-in users who are not admins (Row
-- Level Security), so nothing reaches these tables without the check:
--   submit_enquiry(submission jsonb)        enquiries (x-enquiry-token header as before)
--   submit_testimonial(submission jsonb)    testimonials
--   record_analytics_event(event jsonb)     analytics_events (one event per call)
--
-- A refusal raises SQLSTATE PT400 with hint 'shape': PostgREST answers HTTP 400 with the
-- message, which names the field. A travel date too far ahead is a check violation with a
-- constraint name, so the form puts its sentence next to the field.

-- The refusal every shape check raises.
create function public.refuse_submission_field(field text, problem text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  raise exception '%', format('The field "%s" %s.', field, problem)
    using errcode = 'PT400', hint = 'shape',
      detail = 'Visitor submissions are checked field by field before they are stored.';
end
$$;

-- The submission must be one JSON object with only the fields named.
create function public.check_submission_keys(submission jsonb, allowed text[], what text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  unknown text;
begin
  if submission is null or jsonb_typeof(submission) <> 'object' then
    raise exception '%', format('Send one %s as a JSON object.', what)
      using errcode = 'PT400', hint = 'shape',
        detail = format('The request carried a JSON %s.', coalesce(jsonb_typeof(submission), 'null'));
  end if;
  select string_agg(k, ', ' order by k) into unknown
  from jsonb_object_keys(submission) as k
  where not (k = any (allowed));
  if unknown is not null then
    raise exception '%', format('Unknown field(s) for the %s: %s.', what, left(unknown, 200))
      using errcode = 'PT400', hint = 'shape',
        detail = format('Allowed: %s.', array_to_string(allowed, ', '));
  end if;
end
$$;

-- A text field: a JSON string (or absent/null when optional). Length is the table's CHECK.
create function public.submission_text(submission jsonb, field text, required boolean)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  value jsonb := submission -> field;
begin
  if value is null or jsonb_typeof(value) = 'null' then
    if required then
      perform public.refuse_submission_field(field, 'is required');
    end if;
    return null;
  end if;
  if jsonb_typeof(value) <> 'string' then
    perform public.refuse_submission_field(field, 'must be text, not a JSON ' || jsonb_typeof(value));
  end if;
  return value #>> '{}';
end
$$;

-- A whole number field: a JSON number (not a string) without a fraction. Range is the table's.
create function public.submission_integer(submission jsonb, field text, fallback integer)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  value jsonb := submission -> field;
  number numeric;
begin
  if value is null or jsonb_typeof(value) = 'null' then
    if fallback is null then
      perform public.refuse_submission_field(field, 'is required');
    end if;
    return fallback;
  end if;
  if jsonb_typeof(value) <> 'number' then
    perform public.refuse_submission_field(field, 'must be a number, not a JSON ' || jsonb_typeof(value));
  end if;
  number := value::numeric;
  if number <> trunc(number) or abs(number) > 1000000 then
    perform public.refuse_submission_field(field, 'must be a whole number');
  end if;
  return number::integer;
end
$$;

-- A calendar date field: a JSON string YYYY-MM-DD that exists (or absent/null).
create function public.submission_date(submission jsonb, field text)
returns date
language plpgsql
immutable
set search_path = ''
as $$
declare
  text_value text := public.submission_text(submission, field, false);
begin
  if text_value is null then
    return null;
  end if;
  if text_value !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    perform public.refuse_submission_field(field, 'must be a date written YYYY-MM-DD');
  end if;
  begin
    return text_value::date;
  exception when others then
    perform public.refuse_submission_field(field, 'must be a date that exists');
  end;
  return null;
end
$$;

revoke all on function public.refuse_submission_field(text, text),
  public.check_submission_keys(jsonb, text[], text), public.submission_text(jsonb, text, boolean),
  public.submission_integer(jsonb, text, integer), public.submission_date(jsonb, text)
  from public, anon, authenticated;

-- How far ahead a traveller may ask about: further is a typo or a probe.
create function public.guard_enquiry_dates_ahead(travel_start date, travel_end date)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if travel_start > current_date + interval '3 years' then
    raise exception using
      errcode = 'check_violation',
      constraint = 'enquiries_travel_start_within_3_years',
      message = 'new row for relation "enquiries" violates check constraint "enquiries_travel_start_within_3_years"';
  end if;
  if travel_end > current_date + interval '3 years' then
    raise exception using
      errcode = 'check_violation',
      constraint = 'enquiries_travel_end_within_3_years',
      message = 'new row for relation "enquiries" violates check constraint "enquiries_travel_end_within_3_years"';
  end if;
end
$$;
revoke all on function public.guard_enquiry_dates_ahead(date, date) from public, anon, authenticated;

-- SECURITY DEFINER so the insert needs no INSERT privilege of the caller's. The guard triggers
-- still see the caller: they read the `role` setting PostgREST switched to and auth.uid(), which
-- a definer function does not change, so caps, the form token and the flood guard apply as
-- before.
create function public.submit_enquiry(submission jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  travel_start date;
  travel_end date;
  package_text text;
begin
  perform public.check_submission_keys(submission,
    array['name', 'email', 'phone', 'travel_start', 'travel_end', 'adults', 'children',
          'package_id', 'message'], 'enquiry');
  travel_start := public.submission_date(submission, 'travel_start');
  travel_end := public.submission_date(submission, 'travel_end');
  package_text := public.submission_text(submission, 'package_id', false);
  if package_text is not null
    and package_text !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    perform public.refuse_submission_field('package_id', 'must be a package id');
  end if;
  perform public.guard_enquiry_dates_ahead(travel_start, travel_end);
  insert into public.enquiries
    (name, email, phone, travel_start, travel_end, adults, children, package_id, message)
  values (
    public.submission_text(submission, 'name', true),
    public.submission_text(submission, 'email', true),
    public.submission_text(submission, 'phone', false),
    travel_start,
    travel_end,
    public.submission_integer(submission, 'adults', 1),
    public.submission_integer(submission, 'children', 0),
    package_text::uuid,
    public.submission_text(submission, 'message', true)
  );
end
$$;
comment on function public.submit_enquiry(jsonb) is
  'A visitor''s enquiry, checked field by field (docs/decisions.md#visitor-writes).';

create function public.submit_testimonial(submission jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.check_submission_keys(submission, array['name', 'country', 'rating', 'content'],
    'testimonial');
  insert into public.testimonials (name, country, rating, content, approved)
  values (
    public.submission_text(submission, 'name', true),
    public.submission_text(submission, 'country', false),
    public.submission_integer(submission, 'rating', null),
    public.submission_text(submission, 'content', true),
    false
  );
end
$$;
comment on function public.submit_testimonial(jsonb) is
  'A visitor''s testimonial, stored unapproved, checked field by field (docs/decisions.md#visitor-writes).';

-- One event per call; the browser's clock within a day of the server's (as the analytics edge
-- function checks), so no event claims to come from 1900.
create function public.record_analytics_event(event jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  kind_text text;
  properties jsonb := event -> 'properties';
  value_json jsonb := event -> 'value';
  timestamp_text text;
  client_time timestamptz;
begin
  perform public.check_submission_keys(event,
    array['kind', 'name', 'properties', 'value', 'client_timestamp'], 'analytics event');
  kind_text := public.submission_text(event, 'kind', true);
  if kind_text not in ('event', 'performance') then
    perform public.refuse_submission_field('kind', 'must be "event" or "performance"');
  end if;
  if properties is null or jsonb_typeof(properties) = 'null' then
    properties := '{}';
  elsif jsonb_typeof(properties) <> 'object' then
    perform public.refuse_submission_field('properties', 'must be a JSON object');
  end if;
  if value_json is not null and jsonb_typeof(value_json) not in ('number', 'null') then
    perform public.refuse_submission_field('value', 'must be a number, not a JSON ' || jsonb_typeof(value_json));
  end if;
  timestamp_text := public.submission_text(event, 'client_timestamp', false);
  if timestamp_text is not null then
    if timestamp_text !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,6})?)?(Z|[+-][0-9]{2}:[0-9]{2})$' then
      perform public.refuse_submission_field('client_timestamp', 'must be an ISO 8601 date-time');
    end if;
    begin
      client_time := timestamp_text::timestamptz;
    exception when others then
      perform public.refuse_submission_field('client_timestamp', 'must be a time that exists');
    end;
    if client_time not between now() - interval '1 day' and now() + interval '1 day' then
      perform public.refuse_submission_field('client_timestamp', 'must be within a day of now');
    end if;
  end if;
  insert into public.analytics_events (kind, name, properties, value, client_timestamp)
  values (
    kind_text::public.analytics_kind,
    public.submission_text(event, 'name', true),
    properties,
    case when jsonb_typeof(value_json) = 'number' then value_json::numeric::double precision end,
    client_time
  );
end
$$;
comment on function public.record_analytics_event(jsonb) is
  'One analytics event, checked field by field (docs/decisions.md#visitor-writes).';

revoke all on function public.submit_enquiry(jsonb), public.submit_testimonial(jsonb),
  public.record_analytics_event(jsonb) from public;
grant execute on function public.submit_enquiry(jsonb), public.submit_testimonial(jsonb),
  public.record_analytics_event(jsonb) to anon, authenticated, service_role;

-- No direct inserts by visitors. Admins keep theirs (the admin testimonial form, enquiries
-- typed in for a phone call); analytics events only arrive through the function.
revoke insert on public.enquiries, public.testimonials, public.analytics_events from anon;
revoke insert on public.analytics_events from authenticated;

drop policy "Anyone submits an unapproved testimonial" on public.testimonials;
create policy "Admins add testimonials"
  on public.testimonials for insert
  to authenticated
  with check ((select public.is_admin()));

drop policy "Anyone sends a new enquiry" on public.enquiries;
create policy "Admins add enquiries"
  on public.enquiries for insert
  to authenticated
  with check ((select public.is_admin()));

drop policy "Anyone records an analytics event" on public.analytics_events;
