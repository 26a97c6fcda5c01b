import { memo } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { NativeSelect } from '@tembo/ui';
import type { BoundProps } from './bound-props.ts';
import { useSelectBinding, type BoundOptions } from './select-binding.ts';

function BoundNativeSelect<
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
  /** The entry that stands for no choice. */
  placeholder?: string;
}) {
  return <NativeSelect {...props} {...useSelectBinding(control, name, options)} />;
}

/**
 * One choice from a short list as the browser's own select (public forms: no popover code to load),
 * bound to the option's id; the placeholder entry stands for none. Memoized: it renders again when
 * its own field or props change, not with every render of its form
 * (docs/decisions.md#hydration-updates).
 */
export const FormNativeSelect = memo(BoundNativeSelect) as typeof BoundNativeSelect;
