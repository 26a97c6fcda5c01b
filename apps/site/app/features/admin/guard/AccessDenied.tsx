import { useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import { Button, LinkButton } from '@tembo/ui';
import { useSignOutMutation } from '@tembo/data/auth';
import { adminTitle } from '../common/meta.ts';
import * as adminStyles from '../common/admin.css.ts';
import * as styles from './guard.css.ts';

/** The rights a page needs: admin (admin or super_admin) or super_admin alone. */
export type RequiredRole = 'admin' | 'super_admin';

/** The denial's heading, and the tab's title while it shows. */
const deniedTitle = 'Access Denied';

export interface AccessDeniedProps {
  /** Which rights were missing; decides the sentence. */
  need: RequiredRole;
  /** The signed-in account, so the visitor knows which one lacks the rights. */
  email?: string | undefined;
  /**
   * `main` when it is the whole page (the guard around the admin frame), so the page has its main
   * landmark; `section` inside the admin frame's main area.
   * @default 'section'
   */
  landmark?: 'main' | 'section';
}

/**
 * Gives the tab the denial's title while it shows, again after each navigation (whose route `meta`
 * has just set its own). Route `meta` cannot know the session, so the title would otherwise stay
 * the guarded page's ("New blog post"). Put back when it goes, unless a navigation has already
 * given the tab another title.
 */
function useDeniedTitle() {
  const { key } = useLocation();
  useEffect(() => {
    const previous = document.title;
    const title = adminTitle(deniedTitle);
    document.title = title;
    return () => {
      if (document.title === title) document.title = previous;
    };
  }, [key]);
}

/**
 * The page a signed-in visitor sees on an admin page they may not use: the guard's wording
 * (docs/product-rules.md#roles-and-permissions), the account they are signed in with, and ways on
 * (the site, or signing out to switch accounts).
 */
export function AccessDenied({ need, email, landmark: Landmark = 'section' }: AccessDeniedProps) {
  const titleId = useId();
  useDeniedTitle();
  const signOut = useSignOutMutation();
  return (
    <Landmark className={styles.denied} aria-labelledby={titleId}>
      <h1 id={titleId} className={adminStyles.title}>
        {deniedTitle}
      </h1>
      <p className={styles.deniedText}>
        {need === 'super_admin'
          ? 'You need super admin privileges to access this page.'
          : 'You need admin privileges to access this page.'}
      </p>
      {email ? <p className={styles.deniedMuted}>You are signed in as {email}.</p> : null}
      <div className={styles.actions}>
        <LinkButton href="/" variant="soft">
          Go to the home page
        </LinkButton>
        <Button variant="outline" onPress={() => signOut.mutate()} isDisabled={signOut.isPending}>
          Sign out
        </Button>
      </div>
    </Landmark>
  );
}
