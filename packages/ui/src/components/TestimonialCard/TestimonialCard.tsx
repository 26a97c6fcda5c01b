import { useState } from 'react';
import type { ImageSource } from '../ImageWithFallback/ImageWithFallback.tsx';
import * as cardStyles from '../private/Card.css.ts';
import { StarRating } from '../StarRating/StarRating.tsx';
import * as styles from './TestimonialCard.css.ts';

export interface TestimonialCardProps {
  /** The traveller's name. */
  name: string;
  /** Their rating, 1–5. */
  rating: number;
  /** What they said. */
  text: string;
  /** Where they are from. */
  country?: string;
  /** A photo URL; without one (or if it fails) the first letter of the name shows. */
  photoSrc?: string | null;
  /** Responsive candidates of the photo, passed to `<img srcset>` (shown 48 px wide). */
  photoSrcSet?: string;
  /** The photo in other formats (AVIF, WebP), best first, each a `<picture><source>`. */
  photoSources?: readonly ImageSource[];
}

/** The 48 px photo, in a `<picture>` when it comes in other formats. */
function Photo({
  src,
  srcSet,
  sources,
  onError,
}: {
  src: string;
  srcSet: string | undefined;
  sources: readonly ImageSource[] | undefined;
  onError: () => void;
}) {
  const sizes = srcSet || sources?.length ? '48px' : undefined;
  const image = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      fetchPriority="low"
      className={styles.avatar}
      onError={onError}
    />
  );
  if (!sources?.length) return image;
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}

/** A traveller's review: photo or initial, name, stars and their words. */
export function TestimonialCard({
  name,
  rating,
  text,
  country,
  photoSrc,
  photoSrcSet,
  photoSources,
}: TestimonialCardProps) {
  const [photoFailed, setPhotoFailed] = useState(false);
  return (
    // The caption is the figure's first child, as HTML requires: the card's padding is on the
    // figure itself rather than on a wrapper.
    <figure className={styles.figure}>
      <figcaption className={styles.person}>
        {photoSrc && !photoFailed ? (
          <Photo
            src={photoSrc}
            srcSet={photoSrcSet}
            sources={photoSources}
            onError={() => setPhotoFailed(true)}
          />
        ) : (
          <span className={styles.initial} aria-hidden="true">
            {name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <p className={styles.name}>{name}</p>
          {country ? <p className={cardStyles.meta}>{country}</p> : null}
        </div>
      </figcaption>
      <StarRating value={rating} />
      <blockquote className={styles.quote}>
        <p className={cardStyles.text}>{text}</p>
      </blockquote>
    </figure>
  );
}
