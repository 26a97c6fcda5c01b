import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@tembo/ui';
import {
  otpRequestSchema,
  useOtpRequestMutation,
  useVerifyOtpMutation,
  verifyOtpSchema,
  type OtpRequestData,
  type OtpRequestValues,
  type VerifyOtpValues,
} from '@tembo/data/auth';
import { FormTextField } from '../../lib/forms/FormTextField.tsx';
import { showAuthError } from './submit-error.ts';
import * as styles from './auth.css.ts';

const requestResolver = zodResolver(otpRequestSchema, undefined, { raw: true });
const verifyResolver = zodResolver(verifyOtpSchema, undefined, { raw: true });

/**
 * Sign-in by one-time code: first the email or phone number to send it to (with neither,
 * 'You must provide either an email or phone number.'), then the code.
 */
export function OtpForm() {
  const [sent, setSent] = useState<OtpRequestData | null>(null);
  return sent ? (
    <VerifyCode sent={sent} onRestart={() => setSent(null)} />
  ) : (
    <RequestCode onSent={setSent} />
  );
}

function RequestCode({ onSent }: { onSent: (sent: OtpRequestData) => void }) {
  const form = useForm<OtpRequestValues>({
    resolver: requestResolver,
    defaultValues: { email: '', phone: '' },
    mode: 'onSubmit',
  });
  const request = useOtpRequestMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSent(await request.mutateAsync(values));
    } catch (error) {
      setFormError(showAuthError(form, error, ['email', 'phone']));
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-label="Request a sign-in code"
    >
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        description="Or leave empty and give a phone number."
      />
      <FormTextField
        control={form.control}
        name="phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        description="With the country code, for example +256 700 000 000."
      />
      {formError ? (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      ) : null}
      <Button type="submit" variant="soft" isDisabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending...' : 'Send me a code'}
      </Button>
    </form>
  );
}

function VerifyCode({ sent, onRestart }: { sent: OtpRequestData; onRestart: () => void }) {
  const form = useForm<VerifyOtpValues>({
    resolver: verifyResolver,
    defaultValues: {
      email: sent.channel === 'email' ? sent.to : '',
      phone: sent.channel === 'phone' ? sent.to : '',
      token: '',
    },
    mode: 'onTouched',
  });
  const verify = useVerifyOtpMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await verify.mutateAsync(values);
    } catch (error) {
      setFormError(showAuthError(form, error, ['token']));
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-label="Enter your sign-in code"
    >
      <p role="status" className={styles.sent}>
        We sent a code to {sent.to}.
      </p>
      <FormTextField
        control={form.control}
        name="token"
        label="Code"
        autoComplete="one-time-code"
        isRequired
      />
      {formError ? (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      ) : null}
      <Button type="submit" isDisabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Checking...' : 'Sign in with the code'}
      </Button>
      <Button variant="ghost" size="sm" onPress={onRestart}>
        Use another email or phone number
      </Button>
    </form>
  );
}
