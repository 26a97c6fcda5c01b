import * as styles from './Spinner.css.ts';

export interface SpinnerProps {
  /**
   * What is loading, read by screen readers and shown beside the ring.
   * @default 'Loading...'
   */
  label?: string;
}

/** A loading indicator announced politely as a status. */
export function Spinner({ label = 'Loading...' }: SpinnerProps) {
  return (
    <span role="status" className={styles.root}>
      <span className={styles.ring} aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}
