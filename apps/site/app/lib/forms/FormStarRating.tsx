import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { StarRatingInput } from '@tembo/ui';
import type { BoundProps } from './bound-props.ts';

/** The 1–5 star rating input bound to a number. */
export function FormStarRating<Values extends FieldValues, Name extends FieldPath<Values>>({
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
