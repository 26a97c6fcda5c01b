import { useId, type FocusEventHandler, type ReactNode } from 'react';
import type { FieldBaseProps } from './Field.tsx';
import * as styles from './Field.css.ts';

/**
 * What a plain `<input>` or `<select>` needs to behave as a ui field: what react-aria's field
 * slots do for its own controls. `controlProps` go on the control (id, name, required, disabled,
 * aria-describedby for help and error, aria-invalid, blur); `frameProps` on the NativeFieldFrame
 * around it (label and help text with the same ids).
 */
export function useNativeField({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  name,
  onBlur,
}: FieldBaseProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = isInvalid && errorMessage ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ');
  const handleBlur: FocusEventHandler | undefined = onBlur ? () => onBlur() : undefined;
  return {
    controlProps: {
      id,
      name,
      required: isRequired,
      disabled: isDisabled,
      onBlur: handleBlur,
      'aria-describedby': describedBy || undefined,
      'aria-invalid': isInvalid || undefined,
      'data-invalid': isInvalid || undefined,
      'data-disabled': isDisabled || undefined,
    },
    frameProps: { id, label, isRequired, description, descriptionId, errorMessage, errorId },
  };
}

type FrameProps = ReturnType<typeof useNativeField>['frameProps'] & { children: ReactNode };

/** The label (with the visual required mark), the control, then help text and error. */
export function NativeFieldFrame({
  id,
  label,
  isRequired,
  description,
  descriptionId,
  errorMessage,
  errorId,
  children,
}: FrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        ) : null}
      </label>
      {children}
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
