import type { FieldPath, FieldValues } from 'react-hook-form';
import { Select } from '@tembo/ui';
import type { BoundProps } from './bound-props.ts';
import { useSelectBinding, type BoundOptions } from './select-binding.ts';

/** One choice from a short list (react-aria's listbox popover), bound to the option's id. */
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
  options: BoundOptions<Option>;
}) {
  return <Select {...props} {...useSelectBinding(control, name, options)} />;
}
