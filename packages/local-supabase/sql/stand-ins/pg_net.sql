-- Stand-in for pg_net (hosted Supabase: Database -> Extensions -> pg_net), applied by
-- local-supabase only where the real extension is not installed. Same names and signatures:
-- net.http_post / net.http_get queue a request and return its id; after the transaction
-- commits, local-supabase's scheduler (src/scheduler.ts) sends it with fetch and stores the
-- answer in net._http_response under that id. Idempotent.

create schema if not exists net;
revoke all on schema net from public;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null default '{}',
  body bytea,
  timeout_milliseconds integer not null default 5000
);

create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index if not exists _http_response_created_idx on net._http_response (created);

-- The URL with `params` appended as a query string, as pg_net builds it.
create or replace function net._with_params(url text, params jsonb)
returns text
language sql
immutable
as $$
  select case
    when params is null or params = '{}'::jsonb then url
    else url || case when url like '%?%' then '&' else '?' end || (
      select string_agg(key || '=' || value, '&' order by key) from jsonb_each_text(params)
    )
  end
$$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language sql
as $$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (
    'POST',
    net._with_params(url, params),
    coalesce(headers, '{}'::jsonb),
    convert_to(coalesce(body, '{}'::jsonb)::text, 'UTF8'),
    timeout_milliseconds
  )
  returning id
$$;

create or replace function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language sql
as $$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('GET', net._with_params(url, params), coalesce(headers, '{}'::jsonb), null, timeout_milliseconds)
  returning id
$$;
