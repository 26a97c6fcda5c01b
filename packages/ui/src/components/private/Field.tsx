import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './Field.css.ts';
import { RequiredMark } from './NativeField.tsx';

/** Props every form field takes, named as react-aria names them. */
export interface FieldBaseProps {
  /** The visible label. */
  label: string;
  /** Help text under the control, linked with aria-describedby. */
  description?: string;
  /**
   * The error shown under the control when `isInvalid` (e.g. react-hook-form's
   * `fieldState.error?.message`). Without it, react-aria fields show the browser's own
   * validation message; the native ones (DateField, NativeSelect) show none.
   */
  errorMessage?: string;
  /** Marks the field invalid: red border, `aria-invalid`, and `errorMessage` shown. */
  isInvalid?: boolean;
  /**
   * Marks the field required (announced, and a red asterisk after the label).
   * @default false
   */
  isRequired?: boolean;
  /**
   * @default false
   */
  isDisabled?: boolean;
  /** The form field name, submitted with the form. */
  name?: string;
  /** Called when focus leaves the field (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
}

/** The label with a visual required mark (the control itself carries `required`). */
export function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {label}
      <RequiredMark isRequired={isRequired} />
    </Label>
  );
}

/** Description and error in the slots react-aria wires to the control. */
export function FieldHelp({
  description,
  errorMessage,
}: {
  description?: string;
  errorMessage?: ReactNode;
}) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
