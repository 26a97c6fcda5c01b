import { memo } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@tembo/ui';
import type { BoundProps } from './bound-props.ts';

function BoundCheckbox<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  label,
  description,
  isDisabled,
}: Omit<BoundProps<Values, Name>, 'isRequired'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      description={description}
      isDisabled={isDisabled}
      name={field.name}
      isSelected={Boolean(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    >
      {label}
    </Checkbox>
  );
}

/**
 * A checkbox bound to a boolean (publish, approve). Memoized: it renders again when its own field
 * or props change, not with every render of its form (docs/decisions.md#hydration-updates).
 */
export const FormCheckbox = memo(BoundCheckbox) as typeof BoundCheckbox;
