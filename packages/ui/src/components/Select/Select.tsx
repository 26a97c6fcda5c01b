import type { Ref } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { ChevronRightIcon } from '../private/icons.tsx';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../private/Field.tsx';
import * as fieldStyles from '../private/Field.css.ts';
import * as styles from './Select.css.ts';

/** One choice of a Select. */
export interface SelectOption {
  /** Submitted with the form and passed to `onChange`. */
  value: string;
  /** What the visitor sees. */
  label: string;
}

export interface SelectProps extends FieldBaseProps {
  options: readonly SelectOption[];
  /** The chosen value, when controlled; null for none. */
  value?: string | null;
  /** The initial value when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen value. */
  onChange?: (value: string | null) => void;
  /**
   * Shown before anything is chosen.
   * @default 'Select an option'
   */
  placeholder?: string;
  /** Reaches the trigger button (react-hook-form's `field.ref`). */
  ref?: Ref<HTMLButtonElement>;
}

/** A labelled single choice from a list, as a react-aria listbox popover (portalled in the theme). */
export function Select({
  label,
  description,
  errorMessage,
  options,
  value,
  defaultValue,
  onChange,
  placeholder = 'Select an option',
  ref,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      value={value === undefined ? undefined : (value ?? null)}
      defaultValue={defaultValue ?? undefined}
      onChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
      placeholder={placeholder}
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Button ref={ref} className={styles.trigger}>
        <SelectValue className={styles.placeholder} />
        <span aria-hidden="true" className={styles.chevron}>
          <ChevronRightIcon />
        </span>
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {options.map((option) => (
            <ListBoxItem key={option.value} id={option.value} className={styles.option}>
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
