import { useContext, type Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextAreaContext,
  TextField as AriaTextField,
  type TextAreaProps as AriaTextAreaProps,
} from 'react-aria-components';
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

/**
 * React Aria's TextField learns that its control is a `<textarea>` only once the element mounts,
 * so server-rendered and prerendered HTML got `type="text"` on it, which HTML does not allow
 * (the Nu HTML Checker's error). This drops the `type` the field passes down.
 */
function UntypedTextArea(props: AriaTextAreaProps & { ref?: Ref<HTMLTextAreaElement> }) {
  const fromField = useContext(TextAreaContext);
  if (!fromField || 'slots' in fromField) return <AriaTextArea {...props} />;
  const { type: _type, ...rest } = fromField as AriaTextAreaProps & { type?: string };
  return (
    <TextAreaContext.Provider value={rest}>
      <AriaTextArea {...props} />
    </TextAreaContext.Provider>
  );
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
      <UntypedTextArea ref={ref} rows={rows} placeholder={placeholder} className={styles.control} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
