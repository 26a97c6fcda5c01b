import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessages, isDataError } from '@tembo/data';

/**
 * Shows a sign-in refusal: next to its field when the data layer names one the form has (a
 * wrong password under the password), otherwise returned as the form's own message.
 */
export function showAuthError<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: unknown,
  fields: readonly (keyof Values & string)[],
): string | null {
  const message = isDataError(error) ? error.message : errorMessages.server;
  const field = isDataError(error) ? error.field : undefined;
  if (field && (fields as readonly string[]).includes(field)) {
    form.setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: true });
    return null;
  }
  return message;
}
