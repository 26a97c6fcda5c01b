import type { Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components';
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

/** A button with react-aria's press handling (mouse, touch, keyboard and screen readers alike). */
export function Button({
  variant,
  size,
  iconOnly,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <AriaButton {...props} type={type} className={button({ variant, size, iconOnly })}>
      {children}
    </AriaButton>
  );
}
