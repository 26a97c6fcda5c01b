import { LinkButton, whatsAppHref } from '@tembo/ui';
import * as styles from './enquire-bar.css.ts';

export interface EnquireBarProps {
  enquireHref: string;
  whatsAppNumber: string;
  greeting: string;
}

/**
 * On a phone, the package page's Enquire and WhatsApp actions stay in reach
 * (docs/decisions.md#enquire-bar): a bar stuck to the bottom of the screen while the trip scrolls
 * past, which comes to rest after the page's last section, so at the end it covers nothing. The
 * floating WhatsApp button steps back on this page (`handle.enquireBar`); from the medium
 * breakpoint the bar is gone and the button is back.
 */
export function EnquireBar({ enquireHref, whatsAppNumber, greeting }: EnquireBarProps) {
  return (
    // Not a landmark of its own: the page's main region holds it (an aside there would not be
    // top-level).
    <div className={styles.bar} role="group" aria-label="Enquire about this safari">
      <LinkButton href={enquireHref}>Enquire</LinkButton>
      <LinkButton href={whatsAppHref(whatsAppNumber, greeting)} variant="soft" target="_blank">
        WhatsApp us
      </LinkButton>
    </div>
  );
}
