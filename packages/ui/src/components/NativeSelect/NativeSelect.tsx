import type { Ref } from 'react';
import { NativeFieldFrame, useNativeField } from '../private/NativeField.tsx';
import type { SelectProps } from '../Select/Select.tsx';
import * as styles from './NativeSelect.css.ts';

/** Select's props; `ref` reaches the `<select>` (react-hook-form's `field.ref`). */
export interface NativeSelectProps extends Omit<SelectProps, 'ref'> {
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled single choice as the browser's own `<select>`: the phone's picker on a phone,
 * type-ahead and arrow keys everywhere, and no JavaScript of its own. Same props and values as
 * Select; use it on public forms, where Select's react-aria listbox popover would cost about
 * 40 KB (gzip). Select stays the choice where options need more than text.
 */
export function NativeSelect({
  options,
  value,
  defaultValue,
  onChange,
  placeholder = 'Select an option',
  ref,
  ...props
}: NativeSelectProps) {
  const { controlProps, frameProps } = useNativeField(props);
  return (
    <NativeFieldFrame {...frameProps}>
      <select
        {...controlProps}
        ref={ref}
        className={styles.select}
        value={value === undefined ? undefined : (value ?? '')}
        defaultValue={defaultValue === undefined ? undefined : (defaultValue ?? '')}
        onChange={(event) => onChange?.(event.currentTarget.value || null)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </NativeFieldFrame>
  );
}
