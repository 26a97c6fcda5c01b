import type { z } from 'zod/mini';
import { DataError, errorMessages } from './data-error.ts';

/**
 * Validates a mutation's input with the schema its form uses, before anything is sent. The form
 * normally catches every problem first; this is the guarantee for other callers. Throws a
 * {@link DataError} of kind 'invalid' naming the first field at fault.
 */
export function parseInput<Schema extends z.ZodMiniType>(
  schema: Schema,
  values: z.input<Schema>,
): z.output<Schema> {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new DataError(issue?.message ?? errorMessages.invalid, {
    kind: 'invalid',
    status: 400,
    field: issue && issue.path.length > 0 ? issue.path.join('.') : undefined,
    cause: result.error,
  });
}
