import { useEffect, useRef, type CSSProperties } from 'react';
import { Button } from '../Button/Button.tsx';
import type { ImageSource } from '../ImageWithFallback/ImageWithFallback.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../private/icons.tsx';
import { lightboxSwipe } from '../private/Overlay/motion.ts';
import { Overlay } from '../private/Overlay/Overlay.tsx';
import { useDragGesture } from '../private/use-drag-gesture.ts';
import * as styles from './Lightbox.css.ts';

/** One picture of a gallery. */
export interface LightboxImage {
  src: string;
  /** Responsive candidates, passed to `<img srcset>` (shown at most the viewport's width). */
  srcSet?: string;
  /** Candidates in other formats (AVIF, WebP), best first, each a `<picture><source>`. */
  sources?: readonly ImageSource[];
  /** Alternative text (every image has one: docs/decisions.md#images). */
  alt: string;
  /** Shown under the picture. */
  caption?: string;
}

export interface LightboxProps {
  images: readonly LightboxImage[];
  /** The open picture's position, or null when closed. */
  index: number | null;
  /** Called with the new position (arrows, buttons, swipes) or null (Escape, close, backdrop). */
  onIndexChange: (index: number | null) => void;
}

interface PictureProps {
  image: LightboxImage;
  /** Whether there is another picture to swipe to. */
  canSwipe: boolean;
  /** Moves by one picture: -1 back, 1 on. */
  onMove: (step: -1 | 1) => void;
}

/**
 * The open picture, which a sideways swipe (touch, pen or mouse) replaces with its neighbour. It
 * is keyed by position, so the next picture starts centred instead of sliding back from where
 * the finger left the last one. Swiping is a pointer shortcut for the Previous/Next buttons, so
 * the stage is no control of its own for keyboards and screen readers.
 */
function Picture({ image, canSwipe, onMove }: PictureProps) {
  const stage = useRef<HTMLDivElement>(null);
  const swipe = useDragGesture({
    axis: 'horizontal',
    distanceThreshold: () =>
      Math.min(
        (stage.current?.getBoundingClientRect().width ?? 0) * lightboxSwipe.distanceRatio,
        lightboxSwipe.maxDistancePx,
      ),
    velocityThreshold: lightboxSwipe.velocityPxPerMs,
    minFlickDistance: lightboxSwipe.minFlickPx,
    lockAxis: true,
    isDisabled: !canSwipe,
    // A finger pushing the picture left brings in the next one, as in every photo viewer.
    onCommit: (direction) => onMove(direction === -1 ? 1 : -1),
  });
  return (
    <div ref={stage} className={styles.stage} {...swipe.handlers}>
      <figure
        className={styles.figure}
        style={{ '--swipe-offset': `${swipe.offset}px` } as CSSProperties}
        data-dragging={swipe.dragging || undefined}
      >
        {/* Not draggable: a mouse drag is the swipe, not a drag and drop of the image file. */}
        <picture className={styles.picture}>
          {image.sources?.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="100vw" />
          ))}
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? '100vw' : undefined}
            alt={image.alt}
            className={styles.image}
            draggable={false}
          />
        </picture>
        {image.caption ? <figcaption className={styles.caption}>{image.caption}</figcaption> : null}
      </figure>
    </div>
  );
}

/**
 * A gallery picture enlarged in a dialog: ←/→, the Previous/Next buttons and a sideways swipe on
 * the picture (left for the next one) move through the pictures, wrapping; Escape or 'Close'
 * returns focus to the thumbnail that opened it.
 */
export function Lightbox({ images, index, onIndexChange }: LightboxProps) {
  const count = images.length;
  const current = index === null ? null : images[index];
  const move = (step: -1 | 1) => {
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
        <div className={styles.layout}>
          <Picture key={index} image={current} canSwipe={count > 1} onMove={move} />
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
