import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@tembo/ui';
import type { BoundProps } from './bound-props.ts';

/** A checkbox bound to a boolean (publish, approve). */
export function FormCheckbox<Values extends FieldValues, Name extends FieldPath<Values>>({
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
