import { useId, type ReactNode } from 'react';
import { Button } from '@tembo/ui';
import { useSession, useSignOutMutation, useTwoFactorStatusQuery } from '@tembo/data/auth';
import { TotpCodeForm } from './TotpCodeForm.tsx';
import { TwoFactorEnrol } from './TwoFactorEnrol.tsx';
import * as adminStyles from '../common/admin.css.ts';
import * as styles from './two-factor.css.ts';
import { siteConfig } from '../../../config/site.config.ts';

export interface TwoFactorGateProps {
  /** Shown while the session's level is read. */
  loading: ReactNode;
  children: ReactNode;
}

function GatePage({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  const signOut = useSignOutMutation();
  return (
    <main className={styles.gate} aria-labelledby={titleId}>
      <h1 id={titleId} className={adminStyles.title}>
        {title}
      </h1>
      {children}
      <div className={styles.actions}>
        <Button variant="outline" onPress={() => signOut.mutate()} isDisabled={signOut.isPending}>
          Sign out
        </Button>
      </div>
    </main>
  );
}

/**
 * The admin area's second step (docs/architecture.md#two-factor-sign-in), inside the role guard:
 * an admin with a factor whose session is still aal1 enters a code first; an admin without one,
 * while a super admin requires it, sets one up first. The database enforces the same rule
 * (public.admin_aal_ok), so this only spares the admin pages that could not save.
 */
export function TwoFactorGate({ loading, children }: TwoFactorGateProps) {
  const session = useSession();
  const accessToken = session.status === 'signed-in' ? session.session.access_token : undefined;
  const status = useTwoFactorStatusQuery(accessToken);
  if (!accessToken) return children;
  if (status.isPending) return loading;
  // Unreadable: the pages open and Row Level Security still decides what is allowed.
  if (status.isError) return children;
  const { currentLevel, factorId, required } = status.data;
  if (currentLevel === 'aal2') return children;
  if (factorId) {
    return (
      <GatePage title="Enter your sign-in code">
        <p className={styles.text}>
          Your account has two-factor sign-in. Open your authenticator app and enter the code it
          shows for {siteConfig.name}.
        </p>
        <TotpCodeForm factorId={factorId} label="Two-factor sign-in" submitLabel="Continue" />
      </GatePage>
    );
  }
  if (required) {
    return (
      <GatePage title="Set up two-factor sign-in">
        <p className={styles.text}>
          Every admin signs in with a password or emailed code and a code from an authenticator app.
          Set up yours to open the admin area.
        </p>
        <TwoFactorEnrol />
      </GatePage>
    );
  }
  return children;
}
