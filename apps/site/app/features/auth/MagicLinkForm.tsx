import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@tembo/ui';
import { magicLinkSchema, useMagicLinkMutation, type MagicLinkValues } from '@tembo/data/auth';
import { FormTextField } from '../../lib/forms/FormTextField.tsx';
import { signInPath } from '../../lib/auth/redirect.ts';
import { showAuthError } from './submit-error.ts';
import * as styles from './auth.css.ts';

const resolver = zodResolver(magicLinkSchema, undefined, { raw: true });

/**
 * Emails a sign-in link that comes back to /auth with the remembered page, which then opens.
 * A link that failed (expired, used) comes back with its error in the URL instead.
 */
export function MagicLinkForm({ redirectTo }: { redirectTo: string }) {
  const form = useForm<MagicLinkValues>({
    resolver,
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const send = useMagicLinkMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { email } = await send.mutateAsync({
        ...values,
        redirectTo: new URL(signInPath(redirectTo), window.location.origin).href,
      });
      setSentTo(email);
    } catch (error) {
      setFormError(showAuthError(form, error, ['email']));
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-label="Email me a sign-in link"
    >
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        isRequired
      />
      {formError ? (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      ) : null}
      <p role="status" className={styles.sent}>
        {sentTo ? `Check your inbox: we sent a sign-in link to ${sentTo}.` : ''}
      </p>
      <Button type="submit" variant="soft" isDisabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending...' : 'Email me a link'}
      </Button>
    </form>
  );
}
