-- The purge of the audit log runs by itself: every night at 03:41 UTC, pg_cron's job
-- `audit-purge` forgets the entries of rows deleted more than 30 days ago
-- (purge_audit_log(), 20261123000400_audit_purge.sql), so "Recently deleted" keeps 30 days.
-- Local: local-supabase's scheduler runs the cron.job rows like pg_cron's worker.
do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'cron') then
    perform cron.schedule('audit-purge', '41 3 * * *', 'select public.purge_audit_log()');
  else
    raise notice 'pg_cron is not enabled: schedule the audit-purge job by hand (README)';
  end if;
end
$$;
