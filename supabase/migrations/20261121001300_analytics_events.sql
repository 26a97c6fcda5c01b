-- Custom events, script errors and web vitals sent by the site (POST /api/analytics/events and
-- /api/analytics/performance). Write-only for visitors, size-limited so nobody can use the
-- table as free storage.
create table public.analytics_events (
  id bigint generated always as identity primary key,
  kind public.analytics_kind not null,
  name text not null,
  properties jsonb not null default '{}',
  value double precision,
  -- When the browser says it happened; received_at is the server's clock.
  client_timestamp timestamptz,
  received_at timestamptz not null default now(),

  constraint analytics_events_name_format check (name ~ '^[A-Za-z0-9_.:/ -]{1,100}$'),
  constraint analytics_events_properties_size check (
    jsonb_typeof(properties) = 'object' and octet_length(properties::text) <= 4096
  ),
  -- NaN and infinities fail the range too.
  constraint analytics_events_value_range check (value is null or value between -1e12 and 1e12),
  constraint analytics_events_performance_value check (kind <> 'performance' or value is not null)
);

comment on table public.analytics_events is 'Analytics events; insert-only for visitors, read by admins.';

create index analytics_events_kind_name_received_at_idx
  on public.analytics_events (kind, name, received_at desc);
