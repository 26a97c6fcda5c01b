import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { mediaQuery } from '../../tokens/breakpoints.ts';
import { button } from '../private/Button.css.ts';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../private/icons.tsx';
import { useMediaQuery } from '../private/use-media-query.ts';
import * as styles from './Carousel.css.ts';

/**
 * The look of the rotation, previous and next controls. Plain buttons, not react-aria's: the
 * home page shows a carousel at once, and they need no press handling beyond a click.
 */
const outlineIconButton = button({ variant: 'outline', size: 'sm', iconOnly: true });

export interface CarouselProps {
  /** What the carousel shows, e.g. 'Featured safaris' (its accessible name). */
  label: string;
  /** One element per slide (a hero image with text, a PackageCard, …). */
  slides: readonly ReactNode[];
  /**
   * Milliseconds between automatic advances.
   * @default 4000
   */
  interval?: number;
  /**
   * Advance automatically (never under prefers-reduced-motion).
   * @default true
   */
  autoPlay?: boolean;
  /**
   * Slides side by side from 768px up (phones always show one), e.g. 3 for package cards.
   * @default 1
   */
  slidesPerView?: 1 | 2 | 3 | 4;
  /**
   * Edge to edge: square corners and no gap around the slides, for a picture as wide as the
   * screen (the home page's hero).
   * @default false
   */
  bleed?: boolean;
}

/**
 * The WAI-ARIA APG carousel: previous/next and dot buttons, slides named "n of m", a visible
 * pause/play control, automatic advance that pauses while hovered or focused and never runs
 * under prefers-reduced-motion. Off-screen slides are inert, so Tab only reaches what is shown.
 */
export function Carousel({
  label,
  slides,
  interval = 4000,
  autoPlay = true,
  slidesPerView = 1,
  bleed = false,
}: CarouselProps) {
  const trackId = useId();
  const reducedMotion = useMediaQuery(mediaQuery.reducedMotion);
  const wide = useMediaQuery(mediaQuery.md);
  const perView = Math.min(wide ? slidesPerView : 1, slides.length);
  const lastIndex = Math.max(0, slides.length - perView);
  const wideLastIndex = Math.max(0, slides.length - Math.min(slidesPerView, slides.length));

  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(autoPlay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Touch does not hover: a tap must not stop the rotation for good.
  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'touch') setHovered(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const index = Math.min(current, lastIndex);
  const canRotate = autoPlay && !reducedMotion && lastIndex > 0;
  const rotating = canRotate && playing && !hovered && !focused;

  // One timeout per slide: a manual move restarts the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () =>
        setCurrent((previous) => (Math.min(previous, lastIndex) >= lastIndex ? 0 : previous + 1)),
      interval,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, interval, lastIndex]);

  // Phones show one slide each, so one dot per slide (docs/decisions.md#carousel-layout).
  const manyDots = slides.length > 5;

  const goTo = (next: number) =>
    setCurrent(((next % (lastIndex + 1)) + lastIndex + 1) % (lastIndex + 1));

  return (
    // The listeners only watch hover and focus to pause the rotation; the region is no control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.root}
      data-bleed={bleed ? '' : undefined}
      style={assignInlineVars({
        [styles.perViewWide]: String(Math.min(slidesPerView, slides.length)),
      })}
      onPointerEnter={onPointerEnter}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport}>
        <div
          id={trackId}
          className={styles.track}
          aria-live={rotating ? 'off' : 'polite'}
          style={assignInlineVars({
            [styles.index]: String(index),
          })}
        >
          {slides.map((slide, position) => {
            const visible = position >= index && position < index + perView;
            return (
              <div
                key={position}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${slides.length}`}
                className={styles.slide}
                inert={!visible}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className={styles.controls} data-phone-only={wideLastIndex === 0 ? '' : undefined}>
          {canRotate ? (
            <button
              type="button"
              className={outlineIconButton}
              aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
              onClick={() => setPlaying((value) => !value)}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          ) : null}
          <button
            type="button"
            className={outlineIconButton}
            aria-label="Previous slide"
            onClick={() => goTo(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          {manyDots ? (
            <span className={styles.position} aria-hidden="true">
              {index + 1} / {lastIndex + 1}
            </span>
          ) : null}
          <div className={styles.dots} data-many={manyDots ? '' : undefined}>
            {Array.from({ length: slides.length }, (_, position) => (
              <button
                key={position}
                type="button"
                className={styles.dot}
                // One dot per slide on phones; side by side, a dot per first slide in view. CSS
                // hides the rest, so the row does not change when the script starts.
                data-phone-only={position > wideLastIndex ? '' : undefined}
                aria-label={`Show slide ${position + 1} of ${slides.length}`}
                aria-controls={trackId}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => goTo(position)}
              />
            ))}
          </div>
          <button
            type="button"
            className={`${outlineIconButton} ${styles.nextButton}`}
            aria-label="Next slide"
            onClick={() => goTo(index + 1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </section>
  );
}
