import type { Ref } from 'react';
import type { FieldBaseProps } from '../private/Field.tsx';
import * as fieldStyles from '../private/Field.css.ts';
import { NativeFieldHelp, NativeFieldLabel, useNativeField } from '../private/NativeField.tsx';
import type { SelectOption } from '../Select/Select.tsx';
import * as styles from './NativeSelect.css.ts';

export interface NativeSelectProps extends FieldBaseProps {
  options: readonly SelectOption[];
  /** The chosen value, when controlled; null for none. */
  value?: string | null;
  /** The initial value when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen value, or null when the placeholder is chosen. */
  onChange?: (value: string | null) => void;
  /**
   * The first entry, which stands for no choice (chosen by default).
   * @default 'Select an option'
   */
  placeholder?: string;
  /** Reaches the `<select>` (react-hook-form's `field.ref`, to focus it on an error). */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled single choice as the browser's own `<select>`: the phone's picker on a phone,
 * type-ahead and arrow keys everywhere, and no JavaScript of its own. Same props and values as
 * Select; use it on public forms, where Select's react-aria listbox popover would cost about
 * 40 KB (gzip). Select stays the choice where options need more than text.
 */
export function NativeSelect({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  name,
  onBlur,
  options,
  value,
  defaultValue,
  onChange,
  placeholder = 'Select an option',
  ref,
}: NativeSelectProps) {
  const field = useNativeField({ description, errorMessage, isInvalid });
  return (
    <div className={fieldStyles.field}>
      <NativeFieldLabel htmlFor={field.id} label={label} isRequired={isRequired} />
      <select
        {...field.inputProps}
        ref={ref}
        name={name}
        className={styles.select}
        value={value === undefined ? undefined : (value ?? '')}
        defaultValue={defaultValue === undefined ? undefined : (defaultValue ?? '')}
        required={isRequired}
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        onChange={(event) => onChange?.(event.currentTarget.value || null)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <NativeFieldHelp
        description={description}
        descriptionId={field.descriptionId}
        errorMessage={errorMessage}
        errorId={field.errorId}
      />
    </div>
  );
}
