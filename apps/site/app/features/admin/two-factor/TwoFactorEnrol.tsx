import { Button } from '@tembo/ui';
import { useEnrolTotpMutation } from '@tembo/data/auth';
import { TotpCodeForm } from './TotpCodeForm.tsx';
import * as adminStyles from '../common/admin.css.ts';
import * as styles from './two-factor.css.ts';
import { siteConfig } from '../../../config/site.config.ts';

export interface TwoFactorEnrolProps {
  /** After the first code was accepted: the factor is on and the session aal2. */
  onEnrolled?: () => void;
}

/**
 * Setting up two-factor sign-in: a QR code for the authenticator app (or the key to type in),
 * then one code from the app to prove it works. Until that code is accepted nothing changes.
 */
export function TwoFactorEnrol({ onEnrolled }: TwoFactorEnrolProps) {
  const enrol = useEnrolTotpMutation();
  if (!enrol.data) {
    return (
      <div className={styles.steps}>
        <p className={styles.text}>
          You need an authenticator app on your phone, such as Google Authenticator, Microsoft
          Authenticator, 1Password or Aegis.
        </p>
        {enrol.error ? (
          <p role="alert" className={adminStyles.errorText}>
            {enrol.error.message}
          </p>
        ) : null}
        <div>
          <Button onPress={() => enrol.mutate(siteConfig.name)} isDisabled={enrol.isPending}>
            {enrol.isPending ? 'Preparing...' : 'Set up two-factor sign-in'}
          </Button>
        </div>
      </div>
    );
  }
  const { factorId, qrCode, secret } = enrol.data;
  return (
    <div className={styles.steps}>
      <p className={styles.text}>
        1. In your authenticator app, add an account and scan this QR code.
      </p>
      <img
        src={qrCode}
        className={styles.qr}
        width={192}
        height={192}
        alt="QR code for your authenticator app. If you cannot scan it, type in the key shown below."
      />
      <p className={styles.text}>
        Cannot scan it? Type in this key instead (time-based, 6 digits):{' '}
        <code className={styles.key}>{secret}</code>
      </p>
      <p className={styles.text}>2. Enter the code the app now shows for {siteConfig.name}.</p>
      <TotpCodeForm
        factorId={factorId}
        label="Confirm two-factor sign-in"
        submitLabel="Turn on two-factor sign-in"
        onVerified={onEnrolled}
      />
    </div>
  );
}
