-- Reviews of a trip (docs/product-rules.md#reviews-of-a-trip): a testimonial may name the safari
-- package it is about. The package page shows its approved reviews; admins set or change the
-- package in the testimonial form; a visitor's testimonial sent from a package page carries it.
-- Deleting the package keeps the testimonial, without the package.

alter table public.testimonials
  add column package_id uuid references public.packages (id) on delete set null;

comment on column public.testimonials.package_id is
  'The safari package the testimonial reviews; null for one about the company in general.';

create index testimonials_package_id_idx on public.testimonials (package_id, created_at desc)
  where package_id is not null;

-- A visitor's testimonial may name a package that is on the site (docs/decisions.md#visitor-writes):
-- a draft, a scheduled or an unknown one is refused with PT400 (HTTP 400), as any other bad field.
create or replace function public.submit_testimonial(submission jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  package_text text;
begin
  perform public.check_submission_keys(submission,
    array['name', 'country', 'rating', 'content', 'package_id'], 'testimonial');
  package_text := public.submission_text(submission, 'package_id', false);
  if package_text is not null and (
    package_text !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    or not exists (
      select 1 from public.packages as p
      where p.id = package_text::uuid and public.is_live(p.published, p.publish_at, p.unpublish_at)
    )
  ) then
    perform public.refuse_submission_field('package_id', 'must be a safari package on the site');
  end if;
  insert into public.testimonials (name, country, rating, content, package_id, approved)
  values (
    public.submission_text(submission, 'name', true),
    public.submission_text(submission, 'country', false),
    public.submission_integer(submission, 'rating', null),
    public.submission_text(submission, 'content', true),
    package_text::uuid,
    false
  );
end
$$;
comment on function public.submit_testimonial(jsonb) is
  'A visitor''s testimonial, stored unapproved, checked field by field (docs/decisions.md#visitor-writes).';
