-- The public testimonial form sends no picture (docs/decisions.md#testimonials: name, rating, text, optional
-- country), but PostgREST would store an image_url a request adds by hand: a visitor could show
-- any picture, or point at one of our uploads, through a testimonial an admin then approves or
-- deletes. A public submission's image_url is therefore always dropped; admins add pictures.
-- (A trigger of its own: guard_testimonial_submission stays as it shipped.)
create function public.drop_public_testimonial_image()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(current_setting('role', true), 'none') in ('anon', 'authenticated')
    and not public.is_admin() then
    new.image_url := null;
  end if;
  return new;
end;
$$;

create trigger testimonials_drop_public_image
  before insert on public.testimonials
  for each row execute function public.drop_public_testimonial_image();
