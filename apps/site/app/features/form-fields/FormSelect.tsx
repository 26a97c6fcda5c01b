import { useController, type FieldPath, type FieldValues, type PathValue } from 'react-hook-form';
import { Select } from '@tembo/ui';
import type { BoundProps } from './bound-props.ts';

/** One choice from a short list, bound to the chosen option's id. */
export function FormSelect<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Option extends string,
>({
  control,
  name,
  options,
  ...props
}: BoundProps<Values, Name> & {
  /** The choices, in order. */
  options: readonly { id: Option; label: string }[];
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...props}
      options={options.map((option) => ({ value: option.id, label: option.label }))}
      name={field.name}
      value={(field.value as Option | null | undefined) ?? null}
      onChange={(value) => field.onChange(value as PathValue<Values, Name>)}
      onBlur={field.onBlur}
      ref={field.ref}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}
