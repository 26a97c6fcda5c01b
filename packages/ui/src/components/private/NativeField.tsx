import {
  useId,
  useState,
  type ChangeEvent,
  type FocusEventHandler,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { FieldBaseProps } from './Field.tsx';
import * as styles from './Field.css.ts';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a plain `<input>`, `<textarea>` or `<select>` needs to behave as a ui field: what
 * react-aria's field slots do for its own controls. `controlProps` go on the control (id, name,
 * required, disabled, aria-describedby for help and error, aria-invalid, blur); `frameProps` on
 * the NativeFieldFrame around it (label and help text with the same ids).
 *
 * A form submitted with the control failing its own constraints (`required`, `type="email"`,
 * `maxLength`...) shows the browser's message under the field in place of its bubble, as
 * react-aria's native validation does, until the field is valid again; the first such field of
 * the form takes focus. An `errorMessage` given by the owner (react-hook-form's) wins.
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
  const browser = useBrowserMessage();
  const notes = fieldNotes(id, { description, errorMessage, isInvalid }, browser.message);
  const handleBlur: FocusEventHandler | undefined = onBlur ? () => onBlur() : undefined;
  return {
    controlProps: {
      id,
      name,
      required: isRequired,
      disabled: isDisabled,
      onBlur: handleBlur,
      onInvalid: browser.onInvalid,
      onInput: browser.onInput,
      'aria-describedby': notes.describedBy,
      'aria-invalid': notes.invalid || undefined,
      'data-invalid': notes.invalid || undefined,
      'data-disabled': isDisabled || undefined,
    },
    frameProps: { id, label, isRequired, ...notes.frame },
  };
}

/**
 * The browser's own validation message of a control (or a group of radios), shown by the field
 * in place of the browser's bubble: set when a submit finds the control invalid, cleared by the
 * input that makes it valid. The first invalid control of the form takes focus, as it would with
 * the bubble.
 */
export function useBrowserMessage() {
  const [message, setMessage] = useState('');
  return {
    message,
    onInvalid: (event: FormEvent<Control>) => {
      const control = event.currentTarget;
      event.preventDefault();
      setMessage(control.validationMessage);
      // `validity`, not `:invalid`: matching `:invalid` runs the checks (and this event) again.
      const first = control.form
        ? Array.from(control.form.elements).find(
            (element) => 'validity' in element && !(element as Control).validity.valid,
          )
        : undefined;
      if (first === control) control.focus();
    },
    onInput: (event: FormEvent<Control>) => {
      if (message && event.currentTarget.validity.valid) setMessage('');
    },
  };
}

/** Ids and texts of a field's help and error, with the owner's error winning over the browser's. */
export function fieldNotes(
  id: string,
  {
    description,
    errorMessage,
    isInvalid,
  }: Pick<FieldBaseProps, 'description' | 'errorMessage' | 'isInvalid'>,
  browserMessage: string,
) {
  const invalid = Boolean(isInvalid || browserMessage);
  const message = errorMessage ?? (browserMessage || undefined);
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = invalid && message ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    invalid,
    describedBy,
    frame: { description, descriptionId, errorMessage: message, errorId },
  };
}

/** What TextField and TextArea share: a controlled or uncontrolled text and its changes. */
export interface TextValueProps {
  value?: string | undefined;
  defaultValue?: string | undefined;
  onChange?: ((value: string) => void) | undefined;
  placeholder?: string | undefined;
  maxLength?: number | undefined;
}

/** The text props of an `<input>` or `<textarea>`, with plain-string changes. */
export function textControlProps({
  value,
  defaultValue,
  onChange,
  placeholder,
  maxLength,
}: TextValueProps) {
  return {
    placeholder,
    maxLength,
    // react-hook-form starts controlled fields at undefined; keep the control controlled.
    value: value === undefined ? undefined : (value ?? ''),
    defaultValue,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange?.(event.currentTarget.value),
  };
}

type FrameProps = ReturnType<typeof useNativeField>['frameProps'] & { children: ReactNode };

/** The label (with the visual required mark), the control, then help text and error. */
export function NativeFieldFrame({ id, label, isRequired, children, ...notes }: FrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <RequiredMark isRequired={isRequired} />
      </label>
      {children}
      <FieldNotes {...notes} />
    </div>
  );
}

/** The red asterisk after a required field's label; the control itself carries `required`. */
export function RequiredMark({ isRequired }: { isRequired: boolean | undefined }) {
  return isRequired ? (
    <span aria-hidden="true" className={styles.requiredMark}>
      *
    </span>
  ) : null;
}

/** Help text, then the error, with the ids the control's aria-describedby names. */
export function FieldNotes({
  description,
  descriptionId,
  errorMessage,
  errorId,
}: ReturnType<typeof fieldNotes>['frame']) {
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
