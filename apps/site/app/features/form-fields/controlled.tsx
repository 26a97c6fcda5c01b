/**
 * react-hook-form bindings for @tembo/ui's fields: each takes the form's `control` and a field
 * `name`, and wires value, change, blur, the ref (focus on the first error) and the error message
 * (shown under the field and linked to it with aria-describedby by the ui field). The fields
 * themselves are never restyled here.
 */
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';
import { Checkbox, NumberField, Select, StarRatingInput, TextArea, TextField } from '@tembo/ui';

/** Props every bound field takes. */
interface BoundProps<Values extends FieldValues, Name extends FieldPath<Values>> {
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

/** A single-line text field bound to a string value ('' when empty). */
export function FormTextField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  type,
  autoComplete,
  onValueChange,
  ...props
}: BoundProps<Values, Name> & {
  /** @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  autoComplete?: string;
  /** Called after each change with the new text (e.g. to fill the slug from the title). */
  onValueChange?: (value: string) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      type={type}
      autoComplete={autoComplete}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(value: string) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      onBlur={field.onBlur}
      ref={field.ref}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}

/** A multi-line text field bound to a string value ('' when empty). */
export function FormTextArea<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  rows,
  ...props
}: BoundProps<Values, Name> & {
  /** Visible lines. */
  rows?: number;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextArea
      {...props}
      rows={rows}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}

/**
 * A number field bound to a number, or to null when emptied (a cleared field is "no value",
 * which the schema then accepts or refuses with its own sentence).
 */
export function FormNumberField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  minValue,
  maxValue,
  step,
  formatOptions,
  ...props
}: BoundProps<Values, Name> & {
  minValue?: number;
  maxValue?: number;
  step?: number;
  /** Intl.NumberFormat options, e.g. a currency. */
  formatOptions?: Intl.NumberFormatOptions;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | null | undefined;
  return (
    <NumberField
      {...props}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      formatOptions={formatOptions}
      name={field.name}
      value={value ?? null}
      onChange={(next: number) => field.onChange(Number.isNaN(next) ? null : next)}
      onBlur={field.onBlur}
      ref={field.ref}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}

/** One choice from a short list, bound to the chosen option's id. */
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
  options: readonly { id: Option; label: string }[];
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...props}
      options={options.map((option) => ({ value: option.id, label: option.label }))}
      name={field.name}
      value={(field.value as Option | null | undefined) ?? null}
      onChange={(value) => field.onChange(value as PathValue<Values, Name>)}
      onBlur={field.onBlur}
      ref={field.ref}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}

/** A checkbox bound to a boolean (publish, approve). */
export function FormCheckbox<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  label,
  description,
  isDisabled,
}: Omit<BoundProps<Values, Name>, 'isRequired'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      description={description}
      isDisabled={isDisabled}
      name={field.name}
      isSelected={Boolean(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    >
      {label}
    </Checkbox>
  );
}

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
