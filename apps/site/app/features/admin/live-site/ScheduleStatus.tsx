import { useEffect, useState } from 'react';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import * as styles from '../common/admin.css.ts';
import { describeSchedule } from './schedule-status.ts';

/** How often the sentence is read again, so "Goes live on …" turns into "On the site". */
const refreshMs = 30_000;

/**
 * Under the publishing fields of a scheduled type: when the record is on the site, from the
 * form's `published`, `publish_at` and `unpublish_at` as they stand.
 */
export function ScheduleStatus({ control }: { control: Control<FieldValues> }) {
  const [published, publishAt, unpublishAt] = useWatch({
    control,
    name: ['published', 'publish_at', 'unpublish_at'],
  }) as [boolean | null, string | null, string | null];
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className={styles.muted} role="status">
      {describeSchedule({ published: Boolean(published), publishAt, unpublishAt }, now)}
    </p>
  );
}
