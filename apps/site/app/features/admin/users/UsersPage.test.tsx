import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAdminUser, mockPlainUser } from '@tembo/data/mocks';
import { renderWithSession, setupMockServer } from '../../auth/test/render-with-session.tsx';
import { UsersPage } from './UsersPage.tsx';

setupMockServer();

describe('the users page', { timeout: 30_000 }, () => {
  it('lets a super admin change another account’s role, but not their own', async () => {
    const { user } = await renderWithSession(<UsersPage />);
    const table = await screen.findByRole('table', { name: 'Accounts and their roles' });
    const own = within(table).getByRole('button', {
      name: new RegExp(`Role of ${mockAdminUser.email}`),
    });
    expect(own).toBeDisabled();
    await user.click(
      within(table).getByRole('button', { name: new RegExp(`Role of ${mockPlainUser.email}`) }),
    );
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    expect(await screen.findByText(`${mockPlainUser.email} is now Admin.`)).toBeInTheDocument();
  });

  it('shows the super admin wording to anyone else', async () => {
    await renderWithSession(<UsersPage />, { signedInAs: 'user' });
    expect(
      await screen.findByText('You need super admin privileges to access this page.'),
    ).toBeInTheDocument();
  });
});
