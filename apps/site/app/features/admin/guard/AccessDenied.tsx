import { useId } from 'react';
import { Button, LinkButton } from '@tembo/ui';
import { useSignOutMutation } from '@tembo/data/auth';
import { guardMessages, type RequiredRole } from './guard-messages.ts';
import * as styles from './guard.css.ts';

export interface AccessDeniedProps {
  /** Which rights were missing; decides the sentence. */
  need: RequiredRole;
  /** The signed-in account, so the visitor knows which one lacks the rights. */
  email?: string | undefined;
  /**
   * The heading level: 1 when it is the whole page, 2 inside the admin layout's main area.
   * @default 1
   */
  headingLevel?: 1 | 2;
}

/**
 * The page a signed-in visitor sees on an admin page they may not use: the guard's wording, the
 * account they are signed in with, and ways on (the site, or signing out to switch accounts).
 */
export function AccessDenied({ need, email, headingLevel = 1 }: AccessDeniedProps) {
  const titleId = useId();
  const signOut = useSignOutMutation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.denied} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.deniedTitle}>
        {guardMessages.title}
      </Heading>
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
    </section>
  );
}
