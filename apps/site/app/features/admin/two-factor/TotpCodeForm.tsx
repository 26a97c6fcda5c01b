import { useState } from 'react';
import { Button, TextField } from '@tembo/ui';
import { useVerifyTotpMutation } from '@tembo/data/auth';
import * as styles from './two-factor.css.ts';

export interface TotpCodeFormProps {
  /** The factor the code belongs to. */
  factorId: string;
  /** The form's accessible name. */
  label: string;
  /** The submit button's text. */
  submitLabel: string;
  /** After the code was accepted (the session is aal2 by then). */
  onVerified?: () => void;
}

/** The 6-digit code from the authenticator app; a wrong one is said next to the field. */
export function TotpCodeForm({ factorId, label, submitLabel, onVerified }: TotpCodeFormProps) {
  const [code, setCode] = useState('');
  const verify = useVerifyTotpMutation({
    onSuccess: () => {
      setCode('');
      onVerified?.();
    },
  });
  const error = verify.error?.message;
  return (
    <form
      noValidate
      aria-label={label}
      className={styles.codeForm}
      onSubmit={(event) => {
        event.preventDefault();
        verify.mutate({ factorId, code });
      }}
    >
      <TextField
        label="Code from your authenticator app"
        description="6 digits; a new one every 30 seconds."
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(value) => {
          setCode(value);
          if (verify.isError) verify.reset();
        }}
        isRequired
        isInvalid={Boolean(error)}
        errorMessage={error}
      />
      <Button type="submit" isDisabled={verify.isPending}>
        {verify.isPending ? 'Checking...' : submitLabel}
      </Button>
    </form>
  );
}
