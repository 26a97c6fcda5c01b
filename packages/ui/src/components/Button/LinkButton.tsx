import { button } from '../private/Button.css.ts';
import { Link } from '../private/Link/Link.tsx';
import type { ButtonLookProps } from './button-look.ts';

// Not in Button.tsx: the cards of every public page use LinkButton, and a shared module would
// bring react-aria's Button (and its press handling) into their first load.

export interface LinkButtonProps extends ButtonLookProps {
  /** Where it leads. Internal paths navigate through the router given to UiProvider. */
  href: string;
  /** Open in a new tab (`_blank` also sets rel="noopener noreferrer"). */
  target?: '_blank';
  /** Id of an element that describes the link further (e.g. the card title). */
  'aria-describedby'?: string;
  /** Called when the link is followed, by click, tap or Enter (e.g. to close the menu it sits in). */
  onPress?: () => void;
}

/**
 * A link that looks like a button: for navigation such as 'Book Now' or 'View Details'. A plain
 * `<a>` (no react-aria), so the pages that show one load no press handling for it.
 */
export function LinkButton({
  variant,
  size,
  iconOnly,
  children,
  target,
  onPress,
  ...props
}: LinkButtonProps) {
  return (
    <Link
      {...props}
      target={target}
      rel={target === '_blank' ? 'noopener noreferrer' : undefined}
      className={button({ variant, size, iconOnly })}
      onClick={onPress ? () => onPress() : undefined}
    >
      {children}
    </Link>
  );
}
