import { WhatsAppIcon } from '../private/icons.tsx';
import * as styles from './WhatsAppButton.css.ts';

export interface WhatsAppButtonProps {
  /** The WhatsApp number in international format; spaces, dashes and "+" are ignored. */
  phoneNumber: string;
  /**
   * The message prefilled in the chat.
   * @default "Hello! I'm interested in your safari packages."
   */
  greeting?: string;
  /**
   * The accessible name ("opens in a new tab" is appended).
   * @default 'Chat with us on WhatsApp'
   */
  label?: string;
}

/** The chat link for wa.me with the number's digits and the greeting URL-encoded. */
export function whatsAppHref(phoneNumber: string, greeting: string) {
  return `https://wa.me/${phoneNumber.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`;
}

/** The floating chat button in the corner of every page; opens WhatsApp in a new tab. */
export function WhatsAppButton({
  phoneNumber,
  greeting = "Hello! I'm interested in your safari packages.",
  label = 'Chat with us on WhatsApp',
}: WhatsAppButtonProps) {
  return (
    <a
      href={whatsAppHref(phoneNumber, greeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      className={styles.button}
    >
      <WhatsAppIcon />
    </a>
  );
}
