-- "Recently deleted" in the admin: content rows deleted in the last 30 days that have not come
-- back since (a later insert or restore of the same id). security_invoker: audit_log's policy
-- decides who sees anything (admins only).
create view public.audit_recently_deleted
with (security_invoker = true)
as
select
  d.id,
  d.at,
  d.actor,
  d.actor_email,
  d.table_name,
  d.row_id,
  d.before,
  d.txid
from public.audit_log as d
where d.action = 'delete'
  and d.table_name in (
    'packages', 'destinations', 'accommodations', 'blog_posts', 'testimonials', 'gallery',
    'page_content'
  )
  and d.at > now() - interval '30 days'
  and not exists (
    select 1
    from public.audit_log as r
    where r.table_name = d.table_name
      and r.row_id = d.row_id
      and r.id > d.id
      and r.action in ('insert', 'restore')
  );

comment on view public.audit_recently_deleted is
  'Content deleted in the last 30 days and not restored: the before image restores it.';

-- Read-only: default privileges may have granted writes (a simple view looks updatable).
revoke all on public.audit_recently_deleted from public, anon, authenticated;
grant select on public.audit_recently_deleted to authenticated;
grant select on public.audit_recently_deleted to service_role;
