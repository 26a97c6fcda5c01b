import type { ControllerFieldState, FieldValues, UseFormStateReturn } from 'react-hook-form';

/**
 * The error a bound field shows: only once the field has been left or the form sent
 * (docs/decisions.md#form-errors). react-hook-form checks a whole list when an entry is added
 * (a new itinerary day's empty title is an error at once); shown while the editor types its first
 * words, that error stayed until the field lost focus, and vanishing then moved the button the
 * editor was pressing out from under the pointer ("Add day" took two clicks).
 */
export function shownError<Values extends FieldValues>(
  fieldState: ControllerFieldState,
  formState: UseFormStateReturn<Values>,
): { isInvalid: boolean; errorMessage: string | undefined } {
  const shown = fieldState.isTouched || formState.isSubmitted;
  return {
    isInvalid: shown && fieldState.invalid,
    errorMessage: shown ? fieldState.error?.message : undefined,
  };
}
