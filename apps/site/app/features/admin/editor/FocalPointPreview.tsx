import { useEffect, useId, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { clampFocal, focalPercent, moveFocal } from './focal-point.ts';
import * as styles from './forms.css.ts';

/** Set by the preview: puts the focal point back in the centre (after a new upload). */
export type FocalResetRef = RefObject<(() => void) | null>;

export interface FocalPointPreviewProps<Values extends FieldValues> {
  control: Control<Values>;
  /** The form paths of the focal point's two coordinates (0 to 1). */
  focal: { x: FieldPath<Values>; y: FieldPath<Values> };
  /** The image address. */
  src: string;
  /** The image field's label, e.g. 'Package image'. */
  label: string;
  resetRef: FocalResetRef;
}

const readCoordinate = (value: unknown) => (typeof value === 'number' ? clampFocal(value) : 0.5);

/**
 * The uploaded picture, whole, with its focal point marked: a click puts the point where the
 * subject is; with the keyboard, the arrow keys move it by 5 % (Shift: 1 %) and Home puts it back
 * in the centre. Every public crop keeps that point in view (docs/decisions.md#image-focal-point-and-alt).
 */
export function FocalPointPreview<Values extends FieldValues>({
  control,
  focal,
  src,
  label,
  resetRef,
}: FocalPointPreviewProps<Values>) {
  const x = useController({ control, name: focal.x });
  const y = useController({ control, name: focal.y });
  const point = { x: readCoordinate(x.field.value), y: readCoordinate(y.field.value) };
  const helpId = useId();

  const set = (next: { x: number; y: number }) => {
    x.field.onChange(next.x);
    y.field.onChange(next.y);
  };

  useEffect(() => {
    resetRef.current = () => {
      x.field.onChange(0.5);
      y.field.onChange(0.5);
    };
    return () => {
      resetRef.current = null;
    };
  }, [resetRef, x.field, y.field]);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter and Space also "click" a button, at no position: the keys below handle the keyboard.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    set({
      x: clampFocal((event.clientX - box.left) / box.width),
      y: clampFocal((event.clientY - box.top) / box.height),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = moveFocal(point, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    set(next);
  };

  const where = focalPercent(point);
  return (
    <div className={styles.focal}>
      <button
        type="button"
        className={styles.focalFrame}
        aria-label={`${label} focal point: ${where.x} % from the left, ${where.y} % from the top`}
        aria-describedby={helpId}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onBlur={x.field.onBlur}
      >
        <img src={src} alt="" className={styles.focalImage} />
        <span
          aria-hidden="true"
          className={styles.focalMarker}
          style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
        />
      </button>
      <p id={helpId} className={styles.help}>
        Focal point: {where.x} % from the left, {where.y} % from the top. Click the subject of the
        picture, or use the arrow keys, so that cards and banners crop around it.
      </p>
    </div>
  );
}
