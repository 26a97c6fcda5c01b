import { assignInlineVars } from '@vanilla-extract/dynamic';
import { startTransition, useEffect, useRef, useState } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { useImageFallbackSrc } from './image-fallback-context.ts';
import * as styles from './ImageWithFallback.css.ts';

export interface ImageWithFallbackProps {
  /** The image URL; empty or missing goes straight to the fallback. */
  src?: string | null;
  /** Alternative text; '' for a purely decorative image. */
  alt: string;
  /** Shown when `src` fails to load. Defaults to UiProvider's `imageFallbackSrc`. */
  fallbackSrc?: string;
  /** Intrinsic width in pixels; with `height` it reserves the space (no layout shift). */
  width?: number;
  /** Intrinsic height in pixels. */
  height?: number;
  /**
   * The frame's ratio when width/height are unknown, e.g. '16 / 9'.
   * @default '4 / 3' (or width / height when both are given)
   */
  aspectRatio?: string;
  /** Candidate URLs for responsive images, passed to `<img srcset>`. */
  srcSet?: string;
  /** The slot sizes for `srcSet` and `sources`, passed to `<img sizes>` and each `<source>`. */
  sizes?: string;
  /**
   * Candidates in other formats, best first (e.g. AVIF, then WebP): the image becomes a
   * `<picture>` with one `<source type srcset>` each, and the browser takes the first format it
   * decodes; `src`/`srcSet` are the fallback every browser shows.
   */
  sources?: readonly ImageSource[];
  /**
   * For the largest image of a page (LCP): loads eagerly with `fetchpriority="high"`.
   * Everything else loads lazily with `fetchpriority="low"`, so a picture that turns out to be
   * on screen does not compete with the page's stylesheet, font, LCP image and scripts.
   * @default false
   */
  priority?: boolean;
  /**
   * How the image fills its frame.
   * @default 'cover'
   */
  fit?: 'cover' | 'contain';
  /**
   * Where the subject is, as fractions of the picture's width and height (0 left or top, 1 right
   * or bottom): a `cover` crop keeps it in view (`object-position`).
   * @default { x: 0.5, y: 0.5 } (the centre)
   */
  focalPoint?: FocalPoint | null;
}

/** A point of a picture, as fractions of its width and height (0 to 1). */
export interface FocalPoint {
  x: number;
  y: number;
}

/** A focal point as CSS `object-position`, each coordinate kept within 0–100 %. */
export function objectPositionOf(point: FocalPoint): string {
  const percent = (value: number) =>
    `${Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0.5)) * 1000) / 10}%`;
  return `${percent(point.x)} ${percent(point.y)}`;
}

/** One format's candidates for a `<picture>`. */
export interface ImageSource {
  /** The MIME type, e.g. 'image/avif'. */
  type: string;
  srcSet: string;
}

type Stage = 'primary' | 'fallback' | 'failed';

/**
 * An image that never leaves a hole: a spinner while loading, then the image; on error the
 * fallback image; if that fails too, the text 'Image not available' (docs/product-rules.md#states).
 */
export function ImageWithFallback({
  src,
  alt,
  fallbackSrc: ownFallbackSrc,
  width,
  height,
  aspectRatio,
  srcSet,
  sizes,
  sources,
  priority = false,
  fit = 'cover',
  focalPoint,
}: ImageWithFallbackProps) {
  const fallbackSrc = useImageFallbackSrc(ownFallbackSrc);
  const initialStage: Stage = src ? 'primary' : fallbackSrc ? 'fallback' : 'failed';
  const [stage, setStage] = useState<Stage>(initialStage);
  const [loaded, setLoaded] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  // A new src starts the sequence again.
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setStage(initialStage);
    setLoaded(false);
  }

  const fail = () => {
    setLoaded(false);
    setStage((current) => (current === 'primary' && fallbackSrc ? 'fallback' : 'failed'));
  };

  // Prerendered images can finish (or fail) before React hydrates and attaches onLoad/onError.
  // A transition: right after hydration every picture already shown updates at once, and only
  // a spinner under a visible picture goes, so the render yields to input instead of being one
  // long task (docs/decisions.md#hydration-updates).
  useEffect(() => {
    const image = imageRef.current;
    if (!image?.complete || !image.currentSrc) return;
    startTransition(() => {
      if (image.naturalWidth > 0) setLoaded(true);
      else fail();
    });
    // Only the first commit can have missed the events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const ratio = aspectRatio ?? (width && height ? `${width} / ${height}` : '4 / 3');
  const currentSrc = stage === 'primary' ? src : stage === 'fallback' ? fallbackSrc : null;

  const image = currentSrc ? (
    <img
      key={stage}
      ref={imageRef}
      src={currentSrc}
      srcSet={stage === 'primary' ? srcSet : undefined}
      sizes={stage === 'primary' ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'low'}
      decoding={priority ? undefined : 'async'}
      className={`${styles.image} ${fit === 'cover' ? styles.cover : styles.contain}`}
      style={
        focalPoint && fit === 'cover' && stage === 'primary'
          ? { objectPosition: objectPositionOf(focalPoint) }
          : undefined
      }
      data-loaded={loaded || undefined}
      onLoad={() => setLoaded(true)}
      onError={fail}
    />
  ) : null;

  return (
    <span
      className={styles.frame}
      style={assignInlineVars({ [styles.aspectRatio]: ratio })}
      data-stage={stage}
    >
      {currentSrc && stage === 'primary' && sources?.length ? (
        // The fallback picture is a plain <img>: only the primary has other formats.
        <picture key={stage} className={styles.picture}>
          {sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
          ))}
          {image}
        </picture>
      ) : currentSrc ? (
        image
      ) : null}
      {stage !== 'failed' && !loaded ? (
        <span className={styles.center}>
          <Spinner decorative />
        </span>
      ) : null}
      {stage === 'failed' ? <span className={styles.center}>Image not available</span> : null}
    </span>
  );
}
