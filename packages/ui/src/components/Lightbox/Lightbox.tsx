import { useEffect } from 'react';
import { Button } from '../Button/Button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../private/icons.tsx';
import { Overlay } from '../private/Overlay/Overlay.tsx';
import * as styles from './Lightbox.css.ts';

/** One picture of a gallery. */
export interface LightboxImage {
  src: string;
  /** Alternative text (every image has one: DECISIONS.md). */
  alt: string;
  /** Shown under the picture. */
  caption?: string;
}

export interface LightboxProps {
  images: readonly LightboxImage[];
  /** The open picture's position, or null when closed. */
  index: number | null;
  /** Called with the new position (arrows, buttons) or null (Escape, close, backdrop). */
  onIndexChange: (index: number | null) => void;
}

/**
 * A gallery picture enlarged in a dialog: ←/→ and the Previous/Next buttons move through the
 * pictures (wrapping), Escape or 'Close' returns focus to the thumbnail that opened it.
 */
export function Lightbox({ images, index, onIndexChange }: LightboxProps) {
  const count = images.length;
  const current = index === null ? null : images[index];
  const move = (step: number) => {
    if (index !== null && count > 0) onIndexChange((index + step + count) % count);
  };
  // Arrow keys anywhere while open: react-aria's Dialog does not forward key handlers, and the
  // focused element may be the dialog itself, a button or nothing in particular.
  useEffect(() => {
    if (index === null || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      onIndexChange((index + (event.key === 'ArrowLeft' ? -1 : 1) + count) % count);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, count, onIndexChange]);
  return (
    <Overlay
      isOpen={current !== undefined && current !== null}
      onOpenChange={(open) => !open && onIndexChange(null)}
      placement="center"
      title={index === null ? 'Image' : `Image ${index + 1} of ${count}`}
      closeLabel="Close"
    >
      {current ? (
        <div className={styles.figure}>
          <figure className={styles.figure}>
            <img src={current.src} alt={current.alt} className={styles.image} />
            {current.caption ? (
              <figcaption className={styles.caption}>{current.caption}</figcaption>
            ) : null}
          </figure>
          {count > 1 ? (
            <div className={styles.controls}>
              <Button variant="outline" onPress={() => move(-1)}>
                <ChevronLeftIcon />
                Previous
              </Button>
              <Button variant="outline" onPress={() => move(1)}>
                Next
                <ChevronRightIcon />
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Overlay>
  );
}
