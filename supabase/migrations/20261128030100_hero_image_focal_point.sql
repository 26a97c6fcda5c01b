-- The home hero's carousel images (page_content home/hero, jsonb) carry a focal point too:
-- optional focal_x and focal_y, fractions 0–1 of the picture's width and height
-- (docs/decisions.md#image-focal-point-and-alt). Stored JSON is checked like the columns of the
-- content tables; an item without them is cropped around its centre.
alter table public.page_content
  add constraint page_content_content_focal_range check (
    not jsonb_path_exists(
      content,
      '$.carousel_images[*] ? (@.focal_x < 0 || @.focal_x > 1 || @.focal_y < 0 || @.focal_y > 1)'
    )
  );
