import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessages, isDataError } from '@tembo/data';

/**
 * Shows why the database refused a submission: next to the field it is about (focusing it), or,
 * when it is about no field on the form (the flood guard, a network failure), as a sentence the
 * caller shows above the button. Nothing typed is cleared either way.
 */
export function showSubmitFailure<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: unknown,
  fields: readonly Path<Values>[],
): string | null {
  if (!isDataError(error)) return errorMessages.server;
  const field = fields.find((name) => name === error.field);
  if (field) {
    form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    return null;
  }
  return error.message;
}
