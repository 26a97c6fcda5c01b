import type { Ref } from 'react';
import type { FieldBaseProps } from '../private/Field.tsx';
import { NativeFieldFrame, useNativeField } from '../private/NativeField.tsx';
import * as styles from './DateField.css.ts';

export interface DateFieldProps extends FieldBaseProps {
  /**
   * 'day': a date, 'YYYY-MM-DD'. 'minute': a date and a time of day in the visitor's time zone,
   * 'YYYY-MM-DDTHH:mm' (`type="datetime-local"`); every value below (value, minValue, maxValue,
   * onChange) then has that form.
   * @default 'day'
   */
  granularity?: 'day' | 'minute';
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
  /** Reaches the `<input>` (react-hook-form's `field.ref`, to focus it on an error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled date: the browser's own date input (`type="date"`), in the visitor's locale order,
 * with the phone's date picker on a phone and the keyboard everywhere. Values in and out are ISO
 * 'YYYY-MM-DD' strings; an incomplete entry reads as null. With `granularity="minute"` it is the
 * browser's date-and-time input, for a moment such as when a post goes live.
 *
 * A native input rather than react-aria's DateField: on the enquiry form react-aria's date
 * segments and calendars cost about 20 KB (gzip) of JavaScript, the browser's input nothing.
 */
export function DateField({
  granularity = 'day',
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  ref,
  ...props
}: DateFieldProps) {
  const { controlProps, frameProps } = useNativeField(props);
  return (
    <NativeFieldFrame {...frameProps}>
      <input
        {...controlProps}
        ref={ref}
        type={granularity === 'minute' ? 'datetime-local' : 'date'}
        className={styles.input}
        value={value === undefined ? undefined : (value ?? '')}
        defaultValue={defaultValue}
        min={minValue}
        max={maxValue}
        onChange={(event) => onChange?.(event.currentTarget.value || null)}
      />
    </NativeFieldFrame>
  );
}
