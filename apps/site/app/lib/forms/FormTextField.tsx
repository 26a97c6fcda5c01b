import { memo } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from '@tembo/ui';
import type { BoundProps } from './bound-props.ts';
import { shownError } from './shown-error.ts';

function BoundTextField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  type,
  autoComplete,
  onValueChange,
  ...props
}: BoundProps<Values, Name> & {
  /** @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  autoComplete?: string;
  /** Called after each change with the new text (e.g. to fill the slug from the title). */
  onValueChange?: (value: string) => void;
}) {
  const { field, fieldState, formState } = useController({ control, name });
  return (
    <TextField
      {...props}
      type={type}
      autoComplete={autoComplete}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(value: string) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      onBlur={field.onBlur}
      ref={field.ref}
      {...shownError(fieldState, formState)}
    />
  );
}

/**
 * A single-line text field bound to a string value ('' when empty). Memoized: it renders again when
 * its own field or props change, not with every render of its form
 * (docs/decisions.md#hydration-updates).
 */
export const FormTextField = memo(BoundTextField) as typeof BoundTextField;
