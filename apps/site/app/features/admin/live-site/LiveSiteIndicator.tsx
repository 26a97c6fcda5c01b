import { Button } from '@tembo/ui';
import { useRebuildSiteMutation, useSiteBuildStatusQuery } from '@tembo/data/admin';
import { describeLiveSite } from './live-site-state.ts';
import * as styles from './live-site.css.ts';

/**
 * "Live site" in the admin header: whether the prerendered site shows the latest content, and
 * "Rebuild now". Under the dev server every page is rendered live, so there is nothing to build.
 */
export function LiveSiteIndicator({ devServer = import.meta.env.DEV }: { devServer?: boolean }) {
  const status = useSiteBuildStatusQuery({ enabled: !devServer });
  const rebuild = useRebuildSiteMutation();
  if (devServer) {
    return (
      <p className={styles.indicator}>
        <span className={styles.label}>Live site:</span> live from the dev server
      </p>
    );
  }
  const state = status.data ? describeLiveSite(status.data) : undefined;
  return (
    <div className={styles.indicator}>
      <p role="status" className={styles.state}>
        <span className={state?.failed ? `${styles.label} ${styles.failed}` : styles.label}>
          Live site:{' '}
          {state?.headline ?? (status.isError ? 'the build state could not be read' : 'checking…')}
        </span>
        {state?.detail ? <span className={styles.detail}>{state.detail}</span> : null}
        {rebuild.isError ? (
          <span className={styles.failed}>The rebuild could not be requested.</span>
        ) : null}
      </p>
      <Button
        variant="outline"
        size="sm"
        onPress={() => rebuild.mutate()}
        isDisabled={rebuild.isPending}
      >
        Rebuild now
      </Button>
    </div>
  );
}
