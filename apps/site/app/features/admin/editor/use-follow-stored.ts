import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * When the stored values change under an untouched form (a version restored from its history),
 * the form follows them; a form with unsaved changes is left alone.
 */
export function useFollowStored<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  isDirty: boolean,
  values: Values,
) {
  const stored = JSON.stringify(values);
  const shown = useRef(stored);
  useEffect(() => {
    if (stored === shown.current) return;
    shown.current = stored;
    if (!isDirty) form.reset(JSON.parse(stored) as Values);
  }, [stored, isDirty, form]);
}
