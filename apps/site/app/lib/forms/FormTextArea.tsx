import { memo } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextArea } from '@tembo/ui';
import type { BoundProps } from './bound-props.ts';
import { shownError } from './shown-error.ts';

function BoundTextArea<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  rows,
  ...props
}: BoundProps<Values, Name> & {
  /** Visible lines. */
  rows?: number;
}) {
  const { field, fieldState, formState } = useController({ control, name });
  return (
    <TextArea
      {...props}
      rows={rows}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      {...shownError(fieldState, formState)}
    />
  );
}

/**
 * A multi-line text field bound to a string value ('' when empty). Memoized: it renders again when
 * its own field or props change, not with every render of its form
 * (docs/decisions.md#hydration-updates).
 */
export const FormTextArea = memo(BoundTextArea) as typeof BoundTextArea;
