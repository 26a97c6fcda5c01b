import { StarIcon } from '../private/icons.tsx';
import * as styles from './StarRating.css.ts';
import { maxStars, starValues } from './stars.ts';

export interface StarRatingProps {
  /** The rating, 0 to 5; halves are rounded for the stars but read out as given. */
  value: number;
  /**
   * What the stars rate, e.g. 'Our rating': read out first ("Our rating: 4.5 out of 5 stars"),
   * so nobody has to guess whether they are a hotel class or guests' reviews.
   */
  label?: string;
}

/** A read-only rating, read out as "4 out of 5 stars", or "Our rating: 4 out of 5 stars". */
export function StarRating({ value, label }: StarRatingProps) {
  const rounded = Math.round(value);
  const stars = `${value} out of ${maxStars} stars`;
  return (
    <span role="img" aria-label={label ? `${label}: ${stars}` : stars} className={styles.display}>
      {starValues.map((star) => (
        <span key={star} className={star <= rounded ? styles.filled : styles.empty}>
          <StarIcon filled={star <= rounded} />
        </span>
      ))}
    </span>
  );
}
