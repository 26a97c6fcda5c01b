// /admin/two-factor: a super admin without a factor sees the set-up button and the rule for every
// admin; ticking the rule sends exactly that change and says so.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { mockAdminUser } from '@tembo/data/mocks';
import {
  renderWithSession,
  server,
  setupMockServer,
} from '../../auth/test/render-with-session.tsx';
import { TwoFactorPage } from './TwoFactorPage.tsx';

setupMockServer();

const apiVersion = { 'x-supabase-api-version': '2024-01-01' };

describe('TwoFactorPage', () => {
  it('lets a super admin require two-factor sign-in for every admin', async () => {
    let required = false;
    const patches: unknown[] = [];
    server.use(
      http.get('*/auth/v1/user', () =>
        HttpResponse.json(
          { id: mockAdminUser.id, aud: 'authenticated', email: mockAdminUser.email },
          { headers: apiVersion },
        ),
      ),
      http.post('*/rest/v1/rpc/two_factor_required', () => HttpResponse.json(required)),
      http.get('*/rest/v1/security_settings', () =>
        HttpResponse.json([{ require_admin_two_factor: required }]),
      ),
      http.patch('*/rest/v1/security_settings', async ({ request }) => {
        const body = (await request.json()) as { require_admin_two_factor: boolean };
        patches.push(body);
        required = body.require_admin_two_factor;
        return HttpResponse.json([{ id: true }]);
      }),
    );
    const { container, user } = await renderWithSession(<TwoFactorPage />);
    expect(
      await screen.findByRole('button', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
    const rule = await screen.findByRole('checkbox', {
      name: /Require two-factor sign-in for every admin/,
    });
    expect(rule).not.toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(rule);
    expect(await screen.findByText('Every admin now needs two-factor sign-in.')).toBeVisible();
    expect(patches).toEqual([{ require_admin_two_factor: true }]);
    expect(rule).toBeChecked();
  });
});
