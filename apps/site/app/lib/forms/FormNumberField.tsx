import { memo } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { NumberField } from '@tembo/ui';
import type { BoundProps } from './bound-props.ts';
import { useNumberBinding, type NumberBounds } from './number-binding.ts';

function BoundNumberField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  ...props
}: BoundProps<Values, Name> &
  NumberBounds & {
    /** Intl.NumberFormat options, e.g. a currency. */
    formatOptions?: Intl.NumberFormatOptions;
  }) {
  return <NumberField {...props} {...useNumberBinding(control, name)} />;
}

/**
 * A formatted number field (prices, for example) bound to a number, or to null when emptied.
 * Memoized: it renders again when its own field or props change, not with every render of its form
 * (docs/decisions.md#hydration-updates).
 */
export const FormNumberField = memo(BoundNumberField) as typeof BoundNumberField;
