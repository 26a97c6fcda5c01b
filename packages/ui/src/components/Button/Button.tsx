import type { Ref } from 'react';
import { button } from '../private/Button.css.ts';
import type { ButtonLookProps } from './button-look.ts';

export interface ButtonProps extends ButtonLookProps {
  /** Called on click, tap, Enter or Space. */
  onPress?: () => void;
  /** Called as a press begins, before release: e.g. to start loading what the press opens. */
  onPressStart?: () => void;
  /**
   * The HTML button type.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /**
   * Disables the button (it stays focusable by nothing and is announced as disabled).
   * @default false
   */
  isDisabled?: boolean;
  /** The form element's name, for submit buttons that send a value. */
  name?: string;
  /** Reaches the `<button>` element. */
  ref?: Ref<HTMLButtonElement>;
}

const startKeys = new Set(['Enter', ' ']);

/**
 * A button: the browser's own `<button>`, whose click already comes from a mouse, a tap, Enter,
 * Space and screen readers alike. It hydrates no press-handling hooks, which matters on the
 * public forms (docs/decisions.md#native-fields). Inside react-aria triggers that hand their
 * child press handlers (FileTrigger), use react-aria's Button with the `button()` look instead.
 */
export function Button({
  variant,
  size,
  iconOnly,
  children,
  type = 'button',
  onPress,
  onPressStart,
  isDisabled,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      onClick={onPress ? () => onPress() : undefined}
      onPointerDown={onPressStart ? () => onPressStart() : undefined}
      onKeyDown={
        onPressStart
          ? (event) => {
              if (startKeys.has(event.key) && !event.repeat) onPressStart();
            }
          : undefined
      }
      className={button({ variant, size, iconOnly })}
    >
      {children}
    </button>
  );
}
