import { memo } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField } from '@tembo/ui';
import type { BoundProps } from './bound-props.ts';

function BoundDateField<Values extends FieldValues, Name extends FieldPath<Values>>({
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

/**
 * A date field bound to an ISO 'YYYY-MM-DD' string ('YYYY-MM-DDTHH:mm' with
 * `granularity="minute"`), or null when empty or incomplete. Memoized: it renders again when its
 * own field or props change, not with every render of its form
 * (docs/decisions.md#hydration-updates).
 */
export const FormDateField = memo(BoundDateField) as typeof BoundDateField;
