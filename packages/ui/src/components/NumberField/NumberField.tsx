import type { Ref } from 'react';
import { Button, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../private/Field.tsx';
import * as fieldStyles from '../private/Field.css.ts';
import * as styles from './NumberField.css.ts';

export interface NumberFieldProps extends FieldBaseProps {
  /** The number, when controlled; NaN or null for empty. */
  value?: number | null;
  /** The initial number when uncontrolled. */
  defaultValue?: number;
  /** Called with the new number (NaN when cleared). */
  onChange?: (value: number) => void;
  minValue?: number;
  maxValue?: number;
  /**
   * The − / + step.
   * @default 1
   */
  step?: number;
  /** Number formatting, e.g. `{ style: 'currency', currency: 'USD' }` for prices. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Reaches the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled number input with − and + buttons, arrow keys and locale formatting. */
export function NumberField({
  label,
  description,
  errorMessage,
  ref,
  value,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      value={value === undefined ? undefined : (value ?? Number.NaN)}
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Group className={styles.group}>
        <Button slot="decrement" className={styles.step}>
          −
        </Button>
        <Input ref={ref} className={styles.input} />
        <Button slot="increment" className={styles.step}>
          +
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
