import { StarIcon } from '../private/icons.tsx';
import * as styles from './StarRating.css.ts';
import { maxStars, starValues } from './stars.ts';

export interface StarRatingProps {
  /** The rating, 0 to 5; halves are rounded for the stars but read out as given. */
  value: number;
}

/** A read-only rating, read out as "4 out of 5 stars". */
export function StarRating({ value }: StarRatingProps) {
  const rounded = Math.round(value);
  return (
    <span role="img" aria-label={`${value} out of ${maxStars} stars`} className={styles.display}>
      {starValues.map((star) => (
        <span key={star} className={star <= rounded ? styles.filled : styles.empty}>
          <StarIcon filled={star <= rounded} />
        </span>
      ))}
    </span>
  );
}
