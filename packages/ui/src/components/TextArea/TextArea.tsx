import type { Ref } from 'react';
import type { FieldBaseProps } from '../private/Field.tsx';
import * as styles from '../private/Field.css.ts';
import { NativeFieldFrame, textControlProps, useNativeField } from '../private/NativeField.tsx';

export interface TextAreaProps extends FieldBaseProps {
  /** The text, when controlled. */
  value?: string;
  /** The initial text when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text. */
  onChange?: (value: string) => void;
  /**
   * Visible lines before it scrolls.
   * @default 5
   */
  rows?: number;
  /** An example value. */
  placeholder?: string;
  /** The longest text accepted. */
  maxLength?: number;
  /** Reaches the `<textarea>`. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line text input (enquiry messages, testimonials, blog content): the browser's
 * own `<textarea>`, wired as TextField's input is.
 */
export function TextArea({
  value,
  defaultValue,
  onChange,
  rows = 5,
  placeholder,
  maxLength,
  ref,
  ...props
}: TextAreaProps) {
  const { controlProps, frameProps } = useNativeField(props);
  const text = textControlProps({ value, defaultValue, onChange, placeholder, maxLength });
  return (
    <NativeFieldFrame {...frameProps}>
      <textarea {...controlProps} ref={ref} {...text} rows={rows} className={styles.control} />
    </NativeFieldFrame>
  );
}
