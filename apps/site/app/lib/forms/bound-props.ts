import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/**
 * react-hook-form bindings for @tembo/ui's fields, one module each (so a form loads only the
 * fields it uses: the testimonial form does not load the Select's popover). Each takes the
 * form's `control` and a field `name`, and wires value, change, blur, the ref (focus on the first
 * error) and the error message (shown under the field and linked to it with aria-describedby by
 * the ui field). The fields themselves are never restyled here.
 */

/** Props every bound field takes. */
export interface BoundProps<Values extends FieldValues, Name extends FieldPath<Values>> {
  /** The form's `control` (react-hook-form). */
  control: Control<Values>;
  /** The field's path in the form values, e.g. 'title' or 'itinerary.0.title'. */
  name: Name;
  /** The visible label. */
  label: string;
  /** Help text under the field. */
  description?: string;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
}
