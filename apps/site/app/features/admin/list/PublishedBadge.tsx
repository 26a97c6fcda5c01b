import * as styles from '../shared/admin.css.ts';

/** 'Published' or 'Draft' (or other words for the two states) as a small label. */
export function StateBadge({
  on,
  onLabel = 'Published',
  offLabel = 'Draft',
}: {
  /** True for the visible state. */
  on: boolean;
  /** @default 'Published' */
  onLabel?: string;
  /** @default 'Draft' */
  offLabel?: string;
}) {
  return (
    <span className={styles.badge} data-tone={on ? 'positive' : undefined}>
      {on ? onLabel : offLabel}
    </span>
  );
}
