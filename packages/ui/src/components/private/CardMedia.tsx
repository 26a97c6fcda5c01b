import {
  ImageWithFallback,
  type FocalPoint,
  type ImageSource,
} from '../ImageWithFallback/ImageWithFallback.tsx';
import * as styles from './Card.css.ts';

export interface CardImage {
  /** The image URL. */
  src: string;
  /** Alternative text. Defaults to the card's title. */
  alt?: string;
  /** Responsive candidates, passed to `<img srcset>`. */
  srcSet?: string;
  /**
   * How wide the card shows the picture, passed to `<img sizes>`.
   * @default '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
   */
  sizes?: string;
  /** Candidates in other formats (AVIF, WebP), best first: see ImageWithFallback's `sources`. */
  sources?: readonly ImageSource[];
  /** Intrinsic width, if known. */
  width?: number;
  /** Intrinsic height, if known. */
  height?: number;
  /**
   * The page's largest picture (e.g. the first card of a list on a phone): loaded eagerly with
   * high priority instead of lazily, so it paints early (LCP).
   * @default false
   */
  priority?: boolean;
  /** Where the subject is (0–1 across and down): the 4:3 crop keeps it in view. */
  focalPoint?: FocalPoint | null;
}

/** A card's 4:3 picture, or the card's own "no image" text when it has none. */
export function CardMedia({
  image,
  fallbackAlt,
  missingText,
  fallbackSrc,
}: {
  image?: CardImage | null;
  fallbackAlt: string;
  missingText: string;
  fallbackSrc?: string;
}) {
  if (!image?.src) return <div className={styles.noImage}>{missingText}</div>;
  return (
    <ImageWithFallback
      src={image.src}
      alt={image.alt ?? fallbackAlt}
      srcSet={image.srcSet}
      sizes={image.sizes ?? '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'}
      sources={image.sources}
      width={image.width}
      height={image.height}
      aspectRatio="4 / 3"
      fallbackSrc={fallbackSrc}
      priority={image.priority}
      focalPoint={image.focalPoint}
    />
  );
}
