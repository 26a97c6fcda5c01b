import { memo } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { NativeNumberField } from '@tembo/ui';
import type { BoundProps } from './bound-props.ts';
import { useNumberBinding, type NumberBounds } from './number-binding.ts';

function BoundNativeNumberField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  ...props
}: BoundProps<Values, Name> & NumberBounds) {
  return <NativeNumberField {...props} {...useNumberBinding(control, name)} />;
}

/**
 * A plain count as the browser's own number input (public forms: no number parsing code to load),
 * bound to a number, or to null when emptied. Memoized: it renders again when its own field or
 * props change, not with every render of its form (docs/decisions.md#hydration-updates).
 */
export const FormNativeNumberField = memo(BoundNativeNumberField) as typeof BoundNativeNumberField;
