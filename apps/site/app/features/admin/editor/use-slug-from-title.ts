import { useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { slugify } from '@tembo/data/admin';

/**
 * Keeps a new record's slug following its title (slugify from the data layer) until the admin
 * edits the slug by hand: the slug follows as long as it still equals the slug of the previous
 * title, or is empty. Existing records keep their slug (it is part of public URLs). Returns the
 * title field's change handler.
 */
export function useSlugFromTitle<Values extends FieldValues & { slug?: unknown }>(
  form: UseFormReturn<Values>,
  titleField: Path<Values>,
  enabled: boolean,
): (title: string) => void {
  const previous = useRef<string>(String(form.getValues(titleField) ?? ''));
  return (title: string) => {
    const before = previous.current;
    previous.current = title;
    if (!enabled) return;
    const slugPath = 'slug' as Path<Values>;
    const slug = String(form.getValues(slugPath) ?? '');
    if (slug !== '' && slug !== slugify(before)) return;
    form.setValue(slugPath, slugify(title) as PathValue<Values, Path<Values>>, {
      shouldDirty: true,
      shouldValidate: form.getFieldState(slugPath).isTouched,
    });
  };
}
