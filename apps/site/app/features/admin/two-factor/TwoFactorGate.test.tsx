// The admin area's second step: an admin with a verified factor and an aal1 session sees the
// code step (a wrong code is said next to the field); without a factor the area opens, unless a
// super admin requires two-factor sign-in, then the enrolment shows. axe on each screen.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { mockAdminUser } from '@tembo/data/mocks';
import {
  renderWithSession,
  server,
  setupMockServer,
} from '../../auth/test/render-with-session.tsx';
import { TwoFactorGate } from './TwoFactorGate.tsx';

setupMockServer();

const factorId = '00000000-0000-4000-8000-0000000000fa';
const apiVersion = { 'x-supabase-api-version': '2024-01-01' };

/** The user as GoTrue returns it, with or without a verified TOTP factor. */
function userWith(factor: boolean) {
  return http.get('*/auth/v1/user', () =>
    HttpResponse.json(
      {
        id: mockAdminUser.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: mockAdminUser.email,
        app_metadata: {},
        user_metadata: {},
        created_at: '2026-01-01T09:00:00Z',
        ...(factor
          ? {
              factors: [
                {
                  id: factorId,
                  friendly_name: '',
                  factor_type: 'totp',
                  status: 'verified',
                  created_at: '2026-01-01T09:00:00Z',
                  updated_at: '2026-01-01T09:00:00Z',
                },
              ],
            }
          : {}),
      },
      { headers: apiVersion },
    ),
  );
}

const required = (value: boolean) =>
  http.post('*/rest/v1/rpc/two_factor_required', () => HttpResponse.json(value));

function renderGate() {
  return renderWithSession(
    <TwoFactorGate loading={<p>Loading</p>}>
      <p>The admin area</p>
    </TwoFactorGate>,
  );
}

describe('TwoFactorGate', () => {
  it('opens the admin area for an admin without a factor while it is not required', async () => {
    server.use(userWith(false), required(false));
    await renderGate();
    expect(await screen.findByText('The admin area')).toBeInTheDocument();
  });

  it('asks an admin with a factor for the code first, and says when it is wrong', async () => {
    server.use(
      userWith(true),
      required(false),
      http.post(`*/auth/v1/factors/${factorId}/challenge`, () =>
        HttpResponse.json(
          { id: '00000000-0000-4000-8000-0000000000cc', type: 'totp', expires_at: 9_999_999_999 },
          { headers: apiVersion },
        ),
      ),
      http.post(`*/auth/v1/factors/${factorId}/verify`, () =>
        HttpResponse.json(
          { code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' },
          { status: 422, headers: apiVersion },
        ),
      ),
    );
    const { container, user } = await renderGate();
    const main = await screen.findByRole('main', { name: 'Enter your sign-in code' });
    expect(screen.queryByText('The admin area')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    const field = within(main).getByRole('textbox', { name: /Code from your authenticator app/ });
    await user.type(field, '12345{Enter}');
    expect(
      await within(main).findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '123456{Enter}');
    expect(await within(main).findByText(/That code is not right/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The admin area')).not.toBeInTheDocument();
  });

  it('sends an admin without a factor to set one up when a super admin requires it', async () => {
    server.use(userWith(false), required(true));
    const { container } = await renderGate();
    const main = await screen.findByRole('main', { name: 'Set up two-factor sign-in' });
    expect(within(main).getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
    expect(screen.queryByText('The admin area')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
