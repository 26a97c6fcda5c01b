import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField } from '@tembo/ui';
import type { BoundProps } from './bound-props.ts';

/**
 * A date field bound to an ISO 'YYYY-MM-DD' string ('YYYY-MM-DDTHH:mm' with
 * `granularity="minute"`), or null when empty or incomplete.
 */
export function FormDateField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  ...props
}: BoundProps<Values, Name> & {
  /** The earliest allowed date ('YYYY-MM-DD'), e.g. today. */
  minValue?: string;
  /** 'minute': a date and a time of day. */
  granularity?: 'day' | 'minute';
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}
