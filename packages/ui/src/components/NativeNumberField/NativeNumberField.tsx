import { useRef, type Ref } from 'react';
import type { FieldBaseProps } from '../private/Field.tsx';
import { NativeFieldFrame, useNativeField } from '../private/NativeField.tsx';
import * as styles from './NativeNumberField.css.ts';

export interface NativeNumberFieldProps extends FieldBaseProps {
  /** The number, when controlled; null for empty. */
  value?: number | null;
  /** The initial number when uncontrolled. */
  defaultValue?: number;
  /** Called with the new number, or null when the field is empty or holds no number. */
  onChange?: (value: number | null) => void;
  /** The smallest number the − button and the arrow keys go to. */
  minValue?: number;
  /** The largest number the + button and the arrow keys go to. */
  maxValue?: number;
  /**
   * The − / + step.
   * @default 1
   */
  step?: number;
  /** Reaches the `<input>` (react-hook-form's `field.ref`, to focus it on an error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled whole or decimal number: the browser's own number input (`type="number"`, the
 * numeric keypad on a phone, arrow keys to step) between − and + buttons, like NumberField.
 * The buttons are left out of the tab order, as NumberField's are: the keyboard steps with the
 * arrow keys.
 *
 * For plain counts on public forms: it loads no JavaScript of its own, where NumberField's
 * react-aria number parsing and formatting cost the enquiry form about 10 KB (gzip). NumberField
 * stays the choice for formatted numbers such as prices.
 */
export function NativeNumberField({
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  step = 1,
  ref,
  ...props
}: NativeNumberFieldProps) {
  const { controlProps, frameProps } = useNativeField(props);
  const input = useRef<HTMLInputElement | null>(null);
  const report = (element: HTMLInputElement) => {
    const next = element.valueAsNumber;
    onChange?.(Number.isNaN(next) ? null : next);
  };
  const clamp = (next: number) =>
    Math.min(maxValue ?? Infinity, Math.max(minValue ?? -Infinity, next));
  // Decimals of the step, so 0.1 + 0.2 steps to 0.3, not 0.30000000000000004.
  const decimals = String(step).split('.')[1]?.length ?? 0;
  const current = value ?? null;
  const stepBy = (direction: 1 | -1) => {
    const element = input.current;
    if (!element) return;
    const from = element.valueAsNumber;
    // An empty field starts from the nearest bound, as NumberField does.
    const next = Number.isNaN(from)
      ? clamp(direction > 0 ? (minValue ?? 0) : (maxValue ?? minValue ?? 0))
      : clamp(Number((from + direction * step).toFixed(decimals)));
    // A controlled field shows what its owner decides; only an uncontrolled one is set here.
    if (value === undefined) element.value = String(next);
    onChange?.(next);
  };
  const setRefs = (element: HTMLInputElement | null) => {
    input.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  return (
    <NativeFieldFrame {...frameProps}>
      <div className={styles.group}>
        <StepButton
          action="Decrease"
          field={controlProps.id}
          label={props.label}
          isDisabled={
            props.isDisabled || (current !== null && minValue !== undefined && current <= minValue)
          }
          onPress={() => stepBy(-1)}
        />
        <input
          {...controlProps}
          ref={setRefs}
          type="number"
          // Phone keypads without a minus key only when no negative number is allowed.
          inputMode={
            minValue !== undefined && minValue >= 0
              ? Number.isInteger(step)
                ? 'numeric'
                : 'decimal'
              : undefined
          }
          className={styles.input}
          value={value === undefined ? undefined : (value ?? '')}
          defaultValue={defaultValue}
          min={minValue}
          max={maxValue}
          step={step}
          onChange={(event) => report(event.currentTarget)}
        />
        <StepButton
          action="Increase"
          field={controlProps.id}
          label={props.label}
          isDisabled={
            props.isDisabled || (current !== null && maxValue !== undefined && current >= maxValue)
          }
          onPress={() => stepBy(1)}
        />
      </div>
    </NativeFieldFrame>
  );
}

/** − or +: out of the tab order (the arrow keys step), named after the field it changes. */
function StepButton({
  action,
  field,
  label,
  isDisabled,
  onPress,
}: {
  action: 'Decrease' | 'Increase';
  field: string;
  label: string;
  isDisabled: boolean | undefined;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      tabIndex={-1}
      className={styles.step}
      aria-label={`${action} ${label}`}
      aria-controls={field}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      onClick={onPress}
    >
      {action === 'Decrease' ? '−' : '+'}
    </button>
  );
}
