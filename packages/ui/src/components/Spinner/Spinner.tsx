import * as styles from './Spinner.css.ts';

export interface SpinnerProps {
  /**
   * What is loading, read by screen readers and shown beside the ring.
   * @default 'Loading...'
   */
  label?: string;
  /**
   * Show only the ring and keep the label for screen readers (image placeholders, buttons).
   * @default false
   */
  hideLabel?: boolean;
  /**
   * Only the ring, hidden from assistive technology: for placeholders inside something that is
   * already announced (an image with alt text), so a page of images does not announce a dozen
   * statuses.
   * @default false
   */
  decorative?: boolean;
}

/** A loading indicator announced politely as a status. */
export function Spinner({
  label = 'Loading...',
  hideLabel = false,
  decorative = false,
}: SpinnerProps) {
  if (decorative) return <span className={styles.ring} aria-hidden="true" data-spinner="" />;
  return (
    <span role="status" className={styles.root}>
      <span className={styles.ring} aria-hidden="true" />
      <span className={hideLabel ? styles.hiddenLabel : undefined}>{label}</span>
    </span>
  );
}
