-- The public `images` bucket for package, destination, accommodation, gallery and blog images
-- (docs/decisions.md#images): anyone downloads, only admins upload, replace or delete. The storage API
-- enforces the size and type limits from the bucket row; the write policies also insist on an
-- image file extension, so a stray upload cannot be served as HTML or script.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'images',
  'images',
  true,
  5242880,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif']
)
on conflict (id) do update
set public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "images: anyone reads"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'images');

create policy "images: admins upload"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'images'
    and (select public.is_admin())
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'avif')
  );

create policy "images: admins replace"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'images' and (select public.is_admin()))
  with check (
    bucket_id = 'images'
    and (select public.is_admin())
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'avif')
  );

create policy "images: admins delete"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'images' and (select public.is_admin()));
