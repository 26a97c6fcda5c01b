-- Time-to-submit check and the challenge past a cap (docs/decisions.md#enquiry-form-token).
--
-- When the enquiry form renders, it asks the database for a form token
-- (`enquiry_form_token()`): the time it was issued, signed with a secret only the database
-- holds. The form sends the token with the insert in the `x-enquiry-token` request header
-- (PostgREST passes request headers in `request.headers`), so nothing about it is stored.
-- An enquiry sent through the API sooner than `submission_limits.min_seconds_to_submit` after
-- its token was issued is refused (429, "send it again in a few seconds"); one without a valid
-- token is refused (400). 0 turns the check off.
--
-- Past a cap (20261126200100), when `submission_limits.challenge_past_cap` is on, the refusal
-- carries the hint 'challenge': the form shows a Cloudflare Turnstile challenge, the
-- `enquiry-challenge` edge function verifies the answer with Cloudflare and asks
-- `pass_enquiry_challenge()` (service role only) for a passed token, and an enquiry sent with it
-- goes through the caps once, within an hour.

alter table public.submission_limits
  add column min_seconds_to_submit integer not null default 3,
  add column challenge_past_cap boolean not null default false,
  add constraint submission_limits_min_seconds check (min_seconds_to_submit between 0 and 600);
comment on column public.submission_limits.min_seconds_to_submit is
  'An enquiry sent sooner than this after its form rendered is refused; 0 turns the check off.';
comment on column public.submission_limits.challenge_past_cap is
  'Past a cap, ask for the Turnstile challenge instead of refusing (needs the site key and the enquiry-challenge function''s secret).';

-- The signing secret: one row, readable by nobody but the definer functions below.
create table public.submission_token_secret (
  id boolean primary key default true check (id),
  secret text not null default (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
);
insert into public.submission_token_secret default values;
alter table public.submission_token_secret enable row level security;
revoke all on public.submission_token_secret from anon, authenticated;

-- Passed tokens already used: a pass lets one enquiry through the caps.
create table public.submission_challenge_passes (
  signature text primary key,
  used_at timestamptz not null default now()
);
alter table public.submission_challenge_passes enable row level security;
revoke all on public.submission_challenge_passes from anon, authenticated;

-- `<issued ms>.<passed ms or 0>.<signature>`; the signature is sha256 of the secret and the
-- sha256 of the secret and the payload (nested, so the payload cannot be extended).
create function public.sign_enquiry_form_token(issued_ms bigint, passed_ms bigint)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select format('%s.%s.%s', issued_ms, passed_ms, encode(sha256(convert_to(
    s.secret || ':' || encode(sha256(convert_to(s.secret || ':' || issued_ms || '.' || passed_ms, 'UTF8')), 'hex'),
    'UTF8')), 'hex'))
  from public.submission_token_secret as s
$$;

-- The token's times when its signature is right; no row otherwise.
create function public.read_enquiry_form_token(token text)
returns table (issued_at timestamptz, passed_at timestamptz, signature text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  parts text[];
begin
  if token is null or length(token) > 200 or token !~ '^[0-9]{1,15}\.[0-9]{1,15}\.[0-9a-f]{64}$' then
    return;
  end if;
  parts := string_to_array(token, '.');
  if public.sign_enquiry_form_token(parts[1]::bigint, parts[2]::bigint) <> token then
    return;
  end if;
  issued_at := to_timestamp(parts[1]::bigint / 1000.0);
  passed_at := case when parts[2]::bigint > 0 then to_timestamp(parts[2]::bigint / 1000.0) end;
  signature := parts[3];
  return next;
end
$$;

create function public.epoch_ms(at timestamptz)
returns bigint
language sql
immutable
set search_path = ''
as $$ select floor(extract(epoch from at) * 1000)::bigint $$;

-- A new form token, issued now: the form asks for one when it renders.
create function public.enquiry_form_token()
returns text
language sql
volatile
security definer
set search_path = ''
as $$ select public.sign_enquiry_form_token(public.epoch_ms(clock_timestamp()), 0) $$;
comment on function public.enquiry_form_token() is
  'A signed token of the time the enquiry form rendered (docs/decisions.md#enquiry-form-token).';

-- The same form token, marked as having passed the challenge now (enquiry-challenge only).
create function public.pass_enquiry_challenge(form_token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  token record;
begin
  select * into token from public.read_enquiry_form_token(form_token);
  if token.issued_at is null then
    raise exception 'This form could not be checked.' using errcode = 'PT400', hint = 'form-token';
  end if;
  return public.sign_enquiry_form_token(public.epoch_ms(token.issued_at),
    public.epoch_ms(clock_timestamp()));
end
$$;

revoke all on function public.sign_enquiry_form_token(bigint, bigint),
  public.read_enquiry_form_token(text), public.pass_enquiry_challenge(text),
  public.enquiry_form_token(), public.epoch_ms(timestamptz)
  from public, anon, authenticated;
grant execute on function public.enquiry_form_token() to anon, authenticated;
grant execute on function public.pass_enquiry_challenge(text) to service_role;

-- The caps of 20261126200100, with the form token read first and the challenge past a cap.
create or replace function public.guard_enquiry_caps()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits public.submission_limits;
  client_key text := public.request_client_key();
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  token record;
  passed boolean := false;
  over_cap text;
begin
  if coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated')
    or public.is_admin() then
    return new;
  end if;
  select * into limits from public.submission_limits;
  select * into token from public.read_enquiry_form_token(headers ->> 'x-enquiry-token');
  -- Only requests through the API carry headers (PostgREST always sets them).
  if limits.min_seconds_to_submit > 0 and headers is not null then
    if token.issued_at is null then
      raise exception 'This form could not be checked. Please wait a few seconds and send it again (everything you typed is kept), or write to us on WhatsApp or by email.'
        using errcode = 'PT400', hint = 'form-token',
          detail = 'The request carried no valid x-enquiry-token header (enquiry_form_token()).';
    end if;
    if clock_timestamp() < token.issued_at + make_interval(secs => limits.min_seconds_to_submit) then
      raise exception 'That was quicker than we expected anyone to fill in the form. Please check your details and send it again in a few seconds, or write to us on WhatsApp or by email.'
        using errcode = 'PT429', hint = 'too-fast',
          detail = format('At least %s seconds between showing the form and sending it.', limits.min_seconds_to_submit);
    end if;
  end if;

  -- One at a time, so two concurrent requests cannot both pass the counts.
  perform pg_advisory_xact_lock(hashtextextended('enquiry-caps', 0));
  if token.passed_at is not null and token.passed_at > clock_timestamp() - interval '1 hour'
    and not exists (
      select 1 from public.submission_challenge_passes as p where p.signature = token.signature
    ) then
    passed := true;
  end if;

  if client_key is not null and (
    select count(*) from public.submission_clients as s
    where s.kind = 'enquiry' and s.client = client_key and s.created_at > now() - interval '1 hour'
  ) >= limits.enquiries_per_client_per_hour then
    over_cap := 'client';
  elsif (
    select count(*) from public.submission_clients as s
    where s.kind = 'enquiry' and s.created_at > now() - interval '1 hour'
  ) >= limits.enquiries_per_hour then
    over_cap := 'all';
  end if;

  if over_cap is not null and passed then
    delete from public.submission_challenge_passes where used_at < now() - interval '2 hours';
    insert into public.submission_challenge_passes (signature) values (token.signature);
  elsif over_cap = 'client' then
    raise exception 'Too many enquiries from your connection in the last hour. Please try again later, or write to us on WhatsApp or by email.'
      using errcode = 'PT429',
        hint = case when limits.challenge_past_cap then 'challenge' else 'wait' end,
        detail = format('At most %s enquiries per client per hour.', limits.enquiries_per_client_per_hour);
  elsif over_cap = 'all' then
    raise exception 'We are receiving an unusual number of enquiries right now. Please try again in a little while, or write to us on WhatsApp or by email.'
      using errcode = 'PT429',
        hint = case when limits.challenge_past_cap then 'challenge' else 'wait' end,
        detail = format('At most %s enquiries per hour in all.', limits.enquiries_per_hour);
  end if;
  insert into public.submission_clients (kind, client) values ('enquiry', coalesce(client_key, 'unknown'));
  return new;
end
$$;
revoke all on function public.guard_enquiry_caps() from public, anon, authenticated;
