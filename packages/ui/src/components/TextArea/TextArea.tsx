import type { Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../private/Field.tsx';
import * as styles from '../private/Field.css.ts';

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

/** A labelled multi-line text input (enquiry messages, testimonials, blog content). */
export function TextArea({
  label,
  description,
  errorMessage,
  ref,
  rows = 5,
  placeholder,
  value,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      value={value === undefined ? undefined : (value ?? '')}
      className={styles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <AriaTextArea ref={ref} rows={rows} placeholder={placeholder} className={styles.control} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
