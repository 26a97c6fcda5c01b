import { useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import { Button, LinkButton } from '@tembo/ui';
import { useSignOutMutation } from '@tembo/data/auth';
import { adminTitle } from '../common/meta.ts';
import { guardMessages, type RequiredRole } from './guard-messages.ts';
import * as adminStyles from '../common/admin.css.ts';
import * as styles from './guard.css.ts';

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
    const title = adminTitle(guardMessages.title);
    document.title = title;
    return () => {
      if (document.title === title) document.title = previous;
    };
  }, [key]);
}

/**
 * The page a signed-in visitor sees on an admin page they may not use: the guard's wording, the
 * account they are signed in with, and ways on (the site, or signing out to switch accounts).
 */
export function AccessDenied({ need, email, landmark: Landmark = 'section' }: AccessDeniedProps) {
  const titleId = useId();
  useDeniedTitle();
  const signOut = useSignOutMutation();
  return (
    <Landmark className={styles.denied} aria-labelledby={titleId}>
      <h1 id={titleId} className={adminStyles.title}>
        {guardMessages.title}
      </h1>
      <p className={styles.deniedText}>
        {need === 'super_admin' ? guardMessages.superAdmin : guardMessages.admin}
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
