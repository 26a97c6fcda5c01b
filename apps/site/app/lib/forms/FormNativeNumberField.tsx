import type { FieldPath, FieldValues } from 'react-hook-form';
import { NativeNumberField } from '@tembo/ui';
import type { BoundProps } from './bound-props.ts';
import { useNumberBinding, type NumberBounds } from './number-binding.ts';

/**
 * A plain count as the browser's own number input (public forms: no number parsing code to
 * load), bound to a number, or to null when emptied.
 */
export function FormNativeNumberField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  ...props
}: BoundProps<Values, Name> & NumberBounds) {
  return <NativeNumberField {...props} {...useNumberBinding(control, name)} />;
}
