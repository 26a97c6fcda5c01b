import { Skeleton, SkeletonText } from '@tembo/ui';
import * as styles from './admin-skeleton.css.ts';
import { visuallyHidden } from './page.css.ts';

/**
 * What the admin area shows while its code, the session and the role load (docs/product-rules.md#admin-routes):
 * the shape of the layout in placeholders, announced once as loading. The SPA shell shows it
 * before the admin hydrates (ShellFallback.tsx), the role guard while the session loads. A live
 * region reads its text, not its name, and the placeholders are hidden from assistive
 * technology: the text says 'Loading...' (the loading wording of docs/product-rules.md#states).
 */
export function AdminSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading the admin area">
      <span className={visuallyHidden}>Loading...</span>
      <div className={styles.skeletonBar}>
        <Skeleton width="12rem" height="1.75rem" />
        <Skeleton width="8rem" height="1.75rem" />
      </div>
      <div className={styles.skeletonBody}>
        <div className={styles.skeletonNav}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height="1.5rem" />
          ))}
        </div>
        <div className={styles.skeletonMain}>
          <Skeleton width="16rem" height="2.25rem" />
          <SkeletonText lines={6} />
        </div>
      </div>
    </div>
  );
}
