import { memo } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { StarRatingInput } from '@tembo/ui';
import type { BoundProps } from './bound-props.ts';

function BoundStarRating<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  ...props
}: BoundProps<Values, Name>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <StarRatingInput
      {...props}
      name={field.name}
      value={(field.value as number | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}

/**
 * The 1–5 star rating input bound to a number. Memoized: it renders again when its own field or
 * props change, not with every render of its form (docs/decisions.md#hydration-updates).
 */
export const FormStarRating = memo(BoundStarRating) as typeof BoundStarRating;
