import type { Ref } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../private/Field.tsx';
import * as styles from '../private/Field.css.ts';

export interface TextFieldProps extends FieldBaseProps {
  /** The text, when controlled (react-hook-form's `field.value`). */
  value?: string;
  /** The initial text when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text (react-hook-form's `field.onChange` accepts it as is). */
  onChange?: (value: string) => void;
  /**
   * The input type.
   * @default 'text'
   */
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  /** The browser autofill hint, e.g. 'email' or 'name'. */
  autoComplete?: string;
  /** An example value; never a substitute for the label. */
  placeholder?: string;
  /** The longest text accepted. */
  maxLength?: number;
  /** Reaches the `<input>` (react-hook-form's `field.ref`, to focus the first invalid field). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled one-line text input with description and error message wired for screen readers. */
export function TextField({
  label,
  description,
  errorMessage,
  ref,
  placeholder,
  value,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      // react-hook-form starts controlled fields at undefined; keep the input controlled.
      value={value === undefined ? undefined : (value ?? '')}
      className={styles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Input ref={ref} placeholder={placeholder} className={styles.control} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
