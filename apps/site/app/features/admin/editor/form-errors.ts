import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessages, isDataError } from '@tembo/data';

/** What a failed save means for the form: a field to mark, or a sentence for a toast. */
export interface SaveFailure {
  /** The form field the database refused, when the refusal is about one field. */
  field?: string | undefined;
  /** A plain sentence for people (never the server's own words). */
  message: string;
}

/** A thrown error as a {@link SaveFailure}: the data layer's sentence, or a general one. */
export function readSaveFailure(error: unknown): SaveFailure {
  if (isDataError(error)) return { field: error.field, message: error.message };
  return { message: errorMessages.server };
}

/**
 * Puts a database refusal next to its field (a duplicate slug lands under the slug input) and
 * focuses that field. Returns false when the refusal is about no field the form shows, so the
 * caller says it in a toast instead.
 */
export function showFieldFailure<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  failure: SaveFailure,
  fields: readonly string[],
): boolean {
  if (!failure.field || !fields.includes(failure.field)) return false;
  const name = failure.field as Path<Values>;
  form.setError(name, { type: 'server', message: failure.message }, { shouldFocus: true });
  return true;
}
