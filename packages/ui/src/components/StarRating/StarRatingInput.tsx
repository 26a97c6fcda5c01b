// Its own module, apart from the display-only StarRating, so pages that only show ratings
// (home, testimonials) load none of its code.
import { useId, useState, type Ref } from 'react';
import type { FieldBaseProps } from '../private/Field.tsx';
import * as fieldStyles from '../private/Field.css.ts';
import { StarIcon } from '../private/icons.tsx';
import {
  FieldNotes,
  RequiredMark,
  fieldNotes,
  useBrowserMessage,
} from '../private/NativeField.tsx';
import { visuallyHidden } from '../private/styles.css.ts';
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
 *
 * The browser's own radio buttons, visually hidden inside each star's label: the keyboard, the
 * form's `required` check and the screen reader's "radio, 3 of 5" come from the browser, and the
 * testimonial form hydrates no react-aria hooks for it (docs/decisions.md#native-fields).
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
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value !== undefined ? value : uncontrolled;
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = hovered ?? current ?? 0;
  const browser = useBrowserMessage();
  const notes = fieldNotes(id, { description, errorMessage, isInvalid }, browser.message);

  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={notes.describedBy}
      aria-invalid={notes.invalid || undefined}
      aria-required={isRequired || undefined}
      aria-disabled={isDisabled || undefined}
      className={fieldStyles.field}
      // Focus leaving the group, not moving between its stars.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
        <RequiredMark isRequired={isRequired} />
      </span>
      <div className={styles.stars} onPointerLeave={() => setHovered(null)}>
        {starValues.map((star) => (
          <label
            key={star}
            className={styles.star}
            data-lit={star <= lit || undefined}
            data-invalid={notes.invalid || undefined}
            data-disabled={isDisabled || undefined}
            // A pointer that hovers previews the rating; a tap leaves nothing lit behind.
            onPointerEnter={(event) => {
              if (event.pointerType !== 'touch') setHovered(star);
            }}
          >
            <input
              ref={star === 1 ? ref : undefined}
              type="radio"
              name={name ?? id}
              value={star}
              aria-label={star === 1 ? '1 star' : `${star} stars`}
              checked={current === star}
              required={isRequired}
              disabled={isDisabled}
              className={visuallyHidden}
              onChange={() => {
                setUncontrolled(star);
                onChange?.(star);
              }}
              onInvalid={browser.onInvalid}
              onInput={browser.onInput}
            />
            <StarIcon filled={star <= lit} />
          </label>
        ))}
      </div>
      <FieldNotes {...notes.frame} />
    </div>
  );
}
