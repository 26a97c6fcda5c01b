import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@tembo/ui';
import {
  passwordSignInSchema,
  useSignInWithPasswordMutation,
  type PasswordSignInValues,
} from '@tembo/data/auth';
import { FormTextField } from '../../lib/forms/FormTextField.tsx';
import { showAuthError } from './submit-error.ts';
import * as styles from './auth.css.ts';

const resolver = zodResolver(passwordSignInSchema, undefined, { raw: true });

/** Email and password. Success needs nothing here: the session change leads on. */
export function PasswordForm() {
  const form = useForm<PasswordSignInValues>({
    resolver,
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const signIn = useSignInWithPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      setFormError(showAuthError(form, error, ['email', 'password']));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form} aria-label="Sign in with password">
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        isRequired
      />
      {formError ? (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      ) : null}
      <Button type="submit" isDisabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
