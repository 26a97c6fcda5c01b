import { useEffect, useRef, useState, type RefObject } from 'react';
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
  /**
   * What the button must never cover: while one of these is under it, it steps aside (fades out
   * and lets taps through) until the page moves on. Keyboard focus always shows it.
   * @default 'main :is(input, textarea, select, button, a[href])'
   */
  avoid?: string;
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
  avoid = 'main :is(input, textarea, select, button, a[href])',
}: WhatsAppButtonProps) {
  const link = useRef<HTMLAnchorElement>(null);
  const covering = useCovering(link, avoid);
  return (
    <a
      ref={link}
      data-step-aside={covering ? '' : undefined}
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

/**
 * Whether something matching `selector` is under the element: an IntersectionObserver whose root
 * is shrunk to the element's own box watches every match, and follows the page as it changes.
 * The box comes from another IntersectionObserver, which measures it with the browser's own
 * layout of the next frame: reading it at once (getBoundingClientRect) forced a layout of the
 * whole page inside the hydration task, a fifth of its time on a phone.
 */
function useCovering(ref: RefObject<HTMLElement | null>, selector: string): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | undefined;
    const under = new Set<Element>();
    const watch = (box: DOMRectReadOnly) => {
      observer?.disconnect();
      under.clear();
      if (box.width === 0) return;
      const margin = [
        -box.top,
        -(window.innerWidth - box.right),
        -(window.innerHeight - box.bottom),
        -box.left,
      ]
        .map((value) => `${Math.round(value)}px`)
        .join(' ');
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) under.add(entry.target);
            else under.delete(entry.target);
          }
          setCovering(under.size > 0);
        },
        { rootMargin: margin },
      );
      for (const target of document.querySelectorAll(selector)) {
        if (target !== element && !element.contains(target)) observer.observe(target);
      }
    };
    // Observing the element again reports its box once more, after the next layout.
    const measure = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      measure.unobserve(element);
      if (last) watch(last.boundingClientRect);
    });
    const reconnect = () => {
      measure.unobserve(element);
      measure.observe(element);
    };
    reconnect();
    // New content (a client-side navigation, a list that loaded) and a new window size.
    const mutations = new MutationObserver(reconnect);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', reconnect);
    return () => {
      observer?.disconnect();
      measure.disconnect();
      mutations.disconnect();
      window.removeEventListener('resize', reconnect);
    };
  }, [ref, selector]);
  return covering;
}
