import { LinkButton } from '@tembo/ui';
import { paths } from '../../config/paths.ts';
import { PageHeader } from './PageHeader.tsx';
import * as styles from './page.css.ts';

/** What an unknown URL or an unknown package, lodge or post shows. */
export function NotFoundContent() {
  return (
    <PageHeader
      title="Page not found"
      lead="The page you are looking for does not exist or has moved. Our safaris, lodges and stories are still here."
    >
      <div className={styles.actions}>
        <LinkButton href={paths.home()}>Go to the home page</LinkButton>
        <LinkButton href={paths.packages()} variant="soft">
          Browse safari packages
        </LinkButton>
      </div>
    </PageHeader>
  );
}
