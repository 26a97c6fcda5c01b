import { Skeleton, SkeletonText } from '@tembo/ui';
import { visuallyHidden } from '../common/admin.css.ts';
import * as styles from './shell.css.ts';

/**
 * Placeholder rows for a page whose data is loading inside the layout, announced politely with
 * `label` as its text (what a screen reader says) and its name.
 */
export function ContentSkeleton({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.contentSkeleton} role="status" aria-label={label}>
      <span className={visuallyHidden}>{label}</span>
      <Skeleton width="14rem" height="2rem" />
      <SkeletonText lines={5} />
    </div>
  );
}
