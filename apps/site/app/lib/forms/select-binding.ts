import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';

/** The choices of a bound select, in order. */
export type BoundOptions<Option extends string> = readonly { id: Option; label: string }[];

/**
 * What FormSelect and FormNativeSelect hand to their ui select: the options as the ui takes
 * them, and the field's value (the chosen option's id, or null), change, blur, ref and error.
 */
export function useSelectBinding<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Option extends string,
>(control: Control<Values>, name: Name, options: BoundOptions<Option>) {
  const { field, fieldState } = useController({ control, name });
  return {
    options: options.map((option) => ({ value: option.id, label: option.label })),
    name: field.name,
    value: (field.value as Option | null | undefined) ?? null,
    onChange: (value: string | null) => field.onChange(value as PathValue<Values, Name>),
    onBlur: field.onBlur,
    ref: field.ref,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
  };
}
