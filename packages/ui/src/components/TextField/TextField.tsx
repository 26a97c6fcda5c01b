import type { Ref } from 'react';
import type { FieldBaseProps } from '../private/Field.tsx';
import * as styles from '../private/Field.css.ts';
import { NativeFieldFrame, textControlProps, useNativeField } from '../private/NativeField.tsx';

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

/**
 * A labelled one-line text input with description and error message wired for screen readers.
 *
 * The browser's own `<input>` with the ids and ARIA that react-aria's field would add: the public
 * forms hydrate it with no press, hover or validation hooks of their own (see
 * docs/decisions.md#native-fields).
 */
export function TextField({
  type = 'text',
  value,
  defaultValue,
  onChange,
  autoComplete,
  placeholder,
  maxLength,
  ref,
  ...props
}: TextFieldProps) {
  const text = textControlProps({ value, defaultValue, onChange, placeholder, maxLength });
  const { controlProps, frameProps } = useNativeField(props);
  return (
    <NativeFieldFrame {...frameProps}>
      <input
        {...controlProps}
        ref={ref}
        {...text}
        type={type}
        autoComplete={autoComplete}
        className={styles.control}
      />
    </NativeFieldFrame>
  );
}
