import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * What FormNumberField and FormNativeNumberField hand to their ui field: the number, or null when
 * emptied (a cleared field is "no value", which the schema then accepts or refuses with its own
 * sentence), and the field's change, blur, ref and error.
 */
export function useNumberBinding<Values extends FieldValues, Name extends FieldPath<Values>>(
  control: Control<Values>,
  name: Name,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: (field.value as number | null | undefined) ?? null,
    onChange: (next: number | null) =>
      field.onChange(next === null || Number.isNaN(next) ? null : next),
    onBlur: field.onBlur,
    ref: field.ref,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
  };
}

/** The bounds both bound number fields take. */
export interface NumberBounds {
  minValue?: number;
  maxValue?: number;
  /** The − / + step. */
  step?: number;
}
