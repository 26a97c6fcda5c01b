// Its own module, apart from the display-only StarRating, so pages that only show ratings
// (home, testimonials) do not load react-aria's RadioGroup.
import { useState, type Ref } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../private/Field.tsx';
import * as fieldStyles from '../private/Field.css.ts';
import { StarIcon } from '../private/icons.tsx';
import * as styles from './StarRating.css.ts';
import { starValues } from './stars.ts';

export interface StarRatingInputProps extends FieldBaseProps {
  /** The chosen rating (1–5), or null for none yet. Controlled with `onChange`. */
  value?: number | null;
  /** The initial rating when uncontrolled. */
  defaultValue?: number | null;
  /** Called with the chosen rating. */
  onChange?: (value: number) => void;
  /** Reaches the first star's radio input, so a form library can focus the field on error. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A 1–5 rating as a radio group: arrow keys move and choose, each star is read as "3 stars".
 * With `isRequired` an unanswered group shows the browser's message on submit; with `isInvalid`
 * it shows `errorMessage`.
 */
export function StarRatingInput({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  name,
  onBlur,
  value,
  defaultValue = null,
  onChange,
  ref,
}: StarRatingInputProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value !== undefined ? value : uncontrolled;
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = hovered ?? current ?? 0;

  return (
    <RadioGroup
      className={fieldStyles.field}
      orientation="horizontal"
      value={current ? String(current) : null}
      onChange={(next) => {
        const rating = Number(next);
        setUncontrolled(rating);
        onChange?.(rating);
      }}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      onBlur={onBlur}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div className={styles.stars} onPointerLeave={() => setHovered(null)}>
        {starValues.map((star) => (
          <Radio
            key={star}
            value={String(star)}
            aria-label={star === 1 ? '1 star' : `${star} stars`}
            className={styles.star}
            data-lit={star <= lit || undefined}
            onHoverStart={() => setHovered(star)}
            inputRef={star === 1 ? ref : undefined}
          >
            <StarIcon filled={star <= lit} />
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RadioGroup>
  );
}
