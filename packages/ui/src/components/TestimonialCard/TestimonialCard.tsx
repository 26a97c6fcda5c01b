import { useState } from 'react';
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
}

/** A traveller's review: photo or initial, name, stars and their words. */
export function TestimonialCard({ name, rating, text, country, photoSrc }: TestimonialCardProps) {
  const [photoFailed, setPhotoFailed] = useState(false);
  return (
    // The caption is the figure's first child, as HTML requires: the card's padding is on the
    // figure itself rather than on a wrapper.
    <figure className={styles.figure}>
      <figcaption className={styles.person}>
        {photoSrc && !photoFailed ? (
          <img
            src={photoSrc}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className={styles.avatar}
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
