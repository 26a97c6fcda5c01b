import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@tembo/ui';
import { readAuthCallbackError, useSession } from '@tembo/data/auth';
import { MagicLinkForm } from './MagicLinkForm.tsx';
import { OtpForm } from './OtpForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { readRedirect } from '../../lib/auth/redirect.ts';
import * as styles from './auth.css.ts';

/**
 * /auth: sign in with email and password, a one-time code, or a link by email. A failed
 * magic-link or code redirect comes back with its error in the URL, shown here as text. Once
 * signed in, the visitor goes back to the page they came from (remembered in `redirectTo`).
 */
export function SignInPage() {
  const location = useLocation();
  const session = useSession();
  // Read once: supabase-js removes the auth parameters from the URL after reading them.
  const [callbackError] = useState(() =>
    typeof window === 'undefined' ? null : readAuthCallbackError(window.location.href),
  );
  const redirectTo = readRedirect(location.search);

  if (session.status === 'signed-in') return <Navigate replace to={redirectTo} />;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Sign in</h1>
      <p className={styles.lead}>Staff sign in here to manage the site.</p>
      {callbackError ? (
        <p role="alert" className={styles.callbackError}>
          Signing in did not work: {callbackError}
        </p>
      ) : null}
      {session.status === 'loading' ? (
        <Spinner label="Checking your session..." />
      ) : (
        <>
          <section aria-labelledby="sign-in-password" className={styles.panel}>
            <h2 id="sign-in-password" className={styles.panelTitle}>
              With your password
            </h2>
            <PasswordForm />
          </section>
          <details className={styles.panel}>
            <summary className={styles.summary}>Sign in with a one-time code</summary>
            <OtpForm />
          </details>
          <details className={styles.panel}>
            <summary className={styles.summary}>Email me a sign-in link</summary>
            <MagicLinkForm redirectTo={redirectTo} />
          </details>
        </>
      )}
    </div>
  );
}
