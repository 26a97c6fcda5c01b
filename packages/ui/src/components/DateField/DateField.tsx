import { parseDate, type CalendarDate } from '@internationalized/date';
import { DateField as AriaDateField, DateInput, DateSegment } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../private/Field.tsx';
import * as fieldStyles from '../private/Field.css.ts';
import * as styles from './DateField.css.ts';

export interface DateFieldProps extends FieldBaseProps {
  /** The date as 'YYYY-MM-DD', when controlled; null for empty. */
  value?: string | null;
  /** The initial date as 'YYYY-MM-DD' when uncontrolled. */
  defaultValue?: string;
  /** Called with 'YYYY-MM-DD', or null when incomplete or cleared. */
  onChange?: (value: string | null) => void;
  /** The earliest allowed date, 'YYYY-MM-DD' (e.g. today for travel dates). */
  minValue?: string;
  /** The latest allowed date, 'YYYY-MM-DD'. */
  maxValue?: string;
}

const toDate = (iso: string | null | undefined): CalendarDate | null | undefined =>
  iso === undefined ? undefined : iso === null || iso === '' ? null : parseDate(iso);

/**
 * A labelled date made of day/month/year segments (keyboard and screen-reader friendly, in the
 * visitor's locale order); values in and out are ISO 'YYYY-MM-DD' strings.
 */
export function DateField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  ...props
}: DateFieldProps) {
  return (
    <AriaDateField
      {...props}
      value={toDate(value)}
      defaultValue={toDate(defaultValue)}
      minValue={toDate(minValue) ?? undefined}
      maxValue={toDate(maxValue) ?? undefined}
      onChange={(date) => onChange?.(date ? date.toString() : null)}
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <DateInput className={styles.input}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaDateField>
  );
}
