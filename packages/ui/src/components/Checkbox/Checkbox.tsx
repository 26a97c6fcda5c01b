import { useId, type ReactNode, type Ref } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import * as fieldStyles from '../private/Field.css.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps {
  /** The label beside the box. */
  children: ReactNode;
  /** Help text under it. */
  description?: string;
  /** Shown under it when `isInvalid`. */
  errorMessage?: string;
  /** Marks it invalid. */
  isInvalid?: boolean;
  /** Must be ticked to submit. */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Ticked, when controlled (react-hook-form: `isSelected={field.value}`). */
  isSelected?: boolean;
  /** Ticked initially, when uncontrolled. */
  defaultSelected?: boolean;
  /** Called with the new state. */
  onChange?: (isSelected: boolean) => void;
  onBlur?: () => void;
  /** The form field name. */
  name?: string;
  /**
   * The value submitted when ticked.
   * @default 'on'
   */
  value?: string;
  /** Reaches the `<input type="checkbox">`. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox with optional description and error. */
export function Checkbox({ children, description, errorMessage, ref, ...props }: CheckboxProps) {
  const descriptionId = useId();
  const errorId = useId();
  const describedBy =
    [description ? descriptionId : null, props.isInvalid && errorMessage ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={fieldStyles.field}>
      <AriaCheckbox
        {...props}
        inputRef={ref}
        aria-describedby={describedBy}
        className={styles.checkbox}
      >
        {({ isSelected }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isSelected ? (
                <svg
                  width="14"
                  height="14"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                >
                  <path d="M5 12l5 5L20 7" />
                </svg>
              ) : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {props.isInvalid && errorMessage ? (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
