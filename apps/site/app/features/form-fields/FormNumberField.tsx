import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { NumberField } from '@tembo/ui';
import type { BoundProps } from './bound-props.ts';

/**
 * A number field bound to a number, or to null when emptied (a cleared field is "no value",
 * which the schema then accepts or refuses with its own sentence).
 */
export function FormNumberField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  minValue,
  maxValue,
  step,
  formatOptions,
  ...props
}: BoundProps<Values, Name> & {
  minValue?: number;
  maxValue?: number;
  step?: number;
  /** Intl.NumberFormat options, e.g. a currency. */
  formatOptions?: Intl.NumberFormatOptions;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | null | undefined;
  return (
    <NumberField
      {...props}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      formatOptions={formatOptions}
      name={field.name}
      value={value ?? null}
      onChange={(next: number) => field.onChange(Number.isNaN(next) ? null : next)}
      onBlur={field.onBlur}
      ref={field.ref}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}
