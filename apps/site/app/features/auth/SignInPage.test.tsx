import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { mockAdminUser, mockCredentials } from '@tembo/data/mocks';
import { renderWithSession, setupMockServer } from './test/render-with-session.tsx';
import { SignInPage } from './SignInPage.tsx';

setupMockServer();
afterEach(() => window.history.replaceState(null, '', '/'));

async function renderSignIn(path = '/auth?redirectTo=%2Fadmin%2Fblog') {
  const view = await renderWithSession(<SignInPage />, {
    path,
    routePath: '/auth',
    signedInAs: null,
  });
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  // The forms show once the session check found nobody signed in.
  await screen.findByRole('form', { name: 'Sign in with password' });
  return view;
}

describe('the sign-in page', { timeout: 30_000 }, () => {
  it('signs in with email and password and returns to the remembered page', async () => {
    const { user, router, container } = await renderSignIn();
    expect(await axe(container)).toHaveNoViolations();
    const form = within(screen.getByRole('form', { name: 'Sign in with password' }));
    await user.type(form.getByLabelText(/^Email/), mockAdminUser.email);
    await user.type(form.getByLabelText(/^Password/), mockCredentials.adminPassword);
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
  });

  it('says a wrong password next to the password', async () => {
    const { user } = await renderSignIn();
    const form = within(screen.getByRole('form', { name: 'Sign in with password' }));
    await user.type(form.getByLabelText(/^Email/), mockAdminUser.email);
    await user.type(form.getByLabelText(/^Password/), 'wrong');
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    const password = form.getByLabelText(/^Password/);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('The email or password is incorrect.'),
      ),
    );
    expect(password).toHaveFocus();
  });

  it('asks for an email or phone number before sending a one-time code', async () => {
    const { user } = await renderSignIn();
    await user.click(screen.getByText('Sign in with a one-time code'));
    const form = within(screen.getByRole('form', { name: 'Request a sign-in code' }));
    await user.click(form.getByRole('button', { name: 'Send me a code' }));
    expect(
      await form.findByText('You must provide either an email or phone number.'),
    ).toBeInTheDocument();
  });

  it('signs in with the code that was sent', async () => {
    const { user, router } = await renderSignIn();
    await user.click(screen.getByText('Sign in with a one-time code'));
    const request = within(screen.getByRole('form', { name: 'Request a sign-in code' }));
    await user.type(request.getByLabelText(/^Email/), mockAdminUser.email);
    await user.click(request.getByRole('button', { name: 'Send me a code' }));
    const verify = within(await screen.findByRole('form', { name: 'Enter your sign-in code' }));
    expect(verify.getByText(`We sent a code to ${mockAdminUser.email}.`)).toBeInTheDocument();
    await user.type(verify.getByLabelText(/^Code/), mockCredentials.otp);
    await user.click(verify.getByRole('button', { name: 'Sign in with the code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
  });

  it('sends a sign-in link that comes back to the remembered page', async () => {
    const { user } = await renderSignIn();
    await user.click(screen.getByText('Email me a sign-in link'));
    const form = within(screen.getByRole('form', { name: 'Email me a sign-in link' }));
    await user.type(form.getByLabelText(/^Email/), mockAdminUser.email);
    await user.click(form.getByRole('button', { name: 'Email me a link' }));
    expect(
      await form.findByText(`Check your inbox: we sent a sign-in link to ${mockAdminUser.email}.`),
    ).toBeInTheDocument();
  });

  it('shows the error an auth redirect brought back', async () => {
    window.history.replaceState(
      null,
      '',
      '/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await renderSignIn('/auth');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Signing in did not work: Email link is invalid or has expired',
    );
  });
});
