-- One way to call an edge function whose address and token live in Vault
-- (docs/architecture.md#publishing). kick_notifications() and kick_image_sweep() read
-- `<name>_url` and `<name>_token` from vault.decrypted_secrets and post an empty JSON body with
-- pg_net; they now share this helper instead of each writing it out.

create function public.call_vault_function(name text, timeout_milliseconds integer)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  function_url text;
  function_token text;
begin
  select decrypted_secret into function_url
  from vault.decrypted_secrets where vault.decrypted_secrets.name = call_vault_function.name || '_url';
  if function_url is null or function_url = '' then
    return null;
  end if;
  select decrypted_secret into function_token
  from vault.decrypted_secrets where vault.decrypted_secrets.name = call_vault_function.name || '_token';
  return net.http_post(
    url => function_url,
    body => '{}'::jsonb,
    headers => jsonb_build_object('Content-Type', 'application/json')
      || case when coalesce(function_token, '') = '' then '{}'::jsonb
         else jsonb_build_object('Authorization', 'Bearer ' || function_token) end,
    timeout_milliseconds => call_vault_function.timeout_milliseconds
  );
end
$$;

comment on function public.call_vault_function(text, integer) is
  'Posts {} to the edge function at Vault secret <name>_url, with <name>_token as the Bearer token; null when no address is set.';

revoke all on function public.call_vault_function(text, integer) from public, anon, authenticated;
grant execute on function public.call_vault_function(text, integer) to service_role;

-- Posts to the notify function now (pg_net sends after commit); the cron job retries.
create or replace function public.kick_notifications()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
begin
  return public.call_vault_function('notify_function', 30000);
end
$$;

create or replace function public.kick_image_sweep(at timestamptz default now())
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  request_id bigint;
begin
  if not exists (select 1 from public.image_sweep_candidates(at)) then
    return null;
  end if;
  request_id := public.call_vault_function('image_sweep_function', 60000);
  if request_id is null then
    raise notice 'images are due for the sweep, but no Vault secret image_sweep_function_url is set';
  end if;
  return request_id;
end
$$;
