import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { button, type ButtonVariants } from '../private/Button.css.ts';

interface CommonProps {
  /** The label, optionally with an icon. */
  children: ReactNode;
  /**
   * Visual weight: `solid` for the one main action of a region, `soft`/`outline` for secondary
   * actions, `ghost` for toolbar-like actions.
   * @default 'solid'
   */
  variant?: ButtonVariants['variant'];
  /**
   * @default 'md'
   */
  size?: ButtonVariants['size'];
  /**
   * A square button holding only an icon; give it an `aria-label`.
   * @default false
   */
  iconOnly?: boolean;
  /** Required when `children` is only an icon. */
  'aria-label'?: string;
}

export interface ButtonProps extends CommonProps {
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

export interface LinkButtonProps extends CommonProps {
  /** Where it leads. Internal paths navigate through the router given to UiProvider. */
  href: string;
  /** Open in a new tab (`_blank` also sets rel="noopener noreferrer"). */
  target?: '_blank';
  /** Id of an element that describes the link further (e.g. the card title). */
  'aria-describedby'?: string;
  /** Called when the link is followed (e.g. to close the menu it sits in). */
  onPress?: () => void;
}

/** A link that looks like a button: for navigation such as 'Book Now' or 'View Details'. */
export function LinkButton({
  variant,
  size,
  iconOnly,
  children,
  target,
  ...props
}: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      target={target}
      rel={target === '_blank' ? 'noopener noreferrer' : undefined}
      className={button({ variant, size, iconOnly })}
    >
      {children}
    </AriaLink>
  );
}
