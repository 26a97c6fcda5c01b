-- One trigger function records every change of the audited tables in public.audit_log.
-- SECURITY DEFINER so it writes the log that the API roles cannot, with an empty search_path so
-- nothing a caller creates can shadow the names inside. Trigger arguments, when given, are the
-- only columns kept in before/after (enquiries: their status and package link, not the
-- visitor's message).
create function public.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  row_uuid uuid := coalesce(new_row, old_row) ->> 'id';
  kept text[] := tg_argv::text[];
  audit_action text;
  who uuid := auth.uid();
  who_email text;
begin
  if coalesce(cardinality(kept), 0) > 0 then
    old_row := (select jsonb_object_agg(key, value) from jsonb_each(old_row) where key = any (kept));
    new_row := (select jsonb_object_agg(key, value) from jsonb_each(new_row) where key = any (kept));
  end if;

  if tg_op = 'INSERT' then
    if tg_table_name = 'user_roles' then
      audit_action := 'role';
    elsif exists (
      select 1 from public.audit_log as l
      where l.table_name = tg_table_name and l.row_id = row_uuid and l.action = 'delete'
    ) then
      audit_action := 'restore';
    else
      audit_action := 'insert';
    end if;
  elsif tg_op = 'DELETE' then
    audit_action := 'delete';
  else
    -- A save that changes nothing but updated_at is not a change.
    if (new_row - 'updated_at') = (old_row - 'updated_at') then
      return null;
    end if;
    audit_action := case
      when tg_table_name = 'user_roles' then 'role'
      when tg_table_name = 'enquiries' and (new_row -> 'status') <> (old_row -> 'status') then 'status'
      when tg_table_name = 'testimonials' and (new_row -> 'approved') <> (old_row -> 'approved') then
        case when (new_row ->> 'approved')::boolean then 'approve' else 'unpublish' end
      when (new_row -> 'published') <> (old_row -> 'published') then
        case when (new_row ->> 'published')::boolean then 'publish' else 'unpublish' end
      else 'update'
    end;
  end if;

  if who is not null then
    who_email := coalesce(
      (select u.email::text from auth.users as u where u.id = who),
      auth.jwt() ->> 'email'
    );
  end if;

  insert into public.audit_log (actor, actor_email, table_name, row_id, action, before, after)
  values (who, who_email, tg_table_name, row_uuid, audit_action, old_row, new_row);

  return null;
end;
$$;

comment on function public.audit_row_change() is
  'AFTER row trigger: appends the change to public.audit_log (arguments: the columns to keep).';

revoke execute on function public.audit_row_change() from public, anon, authenticated;

-- Content: every insert, update and delete.
create trigger packages_audit
  after insert or update or delete on public.packages
  for each row execute function public.audit_row_change();
create trigger destinations_audit
  after insert or update or delete on public.destinations
  for each row execute function public.audit_row_change();
create trigger accommodations_audit
  after insert or update or delete on public.accommodations
  for each row execute function public.audit_row_change();
create trigger blog_posts_audit
  after insert or update or delete on public.blog_posts
  for each row execute function public.audit_row_change();
create trigger testimonials_audit
  after insert or update or delete on public.testimonials
  for each row execute function public.audit_row_change();
create trigger gallery_audit
  after insert or update or delete on public.gallery
  for each row execute function public.audit_row_change();
create trigger page_content_audit
  after insert or update or delete on public.page_content
  for each row execute function public.audit_row_change();

-- Enquiries: what admins change (status) and what a deleted package clears (its link). A
-- visitor's submission is not an admin change, and a data-removal delete must not leave a copy.
create trigger enquiries_audit
  after update on public.enquiries
  for each row execute function public.audit_row_change('id', 'status', 'package_id');

-- Roles: every grant (a new row), and any edit or removal.
create trigger user_roles_audit
  after insert or update or delete on public.user_roles
  for each row execute function public.audit_row_change();
