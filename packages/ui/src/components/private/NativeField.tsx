import { useId } from 'react';
import * as styles from './Field.css.ts';

/**
 * The ids and ARIA attributes that tie a plain `<input>` to its label, help text and error: what
 * react-aria's field slots do for its own controls. Use with {@link NativeFieldParts}.
 */
export function useNativeField({
  description,
  errorMessage,
  isInvalid,
}: {
  description?: string;
  errorMessage?: string;
  isInvalid?: boolean;
}) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = isInvalid && errorMessage ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ');
  return {
    id,
    descriptionId,
    errorId,
    inputProps: {
      id,
      'aria-describedby': describedBy || undefined,
      'aria-invalid': isInvalid || undefined,
      'data-invalid': isInvalid || undefined,
    },
  };
}

/** The label (with the visual required mark) for a plain control with the given id. */
export function NativeFieldLabel({
  htmlFor,
  label,
  isRequired,
}: {
  htmlFor: string;
  label: string;
  isRequired?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {isRequired ? (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      ) : null}
    </label>
  );
}

/** Help text and error under a plain control, with the ids `useNativeField` described it by. */
export function NativeFieldHelp({
  description,
  descriptionId,
  errorMessage,
  errorId,
}: {
  description?: string;
  descriptionId?: string;
  errorMessage?: string;
  errorId?: string;
}) {
  return (
    <>
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
    </>
  );
}
