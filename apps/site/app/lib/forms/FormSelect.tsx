import { memo } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Select } from '@tembo/ui';
import type { BoundProps } from './bound-props.ts';
import { useSelectBinding, type BoundOptions } from './select-binding.ts';

function BoundSelect<
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
  options: BoundOptions<Option>;
}) {
  return <Select {...props} {...useSelectBinding(control, name, options)} />;
}

/**
 * One choice from a short list (react-aria's listbox popover), bound to the option's id. Memoized:
 * it renders again when its own field or props change, not with every render of its form
 * (docs/decisions.md#hydration-updates).
 */
export const FormSelect = memo(BoundSelect) as typeof BoundSelect;
