-- Forgets rows that have been gone for longer than the retention (30 days by default): every log
-- entry of a row whose last entry is a delete older than that. History of rows that still exist
-- is kept. Meant for a scheduler (pg_cron: select public.purge_audit_log();) or the service role;
-- the API roles may not call it. Returns how many entries it removed.
create function public.purge_audit_log(retention interval default interval '30 days')
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  with gone as (
    select d.table_name, d.row_id
    from public.audit_log as d
    where d.action = 'delete'
      and d.at < now() - retention
      and not exists (
        select 1
        from public.audit_log as later
        where later.table_name = d.table_name
          and later.row_id = d.row_id
          and later.id > d.id
      )
  )
  delete from public.audit_log as l
  using gone
  where l.table_name = gone.table_name
    and l.row_id = gone.row_id;
  get diagnostics removed = row_count;
  return removed;
end;
$$;

comment on function public.purge_audit_log(interval) is
  'Deletes the log of rows deleted longer ago than the retention; for a scheduler or the service role.';

revoke execute on function public.purge_audit_log(interval) from public, anon, authenticated;
grant execute on function public.purge_audit_log(interval) to service_role;
